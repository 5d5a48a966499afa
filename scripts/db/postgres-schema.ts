// The PostgreSQL schema is the SQLite one with another provider and client folder: one source of
// truth, two providers (a Prisma schema names exactly one). `npm run db:schemas` writes it.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { projectRoot } from "../../lib/db/migrate-engine.ts";

const HEADER =
  "// Written by `npm run db:schemas` from prisma/sqlite/schema.prisma, the source of truth: edit that\n" +
  "// one and run it again.\n";

export function derivePostgresSchema(sqlite: string): string {
  const swaps: [RegExp, string][] = [
    [/(datasource\s+\w+\s*\{[^}]*provider\s*=\s*)"sqlite"/, '$1"postgresql"'],
    [/(output\s*=\s*"[^"]*\/generated\/)sqlite"/, '$1postgresql"'],
  ];
  let schema = sqlite;
  for (const [pattern, replacement] of swaps) {
    if (!pattern.test(schema)) {
      throw new Error(`prisma/sqlite/schema.prisma has no ${pattern.source} to derive from`);
    }
    schema = schema.replace(pattern, replacement);
  }
  return HEADER + schema;
}

/** Writes prisma/postgresql/schema.prisma; true when it changed. */
export function writePostgresSchema(root = projectRoot()): boolean {
  const target = path.join(root, "prisma", "postgresql", "schema.prisma");
  const derived = derivePostgresSchema(
    readFileSync(path.join(root, "prisma", "sqlite", "schema.prisma"), "utf8"),
  );
  let current: string | undefined;
  try {
    current = readFileSync(target, "utf8");
  } catch {
    current = undefined;
  }
  if (current === derived) return false;
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, derived);
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const changed = writePostgresSchema();
  console.error(
    changed ? "prisma/postgresql/schema.prisma written" : "prisma/postgresql/schema.prisma is current",
  );
}
