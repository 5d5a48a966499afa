// A flag's evidence as the review queue shows it: the claims of its turn against what its call did
// to the score, the bar it speaks of re-read and engraved at the version in force then, and the page
// image the model had been shown by then. A bar that cannot be re-read is said, not an error.
import { requireRole } from "../../../../../lib/auth/require-role.ts";
import type { BarReread } from "../../../../../lib/contract/api-types.ts";
import { getConversation } from "../../../../../lib/db/conversations/get-conversation.ts";
import { NotFoundError } from "../../../../../lib/db/errors.ts";
import { rereadBar } from "../../../../../lib/db/scores/reread-bar.ts";
import { flagEvidence } from "../../../../../components/review/flag-evidence.ts";
import { answer } from "../../../answer.ts";

export async function GET(request: Request, ctx: RouteContext<"/api/flags/[id]/evidence">) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  const { id } = await ctx.params;
  return answer(`evidence of flag "${id}"`, async (db) => {
    const flag = await db.prisma.flag.findUnique({ where: { id }, select: { conversationId: true } });
    const c = flag && (await getConversation(db, flag.conversationId));
    const evidence = c && flagEvidence(c, id);
    if (!evidence) throw new NotFoundError(`no flag "${id}"`);
    let reread: BarReread | null = null;
    let rereadProblem: string | null = null;
    if (evidence.bar)
      try {
        reread = await rereadBar(db, evidence.bar);
      } catch (err) {
        if (!(err instanceof NotFoundError)) throw err;
        rereadProblem = err.message;
      }
    return Response.json({ ...evidence, reread, rereadProblem });
  });
}
