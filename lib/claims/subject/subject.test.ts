import { test } from "node:test";
import assert from "node:assert/strict";
import { findBarGroups } from "./bars.ts";
import { subjectLabel, subjectOnly } from "./labels.ts";
import { findPartMentions } from "./parts.ts";
import type { ScoreContext } from "./score-context.ts";
import { findStaffMentions } from "./staves.ts";

const quartet: ScoreContext = {
  firstBar: 1,
  lastBar: 60,
  barCount: 61,
  lastLineFrom: 55,
  parts: [
    { id: "P1", name: "Violin I", staves: 1 },
    { id: "P2", name: "Violin II", staves: 1 },
    { id: "P3", name: "Viola", staves: 1 },
    { id: "P4", name: "Violoncello", staves: 1 },
  ],
};
const runs = (text: string, score?: ScoreContext) =>
  findBarGroups(text, score).map((g) => (g.unresolved ? "?" : g.runs));

test("bar numbers, ranges and lists", () => {
  assert.deepEqual(runs("bar 4"), [[{ from: 4, to: 4 }]]);
  assert.deepEqual(runs("mm. 3-5 and m. 9"), [
    [
      { from: 3, to: 5 },
      { from: 9, to: 9 },
    ],
  ]);
  assert.deepEqual(runs("bars 3 to 5"), [[{ from: 3, to: 5 }]]);
  assert.deepEqual(runs("from bar 8 to bar 11"), [[{ from: 8, to: 11 }]]);
  assert.deepEqual(runs("bars 3 and 4"), [[{ from: 3, to: 4 }]]);
  assert.deepEqual(runs("bars 3, 5 and 7"), [
    [
      { from: 3, to: 3 },
      { from: 5, to: 5 },
      { from: 7, to: 7 },
    ],
  ]);
  assert.deepEqual(runs("between bar 8 and bar 11"), [[{ from: 8, to: 11 }]]);
  // A list ends where the bars it names are done: "between" takes two, and a bar inside a range
  // already listed is a mention of its own.
  assert.deepEqual(runs("between m. 3 and m. 8, bar 5 is the only one"), [
    [{ from: 3, to: 8 }],
    [{ from: 5, to: 5 }],
  ]);
  assert.deepEqual(runs("In bars 3–8, bar 5 is the only one"), [[{ from: 3, to: 8 }], [{ from: 5, to: 5 }]]);
  assert.deepEqual(runs("bars 1–2, bar 5 and bar 9"), [
    [
      { from: 1, to: 2 },
      { from: 5, to: 5 },
      { from: 9, to: 9 },
    ],
  ]);
  assert.deepEqual(runs("bar 10's left hand"), [[{ from: 10, to: 10 }]]);
  assert.deepEqual(runs("16 bars, version 2, staff 2"), []);
});

test("bars named by place need the score", () => {
  assert.deepEqual(runs("the fourth bar"), [[{ from: 4, to: 4 }]]);
  assert.deepEqual(runs("the first bar", { ...quartet, firstBar: 1 }), [[{ from: 1, to: 1 }]]);
  assert.deepEqual(runs("the last bar", quartet), [[{ from: 60, to: 60 }]]);
  assert.deepEqual(runs("the final measure"), ["?"]);
  assert.deepEqual(runs("the last line", quartet), [[{ from: 55, to: 60 }]]);
  assert.deepEqual(runs("the last line", { ...quartet, lastLineFrom: undefined }), ["?"]);
  assert.deepEqual(runs("the last 3 bars", quartet), [[{ from: 58, to: 60 }]]);
  assert.deepEqual(runs("from bar 13 onwards", quartet), [[{ from: 13, to: 60 }]]);
  assert.deepEqual(runs("throughout"), [null]);
  assert.deepEqual(runs("the whole piece"), [null]);
});

