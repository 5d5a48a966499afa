import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { readMusicXml } from "./musicxml.ts";
import { readScoreFile } from "./read-score.ts";
import { rational } from "./rational.ts";
import { fixture } from "../../test/fixtures/score/paths.ts";
import type { NoteEvent, Score, StaffBar } from "./score.ts";

const staffBar = (score: Score, position: number, staff: number, part = 0): StaffBar => {
  const bar = score.parts[part]?.bars[position - 1]?.[staff - 1];
  assert.ok(bar, `bar position ${position}, staff ${staff}`);
  return bar;
};
const at = (e: NoteEvent) => [
  e.pitch ? `${e.pitch.step}${e.pitch.alter || ""}${e.pitch.octave}` : "rest",
  e.offset,
  e.duration,
  e.chord,
];

test("a two-staff piano: staves from <staves>, notes after <backup> on staff 2, chords at one offset", () => {
  const score = readScoreFile(fixture("piano.musicxml"));
  assert.equal(score.bars.length, 6);
  assert.deepEqual(
    score.parts.map((p) => [p.id, p.name, p.staves]),
    [["P1", "Piano", 2]],
  );
  assert.deepEqual(staffBar(score, 1, 1).events.map(at), [
    ["C4", rational(0), rational(2), false],
    ["E4", rational(0), rational(2), true],
    ["G4", rational(0), rational(2), true],
    ["rest", rational(2), rational(2), false],
  ]);
  assert.deepEqual(staffBar(score, 1, 2).events.map(at), [["C3", rational(0), rational(4), false]]);
  assert.deepEqual(staffBar(score, 1, 1).clef, { sign: "G", line: 2, octaveChange: 0 });
  assert.deepEqual(staffBar(score, 1, 2).clef, { sign: "F", line: 4, octaveChange: 0 });
});

test("<forward> moves the offset: the lower staff of bar 3 starts on beat 3", () => {
  const score = readScoreFile(fixture("piano.musicxml"));
  assert.deepEqual(staffBar(score, 3, 2).events.map(at), [["G2", rational(2), rational(2), false]]);
});

test("directions land on their staff at their offset: pedal, dynamics, metronome tempo", () => {
  const score = readScoreFile(fixture("piano.musicxml"));
  assert.deepEqual(staffBar(score, 2, 2).pedal, [
    { offset: rational(0), value: "start" },
    { offset: rational(2), value: "stop" },
  ]);
  assert.deepEqual(staffBar(score, 2, 1).pedal, []);
  assert.deepEqual(staffBar(score, 1, 1).dynamics, [{ offset: rational(0), value: "p" }]);
  assert.deepEqual(staffBar(score, 1, 1).tempo, [{ offset: rational(0), value: "♩ = 96" }]);
});

test("the courtesy rule: a clef after the last note of bar 3 takes effect at bar 4, as one at the start of bar 4 does", () => {
  const atStart = readScoreFile(fixture("piano.musicxml"));
  const atEnd = readScoreFile(fixture("piano-reencoded.musicxml"));
  for (const score of [atStart, atEnd]) {
    assert.equal(staffBar(score, 3, 2).clef.sign, "F");
    assert.deepEqual(staffBar(score, 3, 2).changes, []);
    assert.equal(staffBar(score, 4, 2).clef.sign, "G");
    assert.equal(staffBar(score, 4, 2).clefChangedHere, true);
    assert.equal(staffBar(score, 5, 2).clef.sign, "F");
  }
  // The re-encoding also has other <divisions>, ids, an encoding date and other white space:
  // the parts read identically.
  assert.deepEqual(atEnd.parts, atStart.parts);
  assert.deepEqual(
    atEnd.bars.map((b) => b.id),
    ["m1", "m2", "m3", "m4", "m5", "m6"],
  );
});

test("score-timewise reads into the same Score as its partwise twin; a clef mid-bar is a change at its offset", () => {
  const timewise = readScoreFile(fixture("two-parts-timewise.musicxml"));
  const partwise = readScoreFile(fixture("two-parts-partwise.musicxml"));
  assert.deepEqual(timewise, partwise);
  assert.equal(timewise.title, "Timewise duet");
  assert.deepEqual(
    timewise.parts.map((p) => p.name),
    ["Flute", "Cello"],
  );
  const cello = staffBar(timewise, 2, 1, 1);
  assert.equal(cello.clef.sign, "F");
  assert.deepEqual(cello.changes, [
    { offset: rational(1), kind: "clef", clef: { sign: "C", line: 4, octaveChange: 0 } },
  ]);
  // Divisions 2 in one part and 1 in the other: the same dotted half either way.
  assert.deepEqual(staffBar(timewise, 1, 1, 0).events[0]?.duration, rational(3));
  assert.deepEqual(staffBar(timewise, 1, 1, 1).events[0]?.duration, rational(3));
});

test("percussion clef, unpitched notes, grace and cue notes, ties and double accidentals read", () => {
  const score = readScoreFile(fixture("percussion-grace-cue.musicxml"));
  const drums = staffBar(score, 1, 1);
  assert.equal(drums.clef.sign, "percussion");
  assert.deepEqual(drums.events[0]?.pitch, { step: "E", alter: 0, octave: 4 });
  assert.equal(drums.events[0]?.unpitched, true);
  assert.equal(drums.events[1]?.pitch, undefined);
  assert.equal(drums.events[1]?.unpitched, true);
  const bar2 = staffBar(score, 2, 1);
  assert.deepEqual(
    bar2.events.map((e) => [e.pitch?.step, e.pitch?.alter, e.grace, e.offset, e.duration]),
    [
      ["D", 0, true, rational(0), rational(0)],
      ["C", 2, false, rational(0), rational(1)],
      ["E", -2, false, rational(1), rational(1)],
    ],
  );
  assert.equal(bar2.events[2]?.tieStart, true);
  assert.equal(staffBar(score, 3, 1).events[0]?.tieStop, true);
  // No <key> at all: C major.
  assert.deepEqual(drums.key, { fifths: 0, mode: "major" });
});

test("a key or time without number applies to every staff; a clef with number to its staff only", () => {
  const text = readFileSync(fixture("piano.musicxml"), "utf8").replace(
    '<measure number="2">',
    '<measure number="2">\n  <attributes><key><fifths>3</fifths><mode>minor</mode></key><time><beats>3</beats><beat-type>4</beat-type></time><clef number="1"><sign>C</sign><line>3</line></clef></attributes>',
  );
  const score = readMusicXml(text, "edited.musicxml");
  for (const staff of [1, 2]) {
    assert.deepEqual(staffBar(score, 2, staff).key, { fifths: 3, mode: "minor" });
    assert.equal(staffBar(score, 2, staff).time?.beats, "3");
  }
  assert.equal(staffBar(score, 2, 1).clef.sign, "C");
  assert.equal(staffBar(score, 2, 2).clef.sign, "F");
});
