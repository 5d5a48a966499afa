// What a person's question asks, as the short answer after it takes it.
import assert from "node:assert/strict";
import { test } from "node:test";
import { askedSubject } from "./question.ts";

test("a count of the piece's bars asked in a word or two", () => {
  for (const q of ["Bars total?", "Bar count?", "Total number of bars?", "Number of bars?", "How many bars?"])
    assert.equal(askedSubject(q).count, true, q);
  for (const q of ["How many bars are in 4/4?", "Bars 1-4 total?", "Total dynamics?"])
    assert.equal(askedSubject(q).count, false, q);
});

test("bars without notes asked for by their rests or silence", () => {
  for (const q of [
    "Which bars is the trumpet silent?",
    "Where does the left hand rest?",
    "Which bars doesn't the cello play?",
  ])
    assert.deepEqual(
      askedSubject(q).values.map((v) => `${v.property} ${v.value}`),
      ["notes absent"],
      q,
    );
  assert.deepEqual(askedSubject("What key is the rest of the piece in?").values.length, 0);
});

test("the piece's length asked beside another question", () => {
  for (const q of [
    "How long is the piece, and what does the clarinet end on?",
    "How many bars is it in total, and does it end in 3/4?",
    "Bar count, and last LH note?",
    "How many bars is this?",
  ])
    assert.equal(askedSubject(q).count, true, q);
  assert.equal(askedSubject("How long is the 3/4 bit at the end?").count, false);
});

test("what a piece starts in is asked of its first bar", () => {
  for (const q of ["What key and time does it start in?", "Which clef does the left hand part begin in?"])
    assert.deepEqual(askedSubject(q).runs, [{ from: 1, to: 1 }], q);
  assert.equal(askedSubject("What key is it in?").runs, null);
});

test("a stretch the question names without numbering it, with what it asks of there", () => {
  assert.deepEqual(askedSubject("Any pedal in the second half?").unplaced, {
    words: "the second half",
    properties: ["pedal"],
  });
  assert.deepEqual(askedSubject("What key is it in? And is there any pedal in the second half?").unplaced, {
    words: "the second half",
    properties: ["pedal"],
  });
  assert.equal(askedSubject("Is there pedal after the key change?").unplaced?.words, "after the key change");
  // ("What key is that bar in?" after an answer about bar 12: a bar the question points at.)
  assert.equal(askedSubject("Maybe. What key is that bar in?").unplaced?.words, "that bar");
  assert.equal(askedSubject("What key is bar 12 in?").unplaced, null);
  assert.equal(askedSubject("Is that bar fine now? Did your edit do anything?").unplaced, null);
  // Bars numbered, a staff, or a time of day name no stretch.
  for (const q of [
    "Any pedal in the second half, bars 9-16?",
    "What does the middle staff do?",
    "Didn't we transpose it earlier today?",
    "Does the key change later?",
  ])
    assert.equal(askedSubject(q).unplaced, null, q);
});

test("a sign asked of where the piece ends is the last bar's; a part's ending note is not a bar's", () => {
  const score = { firstBar: 1, lastBar: 16, barCount: 16, parts: [{ id: "P1", name: "Organ", staves: 3 }] };
  assert.deepEqual(askedSubject("What key sig do we end in?", score).runs, [{ from: 16, to: 16 }]);
  assert.deepEqual(askedSubject("What key does it start in?", score).runs, [{ from: 1, to: 1 }]);
  assert.equal(askedSubject("What does the clarinet end on?", score).runs, null);
});
