import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ReadError } from "../read-error.ts";
import { MeasureMemo, measureSpans } from "./measure-memo.ts";
import { readScoreBytes } from "./read-score.ts";
import { readStaffBar } from "./reading.ts";
import { corpusDir, fixture, noCorpus } from "../../test/fixtures/score/paths.ts";
import { generateScore } from "../../test/support/piano-score.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

/** Read the versions in order with one memo, and each alone; both must give the same scores. */
function readBoth(texts: string[]) {
  const memo = new MeasureMemo();
  const withMemo = texts.map((t, i) => readScoreBytes(bytes(t), `v${i + 1}.musicxml`, { memo }));
  const alone = texts.map((t, i) => readScoreBytes(bytes(t), `v${i + 1}.musicxml`));
  withMemo.forEach((s, i) => assert.deepEqual(s, alone[i], `version ${i + 1}`));
  return withMemo;
}

const partwise = (measures: string[]) =>
  `<?xml version="1.0"?><score-partwise><part-list><score-part id="P1"><part-name>Piano</part-name></score-part></part-list><part id="P1">${measures.join("\n")}</part></score-partwise>`;
const note = (step: string, duration: number, staff = 1) =>
  `<note><pitch><step>${step}</step><octave>4</octave></pitch><duration>${duration}</duration><staff>${staff}</staff></note>`;

test("versions of the generated piano score read the same with the memo, and unchanged bars are reused", () => {
  const variants = [
    { bars: 16 },
    { bars: 16, trebleBar: 3 },
    { bars: 16, trebleBar: 3, keyChangeBar: 9 },
    { bars: 16, trebleBar: 3, keyChangeBar: 9, octaveDownBar: 12 },
    { bars: 16, trebleBar: 3, keyChangeBar: 9, octaveDownBar: 12, pedalBar: 1 },
  ];
  const [v1, v2, , , v5] = readBoth(variants.map((v) => generateScore({ ...v, title: "Study" })));
  // Bar 6 is the same text in every version: its notes are the very objects read for version 1.
  const notesOf = (s: typeof v1, position: number) => s!.parts[0]!.bars[position - 1]![0]!.events;
  assert.equal(notesOf(v5, 6)[0], notesOf(v1, 6)[0]);
  // Bar 3 changed in version 2 (its lower staff's clef): read again, not reused.
  assert.notEqual(v2!.parts[0]!.bars[2]![1]!.events[0], v1!.parts[0]!.bars[2]![1]!.events[0]);
});

test("a measure whose text is unchanged is read again when the divisions in force differ", () => {
  const bar2 = `<measure number="2">${note("C", 4)}</measure>`;
  const [v1, v2] = readBoth([
    partwise([
      `<measure number="1"><attributes><divisions>1</divisions></attributes>${note("D", 4)}</measure>`,
      bar2,
    ]),
    partwise([
      `<measure number="1"><attributes><divisions>2</divisions></attributes>${note("D", 8)}</measure>`,
      bar2,
    ]),
  ]);
  assert.deepEqual(v1!.parts[0]!.bars[1]![0]!.events[0]!.duration, { num: 4, den: 1 });
  assert.deepEqual(v2!.parts[0]!.bars[1]![0]!.events[0]!.duration, { num: 2, den: 1 });
});

test("a reused measure without a number is numbered by where it stands now", () => {
  const [, v2] = readBoth([
    partwise([`<measure>${note("C", 4)}</measure>`, `<measure>${note("D", 4)}</measure>`]),
    partwise([
      `<measure>${note("B", 4)}</measure>`,
      `<measure>${note("C", 4)}</measure>`,
      `<measure>${note("D", 4)}</measure>`,
    ]),
  ]);
  assert.deepEqual(
    v2!.bars.map((b) => b.number),
    ["1", "2", "3"],
  );
});

test("a reused measure raises the staff count only by the staves it names itself", () => {
  const bar2 = `<measure number="2">${note("C", 4, 1)}</measure>`;
  const [v1, v2] = readBoth([
    partwise([
      `<measure number="1"><attributes><staves>2</staves></attributes>${note("D", 4, 2)}</measure>`,
      bar2,
    ]),
    partwise([`<measure number="1">${note("D", 4, 1)}</measure>`, bar2]),
  ]);
  assert.equal(v1!.parts[0]!.staves, 2);
  assert.equal(v2!.parts[0]!.staves, 1);
});

test("a broken measure in a later version is still reported with its line and column", () => {
  const good = [
    `<measure number="1">${note("C", 4)}</measure>`,
    `<measure number="2">${note("D", 4)}</measure>`,
  ];
  const memo = new MeasureMemo();
  readScoreBytes(bytes(partwise(good)), "v1.musicxml", { memo });
  const broken = partwise([good[0]!, `<measure number="2"><note><pitch></note></measure>`]);
  assert.throws(
    () => readScoreBytes(bytes(broken), "v2.musicxml", { memo }),
    (err) =>
      err instanceof ReadError &&
      /not well-formed/.test(err.reason) &&
      /^line 2, column \d+$/.test(err.at ?? ""),
  );
});

