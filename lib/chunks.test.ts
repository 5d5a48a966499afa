import assert from "node:assert/strict";
import { test } from "node:test";
import { chunks } from "./chunks.ts";

test("chunks cuts items into runs of the size given, the last one shorter", () => {
  assert.deepEqual(chunks([1, 2, 3, 4, 5], 2), [[1, 2], [3, 4], [5]]);
  assert.deepEqual(chunks([1, 2, 3, 4], 2), [
    [1, 2],
    [3, 4],
  ]);
  assert.deepEqual(chunks(["a"], 500), [["a"]]);
});

test("chunks of no items are none, and a chunk holds at least one item", () => {
  assert.deepEqual(chunks([], 3), []);
  assert.throws(() => chunks([1], 0), RangeError);
  assert.throws(() => chunks([1], 1.5), RangeError);
});
