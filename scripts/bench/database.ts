// The dashboard's questions on a large database: the conversation list filtered by a flag and
// sorted by contradicted claims, one conversation whole, and the figures by model, label and day —
// each the median of nine warm runs, on SQLite and (where a server answers) PostgreSQL, over
// BENCH_DB_CONVERSATIONS conversations (default 100,000). Targets: one page under 100 ms, one
// conversation under 50 ms, the figures under 300 ms. Also the database's size per 1,000 conversations.
import { statSync } from "node:fs";
import { openDb, type Db } from "../../lib/db/client.ts";
import { getConversation } from "../../lib/db/conversations/get-conversation.ts";
import { findConversations } from "../../lib/db/conversations/find-conversations.ts";
import { getFigures } from "../../lib/db/figures/get-figures.ts";
import { conversationQuery } from "../../lib/contracts/query.ts";
import { emptyDatabase, postgresAvailable } from "../../test/support/databases.ts";
import { bigDatabase } from "./big-database.ts";
import type { Bench } from "./section.ts";

const TOTAL = Number(process.env.BENCH_DB_CONVERSATIONS ?? 100_000);
const SEED = 1_000;

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < 9; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[4]!;
}

async function sizeOf(db: Db): Promise<number> {
  if (db.provider === "sqlite") {
    await db.prisma.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
    return statSync(db.url.replace(/^file:/, "")).size;
  }
  const [row] = await db.prisma.$queryRawUnsafe<{ size: bigint }[]>(
    "SELECT pg_database_size(current_database()) AS size",
  );
  return Number(row!.size);
}

interface Row {
  provider: string;
  build: number;
  seedSize: number;
  size: number;
  page: number;
  deepPage: number;
  conversation: number;
  figures: number;
}

async function measure(provider: "sqlite" | "postgresql"): Promise<Row> {
  const empty = await emptyDatabase(provider);
  const db = await openDb(empty.url);
  try {
    const start = performance.now();
    await bigDatabase(db, SEED, SEED);
    const seedSize = await sizeOf(db);
    await bigDatabase(db, SEED, TOTAL, { seeded: true });
    const build = (performance.now() - start) / 1000;
    // Fresh statistics, as a database that has lived a while has them.
    await db.prisma.$executeRawUnsafe("ANALYZE");
    const [flag] = await db.prisma.flag.groupBy({
      by: ["type"],
      _count: { _all: true },
      orderBy: { _count: { type: "asc" } },
    });
    const filtered = (page: number) =>
      conversationQuery.parse({ flag: flag!.type, sort: "contradicted", order: "desc", page });
    const some = (await findConversations(db, filtered(1))).rows[0]!.id;
    return {
      provider,
      build,
      seedSize,
      size: await sizeOf(db),
      page: await median(() => findConversations(db, filtered(1))),
      deepPage: await median(() => findConversations(db, filtered(20))),
      conversation: await median(() => getConversation(db, some)),
      figures: await median(() => getFigures(db, conversationQuery.parse({}))),
    };
  } finally {
    await db.close();
    await empty.drop();
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (n: number) => `${(n / 2 ** 20).toFixed(0)} MiB`;

export const bench: Bench = async () => {
  const rows = [await measure("sqlite")];
  if (postgresAvailable()) rows.push(await measure("postgresql"));
  return {
    title: "The database: the dashboard's questions",
    summary: "The dashboard's queries on a database of 100,000 conversations, on SQLite and PostgreSQL.",
    body: `| database | list filtered by a flag, sorted by contradicted (page 1 / page 20) | one conversation whole | figures (all, by model, label, day) | size per 1,000 conversations | size in all | built in |
|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r.provider} | ${ms(r.page)} / ${ms(r.deepPage)} | ${ms(r.conversation)} | ${ms(r.figures)} | ${mb(r.seedSize)} (score files and images stored once: ${SEED.toLocaleString("en")} × 5 versions) | ${mb(r.size)} | ${r.build.toFixed(0)} s |`).join("\n")}

On a database of ${TOTAL.toLocaleString("en")} conversations (20 turns, 5 versions, ~59 claims and ~16 flags each: ${SEED.toLocaleString("en")} generated conversations ingested, then their rows copied under new ids). Median of nine warm runs.

Targets: a page under 100 ms, a conversation under 50 ms, the figures under 300 ms.`,
  };
};
