import { test } from "node:test";
import assert from "node:assert/strict";
import { add, compare, format, parseDecimal, rational, sub } from "./rational.ts";

test("fractions are kept reduced, so other divisions give equal values", () => {
  assert.deepEqual(rational(6, 4), { num: 3, den: 2 });
  assert.deepEqual(rational(480, 480), rational(1));
  assert.deepEqual(rational(3, -6), { num: -1, den: 2 });
  assert.deepEqual(add(rational(1, 3), rational(1, 6)), rational(1, 2));
  assert.deepEqual(sub(rational(1, 2), rational(3, 4)), rational(-1, 4));
  assert.ok(compare(rational(2, 3), rational(3, 4)) < 0);
  assert.equal(format(rational(9, 6)), "3/2");
  assert.equal(format(rational(8, 4)), "2");
});

test("decimal durations in a file become exact fractions", () => {
  assert.deepEqual(parseDecimal("1.5"), rational(3, 2));
  assert.deepEqual(parseDecimal(" 240 "), rational(240));
  assert.deepEqual(parseDecimal(".25"), rational(1, 4));
  assert.equal(parseDecimal("abc"), null);
  assert.equal(parseDecimal(""), null);
});
