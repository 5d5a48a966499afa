// How the rules read what musicians say (docs/claims.md, "What the words mean"): rests and entries,
// the rest of the piece, the organ's pedal staff, hands in a score of several parts, a no-change
// said of one property.
import { test } from "node:test";
import assert from "node:assert/strict";
import type { ScoreContext } from "../subject/score-context.ts";
import { extractClaims } from "./extract-claims.ts";

const duo: ScoreContext = {
  firstBar: 1,
  lastBar: 16,
  barCount: 16,
  parts: [
    { id: "P1", name: "Clarinet in B♭", staves: 1 },
    { id: "P2", name: "Piano", staves: 2 },
  ],
};
const organ: ScoreContext = { ...duo, parts: [{ id: "P1", name: "Organ", staves: 3 }] };

function read(text: string, score: ScoreContext = duo): string[] {
  return extractClaims(text, "assistant", score).map((c) => {
    const bars = c.subject.bars ? `${c.subject.bars.from}-${c.subject.bars.to}` : "piece";
    const where = `${c.subject.part ?? "-"}/${c.subject.staff ?? "-"}`;
    return `${c.kind} ${c.subject.property} ${bars} ${where} ${c.value}${c.uncertain ? " (unread)" : ""}`;
  });
}

test("rests and entries: the bars of rests have no notes, the entry names the bar's first note", () => {
  assert.deepEqual(read("The clarinet rests in bars 1–2 and comes in at bar 3 on A4."), [
    "state notes 1-2 P1/- absent",
    // "bar 3 on A4" is bar 3, not bar 3 onwards.
    "state notes 3-3 P1/- first A4",
  ]);
  assert.deepEqual(read("The clarinet is tacet for mm. 1–2."), ["state notes 1-2 P1/- absent"]);
  assert.deepEqual(read("In the clarinet, bar 12 starts on D5."), ["state notes 12-12 P1/- first D5"]);
  // A rest of part of a bar says nothing of the bar's other notes.
  assert.deepEqual(read("Bar 12 of the clarinet has a half-note rest."), []);
});

test("the rest of the piece: 'everywhere else', 'nowhere else', and 'but' after a value", () => {
  assert.deepEqual(read("The LH is in treble clef for mm. 5–7 and in bass clef everywhere else."), [
    "state clef 5-7 P2/2 treble",
    "state clef 1-4 P2/2 bass",
    "state clef 8-16 P2/2 bass",
  ]);
  // Bars listed one by one: the mark in each.
  assert.deepEqual(read("Pedal is marked in mm. 1, 2 and 3, and nowhere else."), [
    "state pedal 1-1 -/- present",
    "state pedal 2-2 -/- present",
    "state pedal 3-3 -/- present",
    "state pedal 4-16 -/- absent",
  ]);
  assert.deepEqual(read("The LH is in bass clef, but bars 5–7 are treble."), [
    "state clef 1-4 P2/2 bass",
    "state clef 8-16 P2/2 bass",
    "state clef 5-7 P2/2 treble",
  ]);
  // A bare "else" names no bars.
  assert.deepEqual(read("Nothing else in the piece has pedal."), ["state pedal piece -/- present (unread)"]);
});

test("the pedal staff is the organ's third staff, never a pedal mark", () => {
  assert.deepEqual(read("The pedal staff is in bass clef throughout.", organ), ["state clef piece -/3 bass"]);
});

test("hands name the keyboard part; 'marked piano' is a dynamic, not the piano", () => {
  assert.deepEqual(read("M. 7 of the LH is in treble clef."), ["state clef 7-7 P2/2 treble"]);
  assert.deepEqual(read("Bar 3 of the clarinet is marked piano."), ["state dynamics 3-3 P1/- p"]);
});

test("a no-change said of one property or part is about that property or part alone", () => {
  assert.deepEqual(read("I didn't touch the clefs and the pedal marks."), [
    "no-change clef piece -/- null",
    "no-change pedal piece -/- null",
  ]);
  assert.deepEqual(read("The clarinet part wasn't touched."), ["no-change other piece P1/- null"]);
  assert.deepEqual(read("The notes in bar 13 are untouched."), ["no-change notes 13-13 -/- null"]);
});

test("a bare pitch answering 'which is the first / lowest note' is that note, not any note of the bar", () => {
  const answer = (question: string, reply: string) =>
    extractClaims(reply, "assistant", duo, { question }).map(
      (c) => `${c.value}${c.uncertain ? " (unread)" : ""}`,
    );
  assert.deepEqual(answer("What's the clarinet's first note in bar 3?", "E5, in bar 3."), ["first E5"]);
  assert.deepEqual(answer("What is the lowest note of the LH in bar 3?", "D2."), ["bottom D2"]);
  assert.deepEqual(answer("What is the clarinet's last note in bar 3?", "C5."), ["C5 (unread)"]);
});

test("a mark swapped for another, a passage taken out", () => {
  assert.deepEqual(
    read("Done: I swapped the pp in m. 13 for an f.").filter((c) => c.startsWith("edit")),
    ["edit dynamics 13-13 -/- f"],
  );
  assert.deepEqual(read("The treble-clef passage in bars 5–6 was taken out in version 4."), [
    "edit clef 5-6 -/- null",
  ]);
});

test("a time on a read's line naming no part, after lines naming several, is every part's", () => {
  const lines = extractClaims(
    "Changes:\nbar 1: Clarinet in B♭ key G major (written), time 4/4; Piano key F major, time 4/4\nfrom bar 9: Clarinet in B♭ key C major (written); Piano key B♭ major\nfrom bar 13: time 3/4",
    "read",
    duo,
  );
  const late = lines.find((c) => c.value === "3/4");
  assert.equal(late?.subject.part, null);
});
