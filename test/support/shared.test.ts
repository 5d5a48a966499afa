import { test } from "node:test";
import assert from "node:assert/strict";
import { inCI, needsShared, sharedPath } from "./shared.ts";

const missing = sharedPath("no-such-folder-for-this-test");

test("a missing ../shared path is a reason to skip on a developer's machine", () => {
  assert.match(String(needsShared(missing, {})), /no-such-folder-for-this-test absent/);
  assert.equal(needsShared(missing, { CI: "false" }) !== false, true);
});

test("under CI=true a missing ../shared path fails, naming it", () => {
  assert.throws(() => needsShared([missing], { CI: "true" }), /CI=true.*no-such-folder-for-this-test/);
  assert.equal(inCI({ CI: "1" }), true);
  assert.equal(inCI({}), false);
});

test("a path that exists neither skips nor fails", () => {
  assert.equal(needsShared(import.meta.dirname, { CI: "true" }), false);
});
