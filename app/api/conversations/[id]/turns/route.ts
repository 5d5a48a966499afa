// GET /api/conversations/{id}/turns?from=&to=: a run of a conversation's turns (at most 200), as
// the reader fetches a long session while it is scrolled.
import { getTurns } from "../../../../../lib/db/conversations/conversation-turns.ts";
import { requireRole } from "../../../../../lib/auth/require-role.ts";
import { answer, problem } from "../../../answer.ts";

const MAX_TURNS = 200;

export async function GET(request: Request, ctx: RouteContext<"/api/conversations/[id]/turns">) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  const { id } = await ctx.params;
  const q = new URL(request.url).searchParams;
  const [from, to] = [q.get("from"), q.get("to")].map((v) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null));
  if (from == null || to == null || to < from || to - from >= MAX_TURNS)
    return problem(400, `from and to: the first and last turn wanted, at most ${MAX_TURNS} turns`);
  return answer(`turns of conversation "${id}"`, async (db) => {
    const exists = await db.prisma.conversation.findUnique({ where: { id }, select: { id: true } });
    return exists
      ? Response.json(await getTurns(db, id, { from, to }))
      : problem(404, `no conversation "${id}"`);
  });
}
