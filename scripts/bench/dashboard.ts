// The dashboard as a person meets it (issue 9, "Speed"): the built app (`npm run build`, then
// `next start` with BARLINE_AUTH=off) over a SQLite database this benchmark prepares, read in
// Debian's Chromium. Three figures, each the median of several warm runs: a bar of the Grosse Fuge
// re-read (text + SVG) by the bar route, a 300-turn conversation in the reader until a claim's
// evidence opens, and a page change of the conversation list over BENCH_DASHBOARD_CONVERSATIONS
// conversations (default 100,000). Targets: 150 ms, 1 s, 300 ms.
import { execFileSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { openDb } from "../../lib/db/client.ts";
import { corpusDir } from "../../test/fixtures/score/paths.ts";
import type { Line } from "../../test/support/chat.ts";
import { EDITS, turn, versionTexts } from "./analyze.ts";
import { bigDatabase } from "./big-database.ts";
import { APP, buildApp, launchChromium, quiet, startServer, stopServer, freePort } from "./built-app.ts";
import { anthropicMessages } from "./bundle-on-disk.ts";
import type { Bench } from "./section.ts";

const TOTAL = Number(process.env.BENCH_DASHBOARD_CONVERSATIONS ?? 100_000);
const SEED = Math.min(1_000, TOTAL);
const LONG_TURNS = 300;
const RUNS = 7;
const FUGE = "beethoven_op133-grosse-fuge_sq10502527.musicxml";
/** Bars engraved before timing starts, as a running server has engraved some. */
const WARM_UP = Array.from({ length: 20 }, (_, k) => String(402 + k));
/** Spread over the piece: the opening, key and clef changes, the last bar. */
const BARS = ["1", "17", "97", "161", "233", "300", "414", "533", "650", "741"];
const PAGE_BARS = ["60", "130", "250", "480", "600"];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The bundle users would hand over: the Fuge as saved twice (one pitch changed by a short chat's
 * edit), and a 300-turn conversation on a small score of its own. */
function writeSmallBundle(dir: string): void {
  mkdirSync(path.join(dir, "chats"), { recursive: true });
  writeFileSync(path.join(dir, "bundle.json"), JSON.stringify({ name: "dashboard bench" }));
  const begin = Date.parse("2026-11-02T09:00:00Z");
  const time = (n: number) => iso(begin + n * 30_000);

  const fuge = readFileSync(path.join(corpusDir, "openscore-quartets", FUGE), "utf8");
  const at = fuge.indexOf("<step>", Math.floor(fuge.length / 2)) + "<step>".length;
  const changed = fuge.slice(0, at) + (fuge[at] === "C" ? "D" : "C") + fuge.slice(at + 1);
  const fugeChat: Line[] = [
    { role: "user", text: "Please change one note in bar 400 of the first violin." },
    { role: "assistant", text: "", calls: [{ id: "f1", name: "edit_score", args: { bars: "400" } }] },
    { role: "tool", results: [{ id: "f1", text: "Applied. Saved as version 2." }] },
    { role: "assistant", text: "Done: bar 400 has the new note. The key is B-flat major." },
  ];
  writeScore(dir, "grosse-fuge", "fuge", [fuge, changed], "f1", fugeChat, time);

  const lines = Array.from({ length: LONG_TURNS }, (_, t) => turn(0, t + 1, EDITS)).flat();
  writeScore(dir, "long-300", "long", versionTexts(0), null, lines, time);
}

/** One chat and its score's versions, each saved a minute after the last; version 2 by `call`. */
function writeScore(
  dir: string,
  id: string,
  scoreId: string,
  texts: string[],
  call: string | null,
  lines: Line[],
  time: (n: number) => string,
): void {
  writeFileSync(
    path.join(dir, "chats", `${id}.json`),
    JSON.stringify({
      conversationId: id,
      scoreId,
      model: "claude-haiku-5-5",
      startedAt: time(0),
      messages: anthropicMessages(lines, time),
    }),
  );
  const scoreDir = path.join(dir, "scores", scoreId);
  mkdirSync(scoreDir, { recursive: true });
  const versions = texts.map((text, k) => {
    const file = `v${k + 1}.musicxml`;
    writeFileSync(path.join(scoreDir, file), text);
    const savedAt = iso(Date.parse(time(0)) + (k - 1) * 60_000);
    return call && k === 1
      ? { version: k + 1, file, savedAt, conversationId: id, toolCallId: call }
      : { version: k + 1, file, savedAt };
  });
  writeFileSync(path.join(scoreDir, "history.json"), JSON.stringify({ scoreId, title: id, versions }));
}

/** The bar route's answer (reading, diff and SVG), fetched by the page: wall ms and SVG length. */
function fetchBar(page: Page, bar: string): Promise<{ ms: number; svg: number }> {
  return page.evaluate(async (bar) => {
    const start = performance.now();
    const r = await fetch(`/api/scores/fuge/versions/2/bars/${bar}`);
    if (!r.ok) throw new Error(`bar ${bar}: ${r.status} ${await r.text()}`);
    const body = (await r.json()) as { svg: string };
    return { ms: performance.now() - start, svg: body.svg.length };
  }, bar);
}

/** The bar's page from navigation to its load event, in the page's own clock. */
async function barPage(page: Page, bar: string): Promise<number> {
  await page.goto(`/scores/fuge/versions/2/bars/${bar}`, { waitUntil: "load" });
  await page.locator(".engraving svg").first().waitFor();
  return page.evaluate(
    () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
  );
}

async function rereads(page: Page) {
  for (const bar of WARM_UP) await fetchBar(page, bar);
  const fresh: number[] = [];
  const again: number[] = [];
  const svg: number[] = [];
  for (const bar of BARS) {
    const first = await fetchBar(page, bar);
    fresh.push(first.ms);
    svg.push(first.svg);
    again.push((await fetchBar(page, bar)).ms);
  }
  const pageFresh: number[] = [];
  const pageAgain: number[] = [];
  for (const bar of PAGE_BARS) {
    pageFresh.push(await barPage(page, bar));
    pageAgain.push(await barPage(page, bar));
  }
  return { fresh, again, svg, pageFresh, pageAgain };
}

/** Runs in the reader before its scripts: from the first frame, focuses the first claim mark again
 * and again until its evidence opens — the moment the page answers a person. */
const WATCH_INTERACTIVE = `(() => {
  const tick = () => {
    const mark = document.querySelector("a[data-claim]");
    if (mark && document.querySelector('[role="tooltip"]')) {
      window.__interactive = performance.now();
      return;
    }
    if (mark) { mark.blur(); mark.focus(); }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

async function reader(browser: Browser, base: string) {
  const once = async () => {
    const page = await browser.newPage({ baseURL: base });
    try {
      await page.addInitScript(WATCH_INTERACTIVE);
      await page.goto("/conversations/long-300", { waitUntil: "load" });
      await page.waitForFunction(() => "__interactive" in window, null, { timeout: 60_000 });
      return await page.evaluate(() => {
        const nav = performance.getEntriesByType("navigation")[0]!.toJSON() as Record<string, number>;
        return {
          load: nav.loadEventEnd!,
          html: nav.responseEnd!,
          interactive: (window as unknown as { __interactive: number }).__interactive,
          turns: new Set(
            Array.from(document.querySelectorAll("li[data-turn]")).map((li) => li.getAttribute("data-turn")),
          ).size,
          claims: document.querySelectorAll("a[data-claim]").length,
        };
      });
    } finally {
      await page.close();
    }
  };
  await once();
  const runs = [];
  for (let k = 0; k < RUNS; k++) runs.push(await once());
  return runs;
}

/** Clicks a control of the conversation list in the page and waits, frame by frame, until the
 * table shows the server's new rows; ms in the page's clock. Plain JavaScript in a string: tsx
 * would name the inner functions with a helper the page lacks. */
const PAGE_CHANGE = `async (control) => {
  const table = document.querySelector('[data-testid="conversations"]');
  const rows = () =>
    Array.from(table.querySelectorAll("tbody tr[data-conversation]"), (r) => r.getAttribute("data-conversation")).join();
  const range = () => document.querySelector('[data-testid="range"]')?.textContent;
  const headers = () => Array.from(table.querySelectorAll("th"), (th) => th.getAttribute("aria-sort")).join();
  const before = { rows: rows(), range: range(), headers: headers() };
  const button =
    control === "Next"
      ? Array.from(document.querySelectorAll("button")).find((b) => b.textContent.trim() === "Next")
      : Array.from(table.querySelectorAll("th button")).find((b) => b.textContent.trim() === control);
  if (!button) throw new Error("no " + control + " button");
  const start = performance.now();
  button.click();
  const changed = () =>
    control === "Next"
      ? range() !== before.range && rows() !== before.rows
      : headers() !== before.headers && rows() !== before.rows;
  while (!changed()) {
    if (performance.now() - start > 60000) throw new Error("the table did not change after " + control);
    await new Promise((r) => requestAnimationFrame(r));
  }
  return performance.now() - start;
}`;

function pageChange(page: Page, control: string): Promise<number> {
  return page.evaluate<number>(`(${PAGE_CHANGE})(${JSON.stringify(control)})`);
}

async function list(page: Page) {
  await page.goto("/conversations", { waitUntil: "load" });
  const total = await page.getByTestId("range").textContent();
  // Warm-up: one of each.
  await pageChange(page, "Next");
  await pageChange(page, "Flags");
  await page.goto("/conversations", { waitUntil: "load" });
  const next: number[] = [];
  for (let k = 0; k < RUNS; k++) next.push(await pageChange(page, "Next"));
  const sorts = ["Flags", "Claims", "Contradicted", "Turns", "Started", "Flags", "Claims"];
  const sort: number[] = [];
  for (const s of sorts.slice(0, RUNS)) sort.push(await pageChange(page, s));
  return { total, next, sort };
}

const ms = (n: number) => `${Math.round(n)} ms`;
const verdict = (value: number, target: number) => (value < target ? "met" : "not met");

export const bench: Bench = async () => {
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  process.stderr.write(`bench: dashboard: npm run build in ${APP}…\n`);
  const commit = buildApp();
  const app = APP;
  const dir = mkdtempSync(path.join(os.tmpdir(), "barline-bench-dashboard-"));
  const url = `file:${path.join(dir, "dashboard.db")}`;
  let server: ChildProcess | null = null;
  let browser: Browser | null = null;
  try {
    process.stderr.write(`bench: dashboard: a database of ${TOTAL.toLocaleString("en")} conversations…\n`);
    const buildStart = performance.now();
    const db = await openDb(url);
    try {
      await bigDatabase(db, SEED, TOTAL);
      await db.prisma.$executeRawUnsafe("ANALYZE");
    } finally {
      await db.close();
    }
    const built = (performance.now() - buildStart) / 1000;
    const bundle = path.join(dir, "bundle");
    writeSmallBundle(bundle);
    execFileSync("npm", ["run", "--silent", "barline", "--", "ingest", bundle], {
      ...quiet,
      cwd: app,
      env: { ...process.env, DATABASE_URL: url },
    });

    const port = await freePort();
    server = await startServer(app, url, port);
    const base = `http://127.0.0.1:${port}`;
    browser = await launchChromium();
    const page = await browser.newPage({ baseURL: base });
    await page.goto("/api/health");
    process.stderr.write("bench: dashboard: re-reading bars…\n");
    const bars = await rereads(page);
    process.stderr.write("bench: dashboard: the reader…\n");
    const reads = await reader(browser, base);
    process.stderr.write("bench: dashboard: the conversation list…\n");
    const pages = await list(page);
    const loadAfter = os.loadavg()[0]!.toFixed(1);

    const warm = median(bars.again);
    const interactive = median(reads.map((r) => r.interactive));
    const next = median(pages.next);
    const sort = median(pages.sort);
    const r0 = reads[0]!;
    return {
      title: "The dashboard in the browser",
      summary:
        "The built dashboard in Chromium: re-reading a bar, the reader on a 300-turn conversation, paging and sorting the list.",
      body: `| what (the built app in Chromium) | median | max | target |
|---|---|---|---|
| re-read a bar of the Grosse Fuge (text + SVG, the bar route's JSON), a bar not asked before (${BARS.length} bars) | ${ms(median(bars.fresh))} | ${ms(Math.max(...bars.fresh))} | |
| re-read the same bar again, warm (${BARS.length} bars) | ${ms(warm)} | ${ms(Math.max(...bars.again))} | < 150 ms — ${verdict(warm, 150)} |
| the bar's page, navigation to load event, a bar not asked before / again (${PAGE_BARS.length} bars) | ${ms(median(bars.pageFresh))} / ${ms(median(bars.pageAgain))} | ${ms(Math.max(...bars.pageFresh))} / ${ms(Math.max(...bars.pageAgain))} | |
| the reader on a ${LONG_TURNS}-turn conversation: navigation to load event (${RUNS} runs) | ${ms(median(reads.map((r) => r.load)))} | ${ms(Math.max(...reads.map((r) => r.load)))} | |
| the reader on a ${LONG_TURNS}-turn conversation: navigation to interactive (a claim's evidence opens on focus) | ${ms(interactive)} | ${ms(Math.max(...reads.map((r) => r.interactive)))} | < 1 s — ${verdict(interactive, 1000)} |
| the conversation list: Next, click to the new rows shown (${RUNS} pages) | ${ms(next)} | ${ms(Math.max(...pages.next))} | < 300 ms — ${verdict(next, 300)} |
| the conversation list: a sort change, click to the new rows shown (${RUNS} sorts) | ${ms(sort)} | ${ms(Math.max(...pages.sort))} | < 300 ms — ${verdict(sort, 300)} |

The app as committed (${commit}, exported to a directory of its own), built by \`npm run build\` and served by \`next start\` (BARLINE_AUTH=off) on a SQLite database made for the run: ${TOTAL.toLocaleString("en")} generated conversations (${SEED.toLocaleString("en")} ingested, then their rows copied under new ids, as "The database: the dashboard's questions" builds it; ${built.toFixed(0)} s), then a small bundle ingested by \`npm run barline -- ingest\`: the Grosse Fuge saved twice (version 1 the corpus file, version 2 the same with one pitch changed, by a four-message chat) and a ${LONG_TURNS}-turn conversation (${r0.turns} turns and ${r0.claims} marked claims shown) on a 16-bar score of five versions. Read in Debian's Chromium (headless, through playwright-core), one browser for the whole run; all times are the page's own clock. Bars: ${BARS.join(", ")} fetched by the page (\`fetch\` of \`/api/scores/fuge/versions/2/bars/{bar}\` until its JSON — reading, previous version, diff and SVG of ${Math.min(...bars.svg).toLocaleString("en")}–${Math.max(...bars.svg).toLocaleString("en")} characters — is parsed), after ${WARM_UP.length} other bars were (a running server's state), then each again; the bar's page for bars ${PAGE_BARS.join(", ")}. The reader: a new tab each run (the browser's cache warm, after one untimed run), timed from navigation to the load event and to the first frame at which focusing the first claim mark opens its evidence (the script that focuses it runs from the first frame, so this is when React has hydrated the page). The list (${pages.total}): clicking Next through pages 1 to ${RUNS + 1}, then clicking the column headers ${["Flags", "Claims", "Contradicted", "Turns", "Started", "Flags", "Claims"].slice(0, RUNS).join(", ")} in turn, each timed from the click until the range and the rows (or the column sorted and the rows) differ, checked every frame. Load average (1 min) when the benchmark started: ${loadBefore}; when its measurements ended: ${loadAfter} (on ${os.cpus().length} cores shared with other work, so wall times stretch).`,
    };
  } finally {
    await browser?.close();
    if (server) await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
};
