// Work spread over worker threads: tasks handed out a few at a time, each answer taken as it comes.
// What a task is belongs to the worker module (serve.ts on its side). A worker that stops before the
// work is done, with or without an error, fails the work rather than leave it waiting.
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

export type ToWorker<T> = { index: number; task: T };
export type FromWorker<R> =
  | { kind: "progress" }
  | { kind: "done"; index: number; result: R }
  | { kind: "failed"; index: number; message: string };

/** Tasks in flight per worker: one being done, one waiting, so no worker idles between tasks. */
const IN_FLIGHT = 2;

export interface PoolOptions<R> {
  workers: number;
  /** What the error calls a worker that stopped: "an analysis worker". */
  name: string;
  /** Starts one worker (`startWorker` with the module's URL). */
  start: () => Worker;
  /** Each task's answer as it comes; its worker is given more only once a returned promise settles. */
  take: (index: number, result: R) => void | Promise<void>;
  /** A step of a task done (a task reports as many as it likes). */
  onProgress?: () => void;
  /** Tasks in flight per worker (default IN_FLIGHT): more for tasks that mostly wait on the disk. */
  inFlight?: number;
}

export async function runInWorkers<T, R>(tasks: Iterable<T>, options: PoolOptions<R>): Promise<void> {
  const { name, start, take, onProgress } = options;
  const source = tasks[Symbol.iterator]();
  let next = 0;
  // Tasks given and not answered; answers being taken.
  let out = 0;
  let taking = 0;
  const pool: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const settled = () => out === 0 && taking === 0;
      const feed = (w: Worker) => {
        const item = source.next();
        if (item.done) return;
        out++;
        w.postMessage({ index: next++, task: item.value } satisfies ToWorker<T>);
      };
      const attach = () => {
        const w = start();
        pool.push(w);
        w.on("error", reject);
        // Only unexpected: the pool terminates its workers after the promise is settled.
        w.on("exit", (code) =>
          reject(new Error(`${name} stopped (exit code ${code}) before the work was done`)),
        );
        w.on("message", (m: FromWorker<R>) => {
          if (m.kind === "progress") return onProgress?.();
          if (m.kind === "failed") return reject(new Error(`${name} failed: ${m.message}`));
          out--;
          taking++;
          Promise.resolve(take(m.index, m.result)).then(() => {
            taking--;
            feed(w);
            if (settled()) resolve();
          }, reject);
        });
        return w;
      };
      for (let i = 0; i < options.workers; i++) {
        const w = attach();
        for (let k = 0; k < (options.inFlight ?? IN_FLIGHT); k++) feed(w);
      }
      if (settled()) resolve();
    });
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
}

/**
 * A worker running the module `stem` beside `base` (an `import.meta.url`): compiled JavaScript as
 * shipped (dist/), or, run from the TypeScript sources (tests, tsx), through a boot file that
 * registers tsx in the thread first, since worker threads do not inherit the main thread's loader.
 */
export function startWorker(base: string, stem: string): Worker {
  // Built from a variable, so a bundler does not go looking for a file that only exists in dist/.
  const beside = (dir: string, file: string) => pathToFileURL(join(dir, file));
  const dir = dirname(fileURLToPath(base));
  if (base.endsWith(".js")) return new Worker(beside(dir, `${stem}.js`));
  return new Worker(beside(dirname(fileURLToPath(import.meta.url)), "boot.mjs"), {
    workerData: { entry: beside(dir, `${stem}.ts`).href },
  });
}
