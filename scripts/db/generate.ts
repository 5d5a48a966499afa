// `npm run db:generate` (also run by `prepare` on `npm ci`): derives the PostgreSQL schema and
// generates both Prisma clients into lib/db/generated/, which git ignores. Works offline: Prisma's
// CLI wants its native schema engine before `generate` too, but only checks that the file exists
// (STACK.md), so an empty stand-in is named when none is configured.
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { projectRoot } from "../../lib/db/migrate-engine.ts";
import { writePostgresSchema } from "./postgres-schema.ts";

const root = projectRoot();
writePostgresSchema(root);

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  CHECKPOINT_DISABLE: "1",
};
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) {
  const standIn = path.join(os.tmpdir(), "barline-prisma-generate-needs-no-schema-engine");
  if (!existsSync(standIn)) closeSync(openSync(standIn, "w"));
  env.PRISMA_SCHEMA_ENGINE_BINARY = standIn;
}

const prismaCli = createRequire(import.meta.url).resolve("prisma/build/index.js");
for (const provider of ["sqlite", "postgresql"]) {
  const schema = path.join("prisma", provider, "schema.prisma");
  const run = spawnSync(process.execPath, [prismaCli, "generate", "--schema", schema], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (run.status !== 0) {
    console.error(`prisma generate --schema ${schema} failed`);
    process.exit(run.status ?? 1);
  }
  console.error(`lib/db/generated/${provider}: generated from ${schema}`);
}
