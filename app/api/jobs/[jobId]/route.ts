// GET /api/jobs/{jobId}: an upload's state, progress (0–1) and problems per file.
import { getJob } from "../../../../lib/db/jobs/get-job.ts";
import { answer, problem } from "../../answer.ts";
import { requireRole } from "../../../../lib/auth/require-role.ts";

export async function GET(request: Request, ctx: RouteContext<"/api/jobs/[jobId]">) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  const { jobId } = await ctx.params;
  return answer(`job "${jobId}"`, async (db) => {
    const job = await getJob(db, jobId);
    return job ? Response.json(job) : problem(404, `no job "${jobId}"`);
  });
}
