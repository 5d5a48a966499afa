import assert from "node:assert/strict";
import { test } from "node:test";
import { maskQuery } from "./mask-personal.ts";
import { maskParams } from "./minutes-text.ts";

test("the mask as an export's address carries it, and read back as it was", () => {
  const query = maskParams({ on: true, names: ["Rita Reviewer", "Ben"] });
  assert.equal(query.get("mask"), "1");
  assert.deepEqual(maskQuery.parse(query), { mask: true, names: ["Rita Reviewer", "Ben"] });
  assert.equal(maskParams({ on: true }).toString(), "mask=1");
});

test("no mask asked: no parameter, not even the names typed", () => {
  assert.equal(maskParams({ on: false, names: ["Ben"] }).size, 0);
});
