import { test } from "node:test";
import assert from "node:assert/strict";
import type { DiffChange } from "../score-history/diff.ts";
import type { Subject } from "./claim.ts";
import { changeMatches, readingMatcher, shiftedBy } from "./match-values.ts";
import { findNotesChange } from "./values/notes-change.ts";

const bars12: Subject = { part: null, staff: null, bars: { from: 1, to: 2 }, property: "notes" };

function notesChange(from: string, to: string): DiffChange {
  return {
    property: "notes",
    bars: { from: "1", to: "1" },
    positions: { from: 1, to: 1 },
    part: "P1",
    staff: null,
    from,
    to,
    line: `bar 1: notes ${from} -> ${to}`,
  };
}

test("a transposition by an interval of one size is read with its size; others only say the notes changed", () => {
  const value = (clause: string) => findNotesChange(clause)?.value;
  assert.equal(value("I've transposed bars 1-2 up a tone"), "transposed +2");
  assert.equal(value("I moved the melody up a whole tone"), "transposed +2");
  assert.equal(value("transposed bar 3 down an octave"), "transposed -12");
  assert.equal(value("transposed bars 3-4 up 3 semitones"), "transposed +3");
  assert.equal(value("transposed bar 5 up a half step"), "transposed +1");
  // A fourth without its quality is perfect; a third could be major or minor.
  assert.equal(value("transposed bar 5 up a fourth"), "transposed +5");
  assert.equal(value("transposed bar 5 up a third"), "changed");
  assert.equal(value("I transposed the melody"), "changed");
});

test("every note must move by the claimed interval, spelled either way", () => {
  assert.ok(shiftedBy("F4 A4 C5 A4", "G4 B4 D5 B4", 2));
  assert.ok(shiftedBy("B4 C5 D5", "C#5 D5 E5", 2));
  assert.ok(shiftedBy("Bb4 A4", "Cb5 A#4", 1));
  assert.ok(!shiftedBy("F4 A4 C5 A4", "F#4 A#4 C#5 A#4", 2));
  assert.ok(!shiftedBy("F4 A4", "G4", 2));
});

test("an edit claim 'up a tone' matches a diff a tone up, not one a semitone up", () => {
  assert.ok(changeMatches(bars12, "transposed +2", notesChange("F4 A4 C5 A4", "G4 B4 D5 B4")));
  assert.ok(!changeMatches(bars12, "transposed +2", notesChange("F4 A4 C5 A4", "F#4 A#4 C#5 A#4")));
  assert.ok(changeMatches(bars12, "changed", notesChange("F4 A4 C5 A4", "F#4 A#4 C#5 A#4")));
});

test("an edit that says where the bar now starts holds where the new notes have that note", () => {
  assert.ok(changeMatches(bars12, "first B3", notesChange("B4 D5 G5", "B3 D4 G4")));
  assert.ok(!changeMatches(bars12, "first B3", notesChange("B4 D5 G5", "B4 D5 G5 A5")));
});

test("'only F4' is a bar whose one note is F4", () => {
  const bar = (notes: string[]) => ({ notes }) as unknown as Parameters<ReturnType<typeof readingMatcher>>[0];
  const one = readingMatcher("notes", "only F4");
  assert.equal(one(bar(["F4"])), true);
  assert.equal(one(bar(["F4", "D4"])), false);
  assert.equal(one(bar(["E#4"])), true);
  assert.equal(changeMatches(bars12, "only C4", notesChange("C5", "C4")), true);
  assert.equal(changeMatches(bars12, "only C4", notesChange("C5 E5", "C4 E4")), false);
});

test("a dynamic is matched as a word: 'pp -> mp' is no change to p", () => {
  const dynamics: Subject = { part: null, staff: 1, bars: { from: 15, to: 15 }, property: "dynamics" };
  const change = (from: string, to: string): DiffChange => ({
    ...notesChange(from, to),
    property: "dynamics",
    staff: 1,
    line: `bar 15: upper staff dynamics ${from} -> ${to}`,
  });
  assert.ok(!changeMatches(dynamics, "p", change("pp", "mp")));
  assert.ok(changeMatches(dynamics, "mp", change("pp", "mp")));
  assert.ok(!changeMatches(dynamics, "f", change("f", "mf")));
});
