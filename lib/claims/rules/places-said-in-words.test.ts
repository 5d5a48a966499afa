// Places a sentence names in words rather than numbers — "the opening p", "after the opening p",
// "since bar 7", "these four bars", the bars a question asked about, a bar's first or last note — as
// the blind sets hold-383 … hold-390 found them read.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { ExtractedClaim } from "../claim.ts";
import { extractClaims } from "./extract-claims.ts";

const piano = { firstBar: 1, lastBar: 12, barCount: 12, parts: [{ id: "P1", name: "Piano", staves: 2 }] };
const duo = {
  ...piano,
  parts: [
    { id: "P1", name: "Clarinet in B♭", staves: 1, transposes: true as const },
    { id: "P2", name: "Piano", staves: 2 },
  ],
};

function shape(c: ExtractedClaim): string {
  const bars = c.subject.bars ? `${c.subject.bars.from}-${c.subject.bars.to}` : "piece";
  return `${c.kind} ${c.subject.property} ${bars} ${c.value}${c.uncertain ? " (uncertain)" : ""}`;
}

test("a mark named by its place ('the opening p') is not in the bar named for another mark", () => {
  const said = extractClaims(
    "In the right hand, the f in bar 7 is the only dynamic after the opening p.",
    "assistant",
    piano,
  ).map(shape);
  assert.ok(said.includes("state dynamics 7-7 f"), said.join("; "));
  assert.ok(!said.includes("state dynamics 7-7 p"), said.join("; "));
  // "After the opening p" bounds "only" by a place no number gives: no bar is said to have none.
  assert.ok(
    said.filter((c) => c.includes("absent")).every((c) => c.endsWith("(uncertain)")),
    said.join("; "),
  );
  assert.deepEqual(extractClaims("Dynamics: only the opening p.", "assistant", piano).map(shape), [
    "state dynamics 1-1 p",
    "state dynamics 2-12 absent",
  ]);
});

test("'it' after a sentence naming a bar only as where something starts does not take that bar", () => {
  const [, since, note] = extractClaims(
    "Bar 8's left hand is in bass clef. That bass clef has been in force since bar 7. Its only note is a low F2 held for the whole bar.",
    "assistant",
    piano,
    { question: "Is the left hand in bar 8 in bass clef?" },
  );
  assert.equal(since!.subject.bars?.from, 7);
  assert.match(note!.uncertain ?? "", /points back to/);
});

test("'throughout these four bars' is not the whole piece", () => {
  const said = extractClaims(
    "Here is an overview of bars 1 to 4.\n- The right hand is in treble clef and the left hand in bass clef throughout these four bars.",
    "assistant",
    piano,
  );
  assert.ok(said.length > 0);
  for (const c of said) assert.ok(c.subject.bars !== null || c.readings?.length, shape(c));
});

test("a fragment naming no bars, of a property the question did not ask, may be of the bars asked", () => {
  const [key, time] = extractClaims("C major. 4/4 time.", "assistant", piano, {
    question: "What key is bar 10 in?",
  });
  assert.equal(shape(key!), "state key 10-10 C major");
  assert.equal(shape(time!), "state time piece 4/4");
  assert.deepEqual(
    time!.readings?.map((r) => r.bars),
    [{ from: 10, to: 10 }],
  );
  // ("12 bars, all in 4/4." says it of every bar.)
  const all = extractClaims("12 bars, all in 4/4.", "assistant", piano, {
    question: "What key is bar 3 in?",
  }).find((c) => c.subject.property === "time");
  assert.equal(all?.readings, undefined);
  assert.equal(all?.subject.bars, null);
});

test("a bar's first or last note is that note, not any note of the bar", () => {
  const first = extractClaims("The right hand's first note in m. 11 is D5.", "assistant", piano).map(shape);
  assert.deepEqual(first, ["state notes 11-11 first D5"]);
  assert.deepEqual(extractClaims("The last note in m. 11 is D5.", "assistant", piano).map(shape), [
    "state notes 11-11 last D5",
  ]);
  assert.deepEqual(extractClaims("Bar 8 ends on D2.", "assistant", piano).map(shape), [
    "state notes 8-8 last D2",
  ]);
  // The piece's last note, in a clause naming no bar after one that named some.
  const carried = extractClaims(
    "The RH in mm. 11–12 is an octave lower, so m. 11 reads E4 D4 and the RH's final note is D4.",
    "assistant",
    piano,
  ).map(shape);
  assert.ok(carried.includes("state notes 11-11 D4 (uncertain)"), carried.join("; "));
});

test("a part's own mark ('the clarinet's f') is a dynamic", () => {
  assert.deepEqual(extractClaims("The clarinet's f comes at bar 10.", "assistant", duo).map(shape), [
    "state dynamics 10-10 f",
  ]);
});

test("an entry under a heading naming its bar is that bar's", () => {
  const [c] = extractClaims("- Bar 3: the clarinet now has an mf on its entry.", "assistant", duo);
  assert.equal(c!.subject.bars?.from, 3);
  assert.equal(c!.uncertain, undefined);
});

test("'its' after a sign said of the bar it is printed in and the bar it takes effect in is neither", () => {
  const [, , notes] = extractClaims(
    "Bar 6 of the left hand is in bass clef. The treble clef printed at the end of bar 6 is a courtesy clef for bar 7. Its notes are A2, E3 and C3.",
    "assistant",
    piano,
  );
  assert.match(notes!.uncertain ?? "", /named bar 6 and bar 7/);
});

