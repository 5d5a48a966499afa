// GET /api/jobs/{id}: an upload's state, progress (0–1), the problems it met per file, and once done
// what it stored.
import type { JobView } from "../../contract/api-types.ts";
import type { Db } from "../client.ts";

export async function getJob(db: Db, id: string): Promise<JobView | null> {
  // Not the upload's bytes: a page asks every second while an ingest runs.
  const job = await db.prisma.job.findUnique({
    where: { id },
    select: { id: true, state: true, progress: true, problems: true, summary: true },
  });
  if (!job) return null;
  return {
    id: job.id,
    state: job.state as JobView["state"],
    progress: job.progress,
    problems: job.problems as JobView["problems"],
    ...(job.summary ? { summary: job.summary as unknown as NonNullable<JobView["summary"]> } : {}),
  };
}
