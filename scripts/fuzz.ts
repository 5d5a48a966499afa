// The long fuzzing run (issue 12): `npm run fuzz [-- cases-per-target [target-name-part]]`, default
// 100,000 cases per target, fixed seed. Prints per target the cases, how many were read and how
// many refused cleanly (a ReadError), the crashes (any other exception, or a case that runs out of
// memory: must be 0), the hangs (a case over 2 s: must be 0) and the peak memory of the process, as
// BENCHMARKS.md records them. Each case runs in a worker thread that is stopped at 2 s, so a hang is
// counted and the run goes on; the worker's heap is capped at 1 GiB, what a command may use.
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
const HEAP_MB = 1024;
// The bundle target writes a zip a case: on a tmpfs where there is one.
const scratch = mkdtempSync(join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "barline-fuzz-"));

/** A worker running one target, started again after a case it had to be stopped for. */
class CaseRunner {
  private worker!: Worker;
  private ready!: Promise<void>;

  constructor(private readonly target: string) {
    this.start();
  }

  private start(): void {
    // Worker threads do not inherit the TypeScript loader: the analysis pool's boot file registers it.
    const boot = new URL("../lib/analysis/pool-worker-boot.mjs", import.meta.url);
    const entry = new URL("../test/support/fuzz-worker.ts", import.meta.url).href;
    this.worker = new Worker(boot, {
      workerData: { entry, target: this.target, scratch },
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    });
    const worker = this.worker;
    this.ready = new Promise((resolve, reject) => {
      worker.once("message", () => resolve());
      worker.once("error", reject);
    });
  }

  /** The case's result, "hang" when it ran past HANG_MS; the clock starts once the worker is up. */
  async run(input: unknown): Promise<CaseResult | "hang"> {
    await this.ready;
    const worker = this.worker;
    return new Promise((resolve) => {
      const done = (r: CaseResult | "hang") => {
        clearTimeout(timer);
        worker.off("message", resolve);
        worker.off("error", died);
        resolve(r);
      };
      const died = (err: Error) => {
        this.start();
        done({ crash: `the worker stopped: ${err.message}` });
      };
      const timer = setTimeout(() => {
        void worker.terminate();
        this.start();
        done("hang");
      }, HANG_MS);
      worker.once("message", done);
      worker.once("error", died);
      worker.postMessage(input);
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}

try {
  for (const target of targets(scratch)) {
    if (only && !target.name.includes(only)) continue;
    const runner = new CaseRunner(target.name);
    const counts = { read: 0, rejected: 0, crashes: 0, hangs: 0 };
    const odd = new Map<string, unknown>();
    let slowest = 0;
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(target.input, async (input) => {
        const t0 = performance.now();
        const r = await runner.run(input);
        slowest = Math.max(slowest, performance.now() - t0);
        if (r === "hang") {
          counts.hangs++;
          odd.set(`hang ${counts.hangs}`, input);
        } else if ("crash" in r) {
          counts.crashes++;
          if (!odd.has(`crash: ${r.crash}`)) odd.set(`crash: ${r.crash}`, input);
        } else counts[r.outcome]++;
      }),
      { numRuns: cases, seed: 12 },
    );
    await runner.close();
    const seconds = (Date.now() - started) / 1000;
    const peak = Math.round(process.resourceUsage().maxRSS / 1024);
    console.log(
      `${target.name}: ${cases} cases in ${seconds.toFixed(0)} s (${Math.round(cases / seconds)} a second) — read ${counts.read}, refused ${counts.rejected}, crashes ${counts.crashes}, hangs ${counts.hangs} (slowest ${Math.min(slowest, HANG_MS).toFixed(0)} ms), peak memory ${peak} MB`,
    );
    for (const [what, input] of odd)
      console.log(`  ${what}\n    input: ${JSON.stringify(input).slice(0, 300)}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
