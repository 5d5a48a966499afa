// POST /api/bundles: an uploaded bundle .zip kept in its Job row and ingested in the background — in
// this process on SQLite; on PostgreSQL through the queue, by this server or any `barline worker`,
// on whichever machine it runs: the bytes travel with the job, not on this server's disk. The job and
// the upload's audit entry are one transaction; the job is queued once both are kept.
import { mutation } from "../db/audit/record-audit.ts";
import type { Db } from "../db/client.ts";
import { json } from "../db/db-client.ts";
import { runIngestJob } from "./run-ingest-job.ts";

export async function createIngestJob(
  db: Db,
  zip: Uint8Array<ArrayBuffer>,
  upload: { name: string; userId: string },
): Promise<{ jobId: string }> {
  const job = await mutation(db, upload.userId, "upload", async (tx) => {
    const made = await tx.job.create({
      data: { kind: "ingest", state: "queued", problems: json([]), upload: zip },
      select: { id: true },
    });
    return { value: made, audit: { target: made.id, detail: { name: upload.name, bytes: zip.length } } };
  });
  if (db.provider === "postgresql") {
    const { enqueueJob } = await import("../db/jobs/queue.ts");
    const { workUntilEnded } = await import("./work-until-ended.ts");
    await enqueueJob(db, job.id);
    workUntilEnded(db, job.id);
  } else {
    // Not awaited: the request answers 202 at once and the page follows the job's progress.
    void runIngestJob(db, job.id, { workers: 1 });
  }
  return { jobId: job.id };
}
