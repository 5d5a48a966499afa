import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { ReadError } from "../read-error.ts";
import { readMei } from "./mei.ts";
import { readScoreBytes } from "./read-score.ts";
import { rational } from "./rational.ts";
import type { NoteEvent, Score, StaffBar } from "./score.ts";

const fixture = (name: string) => new URL(`../../test/fixtures/mei/${name}`, import.meta.url);
const read = (name: string) => readMei(readFileSync(fixture(name), "utf8"), name);

function staffBar(score: Score, partId: string, barNumber: string, staff: number): StaffBar {
  const part = score.parts.find((p) => p.id === partId);
  const position = score.bars.findIndex((b) => b.number === barNumber);
  const bar = part?.bars[position]?.[staff - 1];
  assert.ok(bar, `${partId} bar ${barNumber} staff ${staff} exists`);
  return bar;
}

const pitches = (events: NoteEvent[]) =>
  events.filter((e) => e.pitch).map((e) => `${e.pitch!.step}${e.pitch!.alter}/${e.pitch!.octave}`);

const TREBLE = { sign: "G", line: 2, octaveChange: 0 };
const BASS = { sign: "F", line: 4, octaveChange: 0 };

test("MEI 5: parts follow verovio's layout: a staffDef of its own, and a braced, labelled staffGrp of two staves", () => {
  const score = read("lied-mei5.mei");
  assert.equal(score.title, "Fixture Lied");
  assert.deepEqual(
    score.parts.map((p) => [p.id, p.name, p.staves]),
    [
      ["P1", "Voice", 1],
      ["P2", "Piano", 2],
    ],
  );
  assert.deepEqual(
    score.bars.map((b) => [b.position, b.number, b.implicit, b.id]),
    [
      [1, "1", false, "m1"],
      [2, "2", false, "m2"],
      [3, "3", false, "m3"],
    ],
  );
});

test("MEI 5: a clef inside a layer changes the staff mid-bar; one after the layer's last note belongs to the next bar", () => {
  const score = read("lied-mei5.mei");
  const bar1 = staffBar(score, "P2", "1", 2);
  assert.deepEqual(bar1.clef, BASS);
  assert.deepEqual(bar1.changes, [{ offset: rational(2), kind: "clef", clef: TREBLE }]);
  const bar2 = staffBar(score, "P2", "2", 2);
  // The treble clef of beat 3 held to the barline; the bass clef written after it starts bar 2.
  assert.deepEqual(bar2.clef, BASS);
  assert.equal(bar2.clefChangedHere, true);
  assert.deepEqual(bar2.changes, []);
  assert.equal(staffBar(score, "P2", "2", 1).clefChangedHere, false);
});

test("MEI 5: a scoreDef between bars changes key and time of every staff from the next bar", () => {
  const score = read("lied-mei5.mei");
  for (const [part, staff] of [
    ["P1", 1],
    ["P2", 1],
    ["P2", 2],
  ] as const) {
    const bar2 = staffBar(score, part, "2", staff);
    assert.deepEqual(
      [bar2.key, bar2.time],
      [
        { fifths: 1, mode: "major" },
        { beats: "4", beatType: "4", symbol: "normal" },
      ],
    );
    const bar3 = staffBar(score, part, "3", staff);
    assert.deepEqual(bar3.key, { fifths: -2, mode: "major" });
    assert.deepEqual(bar3.time, { beats: "3", beatType: "4", symbol: "normal" });
    assert.equal(bar3.keyChangedHere && bar3.timeChangedHere, true);
  }
});

test("MEI 5: a chord, a beamed triplet and accid.ges give offsets, durations and sounding pitches", () => {
  const upper = staffBar(read("lied-mei5.mei"), "P2", "1", 1);
  assert.deepEqual(
    upper.events.map((e) => [e.offset, e.duration, e.chord]),
    [
      [rational(0), rational(2), false],
      [rational(0), rational(2), true],
      [rational(0), rational(2), true],
      [rational(2), rational(1, 3), false],
      [rational(7, 3), rational(1, 3), false],
      [rational(8, 3), rational(1, 3), false],
      [rational(3), rational(1, 2), false],
      [rational(7, 2), rational(1, 2), false],
    ],
  );
  // G major: the F of the beam sounds F# by its accid.ges.
  assert.deepEqual(pitches(upper.events), ["G0/4", "B0/4", "D0/5", "C0/5", "D0/5", "E0/5", "F1/5", "G0/5"]);
});

