// An upload as a job: ingested by the server that took it (in process on SQLite, through the queue on
// PostgreSQL, which the server works until its upload has ended), the bytes dropped after; a job
// without its bytes fails, saying so. Workers on other machines: scripts/commands/worker.test.ts.
import assert from "node:assert/strict";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Db } from "../db/client.ts";
import { json } from "../db/db-client.ts";
import { createIngestJob } from "./create-ingest-job.ts";
import { getJob } from "../db/jobs/get-job.ts";
import { stopQueue } from "../db/jobs/queue.ts";
import { runIngestJob } from "./run-ingest-job.ts";
import { testBothDatabases } from "../../test/support/databases.ts";
import { zipFolder } from "../../test/support/zip-folder.ts";

const BUNDLE = path.resolve(import.meta.dirname, "..", "..", "test", "fixtures", "analysis", "etude-bundle");

const uploadOf = async (db: Db, id: string) =>
  (await db.prisma.job.findUniqueOrThrow({ where: { id }, select: { upload: true } })).upload;

async function ended(db: Db, id: string) {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(100)) {
    const job = await getJob(db, id);
    if (job?.state === "done" || job?.state === "failed") return job;
  }
  throw new Error(`job ${id} did not end`);
}

testBothDatabases("an upload is ingested with no worker running, and its bytes dropped after", async (db) => {
  const { jobId } = await createIngestJob(db, zipFolder(BUNDLE), { name: "etude.zip", userId: "u1" });
  try {
    const [entry] = await db.prisma.auditLog.findMany({ where: { action: "upload" } });
    assert.deepEqual([entry?.userId, entry?.target], ["u1", jobId], "the upload is in the audit log");
    const job = await ended(db, jobId);
    assert.equal(job.state, "done", JSON.stringify(job.problems));
    assert.deepEqual(job.problems, []);
    assert.ok((job.summary?.conversations.new ?? 0) > 0);
    assert.equal(await db.prisma.conversation.count(), job.summary?.conversations.new);
    assert.equal(await uploadOf(db, jobId), null);
  } finally {
    if (db.provider === "postgresql") {
      // This process took the upload, so it worked the queue (as a server does) until the upload
      // ended, and then stops taking jobs.
      const server = globalThis as { barlineServerWorker?: { worker: unknown } };
      for (const deadline = Date.now() + 10_000; server.barlineServerWorker?.worker; await sleep(100))
        assert.ok(Date.now() < deadline, "the server still takes jobs after its upload ended");
      await stopQueue();
    }
  }
});

testBothDatabases("a job whose upload is not stored fails, saying so", async (db) => {
  const { id } = await db.prisma.job.create({
    data: { kind: "ingest", state: "queued", problems: json([]) },
    select: { id: true },
  });
  await runIngestJob(db, id);
  const job = await getJob(db, id);
  assert.equal(job?.state, "failed");
  assert.deepEqual(job?.problems, [
    { file: "upload", message: "the upload's bytes are not stored: upload the bundle again" },
  ]);
});
