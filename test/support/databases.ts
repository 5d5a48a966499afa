// Every database test runs on both databases: a fresh SQLite file in a temporary folder, and a fresh
// PostgreSQL database (barline_test_<random>) on the server ensure-postgres.sh names, dropped after.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { test, type TestContext } from "node:test";
import pg from "pg";
import { openDb, type Db } from "../../lib/db/client.ts";
import { sqliteFile } from "../../lib/db/migrate.ts";
import type { Provider } from "../../lib/db/migrate-engine.ts";

export const PROVIDERS: readonly Provider[] = ["sqlite", "postgresql"];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
let serverUrl: string | undefined;

/** The PostgreSQL server to create test databases on (BARLINE_TEST_DATABASE_URL, or started). */
export function postgresServerUrl(): string {
  serverUrl ??=
    process.env.BARLINE_TEST_DATABASE_URL ||
    execFileSync("bash", [path.join(root, "scripts", "ensure-postgres.sh")], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    }).trim();
  return serverUrl;
}

async function onServer<T>(body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresServerUrl() });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

export type EmptyDatabase = { provider: Provider; url: string; drop(): Promise<void> };

/** A new, empty database of the provider (nothing migrated yet). */
export async function emptyDatabase(provider: Provider): Promise<EmptyDatabase> {
  if (provider === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "barline-test-db-"));
    return {
      provider,
      url: `file:${path.join(dir, "barline.db")}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `barline_test_${randomBytes(6).toString("hex")}`;
  await onServer((c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(postgresServerUrl());
  url.pathname = `/${name}`;
  return {
    provider,
    url: url.toString(),
    drop: () => onServer((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}

/** Runs `body` on a fresh database of the provider, migrated unless told otherwise; drops it after. */
export async function withDatabase<T>(
  provider: Provider,
  body: (db: Db) => Promise<T>,
  options: { migrate?: boolean } = {},
): Promise<T> {
  const empty = await emptyDatabase(provider);
  try {
    const db = await openDb(empty.url, options);
    try {
      return await body(db);
    } finally {
      await db.close();
    }
  } finally {
    await empty.drop();
  }
}

/** Registers one test per database: `name (sqlite)` and `name (postgresql)`. */
export function testBothDatabases(
  name: string,
  body: (db: Db, t: TestContext) => Promise<void>,
  options: { migrate?: boolean } = {},
): void {
  for (const provider of PROVIDERS) {
    test(`${name} (${provider})`, (t) => withDatabase(provider, (db) => body(db, t), options));
  }
}

/**
 * Fills an empty database with the fixture of a release (test/fixtures/db, made by
 * scripts/db/make-fixture.ts): the rows and the migration history that release left.
 */
export async function loadFixture(empty: EmptyDatabase): Promise<void> {
  const fixtures = path.join(root, "test", "fixtures", "db");
  if (empty.provider === "sqlite") {
    copyFileSync(path.join(fixtures, "barline.db"), sqliteFile(empty.url));
    return;
  }
  const client = new pg.Client({ connectionString: empty.url });
  await client.connect();
  try {
    await client.query(readFileSync(path.join(fixtures, "barline.postgresql.sql"), "utf8"));
  } finally {
    await client.end();
  }
}

/** Every row of every table but the migration history, by table, as plain JSON-able values. */
export async function tableRows(db: Db): Promise<Map<string, Record<string, unknown>[]>> {
  const tables = await db.prisma.$queryRawUnsafe<{ name: string }[]>(
    db.provider === "sqlite"
      ? "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'"
      : "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'",
  );
  const rows = new Map<string, Record<string, unknown>[]>();
  for (const { name } of tables) {
    const raw = await db.prisma.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM "${name}"`);
    rows.set(name, JSON.parse(JSON.stringify(raw, plain)) as Record<string, unknown>[]);
  }
  return rows;
}

/** Each table's rows before, with the columns they had, are all still there after. */
export function assertRowsKept(
  before: Map<string, Record<string, unknown>[]>,
  after: Map<string, Record<string, unknown>[]>,
): void {
  for (const [table, rows] of before) {
    const kept = after.get(table);
    assert.ok(kept, `table ${table} is gone`);
    const columns = Object.keys(rows[0] ?? {});
    const key = (row: Record<string, unknown>) => JSON.stringify(columns.map((c) => row[c]));
    assert.deepEqual(kept.map(key).sort(), rows.map(key).sort(), `rows of ${table}`);
  }
}

function plain(_key: string, value: unknown): unknown {
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  return value;
}
