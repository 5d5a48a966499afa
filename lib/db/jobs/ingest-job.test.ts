// An upload as a job: its bytes kept in the job's row until the ingest ends (a worker may run on
// another machine than the server that took them), the bundle stored, the bytes dropped after.
import assert from "node:assert/strict";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Db } from "../client.ts";
import { json } from "../db-client.ts";
import { createIngestJob } from "./create-ingest-job.ts";
import { getJob } from "./get-job.ts";
import { stopQueue } from "./queue.ts";
import { runIngestJob } from "./run-ingest-job.ts";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { zipFolder } from "../../../test/support/zip-folder.ts";

const BUNDLE = path.resolve(
  import.meta.dirname,
  "..",
  "..",
  "..",
  "test",
  "fixtures",
  "analysis",
  "etude-bundle",
);

const uploadOf = async (db: Db, id: string) =>
  (await db.prisma.job.findUniqueOrThrow({ where: { id }, select: { upload: true } })).upload;

async function ended(db: Db, id: string) {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(100)) {
    const job = await getJob(db, id);
    if (job?.state === "done" || job?.state === "failed") return job;
  }
  throw new Error(`job ${id} did not end`);
}

testBothDatabases("an upload is kept in its job until ingested, then stored and dropped", async (db) => {
  const zip = zipFolder(BUNDLE);
  const { jobId } = await createIngestJob(db, zip);
  if (db.provider === "postgresql") {
    // Queued for a worker, which reads the upload from the row alone. (The queue is stopped before
    // its database is dropped.)
    try {
      assert.equal((await getJob(db, jobId))?.state, "queued");
      assert.deepEqual(await uploadOf(db, jobId), zip);
      await runIngestJob(db, jobId);
    } finally {
      await stopQueue();
    }
  }
  const job = await ended(db, jobId);
  assert.equal(job.state, "done", JSON.stringify(job.problems));
  assert.deepEqual(job.problems, []);
  assert.ok((job.summary?.conversations.new ?? 0) > 0);
  assert.equal(await db.prisma.conversation.count(), job.summary?.conversations.new);
  assert.equal(await uploadOf(db, jobId), null);
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
