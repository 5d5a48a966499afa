import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";
import { openDb, type Db } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";
import { migrationNames, migrationsFolder } from "./migrate-engine.ts";
import {
  assertRowsKept,
  emptyDatabase,
  loadFixture,
  PROVIDERS,
  tableRows,
} from "../../test/support/databases.ts";

async function appliedHistory(db: Db): Promise<{ name: string; checksum: string }[]> {
  return db.prisma.$queryRawUnsafe(
    "SELECT migration_name AS name, checksum FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name",
  );
}

for (const provider of PROVIDERS) {
  const folder = migrationsFolder(provider);
  const names = migrationNames(folder);

  test(`every migration applies to a new database, recorded as Prisma's CLI records it (${provider})`, async () => {
    assert.ok(names.length > 0);
    const empty = await emptyDatabase(provider);
    try {
      assert.deepEqual(await migrateDatabase(empty.url), names);
      assert.deepEqual(await migrateDatabase(empty.url), [], "nothing is pending the second time");
      const db = await openDb(empty.url, { migrate: false });
      try {
        const sha256 = (name: string) =>
          createHash("sha256")
            .update(readFileSync(path.join(folder, name, "migration.sql")))
            .digest("hex");
        assert.deepEqual(
          await appliedHistory(db),
          names.map((name) => ({ name, checksum: sha256(name) })),
        );
        assert.equal(await db.prisma.conversation.count(), 0);
      } finally {
        await db.close();
      }
    } finally {
      await empty.drop();
    }
  });

  test(`two first uses at once migrate a new database once (${provider})`, async () => {
    const empty = await emptyDatabase(provider);
    try {
      const runs = await Promise.all([migrateDatabase(empty.url), migrateDatabase(empty.url)]);
      assert.deepEqual(runs.flat().sort(), names);
    } finally {
      await empty.drop();
    }
  });

  test(`a database the last release left is migrated forward without losing a row (${provider})`, async () => {
    const empty = await emptyDatabase(provider);
    try {
      await loadFixture(empty);
      const old = await openDb(empty.url, { migrate: false });
      const before = await tableRows(old);
      const fixtureHistory = await appliedHistory(old);
      await old.close();
      assert.ok((before.get("Conversation") ?? []).length > 0, "the fixture holds conversations");
      assert.ok((before.get("Review") ?? []).length > 0, "the fixture holds reviews");

      const db = await openDb(empty.url); // the first use migrates, as every command's does
      try {
        assertRowsKept(before, await tableRows(db));
        assert.deepEqual(
          (await appliedHistory(db)).map((m) => m.name),
          names,
        );
        assert.ok(
          fixtureHistory.every((m) => names.includes(m.name)),
          "the fixture's migrations are still in the folder",
        );
        assert.equal(await db.prisma.conversation.count(), before.get("Conversation")?.length);
      } finally {
        await db.close();
      }
    } finally {
      await empty.drop();
    }
  });

  test(`a migration killed after its COMMIT, before it was recorded finished, is not applied twice (${provider})`, async () => {
    const empty = await emptyDatabase(provider);
    try {
      await migrateDatabase(empty.url);
      const last = names[names.length - 1]!;
      await interrupt(empty.url, last);
      assert.deepEqual(await migrateDatabase(empty.url), [], "its objects are there: it is marked finished");
      const db = await openDb(empty.url, { migrate: false });
      try {
        assert.deepEqual(
          (await appliedHistory(db)).map((m) => m.name),
          names,
        );
      } finally {
        await db.close();
      }
    } finally {
      await empty.drop();
    }
  });

  test(`a migration killed before its COMMIT is applied again (${provider})`, async () => {
    const empty = await emptyDatabase(provider);
    try {
      await loadFixture(empty);
      const old = await openDb(empty.url, { migrate: false });
      const done = new Set((await appliedHistory(old)).map((m) => m.name));
      await old.close();
      const next = names.find((name) => !done.has(name));
      assert.ok(next, "the fixture is a release behind");
      await recordStarted(empty.url, next);
      assert.deepEqual(
        await migrateDatabase(empty.url),
        names.filter((name) => !done.has(name)),
      );
    } finally {
      await empty.drop();
    }
  });
}

/** Leaves `name` as a killed run leaves it: applied, its row without finished_at. */
async function interrupt(url: string, name: string): Promise<void> {
  const db = await openDb(url, { migrate: false });
  try {
    await db.prisma.$executeRawUnsafe(
      `UPDATE _prisma_migrations SET finished_at = NULL, applied_steps_count = 0 WHERE migration_name = '${name}'`,
    );
  } finally {
    await db.close();
  }
}

/** Records `name` as started, as the engine does before it runs the script. */
async function recordStarted(url: string, name: string): Promise<void> {
  const db = await openDb(url, { migrate: false });
  try {
    await db.prisma.$executeRawUnsafe(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count) VALUES ('killed-${name}', 'x', '${name}', CURRENT_TIMESTAMP, 0)`,
    );
  } finally {
    await db.close();
  }
}
