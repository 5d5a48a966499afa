import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { corpus, fixture, noCorpus } from "../../test/fixtures/score/paths.ts";
import { rhythmOf } from "./bar-content.ts";
import { musicXmlExcerpt, musicXmlLayout } from "./excerpt.ts";
import { readMusicXml } from "./musicxml.ts";
import { readStaffBar } from "./reading.ts";
import type { Score } from "./score.ts";

/** Every staff of every bar as the reading says it: the signs that hold in it, its notes and rhythm, with
 * the bar's printed number (what "from here" says depends on the bar before, so it is left out). */
function content(score: Score, positions: number[]): string[] {
  return positions.flatMap((position) =>
    score.parts.flatMap((part, p) =>
      Array.from({ length: part.staves }, (_, s) => {
        const r = readStaffBar(score, p, s + 1, position);
        const rhythm = rhythmOf(part.bars[position - 1]![s]!);
        return `${r.bar} ${r.part}/${r.staff}: ${JSON.stringify(r.signs)} ${r.notes.join(" ")} ${rhythm}`;
      }),
    ),
  );
}

/** Reads back the excerpt of each bar with its neighbours and compares it with the score's bars. */
function assertExcerptsReadBack(file: string, every = 1): void {
  const text = readFileSync(file, "utf8");
  const score = readMusicXml(text, file);
  const layout = musicXmlLayout(text);
  assert.ok(layout, file);
  for (let position = 1; position <= score.bars.length; position += every) {
    const range = { from: Math.max(1, position - 1), to: Math.min(score.bars.length, position + 1) };
    const excerpt = musicXmlExcerpt(layout, score, range);
    assert.ok(excerpt, `${file} bar position ${position}`);
    const back = readMusicXml(excerpt, `excerpt of ${file} at ${position}`);
    const ours = Array.from({ length: range.to - range.from + 1 }, (_, i) => range.from + i);
    assert.deepEqual(
      content(
        back,
        ours.map((_, i) => i + 1),
      ),
      content(score, ours),
      `${file}, bars at positions ${range.from}-${range.to}`,
    );
  }
}

test(
  "every excerpt of the densest Lied reads back as the score's own bars: clefs, keys, times and notes in force",
  { skip: noCorpus },
  () => {
    // Wolf: key, time and lower-staff clef changes at bar starts and mid-bar, a pickup bar 0.
    assertExcerptsReadBack(
      corpus("openscore-lieder/wolf_eichendorff-03-verschwiegene-liebe_lc4946077.musicxml"),
    );
    // Schumann: the lower staff starts in treble, bass at bar 3, treble mid-bar in bar 4.
    assertExcerptsReadBack(
      corpus("openscore-lieder/schumann_dichterliebe-02-aus-meinen-traenen_lc4976769.musicxml"),
    );
  },
);

test("excerpts of the Grosse Fuge read back as its bars (every 7th bar, 4 parts)", { skip: noCorpus }, () => {
  assertExcerptsReadBack(corpus("openscore-quartets/beethoven_op133-grosse-fuge_sq10502527.musicxml"), 7);
});

test(
  "a clef written after the last note of the bar before the excerpt is in force in its first bar",
  { skip: noCorpus },
  () => {
    const file = corpus("synthetic/piano-clef-change-bar4-at-end-of-bar3.musicxml");
    const text = readFileSync(file, "utf8");
    const score = readMusicXml(text, file);
    const excerpt = musicXmlExcerpt(musicXmlLayout(text)!, score, { from: 4, to: 5 })!;
    assert.match(
      excerpt,
      /<measure number="4"[^>]*><attributes><divisions>\d+<\/divisions>.*<clef number="2"><sign>G<\/sign><line>2<\/line><\/clef><\/attributes>/,
    );
    assert.equal(
      readStaffBar(readMusicXml(excerpt, "excerpt"), 0, 2, 1).line,
      "bar 4 · staff 2: treble clef from here; key C major from here; 4/4 from here; C4",
    );
  },
);

