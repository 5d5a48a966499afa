// Team review under load: the built app (`next start`) on loopback over a database of
// BENCH_REVIEW_CONVERSATIONS conversations (default 10,000), 50 signed-in reviewers at once
// (autocannon, 50 connections for BENCH_REVIEW_SECONDS, default 30), each action opening a
// conversation, re-reading a bar of its score and recording a decision on a flag. On SQLite with one
// server process, and on PostgreSQL (where ensure-postgres.sh gives a server) with two, the reviewers
// split between them. The reviewers first work for BENCH_REVIEW_WARM_SECONDS (default "20,30": two
// windows, 50 s) while the servers' compilers warm up (a server just started spends half as much
// CPU again a request, and still a fifth more in its second half-minute); each warming
// window is reported on its own line. Figures: p50/p95/p99 latency overall and per step, errors
// (non-2xx, socket errors, timeouts) and decisions lost (answered 201 but not in the database
// afterwards), counted over every window.
// Target: p95 under 500 ms, no error, no lost decision. Needs `npm run build` first.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { openDb } from "../../lib/db/client.ts";
import { emptyDatabase, postgresAvailable } from "../../test/support/databases.ts";
import { bigDatabase } from "./big-database.ts";
import { canMeasureProcesses, cpuReading, cpuSince, postgresPids } from "./process-cpu.ts";
import type { Bench } from "./section.ts";

const TOTAL = Number(process.env.BENCH_REVIEW_CONVERSATIONS ?? 10_000);
const SECONDS = Number(process.env.BENCH_REVIEW_SECONDS ?? 30);
const WARM_WINDOWS = (process.env.BENCH_REVIEW_WARM_SECONDS ?? "20,30")
  .split(",")
  .map(Number)
  .filter((s) => s > 0);
const REVIEWERS = 50;
const PASSWORD = "correct horse battery";
const STEPS = ["open a conversation", "re-read a bar", "record a decision"] as const;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const cookieOf = (r: Response) =>
  r.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, ...headers },
    body: JSON.stringify(body),
  });
}

/** The first admin, then 50 reviewers each signed in (on the server they will use). */
async function reviewerCookies(bases: string[]): Promise<string[]> {
  const admin = await post(bases[0]!, "/api/auth/sign-up/email", {
    name: "Bench Admin",
    email: "admin@bench.test",
    password: PASSWORD,
  });
  if (admin.status !== 200) throw new Error(`first admin: ${admin.status} ${await admin.text()}`);
  const cookies: string[] = [];
  for (let i = 1; i <= REVIEWERS; i++) {
    const base = bases[i % bases.length]!;
    const email = `reviewer${i}@bench.test`;
    const user = { name: `Reviewer ${i}`, email, password: PASSWORD, role: "reviewer" };
    const made = await post(base, "/api/users", user, { cookie: cookieOf(admin) });
    if (made.status !== 201) throw new Error(`reviewer ${i}: ${made.status} ${await made.text()}`);
    // Each reviewer signs in from their own machine (Better Auth limits sign-ins per address).
    const address = { "x-forwarded-for": `10.0.${i >> 8}.${i & 255}` };
    const signedIn = await post(base, "/api/auth/sign-in/email", { email, password: PASSWORD }, address);
    if (signedIn.status !== 200) throw new Error(`sign-in ${i}: ${signedIn.status} ${await signedIn.text()}`);
    cookies.push(cookieOf(signedIn));
  }
  return cookies;
}

async function started(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      await fetch(`${base}/api/health`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`the server at ${base} did not start within 60 s`);
}

/** The reviewers at work for a while. */
interface Window {
  requests: number;
  errors: number;
  all: number[];
  steps: Record<(typeof STEPS)[number], number[]>;
  /** CPU ms per request of the server processes, and of PostgreSQL's; null where not measured. */
  cpu: { server: number; database: number | null } | null;
}

interface Run {
  label: string;
  build: number;
  /** The windows of BENCH_REVIEW_WARM_SECONDS, while the servers warm up; then the measured one. */
  warm: Window[];
  measured: Window;
  /** Over every window, as are failures, decisions and lost. */
  errors: number;
  /** What the errors were: status and message per step, timeouts, socket errors. */
  failures: string[];
  decisions: number;
  lost: number;
}

