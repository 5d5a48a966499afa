// Engraving small documents (bar excerpts) on worker threads. verovio is synchronous and
// single-threaded: on the main thread, a server's every request waits behind each engraving (~14 ms
// a three-bar excerpt), and one process uses one core. A worker per spare core, each with its own
// toolkit, lets the cores share the engravings while the main thread answers everything else.
//
// The worker is source text (`eval`), not a file: Next.js bundles this module into chunks where no
// file beside it would be found. It needs only verovio, found from where this module is.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { ReadError } from "../read-error.ts";
import { withPitchAttributes, withPitchIds } from "./pitch-ids.ts";
import { excerptOptions, renderDocument } from "./render.ts";
import { loadVerovio } from "./verovio.ts";

type Job = { id: number; text: string; options: string };
type Answer = { id: number; svg: string } | { id: number; failed: string };

// The worker, as CommonJS source: start verovio, then engrave each document sent. Text, not a
// function's source, so no bundler rewrites its `require` into a helper the worker lacks.
const ENGRAVER = `
const { createRequire } = require("node:module");
const { parentPort, workerData } = require("node:worker_threads");
const verovio = createRequire(workerData.from)("verovio");
const started = new Promise((resolve) => {
  verovio.module.onRuntimeInitialized = () => {
    verovio.enableLog(0, verovio.module);
    resolve(new verovio.toolkit(verovio.module));
  };
});
let options = null;
parentPort.on("message", async (job) => {
  const tk = await started;
  try {
    if (job.options !== options) tk.setOptions(JSON.parse((options = job.options)));
    tk.select({});
    parentPort.postMessage(
      tk.loadData(job.text)
        ? { id: job.id, svg: tk.renderToSVG(1) }
        : { id: job.id, failed: "verovio cannot read this excerpt" },
    );
  } catch (err) {
    parentPort.postMessage({ id: job.id, failed: String(err) });
  }
});
`;

interface Engraver {
  worker: Worker;
  waiting: Map<number, { resolve(svg: string): void; reject(err: Error): void; file: string }>;
}

// Kept on globalThis: Next.js bundles this module once per route; the process needs one pool, and
// one numbering of the jobs sent to it.
const shared = globalThis as typeof globalThis & {
  barlineEngravers?: { pool: Engraver[]; nextId: number };
};

/** Engraving threads: BARLINE_ENGRAVE_THREADS, else one per core but the main thread's (at least
 * one, at most four). 0 engraves on the main thread: for servers run one process per core, where
 * another thread per process would only contend for the same cores. */
export function engraveThreads(env: Record<string, string | undefined> = process.env): number {
  const asked = env.BARLINE_ENGRAVE_THREADS?.trim();
  if (asked && /^\d+$/.test(asked)) return Math.min(16, Number(asked));
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

const SIZE = engraveThreads();
// Sent as text, so a worker sets its options once rather than for every excerpt.
const OPTIONS = JSON.stringify(excerptOptions());

function startEngraver(pool: Engraver[]): Engraver {
  // Where this module was compiled from: the folders above it hold node_modules/verovio (a
  // bundler's `require.resolve` answers a module number, not a path).
  const worker = new Worker(ENGRAVER, { eval: true, workerData: { from: import.meta.url } });
  const e: Engraver = { worker, waiting: new Map() };
  // An idle worker does not keep a command-line process alive; one with work does (engraveDocument).
  worker.unref();
  worker.on("message", (a: Answer) => {
    const job = e.waiting.get(a.id);
    e.waiting.delete(a.id);
    if (e.waiting.size === 0) worker.unref();
    if (!job) return;
    if ("svg" in a) job.resolve(withPitchAttributes(a.svg));
    else job.reject(new ReadError(job.file, a.failed));
  });
  const fail = (err: Error) => {
    // The next engraving starts a worker in its place ("exit" follows "error": once is enough).
    if (pool.includes(e)) pool.splice(pool.indexOf(e), 1);
    for (const job of e.waiting.values()) job.reject(err);
    e.waiting.clear();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`an engraving worker stopped (exit code ${code})`)));
  return e;
}

/** The engraving threads, started where they are missing. */
function engravers(): { pool: Engraver[]; nextId: number } {
  const engravers = (shared.barlineEngravers ??= { pool: [], nextId: 0 });
  while (engravers.pool.length < SIZE) engravers.pool.push(startEngraver(engravers.pool));
  return engravers;
}

/** Starts the engraving threads (or this thread's verovio) before the first engraving is asked
 * for: verovio takes about a second to start, and a server's first reviewers should not wait. */
export function warmUpEngraving(): void {
  if (SIZE === 0) void loadVerovio();
  else engravers();
}

/** A small MusicXML document (an excerpt) engraved whole as one system, on the least busy worker
 * (or on this thread, with no engraving threads). */
export function engraveDocument(text: string, file: string): Promise<string> {
  if (SIZE === 0) return renderDocument(text, file);
  const running = engravers();
  const e = running.pool.reduce((a, b) => (b.waiting.size < a.waiting.size ? b : a));
  const id = running.nextId++;
  return new Promise<string>((resolve, reject) => {
    e.waiting.set(id, { resolve, reject, file });
    e.worker.ref();
    e.worker.postMessage({ id, text: withPitchIds(text), options: OPTIONS } satisfies Job);
  });
}
