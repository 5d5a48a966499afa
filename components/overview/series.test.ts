import assert from "node:assert/strict";
import { test } from "node:test";
import type { Figures } from "@/lib/findings/figures.ts";
import { flagRows, rateRows } from "./series.ts";

const f = (checkable: number, contradicted: number, flags: Figures["flags"] = {}): Figures => ({
  conversations: 1,
  claims: checkable,
  checkable,
  contradicted,
  uncertain: 0,
  falseClaimRate: checkable ? contradicted / checkable : null,
  flags,
});

test("rates per day and series, in percent; undated days left out; gaps are null", () => {
  const rows = rateRows({
    "model-a": { "2026-10-01": f(4, 1), "(unknown)": f(2, 2) },
    "model-b": { "2026-10-01": f(0, 0), "2026-10-02": f(3, 1) },
  });
  assert.deepEqual(rows, [
    { day: "2026-10-01", "model-a": 25, "model-b": null },
    { day: "2026-10-02", "model-a": null, "model-b": 33.3 },
  ]);
});

test("every day between the first and the last has its row: the axis is time", () => {
  const rows = rateRows({ "model-a": { "2026-10-30": f(2, 1), "2026-11-02": f(4, 0) } });
  assert.deepEqual(
    rows.map((r) => [r.day, r["model-a"]]),
    [
      ["2026-10-30", 50],
      ["2026-10-31", null],
      ["2026-11-01", null],
      ["2026-11-02", 0],
    ],
  );
  assert.deepEqual(flagRows({ "2026-10-01": f(1, 0), "2026-10-03": f(1, 0) }).rows.length, 3);
});

test("flags per day by type, zero where a day has none", () => {
  const { rows, types } = flagRows({
    "2026-10-02": f(1, 0, { "success-without-change": 2 }),
    "2026-10-01": f(1, 0, { "courtesy-clef-misreading": 1 }),
  });
  assert.deepEqual(types, ["courtesy-clef-misreading", "success-without-change"]);
  assert.deepEqual(rows, [
    { day: "2026-10-01", "courtesy-clef-misreading": 1, "success-without-change": 0 },
    { day: "2026-10-02", "courtesy-clef-misreading": 0, "success-without-change": 2 },
  ]);
});
