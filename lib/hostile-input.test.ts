// A short fuzzing run in the normal tests (issue 12): every reader of outside input, fed mutations
// of the real fixtures, reads or refuses with a ReadError, and never throws anything else. The
// long run is `npm run fuzz` (scripts/fuzz.ts); its figures are in BENCHMARKS.md.
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { deflated, zipOf } from "../test/support/deflated-zip.ts";
import { targets } from "../test/support/fuzz-targets.ts";
import { readBundle } from "./bundle/read-bundle.ts";

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

test("the zip the bundle target builds, undamaged, reads as the folder it was built from", async () => {
  const root = "test/fixtures/analysis/etude-bundle";
  const names = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) =>
    statSync(join(root, f)).isFile(),
  );
  const dir = mkdtempSync(join(tmpdir(), "barline-zip-"));
  try {
    const zip = join(dir, "etude.zip");
    writeFileSync(zip, zipOf(names.map((f) => deflated(f, readFileSync(join(root, f))))));
    const [fromZip, fromFolder] = [await readBundle(zip), await readBundle(root)];
    assert.deepEqual(fromZip.problems, []);
    assert.deepEqual(
      fromZip.conversations.map((c) => c.id),
      fromFolder.conversations.map((c) => c.id),
    );
    assert.deepEqual(fromZip.scores, fromFolder.scores);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
