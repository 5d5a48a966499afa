// What a worker does with a job it takes from the queue, by the job's kind.
import type { Db } from "../client.ts";
import { runAnalysisJob } from "./run-analysis-job.ts";
import { runIngestJob } from "./run-ingest-job.ts";

export async function runJob(db: Db, jobId: string): Promise<{ kind: string } | null> {
  const job = await db.prisma.job.findUnique({ where: { id: jobId }, select: { kind: true } });
  if (!job) return null;
  if (job.kind === "analyse") await runAnalysisJob(db, jobId);
  else await runIngestJob(db, jobId);
  return job;
}
