import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { corpus, fixture, noCorpus } from "../../test/fixtures/score/paths.ts";
import { barReread, type BarRereadRequest } from "./bar-reread.ts";
import { diffScores } from "./diff.ts";
import { readScoreBytes } from "./read-score.ts";
import { readBars } from "./reading.ts";
import type { Score } from "./score.ts";
import { loadVerovio } from "./verovio.ts";

interface Version {
  score: Score;
  source: { data: Uint8Array; file: string };
}

function version(path: string): Version {
  const data = new Uint8Array(readFileSync(path));
  return { score: readScoreBytes(data, path), source: { data, file: path } };
}

const piano = version(fixture("piano.musicxml"));
const edited = version(fixture("piano-edited.musicxml"));

let fugeRead: Version | undefined;
/** The Grosse Fuge, read once for the tests that use it. */
function grosseFuge(): Version {
  fugeRead ??= version(corpus("openscore-quartets/beethoven_op133-grosse-fuge_sq10502527.musicxml"));
  return fugeRead;
}

function reread(v: Version, bar: string, more: Partial<BarRereadRequest> = {}) {
  return barReread({ ...v, previous: null, bar, ...more });
}

/** Each engraved bar's printed number and the SMuFL codes of the clefs drawn in it, in order. */
function engraved(svg: string): { n: string; clefs: string[] }[] {
  const starts = [...svg.matchAll(/<g\b[^>]*\bclass="measure"[^>]*>/g)];
  return starts.map((m, i) => {
    const body = svg.slice(m.index, starts[i + 1]?.index ?? svg.length);
    const clefs = [...body.matchAll(/class="clef">\s*<use xlink:href="#vrv-(E0[0-9A-F]{2})/g)].map(
      (c) => c[1] as string,
    );
    return { n: /data-n="([^"]*)"/.exec(m[0])?.[1] ?? "", clefs };
  });
}

const barsOf = (svg: string) => engraved(svg).map((b) => b.n);

test("a bar's reading is what `barline read` prints for it; previous and changes from the diff", async () => {
  const r = await reread(edited, "3", { previous: { version: 1, score: piano.score } });
  assert.deepEqual(
    r.reading,
    readBars(edited.score, { bars: { from: 3, to: 3 } }).map((x) => x.line),
  );
  assert.deepEqual(r.reading, [
    "bar 3 · staff 1: treble clef; key F major; 4/4; G4",
    "bar 3 · staff 2: bass clef; key F major; 4/4; G2; pedal start",
  ]);
  assert.deepEqual(r.previous, {
    version: 1,
    reading: [
      "bar 3 · staff 1: treble clef; key C major; 4/4; G4",
      "bar 3 · staff 2: bass clef; key C major; 4/4; G2",
    ],
  });
  // The diff's own lines that cover bar 3: the key over bars 1-4 and the pedal; not bar 2's or 6's.
  const all = diffScores(piano.score, edited.score).map((c) => c.line);
  assert.deepEqual(r.changes, ["bars 1-4: key C major -> F major", "bar 3: lower staff pedal added: start"]);
  assert.ok(r.changes.every((line) => all.includes(line)));
  assert.equal(r.bar, "3");
  assert.deepEqual(barsOf(r.svg), ["2", "3", "4"]);
});

test("part and staff narrow the reading, the previous reading and the changes", async () => {
  const r = await reread(edited, "6", { previous: { version: 1, score: piano.score }, part: "P1", staff: 2 });
  assert.deepEqual(r.reading, ["bar 6 · staff 2: bass clef; key C major; 4/4; C2 G2 E2 G2"]);
  assert.deepEqual(r.previous?.reading, ["bar 6 · staff 2: bass clef; key C major; 4/4; C3 G3 E3 G3"]);
  assert.deepEqual(r.changes, ["bar 6: lower staff notes C3 G3 E3 G3 -> C2 G2 E2 G2"]);
  // The lower staff alone: one staff in each bar, opening in the bass clef bar 5 returns to.
  assert.deepEqual(engraved(r.svg), [
    { n: "5", clefs: ["E062"] },
    { n: "6", clefs: [] },
  ]);
  assert.equal(r.svg.match(/class="staff"/g)?.length, 2);
  const upper = await reread(edited, "6", { previous: { version: 1, score: piano.score }, staff: 1 });
  assert.deepEqual(upper.changes, []);
  assert.deepEqual([r.part, r.staff, upper.part, upper.staff], ["P1", 2, null, 1]);
});

