// Brings a database up to the project's migrations, as `prisma migrate deploy` would: run by
// getDb() on first use, so neither a fresh SQLite file nor a new PostgreSQL database needs a
// manual step. The engine is loaded only when a migration is pending.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type pg from "pg";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import {
  ATOMIC_MARK,
  NO_FILTER,
  migrationNames,
  migrationsFolder,
  openEngine,
  providerOf,
  readMigrations,
  redact,
} from "./migrate-engine.ts";
import { pgPool } from "./pg-pool.ts";

/** The file a `file:` URL names, resolved against the working folder as Prisma does. */
export function sqliteFile(url: string): string {
  return path.resolve(url.replace(/^file:(\/\/)?/, "").replace(/\?.*$/, ""));
}

/** A driver adapter factory that remembers what it opened, so all of it can be closed. */
function trackedFactory(
  url: string,
  busyTimeoutMs: number,
): {
  factory: SqlMigrationAwareDriverAdapterFactory;
  /** The same database, for connections their user closes. */
  untracked: SqlMigrationAwareDriverAdapterFactory;
  close(): Promise<void>;
} {
  const opened: SqlDriverAdapter[] = [];
  let pool: pg.Pool | undefined;
  let inner: SqlMigrationAwareDriverAdapterFactory;
  if (providerOf(url) === "sqlite") {
    inner = new PrismaBetterSqlite3({ url: sqliteFile(url), timeout: busyTimeoutMs });
  } else {
    // One connection: the engine's advisory lock (taken on it, released when it closes) then keeps
    // two processes from migrating the same database at once.
    pool = pgPool({ connectionString: url, max: 1 });
    inner = new PrismaPg(pool);
  }
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: inner.provider,
    adapterName: inner.adapterName,
    async connect() {
      const adapter = await inner.connect();
      opened.push(adapter);
      return adapter;
    },
    async connectToShadowDb() {
      throw new Error("Barline's migrations never use a shadow database");
    },
  };
  return {
    factory,
    untracked: inner,
    async close() {
      // PostgreSQL adapters on a pool they were given leave the pool to its owner.
      for (const adapter of opened.splice(0)) await adapter.dispose();
      await pool?.end();
    },
  };
}

/** Names of the migrations recorded as finished (and not rolled back) in the database. */
async function appliedNames(factory: SqlMigrationAwareDriverAdapterFactory): Promise<Set<string>> {
  // Its own connection, closed after: left open beside the engine's on a SQLite file in WAL mode,
  // it kept the engine, which takes the file for itself, waiting until its busy timeout.
  const adapter = await factory.connect();
  try {
    const result = await adapter.queryRaw({
      sql: "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
      args: [],
      argTypes: [],
    });
    return new Set(result.rows.map((row) => String(row[0])));
  } catch {
    return new Set(); // no migrations table yet: a new database
  } finally {
    await adapter.dispose();
  }
}

/**
 * Migrations recorded as started but never finished: the process applying them was killed. Each
 * runs in one transaction (ATOMIC_MARK), so it left either nothing or all of it behind. It is tried
 * again in a transaction that is rolled back: where its objects already exist, its COMMIT landed
 * before the kill and it is marked finished; otherwise it is marked rolled back, as
 * `prisma migrate resolve --rolled-back` would, and the engine applies it again.
 */
async function resolveInterrupted(
  factory: SqlMigrationAwareDriverAdapterFactory,
  folder: string,
): Promise<void> {
  const adapter = await factory.connect();
  try {
    let rows: unknown[][];
    try {
      rows = (
        await adapter.queryRaw({
          sql: "SELECT id, migration_name FROM _prisma_migrations WHERE finished_at IS NULL AND rolled_back_at IS NULL",
          args: [],
          argTypes: [],
        })
      ).rows;
    } catch {
      return; // no migrations table yet
    }
    for (const [id, name] of rows) {
      const script = path.join(folder, String(name), "migration.sql");
      if (!existsSync(script)) continue;
      const sql = readFileSync(script, "utf8");
      if (!sql.startsWith(ATOMIC_MARK)) continue;
      const landed = await alreadyApplied(adapter, sql);
      const mark = landed
        ? "finished_at = CURRENT_TIMESTAMP, applied_steps_count = 1"
        : "rolled_back_at = CURRENT_TIMESTAMP";
      await adapter.executeRaw({
        sql: `UPDATE _prisma_migrations SET ${mark} WHERE id = ${adapter.provider === "sqlite" ? "?" : "$1"}`,
        args: [String(id)],
        argTypes: [{ scalarType: "string", arity: "scalar" }],
      });
    }
  } finally {
    await adapter.dispose();
  }
}

