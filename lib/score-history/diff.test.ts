import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { diffScores } from "./diff.ts";
import { readMusicXml } from "./musicxml.ts";
import { readScoreFile } from "./read-score.ts";
import { corpus, fixture, noCorpus } from "../../test/fixtures/score/paths.ts";

const piano = () => readScoreFile(fixture("piano.musicxml"));
const lines = (older: string, newer: string) =>
  diffScores(readScoreFile(fixture(older)), readScoreFile(fixture(newer))).map((c) => c.line);

test("a re-encoding with no musical change diffs empty (divisions, ids, date, white space, courtesy clef placement)", () => {
  assert.deepEqual(lines("piano.musicxml", "piano-reencoded.musicxml"), []);
  assert.deepEqual(lines("piano-reencoded.musicxml", "piano.musicxml"), []);
  assert.deepEqual(lines("two-parts-timewise.musicxml", "two-parts-partwise.musicxml"), []);
});

test("edits read in musicians' words: key merged over bars, pedal added and removed, notes changed", () => {
  assert.deepEqual(lines("piano.musicxml", "piano-edited.musicxml"), [
    "bars 1-4: key C major -> F major",
    "bar 2: lower staff pedal removed: start, stop",
    "bar 3: lower staff pedal added: start",
    "bar 6: lower staff notes C3 G3 E3 G3 -> C2 G2 E2 G2",
  ]);
  const changes = diffScores(piano(), readScoreFile(fixture("piano-edited.musicxml")));
  assert.deepEqual(changes[0], {
    property: "key",
    bars: { from: "1", to: "4" },
    positions: { from: 1, to: 4 },
    part: null,
    staff: null,
    from: "C major",
    to: "F major",
    line: "bars 1-4: key C major -> F major",
  });
  assert.deepEqual(
    [changes[3]?.part, changes[3]?.staff, changes[3]?.from, changes[3]?.to],
    ["P1", 2, "C3 G3 E3 G3", "C2 G2 E2 G2"],
  );
  assert.deepEqual([changes[1]?.from, changes[1]?.to], ["start, stop", null]);
});

test("a dynamic added, removed or changed is named: the line says which mark the score has", () => {
  const text = readFileSync(fixture("piano.musicxml"), "utf8");
  const p =
    '<direction placement="below"><direction-type><dynamics><p/></dynamics></direction-type><staff>1</staff></direction>';
  assert.ok(text.includes(p));
  const without = readMusicXml(text.replace(p, ""), "without.musicxml");
  const forte = readMusicXml(
    text.replace("<dynamics><p/></dynamics>", "<dynamics><f/></dynamics>"),
    "f.musicxml",
  );
  const diff = (a: typeof without, b: typeof without) => diffScores(a, b).map((c) => c.line);
  assert.deepEqual(diff(without, piano()), ["bar 1: upper staff dynamics added: p"]);
  assert.deepEqual(diff(piano(), without), ["bar 1: upper staff dynamics removed: p"]);
  assert.deepEqual(diff(piano(), forte), ["bar 1: upper staff dynamics p -> f"]);
});

test("inserted bars are aligned by their content: only the new bars are reported", () => {
  assert.deepEqual(lines("piano.musicxml", "piano-inserted.musicxml"), ["bars 3-4: added"]);
  assert.deepEqual(lines("piano-inserted.musicxml", "piano.musicxml"), ["bars 3-4: removed"]);
  const [added] = diffScores(piano(), readScoreFile(fixture("piano-inserted.musicxml")));
  assert.deepEqual(
    [added?.property, added?.positions, added?.from, added?.to],
    ["bars", { from: 3, to: 4 }, null, "present"],
  );
});

test("clef in force: a clef for one bar only is one line at that bar, not two changes", () => {
  const text = readFileSync(fixture("piano.musicxml"), "utf8");
  const bassThroughout = text.replace(/<attributes><clef number="2">.*?<\/clef><\/attributes>/g, "");
  assert.notEqual(bassThroughout, text);
  const changes = diffScores(readMusicXml(bassThroughout, "v1.musicxml"), piano());
  assert.deepEqual(
    changes.map((c) => c.line),
    ["bar 4: lower staff clef bass -> treble"],
  );
  assert.deepEqual([changes[0]?.property, changes[0]?.part, changes[0]?.staff], ["clef", "P1", 2]);
});

test("a changed rhythm with the same pitches is still a change of notes", () => {
  const text = readFileSync(fixture("piano.musicxml"), "utf8");
  // Bar 3's lower staff: the half note after a two-beat <forward> becomes a whole note from beat 1.
  const moved = text.replace(
    "<forward><duration>2</duration></forward><note><pitch><step>G</step><octave>2</octave></pitch><duration>2</duration>",
    "<note><pitch><step>G</step><octave>2</octave></pitch><duration>4</duration>",
  );
  assert.notEqual(moved, text);
  assert.deepEqual(
    diffScores(piano(), readMusicXml(moved, "v2.musicxml")).map((c) => c.line),
    ["bar 3: lower staff notes G2 (rhythm before) -> G2 (rhythm now)"],
  );
});

