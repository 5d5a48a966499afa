import assert from "node:assert/strict";
import { test } from "node:test";
import { withDatabase } from "../../../test/support/databases.ts";
import { ingestBundle } from "../../jobs/ingest-bundle.ts";

test("an ingest into PostgreSQL leaves its tables with statistics to plan queries by", () =>
  withDatabase("postgresql", async (db) => {
    const statistics = async () =>
      (
        await db.prisma.$queryRawUnsafe<{ n: bigint }[]>(
          `SELECT count(*) AS n FROM pg_stats WHERE tablename IN ('Claim', 'Message', 'Flag', 'Conversation')`,
        )
      )[0]!.n;
    assert.equal(await statistics(), 0n);
    await ingestBundle(db, "test/fixtures/analysis/etude-bundle");
    assert.ok((await statistics()) > 0n);
  }));
