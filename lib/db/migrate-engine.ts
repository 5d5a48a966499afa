// Prisma's schema engine compiled to WebAssembly, driven through the driver adapters: Prisma's CLI
// downloads a native engine before every migrate command, which cannot be done on machines without
// Prisma's host (STACK.md). The same engine writes `_prisma_migrations` exactly as the CLI does, so
// the folders and the table stay interchangeable with `prisma migrate` where it works.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { MigrationList, SchemaEngine, SchemaFilter } from "@prisma/schema-engine-wasm";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";

export type Provider = "sqlite" | "postgresql";

/** The provider a database URL names: `file:<path>` is SQLite, `postgres(ql)://…` PostgreSQL. */
export function providerOf(url: string): Provider {
  if (url.startsWith("file:")) return "sqlite";
  if (/^postgres(ql)?:\/\//.test(url)) return "postgresql";
  throw new Error(
    `DATABASE_URL must name a SQLite file (file:<path>) or a PostgreSQL database (postgresql://…), not ${redact(url)}`,
  );
}

/** The URL without its password, for messages. */
export function redact(url: string): string {
  return url.replace(/^(\w+:\/\/[^:/@]+):[^@]*@/, "$1:***@");
}

/** The first line of a migration that runs in one transaction (scripts/db/migrate-create.ts writes it). */
// No semicolon in it: the engine splits PostgreSQL scripts at semicolons, comments too.
export const ATOMIC_MARK =
  "-- Barline: one transaction, so a run killed half-way left nothing and is applied again.";

export const NO_FILTER: SchemaFilter = { externalTables: [], externalEnums: [] };

let loaded = false;

/**
 * The engine's .wasm, looked up in node_modules above the project as Node would: found by path, not
 * by require.resolve, which a server bundle (Next.js) rewrites to a module id.
 */
function wasmFile(): string {
  const file = path.join("node_modules", "@prisma", "schema-engine-wasm", "schema_engine_bg.wasm");
  for (let dir = projectRoot(); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, file))) return path.join(dir, file);
    if (path.dirname(dir) === dir) throw new Error(`${file} was not found: run npm ci`);
  }
}

/** Instantiates the engine's WebAssembly once per process (Node 20 cannot import .wasm modules). */
function loadEngine(): void {
  if (loaded) return;
  const module = new WebAssembly.Module(readFileSync(wasmFile()));
  // The engine leaves a timer of ~10 s behind after it talks to PostgreSQL; unreferenced, it no
  // longer keeps a finished command's process alive.
  const imports: WebAssembly.ModuleImports = { ...(bg as unknown as WebAssembly.ModuleImports) };
  for (const name of Object.keys(imports).filter((n) => n.startsWith("__wbg_setTimeout_"))) {
    imports[name] = (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref();
  }
  const instance = new WebAssembly.Instance(module, { "./schema_engine_bg.js": imports });
  (bg as unknown as { __wbg_set_wasm(exports: WebAssembly.Exports): void }).__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start(): void }).__wbindgen_start();
  loaded = true;
}

/** An engine on the database the adapter factory reaches; the engine's log lines are dropped. */
export async function openEngine(factory: SqlMigrationAwareDriverAdapterFactory): Promise<SchemaEngine> {
  loadEngine();
  return bg.SchemaEngine.new(
    { datamodels: undefined },
    () => {},
    bindMigrationAwareSqlAdapterFactory(factory),
  );
}

/**
 * The folder holding `prisma/` — found from this file and then from the working folder, so the
 * compiled build, the sources and a Next.js server bundle all find the same migrations.
 */
export function projectRoot(): string {
  const starts = [path.dirname(fileURLToPath(import.meta.url)), process.cwd()];
  for (const start of starts) {
    for (let dir = start; ; dir = path.dirname(dir)) {
      if (existsSync(path.join(dir, "prisma", "sqlite", "schema.prisma"))) return dir;
      if (path.dirname(dir) === dir) break;
    }
  }
  throw new Error("Barline's prisma/ folder was not found above " + starts.join(" or "));
}

export function providerFolder(provider: Provider, root = projectRoot()): string {
  return path.join(root, "prisma", provider);
}

export function migrationsFolder(provider: Provider, root = projectRoot()): string {
  return path.join(providerFolder(provider, root), "migrations");
}

/** The migration folders' names in the order they apply (Prisma's timestamped names sort so). */
export function migrationNames(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(folder, e.name, "migration.sql")))
    .map((e) => e.name)
    .sort();
}

/** The migrations folder as the engine reads it (Prisma's CLI builds the same list). */
export function readMigrations(folder: string): MigrationList {
  const lockPath = path.join(folder, "migration_lock.toml");
  return {
    baseDir: folder,
    lockfile: {
      path: "migration_lock.toml",
      content: existsSync(lockPath) ? readFileSync(lockPath, "utf8") : null,
    },
    shadowDbInitScript: "",
    migrationDirectories: migrationNames(folder).map((name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok", value: readFileSync(path.join(folder, name, "migration.sql"), "utf8") },
      },
    })),
  };
}
