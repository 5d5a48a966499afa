// `npm run db:migrate`: applies pending migrations to the database DATABASE_URL names (the default
// SQLite file without it). Barline also does this on first use; this is for deploys and for checks.
import { databaseUrl } from "../../lib/db/client.ts";
import { migrateDatabase } from "../../lib/db/migrate.ts";
import { redact } from "../../lib/db/migrate-engine.ts";

const url = databaseUrl();
const applied = await migrateDatabase(url);
console.error(
  applied.length
    ? `${redact(url)}: applied ${applied.join(", ")}`
    : `${redact(url)}: every migration is applied`,
);
