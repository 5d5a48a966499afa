// GET /api/jobs/{id}: an upload's state, progress (0–1) and the problems it met, per file.
import type { JobView } from "../api-types.ts";
import type { Db } from "../client.ts";

export async function getJob(db: Db, id: string): Promise<JobView | null> {
  const job = await db.prisma.job.findUnique({ where: { id } });
  if (!job) return null;
  return {
    id: job.id,
    state: job.state as JobView["state"],
    progress: job.progress,
    problems: job.problems as JobView["problems"],
  };
}
