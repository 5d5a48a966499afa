// A queued analysis job: some stored conversations analysed and their findings stored, on whichever
// process took the job (the ingest itself or a `barline worker`). Taken twice — its worker died —
// it stores the same rows again under the same ids: the results are stored once.
import { chooseExtractor } from "../claims/extract.ts";
import type { AnalysisJobInput } from "../db/jobs/create-analysis-job.ts";
import type { Db } from "../db/client.ts";
import { analyzeStored } from "../ingest/analyze-stored.ts";
import { json } from "../db/db-client.ts";

/** `workers`: analysis threads (as `analyzeStored` chooses when absent). */
export async function runAnalysisJob(
  db: Db,
  jobId: string,
  options: { workers?: number } = {},
): Promise<void> {
  const job = await db.prisma.job.findUnique({ where: { id: jobId } });
  if (!job || job.state === "done" || !job.input) return;
  const input = JSON.parse(job.input) as AnalysisJobInput;
  await db.prisma.job.update({ where: { id: jobId }, data: { state: "running" } });
  const refs = await db.prisma.conversation.findMany({
    where: { id: { in: input.conversationIds } },
    select: { id: true, scoreId: true, contentHash: true, bundleId: true },
    orderBy: [{ scoreId: "asc" }, { id: "asc" }],
  });
  let summary;
  try {
    summary = await analyzeStored(db, refs, {
      extractor: chooseExtractor({ extractor: input.extractor }),
      analysisRunId: input.analysisRunId,
      policy: () => input.policy,
      ...(options.workers !== undefined ? { workers: options.workers } : {}),
    });
  } catch (err) {
    // Failed for whoever waits on it; thrown on, so the queue gives it again while retries last.
    const message = `the analysis of ${refs.length} conversations stopped: ${(err as Error).message}`;
    await db.prisma.job.update({
      where: { id: jobId },
      data: { state: "failed", problems: json([{ file: "analysis", message }]) },
    });
    throw err;
  }
  const { problems, ...counts } = summary;
  await db.prisma.job.update({
    where: { id: jobId },
    data: { state: "done", progress: 1, problems: json(problems), summary: json(counts) },
  });
}
