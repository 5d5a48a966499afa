// Conversations written blind, from the specs alone (test/fixtures/blind/): Barline never accuses
// wrongly on them — no contradicted claim the key does not call false, no flag it does not expect —
// and gets at least as many claims and flags right as when each set was last graded.
import { test } from "node:test";
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { readBundle } from "../bundle/read-bundle.ts";
import { chooseExtractor } from "../claims/extract.ts";
import type { Report } from "../report/report.ts";
import { analyzeBundle } from "./analyze-bundle.ts";
import { compareWithExpected, readExpected, summaryLine } from "./expected.ts";

const root = fileURLToPath(new URL("../../test/fixtures/blind/", import.meta.url));

/** Claims and flags right when each set was last graded (BENCHMARKS.md, "Truthfulness"). */
const FLOORS: Record<string, { claims: number; flags: number }> = {
  "dev-1": { claims: 121, flags: 13 },
  "dev-2": { claims: 148, flags: 14 },
  "hold-1": { claims: 126, flags: 13 },
  "hold-2": { claims: 238, flags: 22 },
  "hold-3": { claims: 78, flags: 11 },
  "hold-4": { claims: 110, flags: 11 },
  "hold-5": { claims: 96, flags: 11 },
  "hold-6": { claims: 150, flags: 12 },
  "hold-7": { claims: 177, flags: 23 },
  "hold-8": { claims: 194, flags: 21 },
  "hold-9": { claims: 116, flags: 8 },
  "hold-10": { claims: 294, flags: 24 },
  "hold-11": { claims: 301, flags: 17 },
  "hold-12": { claims: 157, flags: 20 },
  "hold-13": { claims: 104, flags: 14 },
  "hold-14": { claims: 109, flags: 14 },
  "hold-15": { claims: 100, flags: 8 },
  "hold-16": { claims: 124, flags: 15 },
  "hold-17": { claims: 99, flags: 17 },
  "hold-18": { claims: 97, flags: 10 },
  "hold-19": { claims: 148, flags: 18 },
  "hold-20": { claims: 114, flags: 11 },
  "hold-21": { claims: 118, flags: 17 },
  "hold-22": { claims: 124, flags: 16 },
  "hold-23": { claims: 116, flags: 15 },
  "hold-24": { claims: 129, flags: 15 },
  "hold-25": { claims: 126, flags: 18 },
  "hold-26": { claims: 90, flags: 13 },
  "hold-27": { claims: 94, flags: 17 },
  "hold-28": { claims: 106, flags: 11 },
  "hold-29": { claims: 111, flags: 13 },
  "hold-30": { claims: 101, flags: 13 },
  "hold-31": { claims: 101, flags: 10 },
  "hold-32": { claims: 146, flags: 14 },
  "hold-33": { claims: 98, flags: 13 },
  "hold-34": { claims: 106, flags: 16 },
  "hold-35": { claims: 135, flags: 12 },
  "hold-36": { claims: 80, flags: 11 },
  "hold-37": { claims: 116, flags: 12 },
  "hold-38": { claims: 93, flags: 14 },
  "hold-39": { claims: 88, flags: 11 },
  "hold-40": { claims: 143, flags: 13 },
  "hold-41": { claims: 132, flags: 17 },
  "hold-42": { claims: 125, flags: 15 },
  "hold-43": { claims: 103, flags: 14 },
  "hold-44": { claims: 114, flags: 12 },
  "hold-45": { claims: 133, flags: 12 },
  "hold-46": { claims: 142, flags: 10 },
  "hold-47": { claims: 107, flags: 17 },
  "hold-48": { claims: 121, flags: 17 },
  "hold-49": { claims: 111, flags: 16 },
  "hold-50": { claims: 96, flags: 13 },
  "hold-51": { claims: 129, flags: 13 },
  "hold-52": { claims: 82, flags: 11 },
  "hold-53": { claims: 92, flags: 10 },
  "hold-54": { claims: 103, flags: 12 },
  "hold-55": { claims: 119, flags: 13 },
  "hold-56": { claims: 122, flags: 12 },
  "hold-57": { claims: 99, flags: 20 },
  "hold-58": { claims: 140, flags: 17 },
  "hold-59": { claims: 128, flags: 11 },
  "hold-60": { claims: 101, flags: 9 },
  "hold-61": { claims: 147, flags: 13 },
  "hold-62": { claims: 149, flags: 12 },
  "hold-63": { claims: 122, flags: 10 },
  "hold-64": { claims: 111, flags: 13 },
  "hold-65": { claims: 116, flags: 14 },
  "hold-66": { claims: 105, flags: 16 },
  "hold-67": { claims: 110, flags: 16 },
  "hold-68": { claims: 89, flags: 14 },
  "hold-69": { claims: 143, flags: 19 },
  "hold-70": { claims: 118, flags: 17 },
  "hold-71": { claims: 103, flags: 9 },
  "hold-72": { claims: 97, flags: 11 },
  "hold-73": { claims: 118, flags: 17 },
  "hold-74": { claims: 120, flags: 12 },
  "hold-75": { claims: 82, flags: 9 },
  "hold-76": { claims: 152, flags: 16 },
  "hold-77": { claims: 90, flags: 13 },
  "hold-78": { claims: 121, flags: 10 },
  "hold-79": { claims: 169, flags: 19 },
  "hold-80": { claims: 139, flags: 13 },
  "hold-81": { claims: 106, flags: 16 },
  "hold-82": { claims: 133, flags: 18 },
  "hold-83": { claims: 146, flags: 15 },
  "hold-84": { claims: 113, flags: 13 },
  "hold-85": { claims: 133, flags: 10 },
  "hold-86": { claims: 135, flags: 12 },
  "hold-87": { claims: 114, flags: 12 },
  "hold-88": { claims: 148, flags: 13 },
  "hold-89": { claims: 81, flags: 11 },
  "hold-90": { claims: 136, flags: 20 },
  "hold-91": { claims: 94, flags: 14 },
  "hold-92": { claims: 119, flags: 11 },
  "hold-93": { claims: 90, flags: 12 },
  "hold-94": { claims: 94, flags: 12 },
  "hold-95": { claims: 120, flags: 14 },
  "hold-96": { claims: 131, flags: 12 },
  "hold-97": { claims: 81, flags: 14 },
  "hold-98": { claims: 93, flags: 13 },
  "hold-99": { claims: 123, flags: 15 },
  "hold-100": { claims: 133, flags: 13 },
  "hold-101": { claims: 88, flags: 13 },
  "hold-102": { claims: 81, flags: 11 },
  "hold-103": { claims: 104, flags: 13 },
  "hold-104": { claims: 119, flags: 12 },
  "hold-105": { claims: 145, flags: 15 },
  "hold-106": { claims: 121, flags: 11 },
  "hold-107": { claims: 91, flags: 14 },
  "hold-108": { claims: 124, flags: 13 },
  "hold-109": { claims: 115, flags: 18 },
  "hold-110": { claims: 125, flags: 12 },
  "hold-111": { claims: 123, flags: 15 },
  "hold-112": { claims: 121, flags: 17 },
  "hold-113": { claims: 123, flags: 15 },
  "hold-114": { claims: 124, flags: 15 },
  "hold-115": { claims: 85, flags: 11 },
  "hold-116": { claims: 147, flags: 15 },
  "hold-117": { claims: 89, flags: 12 },
  "hold-118": { claims: 117, flags: 13 },
  "hold-119": { claims: 121, flags: 13 },
  "hold-120": { claims: 117, flags: 14 },
  "hold-121": { claims: 236, flags: 13 },
  "hold-122": { claims: 105, flags: 17 },
  "hold-123": { claims: 102, flags: 11 },
};

for (const [set, floor] of Object.entries(FLOORS))
  test(`blind set ${set}: no false contradiction, no unexpected flag, nothing lost`, async () => {
    const bundle = await readBundle(`${root}${set}`);
    assert.deepEqual(bundle.problems, [], `${set} reads without problems`);
    const { report } = await analyzeBundle(bundle, { extractor: chooseExtractor({ env: {} }) });
    const comparison = compareWithExpected(
      JSON.parse(JSON.stringify(report)) as Report,
      readExpected(`${root}${set}/expected.json`),
    );
    const summary = summaryLine(comparison);
    assert.equal(comparison.unexpectedContradictions, 0, summary);
    assert.equal(comparison.unexpectedFlags, 0, summary);
    assert.ok(comparison.claimsRight >= floor.claims, summary);
    assert.ok(comparison.flagsFound >= floor.flags, summary);
  });
