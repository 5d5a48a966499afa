// An uploaded bundle ingested as a job: its state and progress kept in the Job row as it goes,
// so GET /api/jobs/{id} can show a progress bar and, at the end, the problems per file. The upload's
// bytes come from the row (a worker may be on another machine than the server that took them) and
// are dropped from it once the job has ended, done or failed.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { IngestPhase } from "../ingest/ingest-options.ts";
import { startIngest } from "../ingest/start-ingest.ts";
import type { Db } from "../db/client.ts";
import { json } from "../db/db-client.ts";
import { ReadError } from "../read-error.ts";

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
  const job = await prisma.job.findUnique({ where: { id: jobId }, select: { state: true, upload: true } });
  if (!job || job.state === "done" || job.state === "failed") return;
  if (!job.upload) {
    const problem = { file: "upload", message: "the upload's bytes are not stored: upload the bundle again" };
    await prisma.job.update({ where: { id: jobId }, data: { state: "failed", problems: json([problem]) } });
    return;
  }
  await prisma.job.update({ where: { id: jobId }, data: { state: "running" } });
  // The ingest reads a bundle from a path; the file is this job's alone, named as the upload was kept.
  const dir = await mkdtemp(join(tmpdir(), "barline-upload-"));
  const zip = join(dir, `${jobId}.zip`);
  let last = 0;
  try {
    await writeFile(zip, job.upload);
    // Analysed in this process, not queued within this job: no jobs to wait for.
    const started = await startIngest(db, zip, {
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
    const summary = await started.finish([]);
    const { problems, alreadyIngestedAt: _, ...counts } = summary;
    await prisma.job.update({
      where: { id: jobId },
      data: {
        state: "done",
        progress: 1,
        upload: null,
        problems: json(problems),
        summary: json({ ...counts, alreadyIngestedAt: summary.alreadyIngestedAt }),
      },
    });
  } catch (err) {
    const problem =
      err instanceof ReadError
        ? { file: err.file, ...(err.at ? { at: err.at } : {}), message: err.reason }
        : { file: "upload", message: `the ingest stopped: ${(err as Error).message}` };
    await prisma.job.update({
      where: { id: jobId },
      data: { state: "failed", upload: null, problems: json([problem]) },
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
