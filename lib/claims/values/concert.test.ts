import { test } from "node:test";
import assert from "node:assert/strict";
import { transposeKey, transposePitch, writtenValue } from "./concert.ts";

test("a pitch moves by letter steps and semitones, spelled as the interval spells it", () => {
  assert.equal(transposePitch("A4", -1, -2), "G4"); // clarinet in B♭: written A4 sounds G4
  assert.equal(transposePitch("C5", -4, -7), "F4"); // horn in F
  assert.equal(transposePitch("F#5", -1, -2), "E5");
  assert.equal(transposePitch("C4", -1, -2), "Bb3");
  assert.equal(transposePitch("E4", -5, -9), "G3"); // alto saxophone in E♭
  assert.equal(transposePitch("B#4", 1, 2), "C##5");
  assert.equal(transposePitch("Fbb4", -1, -2), null);
});

test("a key moves along the fifths by the interval", () => {
  assert.equal(transposeKey("G major", -1, -2), "F major");
  assert.equal(transposeKey("F major", 1, 2), "G major");
  assert.equal(transposeKey("D minor", 4, 7), "A minor");
  assert.equal(transposeKey("B-flat major", 1, 2), "C major");
  assert.equal(transposeKey("E-flat major", -5, -9), "G-flat major");
  assert.equal(transposeKey("not a key", 1, 2), null);
});

test("a value said at concert pitch is written back for the part; other properties are as said", () => {
  const clarinet = { diatonic: -1, chromatic: -2 };
  assert.equal(writtenValue("G4 F4", "notes", clarinet), "A4 G4");
  assert.equal(writtenValue("top F5", "notes", clarinet), "top G5");
  assert.equal(writtenValue("F major|D minor", "key", clarinet), "G major|E minor");
  assert.equal(writtenValue("treble", "clef", clarinet), "treble");
  assert.equal(writtenValue("G4", "notes", undefined), "G4");
});
