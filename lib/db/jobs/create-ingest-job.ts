// POST /api/bundles: an uploaded bundle .zip kept under .barline/uploads and ingested in the
// background — in this process on SQLite, by a `barline worker` through the queue on PostgreSQL.
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Db } from "../client.ts";
import { json } from "../db-client.ts";
import { runIngestJob } from "./run-ingest-job.ts";

export const UPLOAD_DIR = join(".barline", "uploads");

export async function createIngestJob(db: Db, zip: Uint8Array): Promise<{ jobId: string }> {
  const job = await db.prisma.job.create({ data: { kind: "ingest", state: "queued", problems: json([]) } });
  await mkdir(UPLOAD_DIR, { recursive: true });
  const input = resolve(UPLOAD_DIR, `${job.id}.zip`);
  await writeFile(input, zip);
  await db.prisma.job.update({ where: { id: job.id }, data: { input } });
  if (db.provider === "postgresql") {
    const { enqueueJob } = await import("./queue.ts");
    await enqueueJob(db, job.id);
  } else {
    // Not awaited: the request answers 202 at once and the page follows the job's progress.
    void runIngestJob(db, job.id, { workers: 1 });
  }
  return { jobId: job.id };
}