test("MEI 5: notes without accidentals take the key signature, and a written natural holds to the barline", () => {
  const score = read("lied-mei5.mei");
  assert.deepEqual(pitches(staffBar(score, "P1", "1", 1).events), ["F1/5", "F0/5", "F0/5"]);
  // B-flat major from bar 3: a B tied over from bar 2 keeps its natural, the next B is flat.
  const bar3 = staffBar(score, "P1", "3", 1);
  assert.deepEqual(pitches(bar3.events), ["B0/4", "B-1/4"]);
  assert.deepEqual(
    bar3.events.map((e) => [e.tieStart, e.tieStop]),
    [
      [false, true],
      [false, false],
    ],
  );
  assert.equal(staffBar(score, "P1", "2", 1).events[0]!.tieStart, true);
  assert.deepEqual(pitches(staffBar(score, "P2", "3", 1).events), ["E-1/5"]);
  assert.deepEqual(staffBar(score, "P2", "3", 1).events[0]!.duration, rational(3));
});

test("MEI 5: an mRest lasts the bar, a space only moves its layer on, and layers keep their voice", () => {
  const score = read("lied-mei5.mei");
  const rest = staffBar(score, "P2", "2", 1).events;
  assert.equal(rest.length, 1);
  assert.equal(rest[0]!.pitch, undefined);
  assert.deepEqual(rest[0]!.duration, rational(4));
  const lower = staffBar(score, "P2", "2", 2).events;
  assert.deepEqual(
    lower.map((e) => [e.voice, e.offset]),
    [
      ["1", rational(0)],
      ["2", rational(2)],
    ],
  );
});

test("MEI 5: dynamics, pedal and tempo land on the staff and beat their @staff and @tstamp name", () => {
  const score = read("lied-mei5.mei");
  assert.deepEqual(staffBar(score, "P1", "1", 1).tempo, [{ offset: rational(0), value: "♩ = 72" }]);
  assert.deepEqual(staffBar(score, "P2", "1", 1).dynamics, [{ offset: rational(0), value: "p" }]);
  assert.deepEqual(staffBar(score, "P2", "1", 2).pedal, [
    { offset: rational(0), value: "start" },
    { offset: rational(7, 2), value: "stop" },
  ]);
  assert.deepEqual(staffBar(score, "P2", "1", 1).pedal, []);
});

test("MEI 4: clef, key and time as scoreDef/staffDef attributes, a pickup, and a staffDef change between bars", () => {
  const score = read("duo-mei4.mei");
  assert.deepEqual(
    score.parts.map((p) => [p.id, p.name, p.staves]),
    [
      ["P1", "Violin", 1],
      ["P2", "Cello", 1],
    ],
  );
  assert.deepEqual(
    score.bars.map((b) => [b.number, b.implicit]),
    [
      ["0", true],
      ["1", false],
      ["2", false],
      ["3", false],
    ],
  );
  const pickup = staffBar(score, "P1", "0", 1);
  assert.deepEqual(
    [pickup.clef, pickup.key, pickup.time],
    [TREBLE, { fifths: -3, mode: "major" }, { beats: "2", beatType: "2", symbol: "cut" }],
  );
  assert.deepEqual(pitches(pickup.events), ["E-1/5"]);
  // The cello rests through the pickup: its mRest is as long as the violin's half note.
  assert.deepEqual(staffBar(score, "P2", "0", 1).events[0]!.duration, rational(2));
  const violin2 = staffBar(score, "P1", "2", 1);
  assert.deepEqual(violin2.clef, { sign: "G", line: 2, octaveChange: -1 });
  assert.equal(violin2.clefChangedHere, true);
  assert.deepEqual(staffBar(score, "P1", "1", 1).clef, TREBLE);
});

test("MEI 4: the cello's tenor clef after its last note of bar 1 counts for bar 2, and a keySig in a layer changes the key mid-bar", () => {
  const score = read("duo-mei4.mei");
  const bar1 = staffBar(score, "P2", "1", 1);
  assert.deepEqual(bar1.clef, BASS);
  assert.deepEqual(bar1.changes, []);
  assert.deepEqual(pitches(bar1.events), ["C0/3", "A0/2", "A0/2"]);
  const bar2 = staffBar(score, "P2", "2", 1);
  assert.deepEqual(bar2.clef, { sign: "C", line: 4, octaveChange: 0 });
  assert.equal(bar2.clefChangedHere, true);
  assert.deepEqual(bar2.changes, [{ offset: rational(3), kind: "key", key: { fifths: 2, mode: "major" } }]);
  // accid.ges="n" overrides the key's A-flat; the F after the new key signature is F#.
  assert.deepEqual(pitches(bar2.events), ["A0/3", "F1/4"]);
  const bar3 = staffBar(score, "P2", "3", 1);
  assert.deepEqual([bar3.key, bar3.keyChangedHere], [{ fifths: 2, mode: "major" }, false]);
  assert.deepEqual(staffBar(score, "P1", "3", 1).key, { fifths: -3, mode: "major" });
});

