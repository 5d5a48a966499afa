// The reader on long agent sessions (issue 31): a 300-turn and a 5,000-turn Claude Code session
// (scripts/bench/long-session.ts, ingested by `barline ingest`), opened in the built app in
// Chromium. Timed from navigation to the reader's own `data-ready` marker (set once the chat has
// hydrated and drawn its first turns); memory is the page's JS heap after a forced garbage
// collection, when opened and again after the window was moved through the whole session.
// Targets: interactive under 1 s (300 turns) and 1.5 s (5,000 turns), the heap flat.
import { execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { APP, buildApp, freePort, launchChromium, quiet, startServer, stopServer } from "./built-app.ts";
import { writeLongSession } from "./long-session.ts";
import type { Bench } from "./section.ts";

const SIZES = [300, 5_000];
const RUNS = 5;
/** Points the window is moved to, as a share of the page's height. */
const STOPS = Array.from({ length: 10 }, (_, k) => (k + 1) / 10);

/** Runs before the page's scripts: notes the moment the chat says it is ready. */
const WATCH_READY = `(() => {
  const seen = () => {
    if (document.querySelector('ol[data-ready]')) {
      window.__ready = performance.now();
      return true;
    }
    return false;
  };
  new MutationObserver((_, o) => { if (seen()) o.disconnect(); }).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ["data-ready"],
  });
})();`;

interface Open {
  html: number;
  load: number;
  ready: number;
  heap: number;
  nodes: number;
  turns: number;
}

/** The JS heap in use after a full garbage collection (MiB), through the DevTools protocol. */
async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("HeapProfiler.collectGarbage");
    await cdp.send("Performance.enable");
    const { metrics } = await cdp.send("Performance.getMetrics");
    return metrics.find((m) => m.name === "JSHeapUsedSize")!.value / 2 ** 20;
  } finally {
    await cdp.detach();
  }
}

const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName("*").length);

async function open(page: Page, id: string): Promise<Open> {
  await page.goto(`/conversations/${id}`, { waitUntil: "load" });
  await page.waitForFunction(() => "__ready" in window, null, { timeout: 60_000 });
  const t = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return {
      html: nav.responseEnd,
      load: nav.loadEventEnd,
      ready: (window as unknown as { __ready: number }).__ready,
      turns: Number(document.querySelector("ol[data-turns]")?.getAttribute("data-turns")),
    };
  });
  return { ...t, heap: await heapAfterGc(page), nodes: await domNodes(page) };
}

/** Moves the window through the session (to each stop, until the turn in the middle is drawn);
 * the heap and the page's elements after. */
async function scrollThrough(page: Page): Promise<{ heap: number; nodes: number; maxNodes: number }> {
  let maxNodes = 0;
  for (const stop of STOPS) {
    await page.evaluate(
      (stop) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * stop),
      stop,
    );
    await page.waitForFunction(
      () => {
        const list = document.querySelector('ol[aria-label="Messages"]')!.getBoundingClientRect();
        const at = document.elementFromPoint(list.left + list.width / 2, window.innerHeight / 2);
        return at?.closest("li[data-turn][data-loaded]") !== null;
      },
      null,
      { timeout: 60_000 },
    );
    maxNodes = Math.max(maxNodes, await domNodes(page));
  }
  return { heap: await heapAfterGc(page), nodes: await domNodes(page), maxNodes };
}