test("several parts: the part's name leads the line; the same change in every part is said once", () => {
  const text = readFileSync(fixture("two-parts-partwise.musicxml"), "utf8");
  const cello = text.replace("<step>A</step><octave>3</octave>", "<step>B</step><octave>3</octave>");
  assert.deepEqual(
    diffScores(readMusicXml(text, "a"), readMusicXml(cello, "b")).map((c) => c.line),
    ["bar 2: Cello notes A2 A3 -> A2 B3"],
  );
  const both = text.replaceAll("<fifths>2</fifths>", "<fifths>3</fifths>");
  const changes = diffScores(readMusicXml(text, "a"), readMusicXml(both, "b"));
  assert.deepEqual(
    changes.map((c) => c.line),
    ["bars 1-2: key D major -> A major"],
  );
  assert.deepEqual([changes[0]?.part, changes[0]?.staff], [null, null]);
});

test(
  "corpus: the three encodings of the bar-4 clef diff empty; Brahms' restated clef is no change",
  { skip: noCorpus },
  () => {
    const forms = ["at-start", "at-end-of-bar3", "after-barline"].map((f) =>
      readScoreFile(corpus(`synthetic/piano-clef-change-bar4-${f}.musicxml`)),
    );
    for (const a of forms) for (const b of forms) assert.deepEqual(diffScores(a, b), []);
    const brahmsPath = corpus("openscore-lieder/brahms_op7-5-die-trauernde_lc5098625.musicxml");
    const brahms = readFileSync(brahmsPath, "utf8");
    // Remove every restated lower-staff bass clef after the first bar: the music is the same.
    const first = brahms.indexOf('<clef number="2">');
    const stripped =
      brahms.slice(0, first + 1) +
      brahms
        .slice(first + 1)
        .replace(/<clef number="2">\s*<sign>F<\/sign>\s*<line>4<\/line>\s*<\/clef>/g, "");
    assert.notEqual(stripped, brahms);
    assert.deepEqual(diffScores(readScoreFile(brahmsPath), readMusicXml(stripped, "stripped.musicxml")), []);
  },
);

test("corpus: Grosse Fuge with one note changed diffs to exactly that bar", { skip: noCorpus }, () => {
  const path = corpus("openscore-quartets/beethoven_op133-grosse-fuge_sq10502527.musicxml");
  const text = readFileSync(path, "utf8");
  const i = text.indexOf("<step>", 2_000_000);
  const changed = text.slice(0, i) + "<step>" + (text[i + 6] === "C" ? "D" : "C") + text.slice(i + 7);
  const changes = diffScores(readScoreFile(path), readMusicXml(changed, "changed.musicxml"));
  assert.equal(changes.length, 1);
  assert.deepEqual(
    [changes[0]?.property, changes[0]?.bars, changes[0]?.part],
    ["notes", { from: "328", to: "328" }, "P2"],
  );
  assert.equal(changes[0]?.line, "bar 328: Violin 2 notes Gb5 F5 Gb5 -> Gb5 C5 Gb5");
});

test(
  "two versions of 30,000 bars, one bar inserted at the start and the last changed, align without an n² table",
  { timeout: 60_000 },
  () => {
    // 3.6 GB before (issue 12): the whole middle went into one longest-common-subsequence table.
    const steps = "CDEFGAB";
    const bar = (i: number, octave = 1 + (i % 7)) =>
      `<measure number="${i + 1}"><note><pitch><step>${steps[Math.floor(i / 7) % 7]}</step><octave>${octave}</octave></pitch><duration>${1 + Math.floor(i / 49)}</duration></note></measure>`;
    const score = (bars: string[]) =>
      `<score-partwise><part-list><score-part id="P1"><part-name>Cello</part-name></score-part></part-list><part id="P1">${bars.join("")}</part></score-partwise>`;
    const older = Array.from({ length: 30_000 }, (_, i) => bar(i));
    const newer = [bar(0, 9), ...older.slice(0, -1), bar(29_999, 9)];
    const changes = diffScores(
      readMusicXml(score(older), "v1.musicxml"),
      readMusicXml(score(newer), "v2.musicxml"),
    );
    assert.deepEqual(
      changes.map((c) => [c.property, c.positions.from, c.positions.to]),
      [
        ["bars", 1, 1],
        ["notes", 30_001, 30_001],
      ],
    );
  },
);
