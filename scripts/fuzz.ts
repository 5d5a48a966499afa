// The long fuzzing run (issue 12): `npm run fuzz [-- cases-per-target [target-name-part]]`, default
// 100,000 cases per target, fixed seed. Prints per target the cases, how many were read and how
// many refused cleanly (a ReadError), the crashes (any other exception: must be 0), the hangs (a
// case over 2 s: must be 0) and the peak memory of the process, as BENCHMARKS.md records them.
import fc from "fast-check";
import { targets } from "../test/support/fuzz-targets.ts";

const cases = Number(process.argv[2] ?? 100_000);
const only = process.argv[3];
const HANG_MS = 2_000;

for (const target of targets()) {
  if (only && !target.name.includes(only)) continue;
  const counts = { read: 0, rejected: 0, crashes: 0, hangs: 0 };
  const crashes = new Map<string, unknown>();
  let slowest = 0;
  const started = Date.now();
  await fc.assert(
    fc.asyncProperty(target.input, async (input) => {
      const t0 = performance.now();
      try {
        counts[await target.run(input)]++;
      } catch (err) {
        counts.crashes++;
        const where =
          err instanceof Error ? (err.stack ?? err.message).split("\n").slice(0, 2).join(" ") : String(err);
        if (!crashes.has(where)) crashes.set(where, input);
      }
      const ms = performance.now() - t0;
      slowest = Math.max(slowest, ms);
      if (ms > HANG_MS) counts.hangs++;
    }),
    { numRuns: cases, seed: 12 },
  );
  const peak = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(
    `${target.name}: ${cases} cases in ${((Date.now() - started) / 1000).toFixed(0)} s — read ${counts.read}, refused ${counts.rejected}, crashes ${counts.crashes}, hangs ${counts.hangs} (slowest ${slowest.toFixed(0)} ms), peak memory ${peak} MB`,
  );
  for (const [where, input] of crashes)
    console.log(`  crash: ${where}\n    input: ${JSON.stringify(input).slice(0, 300)}`);
}