test("measures are found by their tags; a comment, CDATA or processing instruction means the file is read whole", () => {
  const rest = [`<measure number="2"/>`, `<measure number="3">${note("C", 4)}</measure>`];
  const text = partwise([`<measure number="1">${note("C", 4)}</measure>`, ...rest]);
  // A self-closing measure runs into the next one's end: that span holds two measures.
  assert.deepEqual(
    measureSpans(text)?.map(([a, b]) => text.slice(a, b).slice(0, 20)),
    ['<measure number="1">', '<measure number="2"/'],
  );
  readBoth([text, partwise([`<measure number="1">${note("E", 4)}</measure>`, ...rest]), text]);
  for (const extra of ["<!-- <measure> -->", "<![CDATA[<measure>]]>", "<?page 2?>"])
    assert.equal(measureSpans(partwise([extra])), null, extra);
});

test("Barline's own score fixtures read the same with a memo shared between them", () => {
  const names = [
    "piano.musicxml",
    "piano-edited.musicxml",
    "piano-inserted.musicxml",
    "piano-reencoded.musicxml",
  ];
  readBoth(names.map((n) => readFileSync(fixture(n), "utf8")));
  readBoth(
    ["two-parts-partwise.musicxml", "two-parts-timewise.musicxml"].map((n) =>
      readFileSync(fixture(n), "utf8"),
    ),
  );
});

test(
  "every MusicXML file of the corpus reads the same when read a second time from the memo",
  { skip: noCorpus },
  () => {
    const files = readdirSync(corpusDir, { recursive: true, encoding: "utf8" }).filter((f) =>
      f.endsWith(".musicxml"),
    );
    assert.ok(files.length > 10);
    for (const f of files) {
      const text = readFileSync(path.join(corpusDir, f), "utf8");
      readBoth([text, text]);
    }
  },
);

test("a replayed measure keeps its StaffBar only when the same signs are in force coming in", () => {
  const clef = (sign: string, line: number) =>
    `<attributes><clef><sign>${sign}</sign><line>${line}</line></clef></attributes>`;
  const bar2 = `<measure number="2">${note("C", 4)}</measure>`;
  const bar3 = `<measure number="3">${note("D", 4)}</measure>`;
  const [v1, v2, v3] = readBoth([
    partwise([`<measure number="1">${clef("G", 2)}${note("E", 4)}</measure>`, bar2, bar3]),
    partwise([`<measure number="1">${clef("F", 4)}${note("E", 4)}</measure>`, bar2, bar3]),
    partwise([`<measure number="1">${clef("F", 4)}${note("G", 4)}</measure>`, bar2, bar3]),
  ]);
  const staffBar = (s: typeof v1, position: number) => s!.parts[0]!.bars[position - 1]![0]!;
  assert.equal(staffBar(v1, 2).clef.sign, "G");
  assert.equal(staffBar(v2, 2).clef.sign, "F");
  // Version 3 changed a note of bar 1 only: bars 2 and 3 come in with the bass clef, as in version 2.
  assert.equal(staffBar(v3, 2), staffBar(v2, 2));
  assert.equal(staffBar(v3, 3), staffBar(v2, 3));
});

test("readings of a bar the versions share are shared; the bar after a changed bar is read again", () => {
  const bars = (first: string) => [
    `<measure number="1"><attributes><staves>2</staves></attributes>${first}</measure>`,
    `<measure number="2">${note("C", 4)}</measure>`,
    `<measure number="3">${note("D", 4)}</measure>`,
  ];
  const [v1, v2] = readBoth([partwise(bars(note("E", 4))), partwise(bars(note("F", 4)))]);
  const reading = (s: typeof v1, position: number) => readStaffBar(s!, 0, 1, position);
  assert.equal(reading(v2, 3), reading(v1, 3));
  // Bar 2's StaffBar is shared, but what stands before it changed: its reading is its own.
  assert.notEqual(reading(v2, 2), reading(v1, 2));
  assert.deepEqual(reading(v2, 2), reading(v1, 2));
  assert.notDeepEqual(reading(v2, 1), reading(v1, 1));
});

test(
  "40,000 look-alike measures (same tag, same length) are not each compared with every other",
  { timeout: 20_000 },
  () => {
    // 85 s before (issue 12): every measure was compared with every one remembered under its tag.
    const steps = "ABCDEFG";
    const measure = (i: number) =>
      `<measure number="1"><note><pitch><step>${steps[i % 7]}</step><octave>${i % 10}</octave></pitch><duration>${1000 + (i % 9000)}</duration></note></measure>`;
    const text = `<score-partwise><part id="P1">${Array.from({ length: 40_000 }, (_, i) => measure(i)).join("")}</part></score-partwise>`;
    const score = readScoreBytes(new TextEncoder().encode(text), "look-alike.musicxml", {
      memo: new MeasureMemo(),
    });
    assert.equal(score.bars.length, 40_000);
    assert.equal(score.parts[0]!.bars[39_999]![0]!.events[0]!.pitch?.step, steps[39_999 % 7]);
  },
);
