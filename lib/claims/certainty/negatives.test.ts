// A negative the clause's values do not account for leaves its claims unread.
import assert from "node:assert/strict";
import { test } from "node:test";
import { extractClaims } from "../rules/extract-claims.ts";

const piano = { firstBar: 1, lastBar: 16, barCount: 16, parts: [{ id: "P1", name: "Piano", staves: 2 }] };
const shapes = (text: string): string[] =>
  extractClaims(text, "assistant", piano).map(
    (c) =>
      `${c.subject.property} ${c.subject.bars ? `${c.subject.bars.from}-${c.subject.bars.to}` : "piece"} ${c.value}${c.uncertain ? " (uncertain)" : ""}`,
  );

test("a negative after the mark it denies leaves the claim unread", () => {
  assert.deepEqual(shapes("The dynamic in bar 7 never made it into version 3."), [
    "dynamics 7-7 present (uncertain)",
  ]);
  assert.deepEqual(shapes("The treble clef in bar 5 never arrived."), ["clef 5-5 treble (uncertain)"]);
});

test("a negative before a value, a field's 'none', a reply's 'No,' and scope words are read", () => {
  assert.deepEqual(shapes("There's no pp at bar 7."), ["dynamics 7-7 not pp"]);
  assert.deepEqual(shapes("Bar 9: pedal: none."), ["pedal 9-9 absent"]);
  assert.deepEqual(shapes("No, bar 13 is pp."), ["dynamics 13-13 pp"]);
  assert.deepEqual(shapes("The left hand has pedal marks in bars 1–2 and nowhere else."), [
    "pedal 1-2 present",
    "pedal 3-16 absent",
  ]);
});

test("'nothing changes' in the present tense says what the score has, not what an edit did", () => {
  assert.deepEqual(shapes("With that, nothing changes midway any more."), []);
  assert.deepEqual(shapes("Nothing changed."), ["other piece null"]);
});
