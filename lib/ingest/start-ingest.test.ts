import assert from "node:assert/strict";
import { test } from "node:test";
import { testBothDatabases, withDatabase } from "../../test/support/databases.ts";
import { drainJobs } from "../jobs/drain-jobs.ts";
import { startIngest } from "./start-ingest.ts";

const ETUDE = "test/fixtures/analysis/etude-bundle";

testBothDatabases("analysed in this process, an ingest queues no job and is finished at once", async (db) => {
  const started = await startIngest(db, ETUDE, { queue: false, workers: 1 });
  assert.deepEqual(started.jobIds, []);
  assert.equal(await db.prisma.bundle.count(), 0, "the bundle is recorded by finish, last");
  const summary = await started.finish([]);
  assert.equal(await db.prisma.bundle.count(), 1);
  assert.equal(summary.claims, await db.prisma.claim.count({ where: { active: true } }));
  assert.ok(summary.claims > 0);
});

test("queued, an ingest hands back its jobs: the conversations stored unanalysed until they are done (postgresql)", async () => {
  await withDatabase("postgresql", async (db) => {
    const started = await startIngest(db, ETUDE, { queue: true });
    assert.ok(started.jobIds.length > 0);
    assert.equal(
      await db.prisma.job.count({ where: { id: { in: started.jobIds }, kind: "analyse" } }),
      started.jobIds.length,
    );
    assert.equal(await db.prisma.conversation.count({ where: { analysisRunId: { not: null } } }), 0);
    assert.equal(await db.prisma.claim.count(), 0);
    assert.equal(await db.prisma.bundle.count(), 0);

    const summary = await started.finish(await drainJobs(db, started.jobIds));
    assert.equal(await db.prisma.conversation.count({ where: { analysisRunId: null } }), 0);
    assert.equal(await db.prisma.bundle.count(), 1);
    assert.ok(summary.claims > 0);
    assert.equal(summary.claims, await db.prisma.claim.count({ where: { active: true } }));
  });
});

testBothDatabases("a bundle ingested before: no job, and its summary says when", async (db) => {
  await (await startIngest(db, ETUDE, { queue: false, workers: 1 })).finish([]);
  const again = await startIngest(db, ETUDE);
  assert.deepEqual(again.jobIds, []);
  assert.ok((await again.finish([])).alreadyIngestedAt);
});
