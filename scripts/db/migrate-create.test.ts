import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import Database from "better-sqlite3";
import { openDb } from "../../lib/db/client.ts";
import { migrateDatabase, sqliteFile } from "../../lib/db/migrate.ts";
import { migrationNames, migrationsFolder, projectRoot } from "../../lib/db/migrate-engine.ts";
import {
  assertRowsKept,
  emptyDatabase,
  loadFixture,
  postgresServerUrl,
  PROVIDERS,
  tableRows,
} from "../../test/support/databases.ts";
import { createMigrations, migrationFolderName } from "./migrate-create.ts";
import { derivePostgresSchema } from "./postgres-schema.ts";

/** A copy of the project's prisma/ folder to make migrations in. */
function copyOfPrisma(): string {
  const root = mkdtempSync(path.join(tmpdir(), "barline-migrate-create-"));
  cpSync(path.join(projectRoot(), "prisma"), path.join(root, "prisma"), { recursive: true });
  return root;
}

/** A copy of prisma/ whose schema has one change more than its migrations. */
function copyWithNewColumn(): string {
  const root = copyOfPrisma();
  const schemaFile = path.join(root, "prisma", "sqlite", "schema.prisma");
  const schema = readFileSync(schemaFile, "utf8");
  const changed = schema.replace(
    /model Conversation \{\n/,
    'model Conversation {\n  reviewNote    String    @default("")\n',
  );
  assert.notEqual(changed, schema);
  writeFileSync(schemaFile, changed);
  return root;
}

test("migration folders are named as Prisma names them", () => {
  const at = new Date("2026-12-01T09:05:07Z");
  assert.equal(migrationFolderName("Add review notes", at), "20261201090507_add_review_notes");
  assert.throws(() => migrationFolderName("--", at), /no migration name/);
});

test("the PostgreSQL schema is the SQLite one's current derivation", () => {
  const root = projectRoot();
  const sqlite = readFileSync(path.join(root, "prisma", "sqlite", "schema.prisma"), "utf8");
  const derived = derivePostgresSchema(sqlite);
  assert.equal(readFileSync(path.join(root, "prisma", "postgresql", "schema.prisma"), "utf8"), derived);
  assert.match(derived, /provider = "postgresql"/);
  assert.match(derived, /generated\/postgresql"/);
  assert.doesNotMatch(derived, /"sqlite"/);
});

test("every schema change has its migration: making one now finds nothing to do", async () => {
  const root = copyOfPrisma();
  try {
    const created = await createMigrations("nothing", { root, postgresUrl: postgresServerUrl() });
    assert.deepEqual(created, []);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("a schema change becomes a migration for both databases that keeps every row of the last release", async () => {
  const root = copyWithNewColumn();
  try {
    const created = await createMigrations("conversation review note", {
      root,
      postgresUrl: postgresServerUrl(),
      now: new Date("2099-01-01T00:00:00Z"),
    });
    assert.deepEqual(
      created.map((c) => [c.provider, path.basename(c.folder)]),
      PROVIDERS.map((p) => [p, "20990101000000_conversation_review_note"]),
    );

    for (const provider of PROVIDERS) {
      const folder = created.find((c) => c.provider === provider)!.folder;
      assert.match(readFileSync(path.join(folder, "migration.sql"), "utf8"), /reviewNote/);
      const empty = await emptyDatabase(provider);
      try {
        await loadFixture(empty);
        const old = await openDb(empty.url, { migrate: false });
        const before = await tableRows(old);
        await old.close();
        const applied = await migrateDatabase(empty.url, { root });
        assert.deepEqual(applied.at(-1), "20990101000000_conversation_review_note");
        assert.deepEqual(applied, migrationNames(migrationsFolder(provider, root)).slice(-applied.length));
        const db = await openDb(empty.url, { migrate: false });
        try {
          const after = await tableRows(db);
          assertRowsKept(before, after);
          const conversations = after.get("Conversation")!;
          assert.ok(conversations.length > 0);
          assert.ok(
            conversations.every((c) => c.reviewNote === ""),
            `${provider}: the new column's default`,
          );
        } finally {
          await db.close();
        }
      } finally {
        await empty.drop();
      }
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("a SQLite file another process keeps reading is not migrated, and the message says why", async () => {
  const root = copyWithNewColumn();
  const empty = await emptyDatabase("sqlite");
  try {
    await createMigrations("conversation review note", { root, postgresUrl: postgresServerUrl() });
    await (await openDb(empty.url)).close(); // migrated to the project's migrations, in WAL mode
    const reader = new Database(sqliteFile(empty.url));
    try {
      reader.exec("BEGIN");
      reader.prepare('SELECT count(*) FROM "Conversation"').get();
      await assert.rejects(
        migrateDatabase(empty.url, { root, busyTimeoutMs: 200 }),
        /needs migrating, and another process kept reading or writing it for 0.2 s/,
      );
    } finally {
      reader.close();
    }
    assert.equal((await migrateDatabase(empty.url, { root })).length, 1, "once it is let go");
  } finally {
    await empty.drop();
    rmSync(root, { recursive: true, force: true });
  }
});
