import assert from "node:assert/strict";
import { test } from "node:test";
import { matchesOf } from "./matches.ts";

test("matchesOf finds what matchAll finds, and leaves the pattern ready for the next text", () => {
  const re = /bar\s+(\d+)/gi;
  const text = "Bar 3 and bar 14, not bars";
  assert.deepEqual(
    matchesOf(re, text).map((m) => [m.index, m[0], m[1]]),
    [...text.matchAll(re)].map((m) => [m.index, m[0], m[1]]),
  );
  assert.equal(re.lastIndex, 0);
  assert.deepEqual(matchesOf(re, "nothing here"), []);
  assert.equal(matchesOf(/x*/g, "ab").length, 3);
  assert.throws(() => matchesOf(/bar/i, text), /global/);
});
