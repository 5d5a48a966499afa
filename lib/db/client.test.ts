import assert from "node:assert/strict";
import { existsSync, mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import { databaseUrl, getDb } from "./client.ts";
import { providerOf } from "./migrate-engine.ts";
import { testBothDatabases, withDatabase } from "../../test/support/databases.ts";

test("the URL names the provider: file: is SQLite, postgresql:// and postgres:// PostgreSQL", () => {
  assert.equal(providerOf("file:/tmp/x.db"), "sqlite");
  assert.equal(providerOf("file:./relative.db"), "sqlite");
  assert.equal(providerOf("postgresql://u@h:5432/d"), "postgresql");
  assert.equal(providerOf("postgres://u@h/d"), "postgresql");
  assert.throws(
    () => providerOf("mysql://u:secret@h/d"),
    (e: Error) => {
      assert.match(e.message, /file:<path>.*postgresql:\/\//);
      assert.doesNotMatch(e.message, /secret/, "the password is not shown");
      return true;
    },
  );
});

test("without DATABASE_URL the database is .barline/barline.db under the working folder", () => {
  assert.equal(databaseUrl({}, "/work/here"), "file:/work/here/.barline/barline.db");
  assert.equal(databaseUrl({ DATABASE_URL: "postgresql://h/d" }, "/work/here"), "postgresql://h/d");
});

testBothDatabases("the client the URL picks stores and reads rows", async (db) => {
  const engine = await db.prisma.$queryRawUnsafe<{ v: string }[]>(
    db.provider === "sqlite" ? "SELECT 'SQLite ' || sqlite_version() AS v" : "SELECT version() AS v",
  );
  assert.match(engine[0]!.v, db.provider === "sqlite" ? /^SQLite 3/ : /^PostgreSQL/);
  await db.prisma.user.create({ data: { id: "u1", name: "Ada", email: "ada@example.org" } });
  const user = await db.prisma.user.findUniqueOrThrow({ where: { email: "ada@example.org" } });
  assert.equal(user.name, "Ada");
  assert.equal(user.role, "viewer");
});

testBothDatabases("a review of a missing user is refused: foreign keys hold", async (db) => {
  await assert.rejects(
    db.prisma.review.create({
      data: { targetType: "flag", targetId: "f", decision: "confirmed", userId: "nobody" },
    }),
  );
});

test("SQLite runs with a write-ahead log, a busy timeout and foreign keys", async () => {
  await withDatabase("sqlite", async (db) => {
    const pragma = async (name: string) =>
      Object.values((await db.prisma.$queryRawUnsafe<Record<string, unknown>[]>(`PRAGMA ${name}`))[0]!)[0];
    assert.equal(String(await pragma("journal_mode")), "wal");
    assert.equal(Number(await pragma("foreign_keys")), 1);
    assert.equal(Number(await pragma("busy_timeout")), 10_000);
  });
});

test("getDb: the default database is created and migrated on first use, one per process", async () => {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), "barline-default-db-")));
  const cwd = process.cwd();
  const url = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  process.chdir(dir);
  try {
    const db = await getDb();
    assert.equal(db.provider, "sqlite");
    assert.equal(db.url, `file:${path.join(dir, ".barline", "barline.db")}`);
    assert.ok(existsSync(path.join(dir, ".barline", "barline.db")));
    assert.equal(await db.prisma.conversation.count(), 0, "its tables are there");
    assert.equal(await getDb(), db, "the same client the second time");
    await db.close();
    const reopened = await getDb();
    assert.notEqual(reopened, db, "a closed client is not handed out again");
    await reopened.close();
  } finally {
    process.chdir(cwd);
    if (url !== undefined) process.env.DATABASE_URL = url;
    rmSync(dir, { recursive: true, force: true });
  }
});
