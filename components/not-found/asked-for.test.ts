import assert from "node:assert/strict";
import { test } from "node:test";
import { askedFor } from "./asked-for.ts";

test("an address that led nowhere is named for what it asked", () => {
  assert.deepEqual(askedFor("/conversations/caf%C3%A9?turn=2"), { kind: "conversation", id: "café" });
  assert.deepEqual(askedFor("/scores/etude"), { kind: "score", scoreId: "etude" });
  assert.deepEqual(askedFor("/scores/etude/versions/99/bars/4"), {
    kind: "bar",
    scoreId: "etude",
    version: "99",
    bar: "4",
  });
  assert.deepEqual(askedFor("/meetings/m1/minutes"), { kind: "meeting", id: "m1" });
  assert.deepEqual(askedFor("/nothing/here"), { kind: "page", path: "/nothing/here" });
});
