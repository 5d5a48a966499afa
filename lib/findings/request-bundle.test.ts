// Conversations written from spec/findings.md where the rules once disagreed with it
// (test/fixtures/analysis/request-bundle): a request is its own confirmation, a read's "none" speaks
// for the bars it covers, "Adding the pedal now." announces, "… has E2 and B2 now" is a state.
import assert from "node:assert/strict";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { analyzeBundle } from "../analysis/analyze-bundle.ts";
import { compareWithExpected, readExpected, summaryLine } from "../analysis/expected.ts";
import { readBundle } from "../bundle/read-bundle.ts";
import { chooseExtractor } from "../claims/extract.ts";

const dir = fileURLToPath(new URL("../../test/fixtures/analysis/request-bundle/", import.meta.url));

test("requests, reads saying none and states said with now: every flag and verdict, nothing spurious", async () => {
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