test("bars listed after a mark's colon may end with the staff they are on", () => {
  assert.deepEqual(extractClaims("Pedal: bars 1 and 9, lower staff.", "assistant", piano).map(shape), [
    "state pedal 1-1 present",
    "state pedal 9-9 present",
  ]);
  const [p] = extractClaims("Pedal: bar 1 (lower staff).", "assistant", piano);
  assert.equal(p!.subject.staff, 2);
});

test("a state said of an earlier score names it: a version, the one a save replaced, the turn's start", () => {
  const said = (text: string) => extractClaims(text, "assistant", piano).map((c) => [c.value, c.asOf]);
  assert.deepEqual(said("Bar 7 is now marked f; before version 3 it was ff."), [
    ["f", undefined],
    ["ff", { before: 3 }],
  ]);
  assert.deepEqual(said("In version 2, bar 7 was marked ff."), [["ff", { version: 2 }]]);
  assert.deepEqual(said("Bar 7 was ff before the edit."), [["ff", "turn start"]]);
  // What stands before the past verb, or beside "as in version 2", is said of now.
  assert.deepEqual(said("I've undone it — bars 7 and 8 are back in bass clef, as in version 2."), [
    ["bass", undefined],
  ]);
  assert.equal(
    extractClaims(
      "Bar 7's left hand is A3 and E4, an octave above where it was before the transposition.",
      "assistant",
      piano,
    )[0]?.asOf,
    undefined,
  );
});

test("'Ends in D major, in 4/4.' is the last bar's key and time", () => {
  assert.deepEqual(extractClaims("Ends in D major, in 4/4.", "assistant", piano).map(shape), [
    "state key 12-12 D major",
    "state time 12-12 4/4",
  ]);
});

test("a pedal said of a staff may be the part's, whichever staff the mark is printed under", () => {
  const [added] = extractClaims("I added a pedal mark to bar 12 of the left hand.", "assistant", piano);
  assert.deepEqual(
    added!.readings?.map((r) => r.staff),
    [null],
  );
});

test("a span whose start is not said may start where the message put that value", () => {
  const [, , span] = extractClaims(
    "Staff 2 changes to treble at bar 5. Bar 4 itself is still bass. Treble through bar 7. Bass again from bar 8.",
    "assistant",
    piano,
  );
  assert.ok(
    span!.readings?.some((r) => r.bars?.from === 5 && r.bars.to === 7),
    JSON.stringify(span!.readings),
  );
});

test("'at the very start' is the first bar; 'and m. 5 starts on A4' is a clause of its own", () => {
  assert.deepEqual(extractClaims("There is a p at the very start.", "assistant", piano).map(shape), [
    "state dynamics 1-1 p",
  ]);
  assert.deepEqual(
    extractClaims("It opens on D5 in m. 1, and m. 5 starts on A4.", "assistant", piano).map(shape),
    ["state notes 1-1 first D5", "state notes 5-5 first A4"],
  );
});

test("after 'Done —' naming its own change, the next sentence says what the score has", () => {
  const [, rest] = extractClaims(
    "Done — the right hand in bar 15 is down an octave now. Bar 16 is a bar rest in the right hand.",
    "assistant",
    piano,
  );
  assert.equal(shape(rest!), "state notes 16-16 absent");
});

test("'Then' after bars said, 'and in bar 12' after a two-digit bar, 'no other … after it'", () => {
  const [, then] = extractClaims(
    "Mm. 1–2 only. Then it plays straight through to the end.",
    "assistant",
    piano,
    {
      question: "Which bars does the clarinet rest?",
    },
  );
  assert.match(then!.uncertain ?? "", /where 'Then' starts/);
  assert.deepEqual(
    extractClaims(
      "In bar 11 the right hand walks down B4, G4, D4, and in bar 12 it rests.",
      "assistant",
      piano,
    ).map(shape),
    ["state notes 11-11 B4 G4 D4", "state notes 12-12 absent"],
  );
  const [, ...after] = extractClaims(
    "The mf is in bar 9. No other dynamics appear after it.",
    "assistant",
    piano,
  );
  assert.ok(after.length > 0 && after.every((c) => /after it/.test(c.uncertain ?? "")));
});

test("a dynamic that 'reaches' another at a bar leaves that bar to the other", () => {
  const said = extractClaims("The piano starts pianissimo and reaches mf at bar 9.", "assistant", piano).map(
    shape,
  );
  assert.ok(said.includes("state dynamics 9-9 mf"), said.join("; "));
  assert.ok(!said.includes("state dynamics 9-9 pp"), said.join("; "));
});

test("a remark about pianos in general, a value 'then' leads to after bars said", () => {
  for (const c of extractClaims("G1 is low, but a piano goes down to A0.", "assistant", piano))
    assert.match(c.uncertain ?? "", /not a plain statement/);
  const [bass] = extractClaims("Bars 3 to 6, then back to bass for 7 and 8.", "assistant", piano, {
    question: "Which bars of the left hand are in treble clef?",
  });
  assert.match(bass!.uncertain ?? "", /after 'then'/);
  // ("4/4 until bar 8, then 3/4" gives the 3/4 the bars after bar 8.)
  const [, late] = extractClaims("Time: 4/4 until bar 8, then 3/4.", "assistant", piano);
  assert.equal(late!.uncertain, undefined);
});
