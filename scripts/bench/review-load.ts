// Team review under load: the built app (`next start`) on loopback over a database of
// BENCH_REVIEW_CONVERSATIONS conversations (default 10,000), 50 signed-in reviewers at once
// (autocannon, 50 connections for BENCH_REVIEW_SECONDS, default 30), each action opening a
// conversation, re-reading a bar of its score and recording a decision on a flag. Figures: requests,
// p50/p95/p99 latency, errors (non-2xx and socket errors), and decisions lost (answered 201 but not
// in the database afterwards). Target: p95 under 500 ms, no error, no lost decision. SQLite, one
// server process; needs `npm run build` first.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import autocannon from "autocannon";
import { openDb } from "../../lib/db/client.ts";
import { emptyDatabase } from "../../test/support/databases.ts";
import { bigDatabase } from "./big-database.ts";
import type { Bench } from "./section.ts";

const TOTAL = Number(process.env.BENCH_REVIEW_CONVERSATIONS ?? 10_000);
const SECONDS = Number(process.env.BENCH_REVIEW_SECONDS ?? 30);
const REVIEWERS = 50;
const PORT = 3900 + (process.pid % 90);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = "correct horse battery";

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE, ...headers },
    body: JSON.stringify(body),
  });
}

const cookieOf = (r: Response) =>
  r.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function reviewerCookies(): Promise<string[]> {
  const admin = await post("/api/auth/sign-up/email", {
    name: "Bench Admin",
    email: "admin@bench.test",
    password: PASSWORD,
  });
  if (admin.status !== 200) throw new Error(`first admin: ${admin.status} ${await admin.text()}`);
  const adminCookie = cookieOf(admin);
  const cookies: string[] = [];
  for (let i = 1; i <= REVIEWERS; i++) {
    const email = `reviewer${i}@bench.test`;
    const made = await post(
      "/api/users",
      { name: `Reviewer ${i}`, email, password: PASSWORD, role: "reviewer" },
      { cookie: adminCookie },
    );
    if (made.status !== 201) throw new Error(`reviewer ${i}: ${made.status} ${await made.text()}`);
    // Each reviewer signs in from their own machine (Better Auth limits sign-ins per address).
    const signedIn = await post(
      "/api/auth/sign-in/email",
      { email, password: PASSWORD },
      { "x-forwarded-for": `10.0.${i >> 8}.${i & 255}` },
    );
    if (signedIn.status !== 200) throw new Error(`sign-in ${i}: ${signedIn.status} ${await signedIn.text()}`);
    cookies.push(cookieOf(signedIn));
  }
  return cookies;
}

