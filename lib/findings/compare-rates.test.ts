import assert from "node:assert/strict";
import { test } from "node:test";
import { compareRates, newcombe, normalCdf, wilson } from "./compare-rates.ts";

const close = (actual: number | null, expected: number, digits = 4) =>
  assert.ok(actual !== null && Math.abs(actual - expected) < 10 ** -digits, `${actual} ≉ ${expected}`);

test("Wilson 95% intervals: 5 of 10, 0 of 10 (never below 0), 3 of 40", () => {
  const half = wilson(5, 10);
  close(half.rate, 0.5);
  close(half.low, 0.236593);
  close(half.high, 0.763407);
  const none = wilson(0, 10);
  assert.equal(none.low, 0);
  close(none.high, 0.277533);
  close(wilson(3, 40).low, 0.025836);
  close(wilson(3, 40).high, 0.198642);
});

test("nothing checkable: no rate and no interval", () => {
  assert.deepEqual(wilson(0, 0), { hits: 0, of: 0, rate: null, low: null, high: null });
});

test("30/100 before against 45/100 after is more than chance (z 2.19, p 0.028)", () => {
  const c = compareRates({ hits: 30, of: 100 }, { hits: 45, of: 100 });
  close(c.difference, 0.15);
  close(c.z, 2.19089);
  close(c.p, 0.02846);
  assert.equal(c.significant, true);
});

test("3/40 before against 2/38 after is within chance", () => {
  const c = compareRates({ hits: 3, of: 40 }, { hits: 2, of: 38 });
  close(c.z, -0.403142);
  close(c.p, 0.686844);
  assert.equal(c.significant, false);
});

test("no test when a side has nothing checkable or both rates are 0", () => {
  assert.equal(compareRates({ hits: 0, of: 0 }, { hits: 2, of: 10 }).p, null);
  const zero = compareRates({ hits: 0, of: 20 }, { hits: 0, of: 30 });
  assert.equal(zero.difference, 0);
  assert.equal(zero.p, null);
  assert.equal(zero.significant, false);
});

test("Φ: 0.5 at 0, 0.975 at 1.96, symmetric", () => {
  close(normalCdf(0), 0.5, 6);
  close(normalCdf(1.959964), 0.975, 6);
  close(normalCdf(-1.959964), 0.025, 6);
});

test("Newcombe's interval of the difference: his worked examples 56/70 − 48/80 and 9/10 − 3/10", () => {
  // Newcombe (1998), table II, method 10: 0.0524 to 0.3339, and 0.1705 to 0.8090 (signs turned:
  // here the difference is b − a).
  const wide = newcombe({ hits: 48, of: 80 }, { hits: 56, of: 70 });
  close(wide.difference, 0.2);
  close(wide.low, 0.0524, 3);
  close(wide.high, 0.3339, 3);
  assert.equal(wide.significant, true);
  const small = newcombe({ hits: 3, of: 10 }, { hits: 9, of: 10 });
  close(small.low, 0.1705, 3);
  close(small.high, 0.809, 3);
});

test("Newcombe: 2 of 4 against 0 of 4 is within chance, and nothing checkable gives no interval", () => {
  const few = newcombe({ hits: 2, of: 4 }, { hits: 0, of: 4 });
  close(few.difference, -0.5);
  assert.ok(few.low! < 0 && few.high! > 0);
  assert.equal(few.significant, false);
  assert.deepEqual(newcombe({ hits: 0, of: 0 }, { hits: 1, of: 3 }), {
    difference: null,
    low: null,
    high: null,
    significant: false,
  });
});
