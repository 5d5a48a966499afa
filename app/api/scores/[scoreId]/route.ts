// One score's versions in order: who saved each, its diff, whether it changed nothing.
import { getScoreHistory } from "../../../../lib/db/scores/get-score-history.ts";
import { answer, problem } from "../../answer.ts";
import { requireRole } from "../../../../lib/auth/require-role.ts";

export async function GET(request: Request, ctx: RouteContext<"/api/scores/[scoreId]">) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  const { scoreId } = await ctx.params;
  return answer(`score "${scoreId}"`, async (db) => {
    const history = await getScoreHistory(db, scoreId);
    return history ? Response.json(history) : problem(404, `no score "${scoreId}"`);
  });
}
