// Bars re-read on worker threads. Reading a version's file, comparing it with the one before and
// engraving the bar are synchronous (a large score such as the Grosse Fuge takes long to read, and
// longer to lay out for excerpts): on a server's main thread every other request would wait behind
// them, and one process would use one core. A thread per core, each with its own parsed
// scores and verovio, does them while the main thread answers everything else. A version's jobs
// always go to the same thread, which then holds it parsed. Its bytes are sent with the job unless
// the thread was sent them lately: a thread that has to ask for them puts the job at the back of its
// queue a second time.
import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { ReadError } from "../read-error.ts";
import type { FromWorker, ToWorker } from "../workers/pool.ts";
import { startWorker } from "../workers/pool.ts";
import type { BarReread } from "./bar-reread.ts";
import { answerBarReread, PARSED_BYTES, type BarRereadAnswer, type BarRereadJob } from "./bar-reread-job.ts";
import { Lru } from "./render-cache.ts";
import { loadVerovio } from "./verovio.ts";

type Waiting = { resolve(a: BarRereadAnswer): void; reject(err: Error): void };
interface Thread {
  worker: Worker;
  waiting: Map<number, Waiting>;
}

// Kept on globalThis: Next.js bundles this module once per route; the process needs one pool, and
// one numbering of the jobs sent to it.
const shared = globalThis as typeof globalThis & {
  barlineBarThreads?: {
    threads: (Thread | undefined)[];
    /** Per thread (one for this thread with none), the versions it was sent the bytes of, weighed
     * and used as the thread weighs and uses its parsed scores: near enough what it holds. */
    sent: Lru<string, true>[];
    nextId: number;
  };
};

/** Threads: BARLINE_ENGRAVE_THREADS, else one per core (at most four). Not one fewer for the main
 * thread: it spends much of a request waiting on the database and the network, and with a thread
 * fewer, re-read bars queue for the busy threads while a core idles (docs/performance-notes.md). 0
 * re-reads on the main
 * thread: for servers run one process per core, where more threads would contend for the same cores. */
export function barThreads(env: Record<string, string | undefined> = process.env): number {
  const asked = env.BARLINE_ENGRAVE_THREADS?.trim();
  if (asked && /^\d+$/.test(asked)) return Math.min(16, Number(asked));
  return Math.max(1, Math.min(4, availableParallelism()));
}

const SIZE = barThreads();

function startThread(slot: number): Thread {
  const worker = startWorker(import.meta.url, "bar-reread-worker");
  const t: Thread = { worker, waiting: new Map() };
  // An idle thread does not keep a command-line process alive; one with work does.
  worker.unref();
  worker.on("message", (m: FromWorker<BarRereadAnswer>) => {
    if (m.kind === "progress") return;
    const job = t.waiting.get(m.index);
    t.waiting.delete(m.index);
    if (t.waiting.size === 0) worker.unref();
    if (!job) return;
    if (m.kind === "done") job.resolve(m.result);
    else job.reject(new Error(`a bar re-reading thread failed: ${m.message}`));
  });
  const fail = (err: Error) => {
    // The next job starts a thread in its place ("exit" follows "error": once is enough).
    const p = pool();
    if (p.threads[slot] === t) {
      p.threads[slot] = undefined;
      p.sent[slot] = new Lru(PARSED_BYTES);
    }
    for (const job of t.waiting.values()) job.reject(err);
    t.waiting.clear();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`a bar re-reading thread stopped (exit code ${code})`)));
  return t;
}

function pool() {
  return (shared.barlineBarThreads ??= {
    threads: Array.from({ length: SIZE }, () => undefined),
    sent: Array.from({ length: Math.max(1, SIZE) }, () => new Lru<string, true>(PARSED_BYTES)),
    nextId: 0,
  });
}

/** The thread a version's jobs go to. */
const slotOf = (sha256: string) => Number.parseInt(sha256.slice(0, 8), 16) % Math.max(1, SIZE) || 0;

function ask(job: BarRereadJob): Promise<BarRereadAnswer> {
  if (SIZE === 0) return answerBarReread(job);
  const slot = slotOf(job.current.sha256);
  const t = (pool().threads[slot] ??= startThread(slot));
  const index = pool().nextId++;
  return new Promise((resolve, reject) => {
    t.waiting.set(index, { resolve, reject });
    t.worker.ref();
    t.worker.postMessage({ index, task: job } satisfies ToWorker<BarRereadJob>);
  });
}

/** Starts the threads (or this thread's verovio) before the first bar is asked for: verovio takes
 * about a second to start, and a server's first reviewers should not wait. */
export function warmUpBarThreads(): void {
  if (SIZE === 0) void loadVerovio();
  else for (let slot = 0; slot < SIZE; slot++) pool().threads[slot] ??= startThread(slot);
}

/** The bar re-read; `bytesOf` is asked for the bytes of versions the answering thread was not sent
 * lately, or says it no longer holds. A RangeError says what the score has where it has no such bar,
 * part or staff; a ReadError, that a version's file cannot be read. */
export async function rereadOnThreads(
  job: BarRereadJob,
  bytesOf: (sha256s: string[]) => Promise<Map<string, Uint8Array>>,
): Promise<BarReread> {
  const sent = pool().sent[slotOf(job.current.sha256)]!;
  const bytes = new Map<string, Uint8Array>();
  const fetchBytes = async (sha256s: string[]) => {
    for (const [sha256, b] of await bytesOf(sha256s)) {
      bytes.set(sha256, b);
      sent.set(sha256, true, b.length);
    }
  };
  const versions = [job.current, ...(job.before ? [job.before] : [])];
  const unsent = versions.filter((v) => sent.get(v.sha256) === undefined).map((v) => v.sha256);
  if (unsent.length > 0) await fetchBytes(unsent);
  const withBytes = <V extends { sha256: string }>(v: V) =>
    bytes.has(v.sha256) ? { ...v, bytes: bytes.get(v.sha256) } : v;
  // A second round only where the thread no longer holds a version it was sent; a third only where
  // another job pushed one out meanwhile.
  for (let round = 0; round < 3; round++) {
    const answer = await ask({
      ...job,
      current: withBytes(job.current),
      before: job.before && withBytes(job.before),
    });
    if ("missing" in answer) {
      await fetchBytes(answer.missing);
      continue;
    }
    if ("result" in answer) return answer.result;
    const { kind, message, file, reason, at } = answer.failed;
    if (kind === "range") throw new RangeError(message);
    if (kind === "read") throw new ReadError(file!, reason!, at);
    throw new Error(message);
  }
  throw new Error(`the bar re-reading thread asked three times for the versions' bytes`);
}
