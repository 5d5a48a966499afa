import { test } from "node:test";
import assert from "node:assert/strict";
import { splitClauses, splitLines, splitSentences } from "./sentences.ts";

test("abbreviations and decimals do not end a sentence", () => {
  assert.deepEqual(
    splitSentences(
      "In m. 4 the clef is bass. See mm. 3-5 too, e.g. the left hand. It is No. 2 of the set. Tempo 60.5 is odd.",
    ),
    [
      "In m. 4 the clef is bass.",
      "See mm. 3-5 too, e.g. the left hand.",
      "It is No. 2 of the set.",
      "Tempo 60.5 is odd.",
    ],
  );
});

test("a dynamic at a sentence's end ends it; a page number does not", () => {
  assert.deepEqual(
    splitSentences("The voice comes in on F4, marked p. The last note is B-flat 4. See p. 4 for it."),
    ["The voice comes in on F4, marked p.", "The last note is B-flat 4.", "See p. 4 for it."],
  );
  assert.deepEqual(splitSentences("It ends pp. Nothing else changed."), [
    "It ends pp.",
    "Nothing else changed.",
  ]);
});

test("lines, list items and markdown", () => {
  const text =
    "**Done!** Here is what changed:\n- Bar 4: lower staff clef treble -> bass\n2. Bar 5 is *unchanged*\n\nThere are 16 bars.";
  assert.deepEqual(splitSentences(text), [
    "Done!",
    "Here is what changed:",
    "Bar 4: lower staff clef treble -> bass",
    "Bar 5 is unchanged",
    "There are 16 bars.",
  ]);
});

test("clauses split at semicolons, dashes and new statements, not inside a bar list", () => {
  assert.deepEqual(splitClauses("Version 2 has the bass clef in bar 10; please refresh the page."), [
    "Version 2 has the bass clef in bar 10",
    "please refresh the page.",
  ]);
  assert.deepEqual(splitClauses("Bars 3 and 4 are in bass clef"), ["Bars 3 and 4 are in bass clef"]);
  assert.deepEqual(splitClauses("The right hand is in treble and the left hand is in bass clef"), [
    "The right hand is in treble",
    "and the left hand is in bass clef",
  ]);
});

test("sentences stay grouped by line", () => {
  assert.deepEqual(
    splitLines("Staff 1: treble clef. Staff 2: bass clef.\n\n- Key: C major.\n|---|\nbar 6 · staff 2: D4 F4"),
    [["Staff 1: treble clef.", "Staff 2: bass clef."], ["Key: C major."], ["bar 6 · staff 2: D4 F4"]],
  );
});

test("each line can say whether it is a list item", () => {
  const items: boolean[] = [];
  splitLines("## Changes made\n- Bar 4 is in bass clef\n\n2) Bar 5 too\nThe rest is unchanged.", items);
  assert.deepEqual(items, [false, true, true, false]);
});

test(
  '"bar 4" and a long run of dots, or one endless sentence, are read in time that grows with the text',
  { timeout: 10_000 },
  () => {
    // Both took minutes before (issue 12): the sentence end was retried from every dot of the run.
    const dots = `bar 4${".".repeat(200_000)}`;
    const cut = splitSentences(dots);
    assert.ok(cut.every((p) => p.length <= 2_000));
    assert.equal(cut.join(""), dots.replace(" ", ""));
    const words = "treble clef bass clef ".repeat(20_000);
    const pieces = splitSentences(words);
    assert.ok(pieces.every((p) => p.length <= 2_000));
    assert.equal(pieces.join(" "), words.trim());
  },
);

test("a line longer than any written is read as lines of a few sentences", () => {
  const text = "The clef is treble, bass clef; alto clef. ".repeat(5_000);
  const lines = splitLines(text);
  assert.ok(lines.length > 1);
  assert.ok(lines.every((l) => l.join(" ").length <= 10_000 + 2_000));
  assert.equal(lines.flat().join(" "), text.trim());
});

test("bars after a colon place the clef, key, time or mark before it", () => {
  assert.deepEqual(splitClauses("no pedal: bars 11-12"), ["no pedal in bars 11-12"]);
  assert.deepEqual(splitClauses("Pedal: bars 9–10 and bar 12 only."), [
    "Pedal in bars 9–10 and bar 12 only.",
  ]);
  assert.deepEqual(splitClauses("mf: bars 9, 11"), ["mf in bars 9, 11"]);
  assert.deepEqual(splitClauses("Four in 3/4: bars 13 to 16."), ["Four in 3/4 in bars 13 to 16."]);
});

test("'No.' before a number is a number sign; before a word it ends a short answer", () => {
  assert.deepEqual(splitSentences("It is Op. 28 No. 4 in E minor. No. The key is E minor."), [
    "It is Op. 28 No. 4 in E minor.",
    "No.",
    "The key is E minor.",
  ]);
});

test("a sentence may start with a bar in lower case: 'm. 8 is untouched'", () => {
  assert.deepEqual(splitSentences("The LH reads in G clef from m. 9 to the final bar. m. 8 is untouched."), [
    "The LH reads in G clef from m. 9 to the final bar.",
    "m. 8 is untouched.",
  ]);
  assert.deepEqual(splitSentences("It moves from m. 9 to m. 12 in bass."), [
    "It moves from m. 9 to m. 12 in bass.",
  ]);
  assert.deepEqual(splitSentences("No ped. in m. 5. v4 is identical to v3."), [
    "No ped. in m. 5.",
    "v4 is identical to v3.",
  ]);
});

test("a mark's bars listed apart, with their staff, or 'plus' one more, are one list", () => {
  assert.deepEqual(splitClauses("Pedal (staff 2): bar 1; bars 5-6; bar 9."), [
    "Pedal (staff 2) in bar 1, bars 5-6, bar 9.",
  ]);
  assert.deepEqual(splitClauses("Pedal: bars 1 to 10, plus bar 12."), [
    "Pedal in bars 1 to 10, plus bar 12.",
  ]);
  assert.deepEqual(splitClauses("Pedal: bars 9–12, left hand."), ["Pedal in bars 9–12, left hand."]);
});

test("'p.' opening a reply is a dynamic and a sentence, not a lettered item", () => {
  assert.deepEqual(splitSentences("p. It comes right after an mf in bar 7."), [
    "p.",
    "It comes right after an mf in bar 7.",
  ]);
  assert.deepEqual(splitSentences("a. Bar 4 is in bass clef."), ["Bar 4 is in bass clef."]);
});

test("a dash under a mark's column with a bracketed staff is no mark: '| pedal (lower staff) |'", () => {
  assert.deepEqual(splitLines("bar | pedal (lower staff)\n4 | -\n6 | pedal").flat(), [
    "bar 4: no pedal (lower staff)",
    "bar 6: pedal (lower staff) pedal",
  ]);
});
