// What a worker does with a job it takes from the queue, by the job's kind; what it says of the job
// is the state the job was left in.
import type { JobView } from "../contracts/job-view.ts";
import type { Db } from "../db/client.ts";
import { runAnalysisJob } from "./run-analysis-job.ts";
import { runIngestJob } from "./run-ingest-job.ts";

export interface JobOutcome {
  kind: string;
  state: string;
  /** The first problem a failed job met, as "file: message". */
  problem: string | null;
}

/** `workers`: analysis threads; a dashboard's server passes 1 (its bundle has no compiled workers). */
export async function runJob(
  db: Db,
  jobId: string,
  options: { workers?: number } = {},
): Promise<JobOutcome | null> {
  const job = await db.prisma.job.findUnique({ where: { id: jobId }, select: { kind: true } });
  if (!job) return null;
  if (job.kind === "analyse") await runAnalysisJob(db, jobId, options);
  else await runIngestJob(db, jobId, options);
  const after = await db.prisma.job.findUnique({
    where: { id: jobId },
    select: { state: true, problems: true },
  });
  const first = (after?.problems as JobView["problems"] | undefined)?.[0];
  return {
    kind: job.kind,
    state: after?.state ?? "gone",
    problem: after?.state === "failed" && first ? `${first.file}: ${first.message}` : null,
  };
}