test("timewise and partwise forms of the same duet give the same excerpt; each part keeps its divisions", () => {
  const [timewise, partwise] = ["two-parts-timewise", "two-parts-partwise"].map((name) => {
    const text = readFileSync(fixture(`${name}.musicxml`), "utf8");
    return musicXmlExcerpt(musicXmlLayout(text)!, readMusicXml(text, name), { from: 2, to: 2 })!;
  });
  assert.equal(timewise, partwise);
  // The flute counts 2 divisions to the quarter, the cello 1: set in bar 1, in force in bar 2.
  assert.match(timewise!, /<part id="P1">\s*<measure number="2"><attributes><divisions>2</);
  assert.match(timewise!, /<part id="P2">\s*<measure number="2"><attributes><divisions>1</);
});

test("only the parts asked for, with their own score-part", { skip: noCorpus }, () => {
  const file = corpus("openscore-quartets/beethoven_op133-grosse-fuge_sq10502527.musicxml");
  const text = readFileSync(file, "utf8");
  const score = readMusicXml(text, file);
  const excerpt = musicXmlExcerpt(musicXmlLayout(text)!, score, { from: 160, to: 162 }, { part: "P4" })!;
  const back = readMusicXml(excerpt, "excerpt");
  assert.deepEqual(
    back.parts.map((p) => [p.id, p.name]),
    [["P4", "Violoncello"]],
  );
  assert.deepEqual(
    back.bars.map((b) => b.number),
    ["160", "161", "162"],
  );
});

/** Reads back each staff of a two-staff part alone, bar by bar, as that staff of the score. */
function assertStavesReadBack(file: string, part: string): void {
  const text = readFileSync(file, "utf8");
  const score = readMusicXml(text, file);
  const layout = musicXmlLayout(text)!;
  const index = score.parts.findIndex((p) => p.id === part);
  assert.equal(score.parts[index]?.staves, 2, `${file} ${part}`);
  for (let position = 1; position <= score.bars.length; position++)
    for (const staff of [1, 2]) {
      const range = { from: Math.max(1, position - 1), to: Math.min(score.bars.length, position + 1) };
      const excerpt = musicXmlExcerpt(layout, score, range, { part, staff })!;
      const back = readMusicXml(excerpt, `staff ${staff} of ${file} at ${position}`);
      assert.deepEqual(
        back.parts.map((p) => [p.id, p.staves]),
        [[part, 1]],
      );
      const staffAlone = (s: Score, p: number, st: number, at: number) => {
        const r = readStaffBar(s, p, st, at);
        return `${r.bar}: ${JSON.stringify(r.signs)} ${r.notes.join(" ")} ${rhythmOf(s.parts[p]!.bars[at - 1]![st - 1]!)}`;
      };
      for (let at = range.from; at <= range.to; at++)
        assert.equal(
          staffAlone(back, 0, 1, at - range.from + 1),
          staffAlone(score, index, staff, at),
          `${file}, staff ${staff}, bar position ${at} of the excerpt ${range.from}-${range.to}`,
        );
    }
}

test("one staff of a piano part, alone: every excerpt reads back as that staff", { skip: noCorpus }, () => {
  assertStavesReadBack(
    corpus("openscore-lieder/wolf_eichendorff-03-verschwiegene-liebe_lc4946077.musicxml"),
    "P2",
  );
  assertStavesReadBack(
    corpus("openscore-lieder/schumann_dichterliebe-02-aus-meinen-traenen_lc4976769.musicxml"),
    "P2",
  );
  // Three voices over two staves, a mid-bar clef change in the upper one.
  assertStavesReadBack(corpus("lilypond-testsuite/42b-MultiVoice-MidMeasureClefChange.xml"), "P1");
  // Per-staff clef changes and a key change for both staves.
  assertStavesReadBack(corpus("lilypond-testsuite/43e-Multistaff-ClefDynamics.xml"), "P1");
  assertStavesReadBack(fixture("piano.musicxml"), "P1");
});

test("anything but MusicXML has no layout", () => {
  assert.equal(musicXmlLayout('<mei xmlns="http://www.music-encoding.org/ns/mei"><music/></mei>'), null);
});
