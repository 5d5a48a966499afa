// For Prisma's own CLI where it can run (machines that reach Prisma's host): `prisma migrate deploy`,
// `migrate dev`, `studio` work on the database DATABASE_URL names, with that provider's schema and
// migrations — the same folders Barline applies itself (lib/db/migrate.ts). Without DATABASE_URL,
// Barline's default SQLite file.
import path from "node:path";
import { defineConfig } from "prisma/config";

const url = process.env.DATABASE_URL ?? "file:.barline/barline.db";
const provider = url.startsWith("file:") ? "sqlite" : "postgresql";

export default defineConfig({
  schema: `prisma/${provider}/schema.prisma`,
  migrations: { path: `prisma/${provider}/migrations` },
  datasource: {
    // Barline resolves a relative SQLite path against the working folder; so does the CLI here.
    url: provider === "sqlite" ? `file:${path.resolve(url.replace(/^file:(\/\/)?/, ""))}` : url,
  },
});