async function measure(provider: "sqlite" | "postgresql", processes: number): Promise<Run> {
  const empty = await emptyDatabase(provider);
  const db = await openDb(empty.url);
  const start = performance.now();
  await bigDatabase(db, Math.min(1_000, TOTAL), TOTAL);
  const build = (performance.now() - start) / 1000;
  const conversations = (
    await db.prisma.conversation.findMany({ select: { id: true, scoreId: true } })
  ).filter((c): c is { id: string; scoreId: string } => c.scoreId !== null);
  const versionsOf = new Map<string, { version: number; bars: number }[]>();
  for (const v of await db.prisma.scoreVersion.findMany({
    select: { scoreId: true, version: true, bars: true },
  }))
    versionsOf.set(v.scoreId, [...(versionsOf.get(v.scoreId) ?? []), v]);
  const flags = (await db.prisma.flag.findMany({ select: { id: true }, take: 20_000 })).map((f) => f.id);
  await db.close();

  const ports = Array.from({ length: processes }, (_, i) => 3900 + ((process.pid + i) % 90));
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  // Each server its own process group, so the kill takes next-server with it.
  const servers: ChildProcess[] = ports.map((port) =>
    spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
      env: {
        ...process.env,
        DATABASE_URL: empty.url,
        NEXT_TELEMETRY_DISABLED: "1",
        BARLINE_AUTH: "",
        // One process per core re-reads bars on its own main thread (README: BARLINE_ENGRAVE_THREADS).
        BARLINE_ENGRAVE_THREADS: processes > 1 ? "0" : "",
      },
      detached: true,
      stdio: "ignore",
    }),
  );
  try {
    await Promise.all(bases.map(started));
    const cookies = await reviewerCookies(bases);
    // Each server answers each kind of request once before the measured time, as a running server
    // has: a route's code is loaded on its first request.
    for (const [server, base] of bases.entries()) {
      const cookie = cookies.find((_, i) => (i + 1) % bases.length === server)!;
      const c = conversations[0]!;
      const v = versionsOf.get(c.scoreId)![0]!;
      const ids = `${encodeURIComponent(c.scoreId)}/versions/${v.version}/bars/1`;
      for (const r of [
        await fetch(`${base}/api/conversations/${encodeURIComponent(c.id)}`, { headers: { cookie } }),
        await fetch(`${base}/api/scores/${ids}`, { headers: { cookie } }),
        await post(
          base,
          `/api/flags/${flags[0]}/review`,
          { decision: "confirmed", note: "warm-up" },
          { cookie },
        ),
      ])
        if (r.status >= 300) throw new Error(`warm-up on ${base}: ${r.status} ${await r.text()}`);
    }
    const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
    const serverPids = servers.map((s) => s.pid!);
    const databasePids = () => (provider === "postgresql" ? postgresPids() : []);
    const acknowledged = new Set<string>();
    const failures = new Map<string, number>();
    // The reviewers at work for `seconds`: every answer's time, each step's own, and the CPU spent.
    const atWork = async (seconds: number): Promise<Window> => {
      const cpuBefore = canMeasureProcesses ? cpuReading([...serverPids, ...databasePids()]) : null;
      const all: number[] = [];
      const steps = Object.fromEntries(STEPS.map((s) => [s, [] as number[]])) as Window["steps"];
      // Each step's own time, from its setup to its answer.
      const timed =
        (step: (typeof STEPS)[number]) =>
        (status: number, body: string, context: Record<string, unknown>) => {
          steps[step].push(performance.now() - (context.t as number));
          if (status >= 300) {
            const key = `${step}: ${status} ${body.slice(0, 120)}`;
            failures.set(key, (failures.get(key) ?? 0) + 1);
          }
        };
      const results = await Promise.all(
        bases.map((base, server) => {
          const mine = cookies.filter((_, i) => (i + 1) % bases.length === server);
          let turn = 0;
          const instance = autocannon({
            url: base,
            connections: mine.length,
            duration: seconds,
            requests: [
              {
                setupRequest(req, context) {
                  const c = pick(conversations);
                  Object.assign(context, {
                    cookie: mine[turn++ % mine.length],
                    scoreId: c.scoreId,
                    t: performance.now(),
                  });
                  const path = `/api/conversations/${encodeURIComponent(c.id)}`;
                  return { ...req, method: "GET", path, headers: { cookie: context.cookie as string } };
                },
                onResponse: timed("open a conversation"),
              },
              {
                setupRequest(req, context) {
                  const scoreId = context.scoreId as string;
                  const v = pick(versionsOf.get(scoreId) ?? []);
                  const bar = 1 + Math.floor(Math.random() * Math.max(1, v.bars));
                  context.t = performance.now();
                  const path = `/api/scores/${encodeURIComponent(scoreId)}/versions/${v.version}/bars/${bar}`;
                  return { ...req, method: "GET", path, headers: { cookie: context.cookie as string } };
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
                    headers: {
                      cookie: context.cookie as string,
                      origin: base,
                      "content-type": "application/json",
                    },
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
          instance.on("response", (_client, _status, _bytes, responseTime) => all.push(responseTime));
          return instance;
        }),
      );
      const requests = results.reduce((n, r) => n + r.requests.total, 0);
      for (const r of results) {
        if (r.timeouts) failures.set("timeouts (10 s)", (failures.get("timeouts (10 s)") ?? 0) + r.timeouts);
        if (r.errors > r.timeouts)
          failures.set("socket errors", (failures.get("socket errors") ?? 0) + r.errors - r.timeouts);
      }
      return {
        requests,
        // autocannon's errors include its timeouts.
        errors: results.reduce((n, r) => n + r.non2xx + r.errors, 0),
        all,
        steps,
        cpu: cpuBefore && {
          server: cpuSince(cpuBefore, serverPids) / requests,
          database: provider === "postgresql" ? cpuSince(cpuBefore, databasePids()) / requests : null,
        },
      };
    };
    const warm: Window[] = [];
    for (const seconds of WARM_WINDOWS) warm.push(await atWork(seconds));
    const measured = await atWork(SECONDS);
    const after = await openDb(empty.url, { migrate: false });
    const stored = new Set((await after.prisma.review.findMany({ select: { id: true } })).map((r) => r.id));
    await after.close();
    return {
      label: `${provider === "sqlite" ? "SQLite" : "PostgreSQL"}, ${processes} ${processes === 1 ? "process" : "processes"}`,
      build,
      warm,
      measured,
      errors: [...warm, measured].reduce((n, w) => n + w.errors, 0),
      failures: [...failures].map(([what, n]) => `${n} × ${what}`),
      decisions: acknowledged.size,
      lost: [...acknowledged].filter((id) => !stored.has(id)).length,
    };
  } finally {
    for (const s of servers) process.kill(-s.pid!, "SIGKILL");
    await empty.drop();
  }
}

/** "0–20 s": the i-th window's span from the reviewers' start. */
function windowName(i: number): string {
  const spans = [...WARM_WINDOWS, SECONDS];
  const from = spans.slice(0, i).reduce((a, b) => a + b, 0);
  return `${from}–${from + spans[i]!} s`;
}

const cpuCell = (cpu: Window["cpu"]) =>
  cpu ? `${cpu.server.toFixed(1)}, ${cpu.database === null ? "in process" : cpu.database.toFixed(1)}` : "–";

export const bench: Bench = async () => {
  if (!existsSync(".next/BUILD_ID"))
    throw new Error("review-load measures the built app: run `npm run build` first");
  const load = loadavg()[0]!.toFixed(1);
  const runs = [await measure("sqlite", 1)];
  if (postgresAvailable()) runs.push(await measure("postgresql", 2));
  const ms = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return [50, 95, 99].map((p) => Math.round(percentile(sorted, p))).join(" | ");
  };
  return {
    title: "Team review under load",
    summary:
      "Fifty reviewers at once against the built app: latency, errors and lost decisions, on SQLite and PostgreSQL.",
    body: [
      "| database, servers | window | requests | errors | decisions | lost | CPU ms a request: servers, database | step | p50 ms | p95 ms | p99 ms |",
      "|---|---|---:|---:|---:|---:|---:|---|---:|---:|---:|",
      ...runs.flatMap((r) => [
        ...r.warm.map(
          (w, i) =>
            `| ${i === 0 ? r.label : ""} | ${windowName(i)}, warming up | ${w.requests} | ${w.errors} | | | ${cpuCell(w.cpu)} | all | ${ms(w.all)} |`,
        ),
        `| ${r.warm.length === 0 ? r.label : ""} | ${windowName(WARM_WINDOWS.length)}, measured | ${r.measured.requests} | ${r.measured.errors} | ${r.decisions} | ${r.lost} | ${cpuCell(r.measured.cpu)} | all | ${ms(r.measured.all)} |`,
        ...STEPS.map((s) => `| | | | | | | | ${s} | ${ms(r.measured.steps[s])} |`),
      ]),
      "",
      ...runs.flatMap((r) =>
        r.failures.length ? [`Errors on ${r.label}: ${r.failures.join("; ")}.`, ""] : [],
      ),
      `The built app on loopback over ${TOTAL.toLocaleString("en")} conversations (built in ${runs.map((r) => `${r.build.toFixed(0)} s`).join(" and ")}); ${REVIEWERS} signed-in reviewers (autocannon, one connection each, split between the servers), each action opening a conversation, re-reading a bar of its score and recording a decision on a flag, after each server has answered one of each: for ${WARM_WINDOWS.reduce((a, b) => a + b, 0)} s while the servers' compilers warm up (${WARM_WINDOWS.length} windows, each on its own line: a server just started spends more CPU a request), then for the ${SECONDS} s measured. One server process re-reads and engraves bars on worker threads beside its main thread, one per core; two, one per core, do it on their main threads (\`BARLINE_ENGRAVE_THREADS=0\`). Errors are non-2xx answers, socket errors and timeouts; decisions (answered 201) and lost ones (answered 201 yet not in the database afterwards) count every window. CPU ms a request is the user and system CPU of the server processes, and of the local PostgreSQL server's processes, over the window, divided by the requests answered: on a shared machine it tells two versions of the code apart better than latency does. Load average (1 min) when this benchmark started: ${load}; the machine is shared. Target: p95 under 500 ms, no error, no lost decision. \`npm run build && npm run bench -- review-load\`.`,
    ].join("\n"),
  };
};
