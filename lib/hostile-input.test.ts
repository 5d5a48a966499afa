// A short fuzzing run in the normal tests (issue 12): every reader of outside input, fed mutations
// of the real fixtures, reads or refuses with a ReadError, and never throws anything else. The
// long run is `npm run fuzz` (scripts/fuzz.ts); its figures are in BENCHMARKS.md.
import { test } from "node:test";
import fc from "fast-check";
import { targets } from "../test/support/fuzz-targets.ts";

const RUNS: Record<string, number> = {
  "chat importers": 300,
  "score readers": 150,
  "bundle reader": 25,
  "claim extractor": 150,
};

for (const target of targets())
  test(`${target.name}: mutated fixtures are read or refused, never a crash`, async () => {
    await fc.assert(
      fc.asyncProperty(target.input, async (input) => {
        await target.run(input);
      }),
      { numRuns: RUNS[target.name] ?? 100, seed: 12 },
    );
  });
