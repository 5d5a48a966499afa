import assert from "node:assert/strict";
import { test } from "node:test";
import type { SqlQuery } from "@prisma/driver-adapter-utils";
import { withDatabase } from "../../test/support/databases.ts";
import { openDb } from "./client.ts";
import { KEPT_STATEMENTS, statementNames } from "./postgres-statements.ts";

const query = (sql: string, args: unknown[] = []): SqlQuery => ({
  sql,
  args,
  argTypes: args.map(() => ({ scalarType: "string", arity: "scalar" })),
});

test("Prisma's queries on PostgreSQL run on statements the server keeps prepared", async () => {
  await withDatabase("postgresql", async (db) => {
    for (const name of ["Ada Reviewer", "Ben Lead"])
      await db.prisma.user.create({
        data: { id: name.split(" ")[0]!, name, email: `${name.split(" ")[0]}@example.org` },
      });
    for (const id of ["Ben", "Ada", "Ben"]) await db.prisma.user.findUnique({ where: { id } });
    // One at a time, the pool hands every query the connection it used last; pg_prepared_statements
    // shows that connection's named statements (an unnamed one is never listed).
    const kept = await db.prisma.$queryRawUnsafe<{ name: string; statement: string }[]>(
      "SELECT name, statement FROM pg_prepared_statements",
    );
    const select = kept.filter((s) => /^SELECT .* FROM "public"\."User"/.test(s.statement));
    const insert = kept.filter((s) => /^INSERT INTO "public"\."User"/.test(s.statement));
    assert.equal(select.length, 1, "three reads of a user: one statement");
    assert.equal(insert.length, 1, "two inserts: one statement");
    assert.match(select[0]!.name, /^barline_\d+$/);
  });
});

test("behind a pooler named by `?pgbouncer=true`, statements are sent unnamed", async () => {
  await withDatabase("postgresql", async (db) => {
    const url = new URL(db.url);
    url.searchParams.set("pgbouncer", "true");
    const pooled = await openDb(url.toString(), { migrate: false });
    try {
      for (let i = 0; i < 3; i++) await pooled.prisma.user.findMany();
      const kept = await pooled.prisma.$queryRawUnsafe<{ n: number }[]>(
        "SELECT count(*)::int AS n FROM pg_prepared_statements",
      );
      assert.equal(kept[0]!.n, 0);
    } finally {
      await pooled.close();
    }
  });
});

test("a statement name for each text, none for a long argument list, none past KEPT_STATEMENTS", () => {
  const name = statementNames();
  const first = name(query('SELECT 1 FROM "User" WHERE "id" = $1', ["a"]));
  assert.equal(name(query('SELECT 1 FROM "User" WHERE "id" = $1', ["b"])), first);
  assert.notEqual(name(query('SELECT 2 FROM "User" WHERE "id" = $1', ["a"])), first);
  const ids = Array.from({ length: 65 }, (_, i) => `id${i}`);
  const inList = `SELECT 1 FROM "Review" WHERE "targetId" IN (${ids.map((_, i) => `$${i + 1}`).join(",")})`;
  assert.equal(name(query(inList, ids)), undefined);
  for (let n = 3; n <= KEPT_STATEMENTS; n++) assert.ok(name(query(`SELECT ${n}`)));
  assert.equal(name(query("SELECT 'one more'")), undefined);
  assert.equal(
    name(query('SELECT 1 FROM "User" WHERE "id" = $1', ["c"])),
    first,
    "named ones keep their name",
  );
});
