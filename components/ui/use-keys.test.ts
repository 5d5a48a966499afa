import assert from "node:assert/strict";
import { test } from "node:test";
import { actionOf } from "./use-keys.ts";

// The fields actionOf reads of a key press, as a browser's KeyboardEvent has them.
function press(key: string, more: { ctrlKey?: boolean; tagName?: string; defaultPrevented?: boolean } = {}) {
  const target = { tagName: more.tagName ?? "LI", isContentEditable: false };
  return {
    key,
    altKey: false,
    ctrlKey: more.ctrlKey ?? false,
    metaKey: false,
    defaultPrevented: more.defaultPrevented ?? false,
    target,
  } as unknown as KeyboardEvent;
}

test("a key's action, and none for a key without one or whose action is absent just now", () => {
  const next = () => {};
  const keys = { j: next, k: undefined };
  assert.equal(actionOf(press("j"), keys), next);
  assert.equal(actionOf(press("k"), keys), undefined);
  assert.equal(actionOf(press("x"), keys), undefined);
  // Not the object's own inherited names.
  assert.equal(actionOf(press("toString"), keys), undefined);
});

test("a key typed in a text field, with Ctrl, or already handled, is not a shortcut", () => {
  const keys = { j: () => {} };
  assert.equal(actionOf(press("j", { tagName: "INPUT" }), keys), undefined);
  assert.equal(actionOf(press("j", { tagName: "TEXTAREA" }), keys), undefined);
  assert.equal(actionOf(press("j", { ctrlKey: true }), keys), undefined);
  assert.equal(actionOf(press("j", { defaultPrevented: true }), keys), undefined);
});
