// `npx tsx scripts/db/make-fixture.ts`: the migration test's fixture — a database as a release leaves
// it, made by that release's migrations and its own ingest: test/fixtures/db/barline.db (SQLite) and
// barline.postgresql.sql (a pg_dump of the same rows). Run at a release, before its schema changes;
// the test then migrates these forward with every later migration and checks no row is lost.
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openDb, type Db } from "../../lib/db/client.ts";
import { ingestBundle } from "../../lib/jobs/ingest-bundle.ts";
import { reviewFlag } from "../../lib/db/flags/review-flag.ts";
import { migrationNames, migrationsFolder, projectRoot } from "../../lib/db/migrate-engine.ts";
import { emptyDatabase } from "../../test/support/databases.ts";

const root = projectRoot();
const fixtures = path.join(root, "test", "fixtures", "db");
const bundle = path.join(root, "test", "fixtures", "analysis", "quartet-bundle");

/** The same rows in either database: one bundle ingested, and a reviewer's work on its flags. */
async function fill(db: Db): Promise<void> {
  await ingestBundle(db, bundle, {});
  const user = await db.prisma.user.create({
    data: { id: "fixture-reviewer", name: "Ada Reviewer", email: "ada@example.org", role: "reviewer" },
  });
  const meeting = await db.prisma.meeting.create({
    data: { title: "Weekly review", attendees: ["Ada Reviewer"], createdById: user.id },
  });
  const flags = await db.prisma.flag.findMany({ orderBy: { id: "asc" }, take: 2 });
  for (const [i, flag] of flags.entries()) {
    await reviewFlag(db, {
      flagId: flag.id,
      decision: i === 0 ? "confirmed" : "dismissed",
      note: i === 0 ? "the clef is wrong in bar 4" : "",
      reviewer: user,
      meetingId: meeting.id,
    });
    await db.prisma.meetingItem.create({
      data: { meetingId: meeting.id, position: i, targetType: "flag", targetId: flag.id },
    });
  }
}

async function makeSqlite(): Promise<void> {
  const file = path.join(fixtures, "barline.db");
  for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
  const db = await openDb(`file:${file}`);
  await fill(db);
  // One self-contained file: no write-ahead log beside it.
  await db.prisma.$queryRawUnsafe("PRAGMA journal_mode = DELETE");
  await db.prisma.$executeRawUnsafe("VACUUM");
  await db.close();
}

async function makePostgres(): Promise<void> {
  const empty = await emptyDatabase("postgresql");
  try {
    const db = await openDb(empty.url);
    await fill(db);
    await db.close();
    const dump = execFileSync("pg_dump", ["--inserts", "--no-owner", "--no-privileges", empty.url], {
      encoding: "utf8",
      maxBuffer: 1 << 28,
    });
    // Plain SQL any client can run: without psql's meta-commands (\restrict … \unrestrict).
    const sql = dump
      .split("\n")
      .filter((line) => !line.startsWith("\\"))
      .join("\n");
    writeFileSync(path.join(fixtures, "barline.postgresql.sql"), sql);
  } finally {
    await empty.drop();
  }
}

await makeSqlite();
await makePostgres();
const last = migrationNames(migrationsFolder("sqlite", root)).at(-1);
console.error(`test/fixtures/db: made by the migrations up to ${last}`);
