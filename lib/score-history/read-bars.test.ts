// Reading only some bars (`barline read --bar`): the readings of those bars are the ones a whole
// read gives, on real scores; the other bars are read only for what they carry into them.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { strToU8 } from "fflate";
import { needsShared, sharedPath } from "../../test/support/shared.ts";
import { ReadError } from "../read-error.ts";
import { readScoreBytes } from "./read-score.ts";
import { printedInteger, readBars, readingHash } from "./reading.ts";
import type { Score } from "./score.ts";

const corpus = sharedPath("corpus");
const skip = needsShared(corpus);

function readingsOf(score: Score, bars: { from: number; to: number }) {
  return readBars(score, { bars }).map((r) => ({ ...r, hash: readingHash(score, r) }));
}

test(
  "on real scores, the bars asked for read as in a whole read: clefs, keys, times, courtesy signs, notes",
  { skip },
  () => {
    const files = [
      "openscore-quartets/mozart_k575-quartet21_sq16138966.musicxml",
      "openscore-lieder/schubert_winterreise-09-irrlicht_lc5023438.mxl",
      "openscore-lieder/brahms_op7-5-die-trauernde_lc5098625.musicxml",
      "lilypond-testsuite/12a-Clefs.xml",
      "lilypond-testsuite/13a-KeySignatures.xml",
      "lilypond-testsuite/42b-MultiVoice-MidMeasureClefChange.xml",
      "lilypond-testsuite/43e-Multistaff-ClefDynamics.xml",
      "lilypond-testsuite/46d-PickupMeasure-ImplicitMeasures.xml",
      "synthetic/piano-clef-change-bar4-at-end-of-bar3.musicxml",
    ];
    let compared = 0;
    for (const file of files) {
      const bytes = readFileSync(`${corpus}/${file}`);
      const whole = readScoreBytes(bytes, file);
      const numbers = [...new Set(whole.bars.flatMap((b) => printedInteger(b.number) ?? []))];
      const step = Math.max(1, Math.floor(numbers.length / 25));
      for (let i = 0; i < numbers.length; i += step) {
        const from = numbers[i]!;
        const to = i % 2 === 0 ? from : Math.max(from, numbers[Math.min(numbers.length - 1, i + 2)]!);
        const some = readScoreBytes(bytes, file, { bars: { from, to } });
        const where = `${file}, bars ${from}-${to}`;
        assert.deepEqual(readingsOf(some, { from, to }), readingsOf(whole, { from, to }), where);
        assert.deepEqual(some.bars, whole.bars, where);
        assert.deepEqual(
          some.parts.map((p) => [p.id, p.name, p.staves]),
          whole.parts.map((p) => [p.id, p.name, p.staves]),
          where,
        );
        compared++;
      }
    }
    assert.ok(compared > 100, `${compared} selections compared`);
  },
);

const score = (measures: string[]) =>
  strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><score-partwise version="4.0"><part-list><score-part id="P1"><part-name>Piano</part-name></score-part></part-list><part id="P1">${measures
      .map((m, i) => `<measure number="${i + 1}">${m}</measure>`)
      .join("")}</part></score-partwise>`,
  );
const note = (step: string, staff = 1) =>
  `<note><pitch><step>${step}</step><octave>4</octave></pitch><duration>4</duration><staff>${staff}</staff></note>`;
const opening = `<attributes><divisions>1</divisions><key><fifths>0</fifths></key><time><beats>4</beats><beat-type>4</beat-type></time><clef><sign>G</sign><line>2</line></clef></attributes>`;

test("a bar not asked for is not read: what is wrong in it does not stop the bars that are", () => {
  const bytes = score([
    opening + note("C"),
    note("D"),
    `<note><pitch><octave>4</octave></pitch></note>`,
    note("F"),
  ]);
  assert.throws(() => readScoreBytes(bytes, "broken.musicxml"), ReadError);
  const some = readScoreBytes(bytes, "broken.musicxml", { bars: { from: 2, to: 2 } });
  assert.deepEqual(
    readBars(some, { bars: { from: 2, to: 2 } }).map((r) => r.line),
    ["bar 2 · staff 1: treble clef; key C major; 4/4; D4"],
  );
});

test("a bar not asked for still carries its signs, and the staves its notes name, into the bars that are", () => {
  const bassFromBar3 = `<attributes><clef number="1"><sign>F</sign><line>4</line></clef></attributes>`;
  const bytes = score([opening + note("C"), note("D"), bassFromBar3 + note("E"), note("F"), note("G", 2)]);
  const whole = readScoreBytes(bytes, "piano.musicxml");
  const some = readScoreBytes(bytes, "piano.musicxml", { bars: { from: 4, to: 4 } });
  assert.deepEqual(
    readBars(some, { bars: { from: 4, to: 4 } }).map((r) => r.line),
    [
      "bar 4 · staff 1: bass clef; key C major; 4/4; F4",
      "bar 4 · staff 2: treble clef; key C major; 4/4; no notes",
    ],
  );
  assert.deepEqual(readingsOf(some, { from: 4, to: 4 }), readingsOf(whole, { from: 4, to: 4 }));
});
