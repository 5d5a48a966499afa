import assert from "node:assert/strict";
import { test } from "node:test";
import { staffInArguments } from "./subjects.ts";

test("the staff a call asks for: 'staff': 2, '2', or a list of one staff", () => {
  assert.equal(staffInArguments({ staff: 2 }), 2);
  assert.equal(staffInArguments({ staff: "2" }), 2);
  assert.equal(staffInArguments({ bars: "7-14", staves: [2] }), 2);
  assert.equal(staffInArguments({ staves: [1, 2] }), null);
  assert.equal(staffInArguments({ staff: "left hand" }), null);
  assert.equal(staffInArguments(null), null);
});