export const bench: Bench = async () => {
  if (!existsSync(".next/BUILD_ID"))
    throw new Error("review-load measures the built app: run `npm run build` first");
  const empty = await emptyDatabase("sqlite");
  const db = await openDb(empty.url);
  const start = performance.now();
  await bigDatabase(db, Math.min(1_000, TOTAL), TOTAL);
  const build = (performance.now() - start) / 1000;
  const conversations = (
    await db.prisma.conversation.findMany({ select: { id: true, scoreId: true } })
  ).filter((c) => c.scoreId);
  const versions = await db.prisma.scoreVersion.findMany({
    select: { scoreId: true, version: true, bars: true },
  });
  const versionsOf = new Map<string, { version: number; bars: number }[]>();
  for (const v of versions) versionsOf.set(v.scoreId, [...(versionsOf.get(v.scoreId) ?? []), v]);
  const flags = (await db.prisma.flag.findMany({ select: { id: true }, take: 20_000 })).map((f) => f.id);
  await db.close();

  const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(PORT)], {
    env: { ...process.env, DATABASE_URL: empty.url, NEXT_TELEMETRY_DISABLED: "1", BARLINE_AUTH: "" },
    detached: true,
    stdio: "ignore",
  });
  try {
    for (let i = 0; ; i++) {
      try {
        await fetch(`${BASE}/api/health`);
        break;
      } catch {
        if (i > 600) throw new Error("the server did not start within 60 s");
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const cookies = await reviewerCookies();
    let turn = 0;
    const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
    const acknowledged = new Set<string>();
    const latencies: number[] = [];
    // Each step's own time, from its setup to its answer.
    const steps = {
      "open a conversation": [] as number[],
      "re-read a bar": [] as number[],
      "record a decision": [] as number[],
    };
    const timed =
      (step: keyof typeof steps) => (_status: number, _body: string, context: Record<string, unknown>) =>
        steps[step].push(performance.now() - (context.t as number));
    const instance = autocannon({
      url: BASE,
      connections: REVIEWERS,
      duration: SECONDS,
      requests: [
        {
          setupRequest(req, context) {
            const c = pick(conversations);
            context.cookie = cookies[turn++ % cookies.length];
            context.scoreId = c.scoreId;
            context.t = performance.now();
            return {
              ...req,
              method: "GET",
              path: `/api/conversations/${encodeURIComponent(c.id)}`,
              headers: { cookie: context.cookie as string },
            };
          },
          onResponse: timed("open a conversation"),
        },
        {
          setupRequest(req, context) {
            const v = pick(versionsOf.get(context.scoreId as string) ?? []);
            const bar = 1 + Math.floor(Math.random() * Math.max(1, v.bars));
            context.t = performance.now();
            return {
              ...req,
              method: "GET",
              path: `/api/scores/${encodeURIComponent(context.scoreId as string)}/versions/${v.version}/bars/${bar}`,
              headers: { cookie: context.cookie as string },
            };
          },
          onResponse: timed("re-read a bar"),
        },
        {
          setupRequest(req, context) {
            context.t = performance.now();
            return {
              ...req,
              method: "POST",
              path: `/api/flags/${pick(flags)}/review`,
              headers: { cookie: context.cookie as string, origin: BASE, "content-type": "application/json" },
              body: JSON.stringify({
                decision: Math.random() < 0.5 ? "confirmed" : "dismissed",
                note: "load",
              }),
            };
          },
          onResponse(status, body, context) {
            timed("record a decision")(status, body, context);
            if (status === 201) acknowledged.add((JSON.parse(body) as { id: string }).id);
          },
        },
      ],
    });
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    const result = await instance;

    const after = await openDb(empty.url, { migrate: false });
    const stored = new Set((await after.prisma.review.findMany({ select: { id: true } })).map((r) => r.id));
    await after.close();
    const lost = [...acknowledged].filter((id) => !stored.has(id)).length;
    const errors = result.non2xx + result.errors + result.timeouts;
    const ms = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return [50, 95, 99].map((p) => Math.round(percentile(sorted, p))).join(" | ");
    };
    return {
      title: "Team review under load",
      body: [
        `SQLite, one server process, ${TOTAL.toLocaleString("en")} conversations, ${REVIEWERS} reviewers for ${SECONDS} s: ${result.requests.total} requests, ${errors} errors, ${acknowledged.size} decisions recorded, ${lost} lost.`,
        "",
        "| requests | count | p50 ms | p95 ms | p99 ms |",
        "|---|---:|---:|---:|---:|",
        `| all | ${latencies.length} | ${ms(latencies)} |`,
        ...Object.entries(steps).map(([name, xs]) => `| ${name} | ${xs.length} | ${ms(xs)} |`),
        "",
        `The built app on loopback; each reviewer's action opens a conversation, re-reads a bar of its score and records a decision on a flag (autocannon, ${REVIEWERS} connections, one signed-in reviewer each). Errors are non-2xx answers, socket errors and timeouts; lost decisions were answered 201 yet are not in the database afterwards. Database of ${TOTAL.toLocaleString("en")} conversations built in ${build.toFixed(0)} s. Target: p95 under 500 ms, no error, no lost decision. \`npm run build && npm run bench -- review-load\`.`,
      ].join("\n"),
    };
  } finally {
    process.kill(-server.pid!, "SIGKILL");
    await empty.drop();
  }
};
