import assert from "node:assert/strict";
import { test } from "node:test";
import { barSteps } from "./steps.ts";

const history = [
  { version: 1, bars: 8 },
  { version: 2, bars: 8 },
  { version: 4, bars: 9 },
];
const href = (bar: string, version: number) => `${version}/${bar}`;

test("steps to the bars beside and the versions before and after", () => {
  assert.deepEqual(barSteps({ bar: "4", version: 2 }, history, href), {
    prevBar: "2/3",
    nextBar: "2/5",
    prevVersion: "1/4",
    nextVersion: "4/4",
  });
});

test("no step past the first or last bar, nor the first or last version", () => {
  assert.deepEqual(barSteps({ bar: "1", version: 1 }, history, href), { nextBar: "1/2", nextVersion: "2/1" });
  assert.deepEqual(barSteps({ bar: "9", version: 4 }, history, href), { prevBar: "4/8", prevVersion: "2/9" });
  assert.deepEqual(barSteps({ bar: "X1", version: 3 }, history, href), {});
});
