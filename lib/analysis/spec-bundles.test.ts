// Bundles written from spec/findings.md alone, each against the verdicts and flags the spec gives
// (their expected.json): every flag found, none raised that the spec does not call for, no claim
// called contradicted that the spec calls supported or no claim at all.
import assert from "node:assert/strict";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { readBundle } from "../bundle/read-bundle.ts";
import { chooseExtractor } from "../claims/extract.ts";
import type { Report } from "../report/report.ts";
import { analyzeBundle } from "./analyze-bundle.ts";
import { compareWithExpected, readExpected, summaryLine } from "./expected.ts";

const BUNDLES = {
  // Twenty-six conversations written before the code was read.
  "unseen-bundle":
    "conversations written from the spec alone: every flag, nothing spurious, no false contradiction",
  // Where the rules once disagreed: a request is its own confirmation, a read's "none" speaks for
  // the bars it covers, "Adding the pedal now." announces, "… has E2 and B2 now" is a state.
  "request-bundle":
    "requests, reads saying none and states said with now: every flag and verdict, nothing spurious",
};

for (const [name, title] of Object.entries(BUNDLES))
  test(title, async () => {
    const dir = fileURLToPath(new URL(`../../test/fixtures/analysis/${name}/`, import.meta.url));
    const bundle = await readBundle(dir);
    assert.deepEqual(bundle.problems, []);
    const { report } = await analyzeBundle(bundle, { extractor: chooseExtractor({ extractor: "rules" }) });
    const comparison = compareWithExpected(
      JSON.parse(JSON.stringify(report)) as Report,
      readExpected(`${dir}expected.json`),
    );
    if (comparison.misses.length) console.log([...comparison.misses, summaryLine(comparison)].join("\n"));
    assert.deepEqual(comparison.misses, []);
    assert.equal(comparison.unexpectedFlags, 0);
    assert.equal(comparison.unexpectedContradictions, 0);
  });
