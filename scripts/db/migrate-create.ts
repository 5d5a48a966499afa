// `npm run db:migrate:create -- <name>`: one new migration per provider, in Prisma's folder layout
// (prisma/<provider>/migrations/<timestamp>_<name>/migration.sql). Each migration keeps the schema it
// leads to (schema.prisma.snapshot), and the next one is the diff from that snapshot to the schema:
// no shadow database is needed, which the engine cannot use here (STACK.md).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type { DiffTarget } from "@prisma/schema-engine-wasm";
import {
  ATOMIC_MARK,
  NO_FILTER,
  migrationNames,
  migrationsFolder,
  openEngine,
  projectRoot,
  providerFolder,
  type Provider,
} from "../../lib/db/migrate-engine.ts";
import { writePostgresSchema } from "./postgres-schema.ts";

export const SNAPSHOT = "schema.prisma.snapshot";

const PROVIDERS: Provider[] = ["sqlite", "postgresql"];

/** Prisma's migration folder name: a UTC timestamp and the name in snake case. */
export function migrationFolderName(name: string, now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, "").slice(0, 14);
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
  if (!slug) throw new Error(`"${name}" gives no migration name: use letters or digits`);
  return `${stamp}_${slug}`;
}

/**
 * The schema the last migration led to; before the first, a schema with no models — not the engine's
 * "empty", from which a PostgreSQL diff also creates the `public` schema, which needs a privilege
 * on the whole database that an application's role often lacks.
 */
function lastSnapshot(folder: string, provider: Provider): DiffTarget {
  const last = migrationNames(folder).at(-1);
  if (!last) {
    const content = `datasource db {\n  provider = "${provider}"\n}\n`;
    return { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content }] };
  }
  const file = path.join(folder, last, SNAPSHOT);
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing (was ${last} made by another command?): the next migration diffs from it, ` +
        `so write there the ${provider} schema as that migration leaves it`,
    );
  }
  return { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: readFileSync(file, "utf8") }] };
}

/** The SQL that takes the last migration's schema to the provider's schema; null when none. */
async function diffScript(provider: Provider, root: string, postgresUrl: string): Promise<string | null> {
  const schema = readFileSync(path.join(providerFolder(provider, root), "schema.prisma"), "utf8");
  // The engine reads the server's version when it starts, even for a diff of two schemas.
  const pool = provider === "postgresql" ? new pg.Pool({ connectionString: postgresUrl, max: 1 }) : null;
  const factory = pool ? new PrismaPg(pool) : new PrismaBetterSqlite3({ url: ":memory:" });
  const engine = await openEngine(factory);
  try {
    const result = await engine.diff({
      from: lastSnapshot(migrationsFolder(provider, root), provider),
      to: { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: schema }] },
      script: true,
      exitCode: true,
      filters: NO_FILTER,
    });
    return result.exitCode === 2 ? (result.stdout ?? "") : null;
  } finally {
    engine.free();
    await pool?.end();
  }
}

export type CreatedMigration = { provider: Provider; folder: string };

/** Writes the migration folders of `name` for the providers whose schema changed. */
/**
 * The script in one transaction (both databases run DDL transactionally): a migration killed half-way
 * leaves nothing behind, so lib/db/migrate.ts may mark it rolled back and apply it again.
 */
export function atomic(script: string): string {
  // SQLite ignores `PRAGMA foreign_keys` inside a transaction: a table Prisma redefines (copy, drop,
  // rename) would cascade its drop into every table that refers to it. The switch goes around it.
  const lines = script.trim().split("\n");
  const off = lines.filter((l) => /^PRAGMA foreign_keys=OFF;$/i.test(l.trim()));
  const on = lines.filter((l) => /^PRAGMA foreign_keys=ON;$/i.test(l.trim()));
  const body = lines.filter((l) => !/^PRAGMA foreign_keys=(ON|OFF);$/i.test(l.trim()));
  return [ATOMIC_MARK, ...off.slice(0, 1), "BEGIN;", "", ...body, "", "COMMIT;", ...on.slice(0, 1), ""].join(
    "\n",
  );
}

export async function createMigrations(
  name: string,
  options: { root?: string; postgresUrl: string; now?: Date },
): Promise<CreatedMigration[]> {
  const root = options.root ?? projectRoot();
  writePostgresSchema(root);
  const folderName = migrationFolderName(name, options.now ?? new Date());
  const created: CreatedMigration[] = [];
  for (const provider of PROVIDERS) {
    const script = await diffScript(provider, root, options.postgresUrl);
    if (script === null) continue;
    const migrations = migrationsFolder(provider, root);
    const folder = path.join(migrations, folderName);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "migration.sql"), atomic(script));
    const schema = readFileSync(path.join(providerFolder(provider, root), "schema.prisma"), "utf8");
    writeFileSync(path.join(folder, SNAPSHOT), schema);
    const lock = path.join(migrations, "migration_lock.toml");
    if (!existsSync(lock)) {
      writeFileSync(
        lock,
        "# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\n" +
          `provider = "${provider}"\n`,
      );
    }
    created.push({ provider, folder });
  }
  return created;
}

/** A PostgreSQL server to diff against: BARLINE_TEST_DATABASE_URL, or the one ensure-postgres finds. */
export function toolPostgresUrl(root = projectRoot()): string {
  const url = process.env.BARLINE_TEST_DATABASE_URL;
  if (url) return url;
  return execFileSync("bash", [path.join(root, "scripts", "ensure-postgres.sh")], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  }).trim();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const name = process.argv[2];
  if (!name || process.argv.length > 3) {
    console.error("usage: npm run db:migrate:create -- <name>");
    process.exit(2);
  }
  const created = await createMigrations(name, { postgresUrl: toolPostgresUrl() });
  if (created.length === 0) console.error("the schema has not changed since the last migration");
  for (const { provider, folder } of created) {
    console.error(`${provider}: ${path.relative(process.cwd(), folder)}`);
  }
}