test("bars in words: every form passes the word test that guards the patterns", () => {
  const rows: [string, unknown][] = [
    ["the fifth, sixth and seventh bars", [[{ from: 5, to: 7 }]]],
    ["the 3rd measure", [[{ from: 3, to: 3 }]]],
    ["the first 4 measures", [[{ from: 1, to: 4 }]]],
    ["the last two bars", [[{ from: 59, to: 60 }]]],
    ["the second-to-last bar", [[{ from: 59, to: 59 }]]],
    ["the penultimate measure", [[{ from: 59, to: 59 }]]],
    ["at the end", [[{ from: 60, to: 60 }]]],
    ["the end of the piece", [[{ from: 60, to: 60 }]]],
    ["the piece closes", [[{ from: 60, to: 60 }]]],
    ["the music finishes", [[{ from: 60, to: 60 }]]],
    ["the opening bar", [[{ from: 1, to: 1 }]]],
    ["the music begins", [[{ from: 1, to: 1 }]]],
    ["at the start", [[{ from: 1, to: 1 }]]],
    ["the bottom line", [[{ from: 55, to: 60 }]]],
    ["the whole movement", [null]],
    ["in every measure", [null]],
    ["in all of the bars", [null]],
    ["from start to finish", [null]],
  ];
  for (const [text, expected] of rows) assert.deepEqual(runs(text, quartet), expected, text);
});

test("staves: hands, positions, numbers; bass staff is a staff, bass clef is not", () => {
  const staves = (t: string) => findStaffMentions(t).map((s) => s.staff);
  assert.deepEqual(staves("the left hand, the lower staff, the bass staff, staff 2, LH"), [2, 2, 2, 2, 2]);
  assert.deepEqual(staves("the right hand, upper staff, treble staff, staff 1, RH"), [1, 1, 1, 1, 1]);
  assert.deepEqual(staves("in bass clef, in treble clef, the lh of it"), []);
  assert.deepEqual(staves("both hands"), [null]);
  assert.deepEqual(
    staves("l.h., right-hand, the top staff, the bass stave, stave 3, fourth staff, both staffs"),
    [2, 1, 1, 2, 3, 4, null],
  );
});

test("parts resolve to the score's ids", () => {
  const parts = (t: string, s?: ScoreContext) => findPartMentions(t, s).map((p) => p.part);
  assert.deepEqual(parts("the cello and violin I", quartet), ["P4", "P1"]);
  assert.deepEqual(parts("the second violin", quartet), ["P2"]);
  assert.deepEqual(parts("the viola is in alto clef", quartet), ["P3"]);
  assert.deepEqual(
    parts("the piano", {
      firstBar: 1,
      lastBar: 8,
      barCount: 8,
      parts: [{ id: "P1", name: "Piano", staves: 2 }],
    }),
    [null],
  );
  assert.deepEqual(
    findPartMentions("the cello").map((p) => p.name),
    ["cello"],
  );
  // Abbreviations and synonyms: each passes the word test that guards the replacements.
  const names = (t: string) => findPartMentions(t).map((p) => p.name);
  assert.deepEqual(names("Vc. and vln and the kontrabass"), ["cello", "violin", "double-bass"]);
  assert.deepEqual(names("the pianoforte, the singer, the first violin"), ["piano", "voice", "violin 1"]);
  assert.deepEqual(parts("Violin (II) and vla.", quartet), ["P2", "P3"]);
  // A player names the part of the instrument: "For the cellist, …".
  assert.deepEqual(parts("For the cellist and the violist", quartet), ["P4", "P3"]);
  assert.deepEqual(names("the clarinettist, the flautist"), ["clarinet", "flute"]);
});

test("a subject label before a colon: the reading form, bars, staves and parts", () => {
  const label = (text: string, score?: ScoreContext) => {
    const l = subjectLabel(text, score);
    return (
      l && {
        bars: l.bars?.runs ?? null,
        staff: l.staff?.staff ?? null,
        part: l.part?.part ?? null,
        rest: text.slice(l.end),
        reading: l.reading,
      }
    );
  };
  assert.deepEqual(label("bar 6 · staff 2: treble clef from here; key C major"), {
    bars: [{ from: 6, to: 6 }],
    staff: 2,
    part: null,
    rest: "treble clef from here; key C major",
    reading: true,
  });
  // A bar anchor beside the label ("[3#17f09009]") is neither a bar nor a staff.
  assert.deepEqual(label("bar 3 · staff 1 [3#17f09009]: treble clef; C#5 D5 E5"), {
    bars: [{ from: 3, to: 3 }],
    staff: 1,
    part: null,
    rest: "treble clef; C#5 D5 E5",
    reading: true,
  });
  assert.deepEqual(label("bars 3-4 · P2 staff 1: alto clef", quartet), {
    bars: [{ from: 3, to: 4 }],
    staff: 1,
    part: "P2",
    rest: "alto clef",
    reading: true,
  });
  assert.deepEqual(label("Staff 2: bass clef."), {
    bars: null,
    staff: 2,
    part: null,
    rest: "bass clef.",
    reading: false,
  });
  assert.deepEqual(label("Bars 5-6 of the viola: alto clef", quartet), {
    bars: [{ from: 5, to: 6 }],
    staff: null,
    part: "P3",
    rest: "alto clef",
    reading: false,
  });
  // A property or any other word before the colon is no subject.
  for (const text of [
    "Key: C major.",
    "Summary: bar 4 is in bass clef.",
    "Note that bar 4: bass",
    "Bar 4 is in bass clef.",
  ])
    assert.equal(subjectLabel(text), null, text);
});