test("after inserted bars the previous version's bar is the one the diff pairs, not the same number", async () => {
  const inserted = version(fixture("piano-inserted.musicxml"));
  const previous = { version: 1, score: piano.score };
  const moved = await reread(inserted, "6", { previous, staff: 2 });
  assert.deepEqual(moved.reading, ["bar 6 · staff 2: treble clef from here; key C major; 4/4; C4"]);
  assert.deepEqual(moved.previous?.reading, ["bar 4 · staff 2: treble clef from here; key C major; 4/4; C4"]);
  assert.deepEqual(moved.changes, []);
  const added = await reread(inserted, "3", { previous });
  assert.deepEqual(added.previous, { version: 1, reading: [] });
  assert.deepEqual(added.changes, ["bars 3-4: added"]);
});

test("a re-encoding of the same music has no changes; the first version has no previous", async () => {
  const reencoded = version(fixture("piano-reencoded.musicxml"));
  const r = await reread(reencoded, "4", { previous: { version: 1, score: piano.score } });
  assert.deepEqual(r.changes, []);
  assert.deepEqual(r.previous?.reading, r.reading);
  const first = await reread(piano, "4");
  assert.equal(first.previous, null);
  assert.deepEqual(first.changes, []);
});

test(
  "the engraving has the bar and one on each side: three in the middle, two at either end",
  { skip: noCorpus },
  async () => {
    const fuge = grosseFuge();
    assert.deepEqual(barsOf((await reread(fuge, "400")).svg), ["399", "400", "401"]);
    assert.deepEqual(barsOf((await reread(fuge, "1", { part: "P1" })).svg), ["1", "2"]);
    // The Fuge has a bar numbered X1, so its last bar, position 742, is numbered 741.
    const last = fuge.score.bars.at(-1)!.number;
    assert.deepEqual(barsOf((await reread(fuge, last, { part: "P4" })).svg), [
      String(Number(last) - 1),
      last,
    ]);
    assert.deepEqual(barsOf((await reread(piano, "6")).svg), ["5", "6"]);
  },
);

test(
  "the clef in force mid-piece opens the engraving: the Fuge's cello in tenor clef at bar 95",
  { skip: noCorpus },
  async () => {
    const fuge = grosseFuge();
    const r = await reread(fuge, "96", { part: "P4" });
    // The cello begins the piece in bass clef; by bar 95 it reads tenor, and bar 97 returns to bass.
    assert.match(readBars(fuge.score, { bars: { from: 1, to: 1 }, part: "P4" })[0]!.line, /bass clef/);
    assert.deepEqual(r.reading, [
      "bar 96 · P4 staff 1: tenor clef; key B-flat major; 4/4 (common time); E4 E4 D4 D4 C#4 C#4 C4 C4",
    ]);
    assert.deepEqual(r.courtesy, ["bar 96 · P4 staff 1: ends with a courtesy bass clef for bar 97"]);
    // SMuFL: E05C the C clef; E07C the smaller F clef of a change, drawn before bar 97's barline.
    assert.deepEqual(engraved(r.svg), [
      { n: "95", clefs: ["E05C"] },
      { n: "96", clefs: ["E07C"] },
      { n: "97", clefs: [] },
    ]);
  },
);

test(
  "a clef written after bar 3's last note: drawn at the end of bar 3, read as bar 4's",
  { skip: noCorpus },
  async () => {
    const file = version(corpus("synthetic/piano-clef-change-bar4-at-end-of-bar3.musicxml"));
    const three = await reread(file, "3");
    assert.deepEqual(three.reading, [
      "bar 3 · staff 1: treble clef; key C major; 4/4; C5",
      "bar 3 · staff 2: bass clef; key C major; 4/4; C3",
    ]);
    assert.deepEqual(three.courtesy, ["bar 3 · staff 2: ends with a courtesy treble clef for bar 4"]);
    // Bar 2 opens the excerpt with both staves' clefs (G, F); the G clef change (E07A) ends bar 3.
    assert.deepEqual(engraved(three.svg), [
      { n: "2", clefs: ["E050", "E062"] },
      { n: "3", clefs: ["E07A"] },
      { n: "4", clefs: [] },
    ]);
    const four = await reread(file, "4", { staff: 2 });
    assert.deepEqual(four.reading, ["bar 4 · staff 2: treble clef from here; key C major; 4/4; C4"]);
    assert.deepEqual(four.courtesy, []);
    // Opening at bar 3, the excerpt starts in bass clef; the change still ends bar 3.
    assert.deepEqual(engraved(four.svg)[0], { n: "3", clefs: ["E050", "E062", "E07A"] });
  },
);

