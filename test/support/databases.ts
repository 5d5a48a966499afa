// Every database test runs on both databases: a fresh SQLite file in a temporary folder, and a fresh
// PostgreSQL database (barline_test_<random>) on the server ensure-postgres.sh names, dropped after.
// Migrated ones are copies of a template the current migrations made (kept between runs).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { test, type TestContext } from "node:test";
import pg from "pg";
import { openDb, type Db } from "../../lib/db/client.ts";
import { migrateDatabase, sqliteFile } from "../../lib/db/migrate.ts";
import { migrationNames, migrationsFolder, type Provider } from "../../lib/db/migrate-engine.ts";

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

/** Whether a PostgreSQL server answers (or could be started): benchmarks measure it where it does. */
export function postgresAvailable(): boolean {
  try {
    return Boolean(postgresServerUrl());
  } catch {
    return false;
  }
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

function serverDatabaseUrl(name: string): string {
  const url = new URL(postgresServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database of the provider: empty, or a copy of `template` (a SQLite file or a PostgreSQL database). */
async function newDatabase(provider: Provider, template?: string): Promise<EmptyDatabase> {
  if (provider === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "barline-test-db-"));
    const file = path.join(dir, "barline.db");
    if (template) copyFileSync(template, file);
    return { provider, url: `file:${file}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `barline_test_${randomBytes(6).toString("hex")}`;
  await onServer((c) => c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`));
  return {
    provider,
    url: serverDatabaseUrl(name),
    drop: () => onServer((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}

/** A new, empty database of the provider (nothing migrated yet). */
export function emptyDatabase(provider: Provider): Promise<EmptyDatabase> {
  return newDatabase(provider);
}

/** The migrations' names and contents, digested: the name of the database they make. */
function migrationsDigest(provider: Provider): string {
  const folder = migrationsFolder(provider, root);
  const hash = createHash("sha256");
  for (const name of migrationNames(folder)) {
    hash.update(name).update(readFileSync(path.join(folder, name, "migration.sql")));
  }
  return hash.digest("hex").slice(0, 16);
}

const templates = new Map<Provider, Promise<string>>();

/**
 * A database the current migrations made, kept to be copied: copying it is several times faster than
 * migrating each test's database again. Made once per set of migrations, by whichever test process
 * comes first (the others wait for it).
 */
function migratedTemplate(provider: Provider): Promise<string> {
  let made = templates.get(provider);
  if (made) return made;
  const name = `barline_template_${migrationsDigest(provider)}`;
  made =
    provider === "sqlite"
      ? (async () => {
          const file = path.join(tmpdir(), `${name}.db`);
          if (!existsSync(file)) {
            const dir = mkdtempSync(path.join(tmpdir(), "barline-template-"));
            try {
              await migrateDatabase(`file:${path.join(dir, "barline.db")}`, { root });
              renameSync(path.join(dir, "barline.db"), file); // whole, or not there at all
            } finally {
              rmSync(dir, { recursive: true, force: true });
            }
          }
          return file;
        })()
      : onServer(async (c) => {
          await c.query("SELECT pg_advisory_lock(hashtext($1))", [name]);
          try {
            const { rowCount } = await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
            if (!rowCount) {
              // Made under another name and renamed when whole: a run killed meanwhile leaves no template.
              const making = `${name}_making_${randomBytes(4).toString("hex")}`;
              await c.query(`CREATE DATABASE "${making}"`);
              try {
                await migrateDatabase(serverDatabaseUrl(making), { root });
                await c.query(`ALTER DATABASE "${making}" RENAME TO "${name}"`);
              } catch (error) {
                await c.query(`DROP DATABASE IF EXISTS "${making}" WITH (FORCE)`);
                throw error;
              }
            }
          } finally {
            await c.query("SELECT pg_advisory_unlock(hashtext($1))", [name]);
          }
          return name;
        });
  templates.set(provider, made);
  return made;
}

/** A new database of the provider with every current migration applied. */
export async function migratedDatabase(provider: Provider): Promise<EmptyDatabase> {
  return newDatabase(provider, await migratedTemplate(provider));
}

/** Runs `body` on a fresh database of the provider, migrated unless told otherwise; drops it after. */
export async function withDatabase<T>(
  provider: Provider,
  body: (db: Db) => Promise<T>,
  options: { migrate?: boolean } = {},
): Promise<T> {
  const empty = options.migrate === false ? await emptyDatabase(provider) : await migratedDatabase(provider);
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
