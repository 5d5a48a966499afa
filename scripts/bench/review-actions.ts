// A reviewer's database work on the code alone, without HTTP: opening a conversation and recording
// a decision on a flag, over the review-load benchmark's database of BENCH_REVIEW_CONVERSATIONS
// conversations (default 10,000), eight at a time in one process, in six rounds of 500 actions.
// PostgreSQL is measured with its statements named, as shipped, and sent unnamed
// (`?pgbouncer=true`), the two alternated round by round: on a shared machine only alternation
// tells a tenth apart. CPU is this process's and, on PostgreSQL, the local server's (from /proc).
import { openDb, type Db } from "../../lib/db/client.ts";
import { getConversation } from "../../lib/db/conversations/get-conversation.ts";
import { reviewFlag } from "../../lib/db/flags/review-flag.ts";
import { emptyDatabase, postgresAvailable } from "../../test/support/databases.ts";
import { bigDatabase } from "./big-database.ts";
import { cpuReading, cpuSince, postgresPids } from "./process-cpu.ts";
import type { Bench } from "./section.ts";

const TOTAL = Number(process.env.BENCH_REVIEW_CONVERSATIONS ?? 10_000);
const ROUNDS = 6;
const ACTIONS = 500;
const AT_ONCE = 8;
const REVIEWER = { id: "bench-reviewer", name: "Bench Reviewer" };

interface Figures {
  /** Per round, ms an action: this process's CPU, the database server's CPU, wall time. */
  process: number[];
  database: number[];
  wall: number[];
}

async function round(db: Db, conversations: string[], flags: string[], offset: number): Promise<void> {
  let next = 0;
  const reviewer = async () => {
    for (let i = next++; i < ACTIONS; i = next++) {
      // Spread over the database, as reviewers are; a different stretch each round.
      const k = (offset * ACTIONS + i) * 7919;
      await getConversation(db, conversations[k % conversations.length]!);
      await reviewFlag(db, {
        flagId: flags[k % flags.length]!,
        decision: "confirmed",
        note: "bench",
        reviewer: REVIEWER,
      });
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, reviewer));
}

async function measure(provider: "sqlite" | "postgresql") {
  const empty = await emptyDatabase(provider);
  const shipped = await openDb(empty.url);
  const variants: { label: string; db: Db; figures: Figures }[] = [];
  try {
    await bigDatabase(shipped, Math.min(1_000, TOTAL), TOTAL);
    await shipped.prisma.user.create({
      data: { ...REVIEWER, email: "bench@reviewer.test", role: "reviewer" },
    });
    const conversations = (await shipped.prisma.conversation.findMany({ select: { id: true } })).map(
      (c) => c.id,
    );
    const flags = (await shipped.prisma.flag.findMany({ select: { id: true }, take: 20_000 })).map(
      (f) => f.id,
    );
    const empties = (): Figures => ({ process: [], database: [], wall: [] });
    variants.push({
      label: provider === "sqlite" ? "as shipped" : "named (as shipped)",
      db: shipped,
      figures: empties(),
    });
    if (provider === "postgresql") {
      const url = new URL(empty.url);
      url.searchParams.set("pgbouncer", "true");
      const unnamed = await openDb(url.toString(), { migrate: false });
      variants.push({ label: "unnamed (`?pgbouncer=true`)", db: unnamed, figures: empties() });
    }
    for (const v of variants) await round(v.db, conversations, flags, 0);
    for (let r = 1; r <= ROUNDS; r++)
      for (const v of r % 2 ? variants : [...variants].reverse()) {
        const server = provider === "postgresql" ? cpuReading(postgresPids()) : null;
        const cpu = process.cpuUsage();
        const start = performance.now();
        await round(v.db, conversations, flags, r);
        const used = process.cpuUsage(cpu);
        v.figures.wall.push((performance.now() - start) / ACTIONS);
        v.figures.process.push((used.user + used.system) / 1000 / ACTIONS);
        if (server) v.figures.database.push(cpuSince(server, postgresPids()) / ACTIONS);
      }
    return variants.map((v) => ({ provider, label: v.label, figures: v.figures }));
  } finally {
    for (const v of variants) if (v.db !== shipped) await v.db.close();
    await shipped.close();
    await empty.drop();
  }
}

/** Median (range) of the rounds, in ms. */
function spread(xs: number[]): string {
  if (xs.length === 0) return "–";
  const sorted = [...xs].sort((a, b) => a - b);
  const median = (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
  return `${median.toFixed(2)} (${sorted[0]!.toFixed(2)}–${sorted.at(-1)!.toFixed(2)})`;
}

export const bench: Bench = async () => {
  const rows = await measure("sqlite");
  if (postgresAvailable()) rows.push(...(await measure("postgresql")));
  return {
    title: "A reviewer's database work on the code alone",
    summary:
      "What a reviewer's action (open a conversation, record a decision) costs the process and the database, without HTTP.",
    body: [
      "| database | setting | CPU ms an action: this process | database server | wall ms an action |",
      "|---|---|---:|---:|---:|",
      ...rows.map(
        (r) =>
          `| ${r.provider} | ${r.label} | ${spread(r.figures.process)} | ${r.provider === "sqlite" ? "in process" : spread(r.figures.database)} | ${spread(r.figures.wall)} |`,
      ),
      "",
      `An action is opening a conversation (\`getConversation\`) and recording a decision on a flag (\`reviewFlag\`), in one process without HTTP, eight at a time, over ${TOTAL.toLocaleString("en")} conversations (the review-load benchmark's database): median (range) of ${ROUNDS} rounds of ${ACTIONS} actions, after one untimed round. On PostgreSQL, its statements named (as shipped) and sent unnamed (\`?pgbouncer=true\`, for a pooler that cannot keep them) alternate round by round. This process's CPU includes its garbage collector's threads; the database server's is the local PostgreSQL's processes, from \`/proc\`. \`npm run bench -- review-actions\`.`,
    ].join("\n"),
  };
};
