import { test } from "node:test";
import assert from "node:assert/strict";
import { clefName, keyName, keyOfSignature, keySpelling, pitchName, timeName } from "./names.ts";
import type { ClefSign } from "./score.ts";

const clef = (sign: ClefSign, line: number, octaveChange = 0) => clefName({ sign, line, octaveChange });

test("clefs by the names musicians use", () => {
  assert.equal(clef("G", 2), "treble");
  assert.equal(clef("F", 4), "bass");
  assert.equal(clef("C", 3), "alto");
  assert.equal(clef("C", 4), "tenor");
  assert.equal(clef("C", 1), "soprano");
  assert.equal(clef("C", 2), "mezzo-soprano");
  assert.equal(clef("C", 5), "baritone");
  assert.equal(clef("F", 5), "sub-bass");
  assert.equal(clef("G", 1), "French violin");
  assert.equal(clef("G", 2, -1), "treble 8vb");
  assert.equal(clef("G", 2, 1), "treble 8va");
  assert.equal(clef("F", 4, -1), "bass 8vb");
  assert.equal(clef("percussion", 0), "percussion");
  assert.equal(clef("TAB", 5), "tab");
  assert.equal(clef("none", 0), "no clef");
  assert.equal(clef("G", 3), "G clef on line 3");
});

test("keys from fifths and mode, including double flats and sharps", () => {
  assert.equal(keyName({ fifths: 0, mode: "major" }), "C major");
  assert.equal(keyName({ fifths: -2, mode: "major" }), "B-flat major");
  assert.equal(keyName({ fifths: 3, mode: "minor" }), "F-sharp minor");
  assert.equal(keyName({ fifths: -1, mode: "minor" }), "D minor");
  assert.equal(keyName({ fifths: -7, mode: "major" }), "C-flat major");
  assert.equal(keyName({ fifths: 7, mode: "minor" }), "A-sharp minor");
  assert.equal(keyName({ fifths: -11, mode: "major" }), "A-double-flat major");
  assert.equal(keyName({ fifths: 11, mode: "major" }), "E-sharp major");
  assert.equal(keyName({ fifths: 1, mode: "dorian" }), "A dorian");
  assert.equal(keyName({ fifths: -3, mode: "none" }), "key signature of 3 flats");
});

// Every signature from seven flats to seven sharps, as the circle of fifths names it.
const MAJORS = [
  "C-flat",
  "G-flat",
  "D-flat",
  "A-flat",
  "E-flat",
  "B-flat",
  "F",
  "C",
  "G",
  "D",
  "A",
  "E",
  "B",
  "F-sharp",
  "C-sharp",
];
const MINORS = [
  "A-flat",
  "E-flat",
  "B-flat",
  "F",
  "C",
  "G",
  "D",
  "A",
  "E",
  "B",
  "F-sharp",
  "C-sharp",
  "G-sharp",
  "D-sharp",
  "A-sharp",
];

test("one spelling of a key from its sharps or flats, seven flats to seven sharps, major and minor", () => {
  for (let fifths = -7; fifths <= 7; fifths++) {
    assert.equal(keyOfSignature(fifths, "major"), `${MAJORS[fifths + 7]} major`, `${fifths} major`);
    assert.equal(keyOfSignature(fifths, "minor"), `${MINORS[fifths + 7]} minor`, `${fifths} minor`);
    assert.equal(keyName({ fifths, mode: "major" }), keyOfSignature(fifths, "major"));
  }
});

test("keys beyond seven accidentals spell their double and triple sharps and flats", () => {
  assert.equal(keyOfSignature(8, "major"), "G-sharp major");
  assert.equal(keyOfSignature(-8, "minor"), "D-flat minor");
  assert.equal(keyOfSignature(14, "major"), "C-double-sharp major");
  assert.equal(keyOfSignature(-14, "minor"), "A-double-flat minor");
  assert.equal(keyOfSignature(21, "major"), "C-3×sharp major");
  assert.equal(keyOfSignature(-19, "major"), "D-3×flat major");
  assert.equal(keyOfSignature(2, "none"), null);
  assert.equal(keySpelling("B", -1, "major"), "B-flat major");
  assert.equal(keySpelling("F", 2, "minor"), "F-double-sharp minor");
});

test("time signatures; none and senza misura say so", () => {
  assert.equal(timeName({ beats: "4", beatType: "4", symbol: "common" }), "4/4");
  assert.equal(timeName({ beats: "2", beatType: "2", symbol: "cut" }), "2/2");
  assert.equal(timeName({ beats: "6", beatType: "8", symbol: "normal" }), "6/8");
  assert.equal(timeName({ beats: "3|2", beatType: "8|8", symbol: "normal" }), "3/8+2/8");
  assert.equal(timeName(null), "no time signature");
  assert.equal(
    timeName({ beats: "", beatType: "", symbol: "normal", senzaMisura: true }),
    "no time signature",
  );
});

test("pitches: step, accidentals as # and b, octave", () => {
  assert.equal(pitchName({ step: "C", alter: 0, octave: 4 }), "C4");
  assert.equal(pitchName({ step: "F", alter: 1, octave: 5 }), "F#5");
  assert.equal(pitchName({ step: "B", alter: -1, octave: 4 }), "Bb4");
  assert.equal(pitchName({ step: "C", alter: 2, octave: 4 }), "C##4");
  assert.equal(pitchName({ step: "E", alter: -2, octave: 3 }), "Ebb3");
});
