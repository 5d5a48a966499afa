// An ingest killed with SIGKILL at any moment leaves nothing half-stored, and the next run completes
// it: its totals are then those of `barline analyze --json` on the same bundle.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { writeBundle } from "../../scripts/bench/bundle-on-disk.ts";
import { emptyDatabase, PROVIDERS } from "../../test/support/databases.ts";
import { reportOf } from "../../test/support/report-of.ts";
import { openDb, type Db } from "../db/client.ts";

const KILLS = 3;
let dir: string;
let bundle: string;

before(() => {
  dir = mkdtempSync(join(tmpdir(), "barline-kill-"));
  bundle = join(dir, "bundle");
  // 60 conversations: more than one transaction of conversations and of versions.
  writeBundle(bundle, 60);
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `barline ingest`; with `killAfter`, SIGKILLs it then. Resolves with the time it ran, in ms. */
function ingest(url: string, killAfter?: number): Promise<{ ms: number; code: number | null }> {
  const start = Date.now();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/barline.ts", "ingest", bundle, "--json"],
    {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += d));
  const timer = killAfter === undefined ? undefined : setTimeout(() => child.kill("SIGKILL"), killAfter);
  return new Promise((resolve, reject) =>
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (code !== 0 && signal !== "SIGKILL") reject(new Error(`ingest failed (${code}): ${stderr}`));
      else resolve({ ms: Date.now() - start, code });
    }),
  );
}

/** Every stored conversation has all its messages, claims and flags; every version its diff lines. */
async function assertWhole(db: Db, context: string): Promise<void> {
  // Killed before its first migration was done: the database holds no table, so nothing half-stored.
  const tables = await db.prisma.$queryRawUnsafe<unknown[]>(
    db.provider === "sqlite"
      ? `SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'Conversation'`
      : `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename = 'Conversation'`,
  );
  if (tables.length === 0) return;
  const rows = await db.prisma.conversation.findMany({
    select: {
      id: true,
      claims: true,
      flags: true,
      _count: {
        select: {
          messages: true,
          claimRows: { where: { active: true, source: "assistant" } },
          flagRows: { where: { active: true } },
        },
      },
    },
  });
  for (const c of rows) {
    assert.ok(c._count.messages > 0, `${context}: ${c.id} has no messages`);
    assert.equal(c._count.claimRows, c.claims, `${context}: ${c.id}'s claims`);
    assert.equal(c._count.flagRows, c.flags, `${context}: ${c.id}'s flags`);
  }
  const versions = await db.prisma.scoreVersion.findMany({
    select: { version: true, noOp: true, _count: { select: { diffLines: true } } },
  });
  for (const v of versions)
    if (v.version > 1)
      assert.equal(v._count.diffLines > 0, !v.noOp, `${context}: version ${v.version}'s diff lines`);
}

for (const provider of PROVIDERS)
  test(`an ingest killed ${KILLS} times at random moments leaves nothing half-stored (${provider})`, async (t) => {
    const report = await reportOf(bundle);
    const scratch = await emptyDatabase(provider);
    const target = await emptyDatabase(provider);
    try {
      const full = (await ingest(scratch.url)).ms;
      const delays: number[] = [];
      let completed = 0;
      for (let i = 0; i < KILLS; i++) {
        const delay = Math.round(full * (0.15 + 0.8 * Math.random()));
        delays.push(delay);
        const finished = (await ingest(target.url, delay)).code === 0;
        const db = await openDb(target.url, { migrate: false });
        try {
          await assertWhole(db, `after a kill at ${delay} ms`);
          // A run that finished before its kill leaves nothing for the next to do: start it afresh.
          if (finished) {
            completed++;
            await db.prisma.bundle.deleteMany();
            await db.prisma.conversation.deleteMany();
            await db.prisma.score.deleteMany();
          }
        } finally {
          await db.close();
        }
      }
      t.diagnostic(`killed at ${delays.join(", ")} ms of a ${full} ms ingest; ${completed} finished first`);
      await ingest(target.url);
      const db = await openDb(target.url, { migrate: false });
      try {
        await assertWhole(db, "after the last run");
        assert.equal(await db.prisma.conversation.count(), report.conversations.length);
        assert.equal(
          await db.prisma.claim.count({ where: { active: true } }),
          report.conversations.reduce((n, c) => n + c.claims.length, 0),
        );
        assert.equal(
          await db.prisma.flag.count({ where: { active: true } }),
          report.conversations.reduce((n, c) => n + c.flags.length, 0),
        );
        assert.equal(await db.prisma.bundle.count(), 1);
      } finally {
        await db.close();
      }
    } finally {
      await scratch.drop();
      await target.drop();
    }
  });
