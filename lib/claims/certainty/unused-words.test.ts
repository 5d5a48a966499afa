import { test } from "node:test";
import assert from "node:assert/strict";
import type { ExtractedClaim, Property } from "../claim.ts";
import { unusedWord } from "./unused-words.ts";

const claim = (
  text: string,
  property: Property,
  value: string,
  staff: number | null = null,
): ExtractedClaim => ({
  kind: "state",
  subject: { part: null, staff, bars: { from: 7, to: 7 }, property },
  value,
  text,
});

test("a 'none' turns round the claim's value, unless it is another field's value", () => {
  const read = "Cello (P3), bar 7: bass clef; key F major; 3/4; notes B♭2 (dotted half); dynamics: none.";
  assert.equal(unusedWord(claim(read, "clef", "bass")), null);
  assert.equal(unusedWord(claim(read, "key", "F major")), null);
  assert.equal(unusedWord(claim(read, "dynamics", "f")), "did not read the negative 'none'");
  assert.equal(
    unusedWord(claim("Bar 7 has none of the f.", "dynamics", "f")),
    "did not read the negative 'none'",
  );
});

test("a side word the rules did not place, beside a staff carried from elsewhere", () => {
  assert.equal(unusedWord(claim("bar 5: Upper treble", "clef", "treble", 3)), "could not place 'Upper'");
  assert.equal(unusedWord(claim("bar 5: upper staff treble", "clef", "treble", 1)), null);
});

test("a refused value is no state of the score; one said to be still there is", () => {
  const text = "The 2/4 change at bar 17 was refused, so bar 17 is still in 4/4.";
  assert.match(unusedWord(claim(text, "time", "2/4"))!, /'refused' says a change was not made/);
  assert.equal(unusedWord(claim(text, "time", "4/4")), null);
  assert.equal(
    unusedWord(claim("Sorry, the tool refused: the key change is still at bar 13.", "key", "changes here")),
    null,
  );
});

test("'none' before an arrow is the value before the change", () => {
  assert.equal(unusedWord(claim("bar 13: Piano staff 1 dynamics none -> p", "dynamics", "p", 1)), null);
});