test("MEI 4: grace notes take no time, @tie marks both ends, dots lengthen", () => {
  const score = read("duo-mei4.mei");
  const violin1 = staffBar(score, "P1", "1", 1).events;
  assert.deepEqual(
    violin1.map((e) => [e.tieStart, e.tieStop]),
    [
      [true, false],
      [false, true],
    ],
  );
  const violin2 = staffBar(score, "P1", "2", 1).events;
  assert.deepEqual(
    violin2.map((e) => [e.grace, e.offset, e.duration]),
    [
      [true, rational(0), rational(0)],
      [false, rational(0), rational(4)],
    ],
  );
  assert.deepEqual(staffBar(score, "P2", "2", 1).events[0]!.duration, rational(3));
});

test("readScoreBytes reads an MEI file by its root element", () => {
  const score = readScoreBytes(readFileSync(fixture("lied-mei5.mei")), "lied.mei");
  assert.deepEqual(score, read("lied-mei5.mei"));
});

test("bad MEI input is a ReadError that says what the file has", () => {
  const cases: [string, RegExp][] = [
    ["this is not XML", /not well-formed XML/],
    ["<mei><music><body>", /not well-formed XML/],
    ['<score-partwise version="4.0"/>', /root element is <score-partwise>, not <mei>/],
    ["<mei><meiHead/></mei>", /no music/],
    [
      "<mei><music><body><mdiv><score><scoreDef><staffGrp/></scoreDef></score></mdiv></body></music></mei>",
      /defines no staves/,
    ],
    [
      '<mei><music><body><mdiv><score><scoreDef><staffGrp><staffDef n="1"/></staffGrp></scoreDef><section/></score></mdiv></body></music></mei>',
      /no <measure>/,
    ],
  ];
  for (const [text, reason] of cases) {
    assert.throws(
      () => readMei(text, "bad.mei"),
      (err: unknown) => err instanceof ReadError && err.file === "bad.mei" && reason.test(err.reason),
      text,
    );
  }
});

/** A one-staff MEI score around the given measures, optionally marked as verovio's MusicXML transcoding. */
function meiScore(measures: string, staffDef: string, verovio = false): string {
  const head = verovio
    ? '<meiHead><encodingDesc><appInfo><application version="6.3.0"><name>Verovio</name><p>Transcoded from MusicXML</p></application></appInfo></encodingDesc></meiHead>'
    : "<meiHead/>";
  return `<mei xmlns="http://www.music-encoding.org/ns/mei" meiversion="5.0">${head}<music><body><mdiv><score>
    <scoreDef><staffGrp>${staffDef}</staffGrp></scoreDef><section>${measures}</section></score></mdiv></body></music></mei>`;
}

test("a clef after the last note of a layer that ends before the barline still belongs to the next bar", () => {
  const text = meiScore(
    `<measure n="1"><staff n="1">
       <layer n="1"><note pname="c" oct="3" dur="1"/></layer>
       <layer n="2"><note pname="g" oct="3" dur="2"/><clef shape="C" line="4"/></layer>
     </staff></measure>
     <measure n="2"><staff n="1"><layer n="1"><note pname="c" oct="4" dur="1"/></layer></staff></measure>`,
    '<staffDef n="1" lines="5"><clef shape="F" line="4"/><meterSig count="4" unit="4"/></staffDef>',
  );
  const score = readMei(text, "short-layer.mei");
  const [bar1, bar2] = [score.parts[0]!.bars[0]![0]!, score.parts[0]!.bars[1]![0]!];
  assert.deepEqual([bar1.clef, bar1.changes], [BASS, []]);
  assert.deepEqual([bar2.clef, bar2.clefChangedHere], [{ sign: "C", line: 4, octaveChange: 0 }, true]);
});

test("in verovio's MusicXML transcoding a note without accid.ges is natural; elsewhere the key signature applies", () => {
  const measures = `<measure n="1"><staff n="1"><layer n="1">
      <note pname="f" oct="4" dur="2"/><note pname="f" oct="4" dur="2" accid.ges="s"/>
    </layer></staff></measure>`;
  const staffDef =
    '<staffDef n="1" lines="5"><clef shape="G" line="2"/><keySig sig="1s"/><meterSig count="4" unit="4"/></staffDef>';
  // verovio writes accid.ges for every note MusicXML alters: the first F was F natural in the MusicXML.
  const transcoded = readMei(meiScore(measures, staffDef, true), "verovio.mei");
  assert.deepEqual(pitches(transcoded.parts[0]!.bars[0]![0]!.events), ["F0/4", "F1/4"]);
  const handWritten = readMei(meiScore(measures, staffDef), "hand.mei");
  assert.deepEqual(pitches(handWritten.parts[0]!.bars[0]![0]!.events), ["F1/4", "F1/4"]);
});