/** Whether an atomic migration's objects are already there: run again, it fails saying so. */
async function alreadyApplied(adapter: SqlDriverAdapter, sql: string): Promise<boolean> {
  const lastCommit = sql.lastIndexOf("COMMIT;");
  if (lastCommit < 0) return false;
  const trial = `${sql.slice(0, lastCommit)}ROLLBACK;${sql.slice(lastCommit + "COMMIT;".length)}`;
  try {
    await adapter.executeScript(trial);
    return false;
  } catch (error) {
    await adapter.executeScript("ROLLBACK;").catch(() => undefined); // the failed trial's transaction
    return /already exists|duplicate column/i.test((error as Error).message);
  }
}

/** Whether the process that wrote a lock file has gone (killed), so its lock can be taken. */
function abandoned(lock: string): boolean {
  const pid = Number(readFileSync(lock, "utf8"));
  if (!Number.isInteger(pid) || pid <= 0) return Date.now() - statSync(lock).mtimeMs > 120_000;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** Runs `body` while holding a lock file beside the SQLite database, taken over from a killed holder. */
async function withLockFile<T>(lock: string, body: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      const fd = openSync(lock, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      try {
        if (abandoned(lock)) rmSync(lock, { force: true });
      } catch {
        // the other process has just released it
      }
      await sleep(50);
    }
  }
  try {
    return await body();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * Applies the provider's pending migrations to the database `url` names (creating a SQLite file and
 * its folder if needed) and returns the names it applied. `root` is the folder holding `prisma/`;
 * on SQLite, a migration waits `busyTimeoutMs` for other processes to let the file go.
 */
export async function migrateDatabase(
  url: string,
  options: { root?: string; busyTimeoutMs?: number } = {},
): Promise<string[]> {
  const busyTimeoutMs = options.busyTimeoutMs ?? 30_000;
  const provider = providerOf(url);
  const folder = migrationsFolder(provider, options.root);
  const wanted = migrationNames(folder);
  const pending = async (factory: SqlMigrationAwareDriverAdapterFactory) => {
    const applied = await appliedNames(factory);
    return wanted.some((name) => !applied.has(name));
  };
  const apply = async (): Promise<string[]> => {
    const db = trackedFactory(url, busyTimeoutMs);
    try {
      if (!(await pending(db.untracked))) return [];
      await resolveInterrupted(db.untracked, folder);
      const engine = await openEngine(db.factory);
      try {
        const { appliedMigrationNames } = await engine.applyMigrations({
          migrationsList: readMigrations(folder),
          filters: NO_FILTER,
        });
        return appliedMigrationNames;
      } finally {
        engine.free();
      }
    } catch (error) {
      const message = (error as Error).message;
      // The engine takes a SQLite file for itself while it migrates (locking_mode=EXCLUSIVE), so it
      // waits for every other reader and writer to finish.
      if (provider === "sqlite" && /SocketTimeout|SQLITE_BUSY/.test(message)) {
        throw new Error(
          `${sqliteFile(url)} needs migrating, and another process kept reading or writing it for ` +
            `${busyTimeoutMs / 1000} s: stop that process and run again`,
          { cause: error },
        );
      }
      throw new Error(`Migrating ${redact(url)} failed: ${message}`, { cause: error });
    } finally {
      await db.close();
    }
  };
  if (provider === "postgresql") return apply();
  const file = sqliteFile(url);
  mkdirSync(path.dirname(file), { recursive: true });
  const check = trackedFactory(url, busyTimeoutMs);
  try {
    if (!(await pending(check.untracked))) return [];
  } finally {
    await check.close();
  }
  return withLockFile(`${file}.migrating`, apply);
}
