// The database DATABASE_URL names (spec/cli.md): `file:<path>` is SQLite through better-sqlite3,
// `postgresql://…` is PostgreSQL through pg; without it, .barline/barline.db under the working
// folder. Either is migrated on first use, so no command needs a setup step before it.
// Never in a browser bundle: `#server-only` is the `server-only` package there (package.json).
import "#server-only";
import path from "node:path";
import type BetterSqlite3 from "better-sqlite3";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as PostgresClient } from "./generated/postgresql/client.ts";
import { PrismaClient as SqliteClient } from "./generated/sqlite/client.ts";
import { migrateDatabase, sqliteFile } from "./migrate.ts";
import { providerOf, type Provider } from "./migrate-engine.ts";
import { statementNames } from "./postgres-statements.ts";
import { escapeLikes } from "./like-escape.ts";
import { keepStatements } from "./sqlite-statements.ts";
import { pgPool } from "./pg-pool.ts";

/**
 * The client the use cases are written against, whichever database is open. Both generated clients
 * come from one schema and have the same models and methods; the type is the SQLite client's, so
 * only what SQLite also supports type-checks (no `mode: "insensitive"`, no `skipDuplicates`): code
 * typed with it runs on both. One difference the types cannot show: `contains` and `startsWith`
 * ignore ASCII case on SQLite (LIKE) but not on PostgreSQL. On both, `\` escapes LIKE's wildcards
 * in them (like-escape.ts).
 */
export type PrismaClient = SqliteClient;
/** The models' and queries' types (`Prisma.ConversationWhereInput`, `Prisma.TransactionClient`…). */
export type { Prisma } from "./generated/sqlite/client.ts";
export type { Provider };

export type Db = {
  prisma: PrismaClient;
  provider: Provider;
  /** The URL it was opened with (for a worker or child process to open the same database). */
  url: string;
  /** Disconnects the client and ends the PostgreSQL pool, so the process can exit at once. */
  close(): Promise<void>;
};

export const DEFAULT_DATABASE_FILE = path.join(".barline", "barline.db");

/** DATABASE_URL, or the default SQLite file under the working folder. */
export function databaseUrl(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): string {
  return env.DATABASE_URL?.trim() || `file:${path.join(cwd, DEFAULT_DATABASE_FILE)}`;
}

/** Opens (and unless told otherwise, first migrates) the database `url` names. For tests and tools. */
export async function openDb(url: string, options: { migrate?: boolean } = {}): Promise<Db> {
  const provider = providerOf(url);
  if (options.migrate !== false) await migrateDatabase(url);
  if (provider === "sqlite") {
    // better-sqlite3's `timeout` is SQLite's busy_timeout: a writer waits for another's lock.
    const adapter = new PrismaBetterSqlite3({ url: sqliteFile(url), timeout: 10_000 });
    const connect = adapter.connect.bind(adapter);
    adapter.connect = async () => {
      const connected = await connect();
      // The adapter's better-sqlite3 database: not in its types, and sqlite-statements.test.ts
      // fails if it is no longer there.
      const client = (connected as unknown as { client: BetterSqlite3.Database }).client;
      keepStatements(client);
      escapeLikes(client);
      return connected;
    };
    const prisma = new SqliteClient({ adapter });
    // WAL lets the dashboard read while an ingest writes; foreign keys make cascades real.
    await prisma.$queryRawUnsafe("PRAGMA journal_mode = WAL");
    await prisma.$executeRawUnsafe("PRAGMA foreign_keys = ON");
    await prisma.$executeRawUnsafe("PRAGMA synchronous = NORMAL");
    return { prisma, provider, url, close: () => prisma.$disconnect() };
  }
  const pool = pgPool({ connectionString: url });
  // A pooler that cannot keep prepared statements (PgBouncer in transaction mode before 1.21) is
  // named as Prisma has it named: `?pgbouncer=true`. Its statements are then sent unnamed.
  const pooled = new URL(url).searchParams.get("pgbouncer") === "true";
  const prisma = new PostgresClient({
    adapter: new PrismaPg(pool, pooled ? {} : { statementNameGenerator: statementNames() }),
  }) as unknown as PrismaClient;
  return {
    prisma,
    provider,
    url,
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

// Kept on globalThis so that Next.js's reloads in development reuse the one client.
const cache = globalThis as typeof globalThis & { barlineDb?: Promise<Db> };

/** The process's one database, opened and migrated on first use. */
export function getDb(): Promise<Db> {
  if (!cache.barlineDb) {
    const opening = openDb(databaseUrl()).then((db) => ({
      ...db,
      async close() {
        if (cache.barlineDb === opening) cache.barlineDb = undefined;
        await db.close();
      },
    }));
    opening.catch(() => {
      if (cache.barlineDb === opening) cache.barlineDb = undefined;
    });
    cache.barlineDb = opening;
  }
  return cache.barlineDb;
}
