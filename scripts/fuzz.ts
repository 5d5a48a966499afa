// The long fuzzing run (issue 12): `npm run fuzz [-- cases-per-target [target-name-part]]`, default
// 100,000 cases per target, fixed seed. Prints per target the cases, how many were read and how
// many refused cleanly (a ReadError), the crashes (any other exception, or a case that runs out of
// memory: must be 0), the hangs (a case over 2 s: must be 0) and the peak memory of the process, as
// BENCHMARKS.md records them. The cases run in a worker thread that is stopped when one runs past
// 2 s, so a hang is counted and a new worker goes on with the rest; its heap is capped, so a case
// that runs out of memory is a crash, not the end of the run.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import fc from "fast-check";
import { targets } from "../test/support/fuzz-targets.ts";
import type { CaseResult } from "../test/support/fuzz-worker.ts";

const cases = Number(process.argv[2] ?? 100_000);
const only = process.argv[3];
const HANG_MS = 2_000;
// Twice what a command may use: capped lower, V8 collected so often that the bundle cases ran
// several times slower.
const HEAP_MB = 2048;
// The bundle target writes a zip a case: on a tmpfs where there is one.
const scratch = mkdtempSync(join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "barline-fuzz-"));

type Take = (index: number, result: CaseResult | "hang", ms: number) => void;

/** Runs inputs[from…] in a new worker until they are done or one hangs or kills it; resolves with
 * where the next worker is to start. */
function runFrom(target: string, inputs: unknown[], from: number, take: Take): Promise<number> {
  // Worker threads do not inherit the TypeScript loader: the analysis pool's boot file registers it.
  const worker = new Worker(new URL("../lib/workers/boot.mjs", import.meta.url), {
    workerData: { entry: new URL("../test/support/fuzz-worker.ts", import.meta.url).href, target, scratch },
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
  });
  return new Promise((resolve) => {
    let at = from;
    let started = 0;
    let timer: NodeJS.Timeout | undefined;
    const stop = (next: number) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      // Not waited for: a worker deep in garbage collection near its heap cap took tens of seconds
      // to stop, and the next must not wait for it.
      void worker.terminate();
      resolve(next);
    };
    // The clock of a case starts when the one before it answers.
    const arm = () => {
      clearTimeout(timer);
      started = performance.now();
      timer = setTimeout(() => {
        take(at, "hang", HANG_MS);
        stop(at + 1);
      }, HANG_MS);
    };
    worker.on("message", (m: "ready" | CaseResult) => {
      if (m === "ready") {
        worker.postMessage(inputs.slice(from));
        return arm();
      }
      take(at, m, performance.now() - started);
      if (++at === inputs.length) stop(at);
      else arm();
    });
    worker.on("error", (err) => {
      take(at, { crash: `the worker stopped: ${err.message}` }, performance.now() - started);
      stop(at + 1);
    });
  });
}

try {
  for (const target of targets(scratch)) {
    if (only && !target.name.includes(only)) continue;
    const inputs = fc.sample(target.input, { numRuns: cases, seed: 12 });
    const counts = { read: 0, rejected: 0, crashes: 0, hangs: 0 };
    const odd = new Map<string, unknown>();
    let slowest = 0;
    const take: Take = (index, r, ms) => {
      slowest = Math.max(slowest, ms);
      if (r === "hang") {
        counts.hangs++;
        odd.set(`hang ${counts.hangs}`, inputs[index]);
      } else if ("crash" in r) {
        counts.crashes++;
        if (!odd.has(`crash: ${r.crash}`)) odd.set(`crash: ${r.crash}`, inputs[index]);
      } else counts[r.outcome]++;
    };
    const started = Date.now();
    for (let next = 0; next < inputs.length;) next = await runFrom(target.name, inputs, next, take);
    const seconds = (Date.now() - started) / 1000;
    const peak = Math.round(process.resourceUsage().maxRSS / 1024);
    console.log(
      `${target.name}: ${cases} cases in ${seconds.toFixed(0)} s (${Math.round(cases / seconds)} a second) — read ${counts.read}, refused ${counts.rejected}, crashes ${counts.crashes}, hangs ${counts.hangs} (slowest ${slowest.toFixed(0)} ms), peak memory ${peak} MB`,
    );
    for (const [what, input] of odd)
      console.log(`  ${what}\n    input: ${JSON.stringify(input).slice(0, 300)}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
// Workers stopped for a hang may still be dying: they must not keep the process.
process.exit();
