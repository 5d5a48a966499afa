// Twenty conversations written from spec/findings.md alone (test/fixtures/analysis/unseen-bundle):
// every flag found, none raised that the spec does not call for, no claim called contradicted that
// the spec calls supported or no claim at all.
import assert from "node:assert/strict";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { analyzeBundle } from "../analysis/analyze-bundle.ts";
import { compareWithExpected, readExpected, summaryLine } from "../analysis/expected.ts";
import { readBundle } from "../bundle/read-bundle.ts";
import { chooseExtractor } from "../claims/extract.ts";

const dir = fileURLToPath(new URL("../../test/fixtures/analysis/unseen-bundle/", import.meta.url));

test("conversations written from the spec alone: every flag, nothing spurious, no false contradiction", async () => {
  const bundle = await readBundle(dir);
  assert.deepEqual(bundle.problems, []);
  const { report } = await analyzeBundle(bundle, { extractor: chooseExtractor({ extractor: "rules" }) });
  const comparison = compareWithExpected(
    JSON.parse(JSON.stringify(report)),
    readExpected(`${dir}expected.json`),
  );
  if (comparison.misses.length) console.log([...comparison.misses, summaryLine(comparison)].join("\n"));
  assert.deepEqual(comparison.misses, []);
  assert.equal(comparison.unexpectedFlags, 0);
  assert.equal(comparison.unexpectedContradictions, 0);
});
