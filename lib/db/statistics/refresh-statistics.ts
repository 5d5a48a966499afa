// After an ingest has added rows in bulk. PostgreSQL plans every query from its tables' statistics,
// and tables filled in one go have none until autovacuum samples them (never, where it is off): the
// dashboard's queries are then planned as if the tables were empty. ANALYZE samples a bounded number
// of rows per table, a few seconds for 10,000 conversations. SQLite plans from its indexes alone.
import type { Db } from "../client.ts";

export async function refreshStatistics(db: Db): Promise<void> {
  if (db.provider === "postgresql") await db.prisma.$executeRawUnsafe("ANALYZE");
}
