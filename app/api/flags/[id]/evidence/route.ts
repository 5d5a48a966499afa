// A flag's evidence as the review queue shows it: the claims of its turn against what its call did
// to the score, the bar it speaks of re-read and engraved at the version in force then, and the page
// image the model had been shown by then. A bar that cannot be re-read is said, not an error.
import type { BarReread } from "@/lib/contracts/bar-reread.ts";
import type { FlagEvidenceAnswer } from "@/lib/contracts/flag-evidence.ts";
import { getConversation } from "@/lib/db/conversations/get-conversation.ts";
import { rereadBar } from "@/lib/db/scores/reread-bar.ts";
import { found, isAppError } from "@/lib/errors/app-error.ts";
import { flagEvidence } from "@/components/review/flag-evidence.ts";
import { endpoint } from "../../../endpoint.ts";
import { idParam } from "../../../params.ts";

export const GET = endpoint({
  role: "viewer",
  params: idParam,
  handler: async ({ db, params: { id } }) => {
    const flag = await db.prisma.flag.findUnique({ where: { id }, select: { conversationId: true } });
    const c = flag && (await getConversation(db, flag.conversationId));
    const evidence = found(c && flagEvidence(c, id), `no flag "${id}"`);
    let reread: BarReread | null = null;
    let rereadProblem: string | null = null;
    if (evidence.bar)
      try {
        reread = await rereadBar(db, evidence.bar);
      } catch (err) {
        if (!isAppError(err, "not-found")) throw err;
        rereadProblem = err.message;
      }
    return { ...evidence, reread, rereadProblem } satisfies FlagEvidenceAnswer;
  },
});
