// Ingesting bundles as users do: generated bundles written to disk (as "Analyzing bundles on disk"
// writes them), then `barline ingest <bundle>` as a whole process — on SQLite, and on PostgreSQL
// with the ingest working the queue alone and with one `barline worker` beside it. Sizes from
// BENCH_INGEST_SIZES (default "1000,10000"). Target: 10,000 conversations in under 3 minutes on SQLite.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "../../lib/db/client.ts";
import { emptyDatabase } from "../../test/support/databases.ts";
import { writeBundle } from "./bundle-on-disk.ts";
import { cli, runCli, type ProcessRun } from "./cli-process.ts";
import type { Bench } from "./section.ts";

const SIZES = (process.env.BENCH_INGEST_SIZES ?? "1000,10000").split(",").map(Number);
/** Which databases, from BENCH_INGEST_SETUPS (e.g. "sqlite,postgresql-2"); default all three. */
const SETUPS = (
  [
    ["SQLite", "sqlite", 1, "sqlite"],
    ["PostgreSQL, 1 worker", "postgresql", 1, "postgresql-1"],
    ["PostgreSQL, 2 workers", "postgresql", 2, "postgresql-2"],
  ] as const
).filter(([, , , key]) =>
  (process.env.BENCH_INGEST_SETUPS ?? "sqlite,postgresql-1,postgresql-2").split(",").includes(key),
);

interface Row {
  conversations: number;
  database: string;
  run: ProcessRun;
  size: number;
}

async function sizeOf(url: string): Promise<number> {
  if (url.startsWith("file:")) {
    const db = await openDb(url, { migrate: false });
    await db.prisma.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
    await db.close();
    return statSync(url.slice("file:".length)).size;
  }
  const db = await openDb(url, { migrate: false });
  const [row] = await db.prisma.$queryRawUnsafe<{ size: bigint }[]>(
    "SELECT pg_database_size(current_database()) AS size",
  );
  await db.close();
  return Number(row!.size);
}

async function once(
  bundle: string,
  provider: "sqlite" | "postgresql",
  workers: number,
): Promise<{ run: ProcessRun; size: number }> {
  const empty = await emptyDatabase(provider);
  const env = { ...process.env, DATABASE_URL: empty.url };
  // Migrated before the clock starts, as a database in use is.
  await (await openDb(empty.url)).close();
  const helpers = Array.from({ length: workers - 1 }, () =>
    spawn(process.execPath, [cli, "worker", "--poll", "0.5"], { env, stdio: "ignore" }),
  );
  try {
    const run = runCli(["ingest", bundle, "--json"], "/dev/null", env);
    return { run, size: await sizeOf(empty.url) };
  } finally {
    for (const h of helpers) h.kill("SIGTERM");
    await Promise.all(
      helpers.map((h) => new Promise((r) => (h.exitCode !== null ? r(null) : h.once("exit", r)))),
    );
    await empty.drop();
  }
}

const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;

export const bench: Bench = async () => {
  const load = loadavg()[0]!.toFixed(1);
  const rows: Row[] = [];
  for (const conversations of SIZES) {
    const dir = mkdtempSync(path.join(tmpdir(), "barline-bench-ingest-"));
    try {
      process.stderr.write(`bench: ingest ${conversations} conversations…\n`);
      writeBundle(dir, conversations);
      for (const [database, provider, workers] of SETUPS) {
        const r = await once(dir, provider, workers);
        rows.push({ conversations, database, ...r });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const large = rows.find((r) => r.conversations === 10_000 && r.database === "SQLite");
  const cores = availableParallelism();
  return {
    title: "Ingesting bundles into the database (the command line)",
    summary:
      "`barline ingest` of generated bundles into SQLite and PostgreSQL, with and without a second worker.",
    body: `| conversations | database | \`barline ingest\` | conversations/s | peak RSS | CPU busy (of ${cores} cores) | database size | per 1,000 conversations |
|---|---|---|---|---|---|---|---|
${rows
  .map(
    (r) =>
      `| ${r.conversations.toLocaleString("en")} | ${r.database} | ${r.run.seconds.toFixed(1)} s | ${Math.round(r.conversations / r.run.seconds)} | ${mib(r.run.peakRss)} | ${((100 * r.run.cpuSeconds) / r.run.seconds / cores).toFixed(0)}% | ${mib(r.size)} | ${mib((r.size * 1000) / r.conversations)} |`,
  )
  .join("\n")}

The bundles of "Analyzing bundles on disk" (20 turns, five saved versions per conversation), each ingested into a new, migrated database by \`node dist/scripts/barline.js ingest <bundle> --json\`. On PostgreSQL the ingest stores the conversations and queues their analysis in jobs of 200, working the queue itself; "2 workers" adds one \`barline worker\` process beside it (its time and memory are not in the figures; both share the machine's ${cores} cores). Peak RSS and CPU are the ingest process's. Database size includes every version file and image, stored once. Load average (1 min) when this benchmark started: ${load}.

${large ? `Target: 10,000 conversations in under 3 minutes on SQLite — ${large.run.seconds < 180 ? "met" : `not met (${large.run.seconds.toFixed(0)} s)`}.` : ""}`,
  };
};
