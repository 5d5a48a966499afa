// `barline worker` as a user runs it, on PostgreSQL: it takes an upload queued by a server and
// ingests it from the bytes in the job's row alone, and its line for each job says the state the job was
// left in, with the problem of one that failed. On SQLite it refuses, saying why.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import { openDb } from "../../lib/db/client.ts";
import { json } from "../../lib/db/db-client.ts";
import { enqueueJob, stopQueue } from "../../lib/db/jobs/queue.ts";
import { migratedDatabase } from "../../test/support/databases.ts";
import { repoRoot } from "../../test/fixtures/score/paths.ts";
import { zipFolder } from "../../test/support/zip-folder.ts";

const BUNDLE = path.join(repoRoot, "test", "fixtures", "analysis", "etude-bundle");

/** The worker's stdout until `until` has matched every line it must, then stopped with SIGTERM. */
function workerLines(url: string, until: RegExp[]): Promise<{ lines: string[]; code: number | null }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/barline.ts", "worker", "--poll", "0.2"],
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const lines: string[] = [];
  let buffer = "";
  const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
  child.stdout.on("data", (chunk: Buffer) => {
    buffer += chunk.toString();
    for (let i = buffer.indexOf("\n"); i >= 0; i = buffer.indexOf("\n")) {
      lines.push(buffer.slice(0, i));
      buffer = buffer.slice(i + 1);
    }
    if (until.every((re) => lines.some((l) => re.test(l)))) child.kill("SIGTERM");
  });
  return new Promise((resolve) =>
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ lines, code });
    }),
  );
}

test("a worker ingests an upload from its job's row and says how each job ended (postgresql)", async () => {
  const empty = await migratedDatabase("postgresql");
  const db = await openDb(empty.url);
  try {
    // Queued as a server queues an upload (which it would also work itself: not here).
    const queued = async (upload?: Uint8Array<ArrayBuffer>) => {
      const { id } = await db.prisma.job.create({
        data: { kind: "ingest", state: "queued", problems: json([]), ...(upload ? { upload } : {}) },
        select: { id: true },
      });
      await enqueueJob(db, id);
      return id;
    };
    const uploaded = await queued(zipFolder(BUNDLE));
    const lost = await queued();
    await stopQueue();

    const { lines, code } = await workerLines(empty.url, [
      new RegExp(`^job ${uploaded} `),
      new RegExp(`^job ${lost} `),
    ]);
    assert.equal(code, 0, lines.join("\n"));
    assert.equal(lines[0], "worker ready: taking jobs from the queue");
    assert.match(
      lines.find((l) => l.startsWith(`job ${uploaded} `))!,
      /^job \S+ \(ingest\): done in \d+\.\d s$/,
    );
    assert.equal(
      lines.find((l) => l.startsWith(`job ${lost} `))!.replace(/ in \d+\.\d s/, ""),
      `job ${lost} (ingest): failed (upload: the upload's bytes are not stored: upload the bundle again)`,
    );
    assert.ok((await db.prisma.conversation.count()) > 0);
  } finally {
    await db.close();
    await empty.drop();
  }
});

test("on SQLite a worker refuses, saying why", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "barline-worker-"));
  try {
    const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/barline.ts", "worker"], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: `file:${path.join(dir, "barline.db")}` },
      encoding: "utf8",
    });
    assert.equal(r.status, 2);
    assert.equal(r.stdout, "");
    assert.equal(
      r.stderr,
      "barline: a worker needs PostgreSQL (DATABASE_URL=postgresql://…); with SQLite the ingesting process does the work\n",
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
