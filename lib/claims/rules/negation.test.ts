// A negated mark is the mark's absence, never its presence; an edit said not to have been made says
// nothing of what the score has; "there is" opening a clause points to no bar.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { ExtractedClaim } from "../claim.ts";
import { extractClaims } from "./extract-claims.ts";

const read = (text: string): string[] => extractClaims(text, "assistant").map(shape);

function shape(c: ExtractedClaim): string {
  const bars = c.subject.bars ? `${c.subject.bars.from}-${c.subject.bars.to}` : "piece";
  return `${c.kind} ${c.subject.property} ${bars} ${c.value}${c.uncertain ? " (uncertain)" : ""}`;
}

test("a dynamic said not to be there is 'not' that dynamic", () => {
  assert.deepEqual(read("There's no pp at bar 13."), ["state dynamics 13-13 not pp"]);
  assert.deepEqual(read("Bar 13 doesn't have a pp."), ["state dynamics 13-13 not pp"]);
  assert.deepEqual(read("Bar 9 isn't marked f."), ["state dynamics 9-9 not f"]);
  assert.deepEqual(read("Bar 7 is without a pp."), ["state dynamics 7-7 not pp"]);
  assert.deepEqual(read("Nowhere is there a pp in bars 1-4."), ["state dynamics 1-4 not pp"]);
  // The negation before a comma is another clause's.
  assert.deepEqual(read("No, bar 13 is pp."), ["state dynamics 13-13 pp"]);
});

test("an edit said not to have been made is not read as what the score has", () => {
  assert.deepEqual(read("I didn't add a pp to bar 13."), ["state dynamics 13-13 not pp (uncertain)"]);
  assert.deepEqual(read("The pp in bar 13 wasn't removed."), ["state dynamics 13-13 pp (uncertain)"]);
});

test("'there is' opening a clause takes no bars from the sentence before", () => {
  assert.deepEqual(read("Bar 13 now has a p. So there's no pp left anywhere in the piece."), [
    "state dynamics 13-13 p",
    "state dynamics piece not pp",
  ]);
  assert.deepEqual(read("Bar 13 is marked p. The key signature there is G major."), [
    "state dynamics 13-13 p",
    "state key 13-13 G major",
  ]);
});

test("'p instead of pp' is the p", () => {
  assert.deepEqual(read("Bar 15 now has p instead of pp."), ["state dynamics 15-15 p"]);
});

test("'No edits made.', 'I made no changes.' say nothing changed; with bars named, nothing is read", () => {
  for (const text of ["No edits made.", "I made no changes."])
    assert.deepEqual(
      extractClaims(text, "assistant").map(
        (c) => `${c.kind} ${c.subject.property} ${c.subject.bars === null}`,
      ),
      ["no-change other true"],
      text,
    );
  assert.deepEqual(extractClaims("I made no changes to bar 5.", "assistant"), []);
});