test("a timewise score is engraved from a partwise excerpt, bar for bar as its partwise twin", async () => {
  const timewise = version(fixture("two-parts-timewise.musicxml"));
  const partwise = version(fixture("two-parts-partwise.musicxml"));
  const a = await reread(timewise, "2");
  const b = await reread(partwise, "2");
  assert.deepEqual(a.reading, b.reading);
  // Flute in treble, cello in bass; the cello's tenor clef in the middle of bar 2 (E07B).
  assert.deepEqual(engraved(a.svg), [
    { n: "1", clefs: ["E050", "E062"] },
    { n: "2", clefs: ["E07B"] },
  ]);
  assert.deepEqual(engraved(b.svg), engraved(a.svg));
});

test("a compressed .mxl is engraved from an excerpt of the score inside it", { skip: noCorpus }, async () => {
  const mxl = version(corpus("openscore-lieder/schubert_winterreise-09-irrlicht_lc5023438.mxl"));
  const plain = version(corpus("openscore-lieder/schubert_winterreise-09-irrlicht_lc5023438.musicxml"));
  const notes = (svg: string) =>
    [...svg.matchAll(/data-pname="(\w+)" data-oct="(\d+)"/g)].map((m) => m[1]! + m[2]!);
  // Bar 8: the piano's lower staff changes to bass clef at bar 9, announced at the end of bar 8.
  const a = await reread(mxl, "8");
  const b = await reread(plain, "8");
  assert.deepEqual(a.reading, b.reading);
  assert.deepEqual(a.courtesy, ["bar 8 · P2 staff 2: ends with a courtesy bass clef for bar 9"]);
  assert.deepEqual(engraved(a.svg), engraved(b.svg));
  assert.deepEqual(barsOf(a.svg), ["7", "8", "9"]);
  assert.deepEqual(notes(a.svg), notes(b.svg));
  assert.ok(notes(a.svg).length > 10);
});

test("an MEI score, which no excerpt is cut from, is engraved from the whole score to the same bars", async () => {
  // verovio's own MEI of the piano fixture: read by Barline as MEI, drawn by selecting bars.
  const tk = await loadVerovio();
  assert.ok(tk.loadData(readFileSync(fixture("piano.musicxml"), "utf8")));
  const mei = tk.getMEI();
  const score = readScoreBytes(new TextEncoder().encode(mei), "piano.mei");
  const r = await barReread({ score, source: { data: mei, file: "piano.mei" }, previous: null, bar: "3" });
  const fromMusicXml = await reread(piano, "3");
  assert.deepEqual(r.reading, fromMusicXml.reading);
  assert.deepEqual(barsOf(r.svg), ["2", "3", "4"]);
  // The same clefs, except that the whole score also announces bar 5's bass clef at the end of
  // bar 4, which an excerpt ending at bar 4 leaves out.
  assert.deepEqual(engraved(r.svg), [
    { n: "2", clefs: ["E050", "E062"] },
    { n: "3", clefs: ["E07A"] },
    { n: "4", clefs: ["E07C"] },
  ]);
  assert.deepEqual(engraved(fromMusicXml.svg), [
    { n: "2", clefs: ["E050", "E062"] },
    { n: "3", clefs: ["E07A"] },
    { n: "4", clefs: [] },
  ]);
});

test("a bar, part or staff the score does not have is refused, saying what it has", async () => {
  await assert.rejects(reread(piano, "99"), {
    name: "RangeError",
    message: 'the score has no bar numbered "99"; its bars run from 1 to 6',
  });
  await assert.rejects(reread(piano, "3", { part: "P7" }), {
    name: "RangeError",
    message: "the score has no part P7; its parts are P1",
  });
  await assert.rejects(reread(piano, "3", { part: "P1", staff: 3 }), {
    name: "RangeError",
    message: "part P1 has 2 staves: there is no staff 3",
  });
  await assert.rejects(reread(piano, "3", { staff: 5 }), {
    name: "RangeError",
    message: "no part of the score has a staff 5: its parts have at most 2 staves",
  });
});
