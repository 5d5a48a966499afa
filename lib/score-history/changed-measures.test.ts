// Two versions read for a diff: only the bars whose text differs are read whole, and the diff is
// the one whole reads give.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { strToU8 } from "fflate";
import { needsShared, sharedPath } from "../../test/support/shared.ts";
import { ReadError } from "../read-error.ts";
import { changedMeasures } from "./changed-measures.ts";
import { diffScores } from "./diff.ts";
import { readScoreBytes, readScoreVersions } from "./read-score.ts";

const corpus = sharedPath("corpus");
const skip = needsShared(corpus);

const measureAt = (text: string, fraction: number) => {
  const starts = [...text.matchAll(/<measure[\s>]/g)].map((m) => m.index);
  return starts[Math.floor(starts.length * fraction)]!;
};
const afterTag = (text: string, at: number) => text.indexOf(">", at) + 1;
const EDITS: Record<string, (text: string) => string> = {
  "a pitch": (t) => {
    const i = t.indexOf("<step>", Math.floor(t.length * 0.6)) + "<step>".length;
    return t.slice(0, i) + (t[i] === "C" ? "D" : "C") + t.slice(i + 1);
  },
  "a clef at the start of a bar": (t) => {
    const at = afterTag(t, measureAt(t, 0.3));
    return `${t.slice(0, at)}<attributes><clef><sign>F</sign><line>4</line></clef></attributes>${t.slice(at)}`;
  },
  "a courtesy clef at the end of a bar": (t) => {
    const at = t.indexOf("</measure>", measureAt(t, 0.8));
    return `${t.slice(0, at)}<attributes><clef><sign>C</sign><line>3</line></clef></attributes>${t.slice(at)}`;
  },
  "a dynamic": (t) => {
    const at = afterTag(t, measureAt(t, 0.7));
    return `${t.slice(0, at)}<direction><direction-type><dynamics><ff/></dynamics></direction-type></direction>${t.slice(at)}`;
  },
  "a bar removed": (t) => {
    const at = measureAt(t, 0.5);
    return t.slice(0, at) + t.slice(t.indexOf("</measure>", at) + "</measure>".length);
  },
};

test(
  "on real scores, the diff of two versions read for comparison is the diff of whole reads",
  { skip },
  () => {
    const files = [
      "openscore-quartets/mozart_k575-quartet21_sq16138966.musicxml",
      "openscore-lieder/schumann_dichterliebe-02-aus-meinen-traenen_lc4976769.musicxml",
      "synthetic/piano-clef-change-bar4-at-end-of-bar3.musicxml",
    ];
    let compared = 0;
    let measureByMeasure = 0;
    for (const file of files) {
      const text = readFileSync(`${corpus}/${file}`, "utf8");
      for (const [edit, apply] of Object.entries(EDITS)) {
        const edited = apply(text);
        const whole = diffScores(readScoreBytes(strToU8(text), file), readScoreBytes(strToU8(edited), file));
        const [older, newer] = readScoreVersions(
          { bytes: strToU8(text), file },
          { bytes: strToU8(edited), file },
        );
        assert.deepEqual(diffScores(older, newer), whole, `${file}: ${edit}`);
        assert.ok(whole.length > 0, `${file}: ${edit} changes something`);
        compared++;
        if (changedMeasures(text, edited)) measureByMeasure++;
      }
    }
    assert.equal(compared, 15);
    assert.ok(measureByMeasure >= 9, `${measureByMeasure} compared measure by measure`);
  },
);

const score = (divisions: number, measures: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><score-partwise version="4.0"><part-list><score-part id="P1"><part-name>Piano</part-name></score-part></part-list><part id="P1">${measures
    .map(
      (m, i) =>
        `<measure number="${i + 1}">${i === 0 ? `<attributes><divisions>${divisions}</divisions><time><beats>4</beats><beat-type>4</beat-type></time></attributes>` : ""}${m}</measure>`,
    )
    .join("")}</part></score-partwise>`;
const note = (step: string, duration = 4) =>
  `<note><pitch><step>${step}</step><octave>4</octave></pitch><duration>${duration}</duration></note>`;

test("only the bars that differ are compared: the positions where some part's measure differs", () => {
  const older = score(1, [note("C"), note("D"), note("E")]);
  assert.deepEqual(changedMeasures(older, score(1, [note("C"), note("F"), note("E")])), new Set([2]));
  assert.deepEqual(changedMeasures(older, older), new Set());
  // Not measure by measure: another bar count, markup that could hide a measure, other parts.
  assert.equal(changedMeasures(older, score(1, [note("C"), note("D")])), null);
  assert.equal(changedMeasures(older, older.replace("<part id=", "<!-- a comment --><part id=")), null);
  assert.equal(changedMeasures(older, older.replace('<part id="P1">', '<part id="P2">')), null);
});

test("new <divisions> change what the unchanged bars after them mean: those are read whole too", () => {
  // The same text for bars 2 and 3, but a whole note in the older is a half note in the newer.
  const older = score(1, [note("C"), note("D"), note("E")]);
  const newer = score(2, [note("C", 8), note("D"), note("E")]);
  assert.equal(changedMeasures(older, newer), null);
  const whole = diffScores(readScoreBytes(strToU8(older), "v1"), readScoreBytes(strToU8(newer), "v2"));
  assert.ok(
    whole.some((c) => c.bars.from === "2" || c.bars.to === "3"),
    JSON.stringify(whole),
  );
  const [a, b] = readScoreVersions(
    { bytes: strToU8(older), file: "v1" },
    { bytes: strToU8(newer), file: "v2" },
  );
  assert.deepEqual(diffScores(a, b), whole);
});

test("a bar the same in both versions is not read: a fault in it does not stop the diff of the others", () => {
  const broken = `<note><pitch><octave>4</octave></pitch><duration>4</duration></note>`;
  const older = score(1, [note("C"), broken, note("E")]);
  const newer = score(1, [note("C"), broken, note("F")]);
  assert.throws(() => readScoreBytes(strToU8(older), "v1"), ReadError);
  const [a, b] = readScoreVersions(
    { bytes: strToU8(older), file: "v1" },
    { bytes: strToU8(newer), file: "v2" },
  );
  assert.deepEqual(
    diffScores(a, b).map((c) => c.line),
    ["bar 3: notes E4 -> F4"],
  );
});
