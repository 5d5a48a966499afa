// An uploaded bundle ingested as a job: its state and progress kept in the Job row as it goes,
// so GET /api/jobs/{id} can show a progress bar and, at the end, the problems per file.
import { rm } from "node:fs/promises";
import { ingestBundle, type IngestPhase } from "../bundles/ingest-bundle.ts";
import type { Db } from "../client.ts";
import { json } from "../db-client.ts";
import { ReadError } from "../../read-error.ts";

/** Where each phase's work falls on the job's one progress scale, 0–1. */
const SPAN: Record<IngestPhase, [number, number]> = {
  read: [0, 0.2],
  versions: [0.2, 0.3],
  analyse: [0.3, 0.8],
  store: [0.8, 1],
};

/** `workers`: analysis threads; the dashboard's server passes 1 (its bundle has no compiled workers). */
export async function runIngestJob(db: Db, jobId: string, options: { workers?: number } = {}): Promise<void> {
  const { prisma } = db;
  const job = await prisma.job.findUnique({ where: { id: jobId } });
  if (!job || job.state === "done" || job.state === "failed" || !job.input) return;
  await prisma.job.update({ where: { id: jobId }, data: { state: "running" } });
  let last = 0;
  try {
    const summary = await ingestBundle(db, job.input, {
      ...options,
      queue: false,
      onProgress: (phase, done, total) => {
        const [from, to] = SPAN[phase];
        const p = from + (to - from) * (total ? done / total : 1);
        // A row write per conversation would slow the ingest: only every 2%.
        if (p - last < 0.02) return;
        last = p;
        void prisma.job.update({ where: { id: jobId }, data: { progress: p } }).catch(() => undefined);
      },
    });
    const { problems, alreadyIngestedAt: _, ...counts } = summary;
    await prisma.job.update({
      where: { id: jobId },
      data: {
        state: "done",
        progress: 1,
        problems: json(problems),
        summary: json({ ...counts, alreadyIngestedAt: summary.alreadyIngestedAt }),
      },
    });
  } catch (err) {
    const problem =
      err instanceof ReadError
        ? { file: err.file, ...(err.at ? { at: err.at } : {}), message: err.reason }
        : { file: "upload", message: `the ingest stopped: ${(err as Error).message}` };
    await prisma.job.update({ where: { id: jobId }, data: { state: "failed", problems: json([problem]) } });
  } finally {
    await rm(job.input, { force: true });
  }
}
