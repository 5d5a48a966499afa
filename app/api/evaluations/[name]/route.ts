// One evaluation's table: per request and deployment, the figures with the false-claim rate's 95%
// interval, and two deployments side by side (`baseline`, `candidate`: deployment labels; by default
// the one that ran first against the one that ran last).
import { getEvaluation } from "../../../../lib/db/evaluations/get-evaluation.ts";
import { answer, problem } from "../../answer.ts";
import { requireRole } from "../../../../lib/auth/require-role.ts";

export async function GET(request: Request, ctx: RouteContext<"/api/evaluations/[name]">) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  const { name } = await ctx.params;
  const params = new URL(request.url).searchParams;
  const compare = {
    baseline: params.get("baseline") || undefined,
    candidate: params.get("candidate") || undefined,
  };
  return answer(`evaluation "${name}"`, async (db) => {
    try {
      return Response.json(await getEvaluation(db, name, compare));
    } catch (err) {
      if (err instanceof RangeError) return problem(400, err.message);
      throw err;
    }
  });
}