test('"to the end of bar 11", "up to and including bar 11": through bar 11', () => {
  const through11 = [[{ from: 9, to: 11 }]];
  assert.deepEqual(runs("from bar 9 to the end of bar 11"), through11);
  assert.deepEqual(runs("from bar 9 until the end of bar 11"), through11);
  assert.deepEqual(runs("from bar 9 through the end of bar 11"), through11);
  assert.deepEqual(runs("from bar 9 up to and including bar 11"), through11);
  assert.deepEqual(runs("bars 9 up to and including 11"), through11);
  // No start named: from the first bar, as "until bar 11" is.
  assert.deepEqual(runs("until bar 11"), [[{ from: 1, to: 11 }]]);
  assert.deepEqual(runs("until the end of bar 11"), [[{ from: 1, to: 11 }]]);
  assert.deepEqual(runs("through the end of bar 11"), [[{ from: 1, to: 11 }]]);
  assert.deepEqual(runs("up to and including bar 11"), [[{ from: 1, to: 11 }]]);
  // The end of the piece is still the last bar.
  assert.deepEqual(runs("from bar 9 to the end of the piece", quartet), [[{ from: 9, to: 60 }]]);
  // "From bar 9 … until the end": the span runs on to the end the clause names after its value.
  assert.deepEqual(runs("From bar 9 the piece is in 3/4 until the end.", quartet), [[{ from: 9, to: 60 }]]);
  assert.deepEqual(runs("From bar 9 the piece is in 3/4.", quartet), [[{ from: 9, to: 9 }]]);
  assert.deepEqual(runs("From bar 9 it rests until the end of the phrase.", quartet), [[{ from: 9, to: 9 }]]);
});

test("a phrase that names only a subject", () => {
  const filler = /^(?:[\s.]|\b(?:and|the|of|too)\b)*$/;
  const cello = subjectOnly("and the cello of bar 9 too.", filler, quartet);
  assert.deepEqual(
    cello?.bars.map((g) => g.runs),
    [[{ from: 9, to: 9 }]],
  );
  assert.equal(cello?.part?.part, "P4");
  assert.deepEqual(cello?.staves, []);
  assert.equal(subjectOnly("and the right hand too", filler)?.staves[0]?.staff, 1);
  // Other words than the filler, or no subject: none.
  assert.equal(subjectOnly("and I checked bar 5 too", filler), null);
  assert.equal(subjectOnly("and the too", filler), null);
});

test("a part named after brackets or a colon is placed where the text has it", () => {
  const duo: ScoreContext = {
    firstBar: 1,
    lastBar: 12,
    barCount: 12,
    parts: [
      { id: "P1", name: "Clarinet in B♭", staves: 1, transposes: true },
      { id: "P2", name: "Piano", staves: 2 },
    ],
  };
  const at = (text: string, score: ScoreContext) =>
    findPartMentions(text, score).map((m) => [m.part, text.slice(m.index, m.end)]);
  assert.deepEqual(at("bar 9 from here: key B♭ major (Clarinet in B♭ written C major)", duo), [
    ["P1", "Clarinet in B♭"],
  ]);
  assert.deepEqual(at("  Bar 3: (vc.)  and the 1st violin", quartet), [
    ["P4", "vc."],
    ["P1", "1st violin"],
  ]);
  // "the clarinet staff" is the clarinet's; "the bass staff" is a staff.
  assert.deepEqual(at("No sharps or flats on the clarinet staff.", duo), [["P1", "clarinet"]]);
  assert.deepEqual(at("The bass staff has rests.", duo), []);
});

test("a keyboard's staves leading what a read's line gives of them", () => {
  assert.deepEqual(
    findStaffMentions("bar 10: upper clef treble; lower notes D2 A2 F3").map((m) => m.staff),
    [1, 2],
  );
  assert.deepEqual(findStaffMentions("The upper notes are lower than before.").length, 0);
});
