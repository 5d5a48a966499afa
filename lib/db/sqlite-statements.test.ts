import assert from "node:assert/strict";
import { test } from "node:test";
import Database from "better-sqlite3";
import { withDatabase } from "../../test/support/databases.ts";
import { KEPT_STATEMENTS, keepStatements } from "./sqlite-statements.ts";

test("Prisma's queries on SQLite run on statements prepared once, each with its own values", async (t) => {
  // Every statement better-sqlite3 prepares, whoever asks for it.
  const prepare = t.mock.method(Database.prototype, "prepare");
  await withDatabase("sqlite", async (db) => {
    for (const name of ["Ada Reviewer", "Ben Lead", "Cleo Admin"])
      await db.prisma.user.create({
        data: { id: name.split(" ")[0]!, name, email: `${name.split(" ")[0]}@example.org` },
      });
    const names = [];
    for (const id of ["Ben", "Ada", "Cleo", "Ben"])
      names.push((await db.prisma.user.findUnique({ where: { id }, select: { name: true } }))?.name);
    assert.deepEqual(names, ["Ben Lead", "Ada Reviewer", "Cleo Admin", "Ben Lead"]);
    const sqls = prepare.mock.calls.map((c) => String(c.arguments[0]));
    assert.deepEqual(
      [
        sqls.filter((sql) => /^INSERT INTO `main`.`User`/.test(sql)).length,
        sqls.filter((sql) => /^SELECT .* FROM `main`.`User`/.test(sql)).length,
      ],
      [1, 1],
      "three inserts and four reads prepared one statement each",
    );
    await db.prisma.$transaction([
      db.prisma.user.update({ where: { id: "Ada" }, data: { name: "Ada Lovelace" } }),
      db.prisma.user.update({ where: { id: "Ben" }, data: { name: "Ben Lead" } }),
    ]);
    assert.equal((await db.prisma.user.findUnique({ where: { id: "Ada" } }))?.name, "Ada Lovelace");
  });
});

test("past KEPT_STATEMENTS, the statement used longest ago is prepared again", () => {
  const db = new Database(":memory:");
  const prepared = keepStatements(db);
  const select = (n: number) => db.prepare(`SELECT ${n} AS n`).bind([]).raw().all();
  assert.deepEqual(select(0), [[0]]);
  for (let n = 1; n <= KEPT_STATEMENTS; n++) select(n);
  assert.equal(prepared(), KEPT_STATEMENTS + 1);
  select(KEPT_STATEMENTS);
  assert.equal(prepared(), KEPT_STATEMENTS + 1, "a recent statement is kept");
  select(0);
  assert.equal(prepared(), KEPT_STATEMENTS + 2, "the oldest was dropped");
  db.prepare("CREATE TABLE t (x)").run();
  assert.equal(db.prepare("INSERT INTO t VALUES (?)").bind([7]).run().changes, 1);
  assert.equal(db.prepare("INSERT INTO t VALUES (?)").bind([8]).run().changes, 1);
  assert.deepEqual(db.prepare("SELECT x FROM t ORDER BY x").bind([]).raw().all(), [[7], [8]]);
  db.close();
});
