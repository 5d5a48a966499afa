// The queue exists on PostgreSQL only (on SQLite jobs run in the process that asks for them), so
// this test runs on PostgreSQL alone.
import assert from "node:assert/strict";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { test } from "node:test";
import { openDb, type Db } from "../client.ts";
import { ingestBundle } from "../../jobs/ingest-bundle.ts";
import { enqueueJob, stopQueue, work } from "./queue.ts";
import { emptyDatabase, withDatabase } from "../../../test/support/databases.ts";
import { zipFolder } from "../../../test/support/zip-folder.ts";

const root = path.resolve(import.meta.dirname, "..", "..", "..");
const BUNDLES = ["quartet-bundle", "procedure-bundle", "etude-bundle", "unseen-bundle"].map((b) =>
  path.join(root, "test", "fixtures", "analysis", b),
);
const STORED = [
  "Bundle",
  "Conversation",
  "Message",
  "ToolCall",
  "Claim",
  "Flag",
  "ScoreVersion",
  "DiffLine",
  "Blob",
];

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of STORED) {
    const [row] = await db.prisma.$queryRawUnsafe<{ n: bigint | number }[]>(
      `SELECT count(*) AS n FROM "${table}"`,
    );
    out[table] = Number(row!.n);
  }
  return out;
}

type Lines = { child: ChildProcess; lines: string[]; waitFor(pattern: RegExp): Promise<string> };

function startWorker(url: string): Lines {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "test", "support", "queue-worker.ts")],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve(line: string): void }[] = [];
  let buffer = "";
  child.stdout.on("data", (chunk: Buffer) => {
    buffer += chunk.toString();
    for (let i = buffer.indexOf("\n"); i >= 0; i = buffer.indexOf("\n")) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      lines.push(line);
      for (const w of waiters.filter((w) => w.pattern.test(line))) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  return {
    child,
    lines,
    waitFor: (pattern) =>
      new Promise((resolve, reject) => {
        const seen = lines.find((l) => pattern.test(l));
        if (seen) return resolve(seen);
        waiters.push({ pattern, resolve });
        child.once("exit", () => reject(new Error(`the worker exited before printing ${pattern}`)));
      }),
  };
}

test("two workers share the queue; a worker killed mid-job loses nothing and each job's results are stored once (postgresql)", async () => {
  // What the bundles store when each is ingested once, with nothing killed.
  const expected = await withDatabase("postgresql", async (db) => {
    for (const bundle of BUNDLES) await ingestBundle(db, bundle);
    return counts(db);
  });
  assert.ok(expected.Conversation! > 0 && expected.Claim! > 0);

  const empty = await emptyDatabase("postgresql");
  const workers: Lines[] = [];
  let db: Db | undefined;
  try {
    db = await openDb(empty.url);
    const jobIds: string[] = [];
    // As an upload queues them: the bytes in the job's row, the only place the workers read them.
    for (const bundle of BUNDLES) {
      const job = await db.prisma.job.create({
        data: { kind: "ingest", state: "queued", problems: [], upload: zipFolder(bundle) },
      });
      await enqueueJob(db, job.id, { timeoutSeconds: 5, retries: 3 });
      jobIds.push(job.id);
    }

    workers.push(startWorker(empty.url), startWorker(empty.url));
    const victim = workers[0]!;
    const taken = (await victim.waitFor(/^taking /)).slice("taking ".length);
    // Killed once its job is under way, before it is done.
    for (let state = ""; state !== "running"; await sleep(20)) {
      state = (await db.prisma.job.findUniqueOrThrow({ where: { id: taken } })).state;
      assert.notEqual(state, "done", "the job finished before the worker could be killed");
    }
    victim.child.kill("SIGKILL");

    // The other worker takes the rest, and the killed job once its timeout has passed.
    const deadline = Date.now() + 5 * 60_000;
    for (;;) {
      const jobs = await db.prisma.job.findMany({ where: { id: { in: jobIds } } });
      if (jobs.every((j) => j.state === "done" || j.state === "failed")) {
        // Done, and the uploads' bytes no longer kept.
        assert.deepEqual(
          jobs.map((j) => [j.id, j.state, j.problems, j.upload]),
          jobs.map((j) => [j.id, "done", [], null]),
        );
        break;
      }
      assert.ok(
        Date.now() < deadline,
        `jobs still open: ${jobs
          .filter((j) => j.state !== "done")
          .map((j) => j.state)
          .join(", ")}`,
      );
      await sleep(500);
    }
    assert.ok(!victim.lines.includes(`done ${taken}`), "the killed worker did not finish its job");
    // (The worker prints what it did after storing it: its line may come a moment after the row.)
    const doneLine = new RegExp(`^done ${taken}$`);
    const took = await Promise.race([workers[1]!.waitFor(doneLine), sleep(30_000, null)]);
    assert.ok(took !== null, "the other worker took the killed worker's job");
    assert.deepEqual(await counts(db), expected);
  } finally {
    for (const w of workers) w.child.kill("SIGKILL");
    await db?.close();
    await empty.drop();
  }
});

test("a job running past its timeout stays with its live worker: no other worker takes it (postgresql)", async () => {
  await withDatabase("postgresql", async (db) => {
    const runs: string[] = [];
    const timing = { superviseEverySeconds: 1, pollEverySeconds: 0.5 };
    const handler = async ({ jobId }: { jobId: string }) => {
      runs.push(jobId);
      await sleep(4_000); // four timeouts long
    };
    const workers = [await work(db, handler, timing), await work(db, handler, timing)];
    try {
      await enqueueJob(db, "long", { timeoutSeconds: 1, retries: 3 });
      while (runs.length === 0) await sleep(100);
      await sleep(5_000);
      assert.deepEqual(runs, ["long"]);
    } finally {
      for (const w of workers) await w.stop();
      await stopQueue();
    }
  });
});
