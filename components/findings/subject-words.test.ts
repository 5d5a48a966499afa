import assert from "node:assert/strict";
import { test } from "node:test";
import type { Subject } from "@/lib/claims/claim.ts";
import { namesSeveralParts, subjectWords } from "./subject-words.ts";

const leftHandBar4: Subject = { part: "P1", staff: 2, bars: { from: 4, to: 4 }, property: "clef" };
const celloBars: Subject = { part: "P3", staff: null, bars: { from: 5, to: 8 }, property: "key" };
const wholePiece: Subject = { part: null, staff: null, bars: null, property: "bar-count" };

test("a subject in words: bars, staff and property; the part only when asked", () => {
  assert.equal(subjectWords(leftHandBar4, false), "bar 4 staff 2 · clef");
  assert.equal(subjectWords(celloBars, true), "part P3, bars 5-8 · key");
  assert.equal(subjectWords(wholePiece, true), "the whole piece · number of bars");
});

test("parts are worth naming only when the subjects name more than one", () => {
  assert.equal(namesSeveralParts([leftHandBar4, wholePiece, { ...leftHandBar4, staff: 1 }]), false);
  assert.equal(namesSeveralParts([leftHandBar4, celloBars]), true);
});
