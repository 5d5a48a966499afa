import assert from "node:assert/strict";
import { test } from "node:test";
import { barHref, barOfLine, conversationHref, scoreHref } from "./links.ts";

test("the reader's address keeps the moment and bar in the query, the item in the hash", () => {
  assert.equal(conversationHref("etude a1"), "/conversations/etude%20a1");
  assert.equal(
    conversationHref("etude-a1", { turn: 2, version: 3, bar: 4, staff: 2, hash: "claim-c7" }),
    "/conversations/etude-a1?turn=2&v=3&bar=4&staff=2#claim-c7",
  );
  assert.equal(conversationHref("x", { turn: null, part: "" }), "/conversations/x");
});

test("a bar's page mirrors the API route; part and staff only when named", () => {
  assert.equal(barHref({ scoreId: "etude", version: 2, bar: 4 }), "/scores/etude/versions/2/bars/4");
  assert.equal(
    barHref({ scoreId: "etude", version: 2, bar: 4, part: "P1", staff: 2 }),
    "/scores/etude/versions/2/bars/4?part=P1&staff=2",
  );
  assert.equal(scoreHref("etude", 3), "/scores/etude#version-3");
});

test("the bar a diff line concerns", () => {
  assert.equal(barOfLine("bar 4: lower staff clef treble -> bass"), 4);
  assert.equal(barOfLine("bars 12-14: notes C4 -> D4"), 12);
  assert.equal(barOfLine("bar X1: added"), null);
  assert.equal(barOfLine("the whole piece: key C major -> G major"), null);
});