async function measure(browser: Browser, base: string, id: string) {
  const once = async (through: boolean) => {
    const page = await browser.newPage({ baseURL: base, viewport: { width: 1440, height: 900 } });
    try {
      await page.addInitScript(WATCH_READY);
      const opened = await open(page, id);
      return { opened, after: through ? await scrollThrough(page) : null };
    } finally {
      await page.close();
    }
  };
  await once(false);
  const runs = [];
  for (let k = 0; k < RUNS; k++) runs.push(await once(k === 0));
  return runs;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const ms = (n: number) => `${Math.round(n).toLocaleString("en")} ms`;
const mib = (n: number) => `${n.toFixed(1)} MiB`;

export const bench: Bench = async () => {
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  process.stderr.write(`bench: long-reader: npm run build in ${APP}…\n`);
  const commit = buildApp();
  const dir = mkdtempSync(path.join(os.tmpdir(), "barline-bench-long-reader-"));
  const url = `file:${path.join(dir, "long.db")}`;
  let server: ChildProcess | null = null;
  let browser: Browser | null = null;
  try {
    const ids = SIZES.map((turns) => writeLongSession(path.join(dir, `long-${turns}`), turns));
    execFileSync(
      "npm",
      ["run", "--silent", "barline", "--", "ingest", ...SIZES.map((t) => path.join(dir, `long-${t}`))],
      { ...quiet, cwd: APP, env: { ...process.env, DATABASE_URL: url } },
    );
    const port = await freePort();
    server = await startServer(APP, url, port);
    browser = await launchChromium();
    const results = [];
    for (const [k, turns] of SIZES.entries()) {
      process.stderr.write(`bench: long-reader: the ${turns}-turn session…\n`);
      results.push({ turns, runs: await measure(browser, `http://127.0.0.1:${port}`, ids[k]!) });
    }
    const loadAfter = os.loadavg()[0]!.toFixed(1);
    const target = (turns: number) => (turns <= 300 ? 1000 : 1500);
    const rows = results.map(({ turns, runs }) => {
      const ready = runs.map((r) => r.opened.ready);
      const through = runs[0]!.after!;
      const verdict = median(ready) < target(turns) ? "met" : "not met";
      return `| ${turns.toLocaleString("en")} | ${ms(median(runs.map((r) => r.opened.html)))} | ${ms(median(runs.map((r) => r.opened.load)))} | ${ms(median(ready))} (max ${ms(Math.max(...ready))}) | < ${ms(target(turns))} — ${verdict} | ${mib(median(runs.map((r) => r.opened.heap)))} | ${mib(through.heap)} | ${median(runs.map((r) => r.opened.nodes)).toLocaleString("en")} / ${through.maxNodes.toLocaleString("en")} |`;
    });
    return {
      title: "The reader on long sessions",
      summary:
        "A 300-turn and a 5,000-turn Claude Code session opened in the reader, in the built app in Chromium: time to interactive and the page's memory.",
      body: `| turns | navigation to HTML received | to load event | to interactive (\`data-ready\`), median of ${RUNS} | target | JS heap when open | JS heap after moving through the whole session | elements in the page: open / most while moving |
|---|---|---|---|---|---|---|---|
${rows.join("\n")}

The app as committed (${commit}, exported to a directory of its own), built by \`npm run build\` and served by \`next start\` (BARLINE_AUTH=off) on a SQLite database holding the two sessions, each written by \`scripts/bench/long-session.ts\` as a Claude Code session file (a 16-bar piano score of five versions, a read every third turn, an edit that saves nothing near the end) and ingested by \`npm run barline -- ingest\`. Read in Debian's Chromium (headless, through playwright-core) at 1440×900, a new tab each run after one untimed run (the browser's cache warm); times are the page's own clock from navigation. Interactive is the reader's own \`data-ready\` marker, set by the chat once it has hydrated and drawn its first turns (its keys, links and claim evidence answer from then on). The heap is the page's JS heap in use after a garbage collection forced through the DevTools protocol; after moving through the session, the first timed run's tab was scrolled to ${STOPS.length} points from 10% to 100% of the page, each time until the turn in the middle of the screen was drawn (fetched from \`GET /api/conversations/{id}/turns\`). The machine is shared with other work (2 cores; load average (1 min) ${loadBefore} when the benchmark started, ${loadAfter} when its measurements ended): the times are an upper bound.`,
    };
  } finally {
    await browser?.close();
    if (server) await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
};
