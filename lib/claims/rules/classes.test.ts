// The classes of sentence the blind sets hold-10 and hold-11 found read wrongly, each as a rule.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { ExtractedClaim } from "../claim.ts";
import { extractClaims } from "./extract-claims.ts";

const read = (text: string, source: "assistant" | "read" = "assistant"): string[] =>
  extractClaims(text, source).map(shape);

function shape(c: ExtractedClaim): string {
  const bars = c.subject.bars ? `${c.subject.bars.from}-${c.subject.bars.to}` : "piece";
  return `${c.kind} ${c.subject.property} ${bars} ${c.value}${c.uncertain ? " (uncertain)" : ""}`;
}

test("a bare range in a list after bars named with their word is that value's", () => {
  assert.deepEqual(read("LH: bass in bars 1–4, treble in 5–7, bass again from bar 8."), [
    "state clef 1-4 bass",
    "state clef 5-7 treble",
    "state clef 8-8 bass",
  ]);
});

test("what a save named by its version did is an edit of that save", () => {
  const [c] = extractClaims("First, version 2 put the LH of bars 5–7 into bass clef.", "assistant");
  assert.equal(shape(c!), "edit clef 5-7 bass");
  assert.equal(c!.savedIn, 2);
});

test("a value in a clause saying where is what is there, not an edit", () => {
  assert.deepEqual(read("Done, bar 16 of the right hand is now marked p, right where the E♭5 enters."), [
    "edit dynamics 16-16 p",
    "state notes 16-16 Eb5",
  ]);
});

test("a change moved to a later bar is what the later bar has", () => {
  assert.deepEqual(read("Moved the D major key change from bar 7 to bar 9."), ["state key 9-9 D major"]);
});

test("a reason clause has its own mood", () => {
  assert.deepEqual(
    read("The left hand is in bass clef throughout as well, since bars 5–7 were switched back to bass."),
    ["state clef piece bass", "edit clef 5-7 bass"],
  );
});

test("a sign said of no bars where the message places another value is not placed; 'that is' takes the bars before", () => {
  assert.deepEqual(read("- Concert: E♭ major from bar 9.\n- Trumpet part: written F major (one flat)."), [
    "state key 9-9 E-flat major",
    "state key piece F major (uncertain)",
  ]);
  assert.deepEqual(
    read("Bar 10 of the trumpet part is written in G major. At concert pitch that is F major."),
    ["state key 10-10 G major", "state key 10-10 F major"],
  );
});

test("a read that says it lists only changes reads each line from its bar on", () => {
  const claims = extractClaims(
    "Trumpet (written pitch) — only where something changes:\nbar 1: key G major, time 4/4\nbar 9: key C major",
    "read",
    { firstBar: 1, lastBar: 16, barCount: 16, parts: [{ id: "P1", name: "Trumpet", staves: 1 }] },
    { covers: null },
  );
  assert.deepEqual(claims.filter((c) => c.subject.property === "key").map(shape), [
    "state key 1-8 G major",
    "state key 9-16 C major",
  ]);
});

test("a frame word in brackets frames its value", () => {
  const claims = extractClaims("bar 5: key (concert) B♭ major; trumpet key (written) C major", "read");
  assert.deepEqual(
    claims.map((c) => [c.value, c.concert]),
    [
      ["B-flat major", true],
      ["C major", false],
    ],
  );
});

test("a change that gives no value leaves the side of it a value holds on unsaid", () => {
  assert.deepEqual(read("We end in D major; the key change is at m. 5."), [
    "state key piece D major (uncertain)",
    "state key 5-5 changes here",
  ]);
  assert.deepEqual(read("It's in G major, with a key change at bar 5 to D major."), [
    "state key 1-4 G major",
    "state key 5-5 D major",
  ]);
});

test("a bracket saying where a sign is printed leaves the value before it its bars", () => {
  assert.deepEqual(read("Bars 8–10: treble clef (the treble clef is printed at the end of bar 8)"), [
    "state clef 8-10 treble",
  ]);
});

test("a value after 'then' holds after the place the value before it took", () => {
  const score = { firstBar: 1, lastBar: 16, barCount: 16, parts: [{ id: "P1", name: "Piano", staves: 2 }] };
  assert.deepEqual(extractClaims("Time: 4/4 up to bar 12, then 3/4.", "assistant", score).map(shape), [
    "state time 1-12 4/4",
    "state time 13-16 3/4",
  ]);
  // Where the piece ends is not known: the bars after are not said.
  assert.deepEqual(read("Time: 4/4 up to bar 12, then 3/4."), ["state time 1-12 4/4"]);
});

test("'only' within a range names the other bars of that range; 'from the first bar to the last' is all of them", () => {
  assert.deepEqual(read("Within bars 1–8, the left hand has pedal only in bar 1."), [
    "state pedal 1-1 present",
    "state pedal 2-8 absent",
  ]);
  assert.deepEqual(read("The left hand is in bass clef from the first bar to the last."), [
    "state clef piece bass",
  ]);
});

test("'there' after the message has named two places may be either", () => {
  assert.deepEqual(read("2/4 in bars 13–16.\nBars 1–12 are in 3/4.\nKey there: G major."), [
    "state time 13-16 2/4",
    "state time 1-12 3/4",
    "state key 1-12 G major (uncertain)",
  ]);
});

test("'it' with bars from the sentence before, in a claim of a whole range, may also be the whole part", () => {
  const never = extractClaims(
    "It rests in bars 1–2 and comes in at bar 3.\nIt never goes below D5.",
    "assistant",
  ).at(-1);
  assert.equal(shape(never!), "state notes 3-3 ≥D5");
  assert.deepEqual(never!.readings, [{ bars: null, name: "the whole piece" }]);
});

test("'at or below', 'or above' and a second bound after 'or' are bounds; 'no sharps or flats' names a key", () => {
  assert.deepEqual(read("It stays at or below C4 throughout."), ["state notes piece ≤C4"]);
  assert.deepEqual(read("The left hand never goes below C2 or above D3."), [
    "state notes piece ≥C2",
    "state notes piece ≤D3",
  ]);
  assert.deepEqual(read("It's C major, with no sharps or flats."), ["state key piece C major"]);
  // An "or" the rules do not read leaves the claim unread.
  assert.deepEqual(read("Bar 4 or bar 5 is in bass clef."), ["state clef 4-5 bass (uncertain)"]);
});

test("'no other' marks are none in the bars the message has not named; with none named it is not read", () => {
  const score = { firstBar: 1, lastBar: 12, barCount: 12, parts: [{ id: "P1", name: "Piano", staves: 2 }] };
  const said = "I've added a forte at bar 5 of the right hand.\nThe right hand has no other dynamic marking.";
  assert.deepEqual(extractClaims(said, "assistant", score).map(shape), [
    "edit dynamics 5-5 f",
    "state dynamics 1-4 absent",
    "state dynamics 6-12 absent",
  ]);
  assert.deepEqual(
    extractClaims("There are no other pedal marks in the piece.", "assistant", score).map(shape),
    ["state pedal piece absent (uncertain)"],
  );
});

test("'holds that G2 through bar 4' goes on from where the G2 was said", () => {
  assert.deepEqual(
    read("The pedal staff comes in at bar 3 on G2. It then holds that G2 through bar 4 as well."),
    ["state notes 3-3 first G2", "state notes 4-4 G2"],
  );
});

test("'in place of' replaces, 'still in place' is there, 'unaffected' is untouched; 'the last bar in 6/8' is not the piece's", () => {
  assert.deepEqual(read("Bar 13 now has ff in place of the f."), [
    "state dynamics 13-13 ff",
    "state dynamics 13-13 not f",
  ]);
  assert.deepEqual(read("The f marking at bar 9 is still in place."), ["state dynamics 9-9 f"]);
  assert.deepEqual(read("Bar 8 is unaffected."), ["no-change other 8-8 null"]);
  const score = { firstBar: 1, lastBar: 12, barCount: 12, parts: [{ id: "P1", name: "Organ", staves: 3 }] };
  assert.deepEqual(extractClaims("Bar 9 is the last bar in 6/8.", "assistant", score).map(shape), [
    "state time 9-9 6/8",
  ]);
});

test("a sign said as printed at a bar's end announces the next bar: a claim of that one", () => {
  assert.deepEqual(read("Bar 11: treble clef (bass clef printed at the end of the bar)"), [
    "state clef 11-11 treble",
    "state clef 12-12 bass",
  ]);
  assert.deepEqual(
    read("In bar 7 it is back in alto clef — the alto clef sits right at the end of that bar."),
    ["state clef 7-7 alto", "state clef 8-8 alto"],
  );
});

test("a value before 'moves to' another holds before the other's place; a part in brackets after a value is another value's", () => {
  assert.deepEqual(read("The waltz opens in G major and moves to D major at bar 13."), [
    "state key 1-12 G major",
    "state key 13-13 D major",
  ]);
  const duo = {
    firstBar: 1,
    lastBar: 16,
    barCount: 16,
    parts: [
      { id: "P1", name: "Clarinet in B♭", staves: 1 },
      { id: "P2", name: "Piano", staves: 2 },
    ],
  };
  const parts = extractClaims(
    "bar 9: key E♭ major (Clarinet in B♭ written F major), from here",
    "read",
    duo,
    {
      covers: null,
    },
  ).map((c) => `${c.subject.part} ${c.value}`);
  assert.deepEqual(parts, ["null E-flat major", "P1 F major"]);
  assert.deepEqual(
    extractClaims("bar | Clarinet in B♭ (written)\n1 | rest", "read", duo, { covers: null }).map(shape),
    ["state notes 1-1 absent"],
  );
});

test("'none' beside another mark is that mark's absence in its own bars", () => {
  assert.deepEqual(read("Bar 4 has the pedal; bar 5 has none."), [
    "state pedal 4-4 present",
    "state pedal 5-5 absent",
  ]);
  assert.deepEqual(read("f in bar 13, none in bar 12."), [
    "state dynamics 13-13 f",
    "state dynamics 12-12 absent",
  ]);
});

test("bars asked of one property are not given to another's value", () => {
  const said = (question: string, reply: string) =>
    extractClaims(reply, "assistant", undefined, { question }).map(shape);
  assert.deepEqual(said("Key and time at bar 13?", "F major, 3/4."), [
    "state key 13-13 F major",
    "state time 13-13 3/4",
  ]);
  assert.deepEqual(said("And what's the right hand doing clef-wise around mm. 7–9?", "mp moved."), [
    "edit dynamics piece mp",
  ]);
});

test("changes offered in a list before a proposal are no claims; a list of what the score has stays", () => {
  assert.deepEqual(
    read(
      "Right now all four parts have pp at bar 7.\nOne way to do it:\n- Violin II and viola: pp → ppp at bar 7\n- Violin I and cello: keep pp\nWant me to make that change?",
    ),
    ["state dynamics 7-7 pp"],
  );
  assert.deepEqual(
    read(
      "From the rendered page:\n- Bar 4: treble clef.\n- Bar 5: bass clef.\nWant me to put bar 4 in bass clef?",
    ),
    ["state clef 4-4 treble", "state clef 5-5 bass"],
  );
});

test("'enters on E4 in bar 3' is the bar's first note; a mark in each bar is in every one; 'the piece' carries no part", () => {
  assert.deepEqual(read("Alto: rests in bars 1–2, enters on E4 in bar 3."), [
    "state notes 1-2 absent",
    "state notes 3-3 first E4",
  ]);
  assert.deepEqual(read("There's a pedal mark in each of the first three bars."), [
    "state pedal 1-1 present",
    "state pedal 2-2 present",
    "state pedal 3-3 present",
  ]);
  assert.deepEqual(read("The left hand is pedalled in every bar from 1 to 3."), ["state pedal 1-3 present"]);
  const duo = {
    firstBar: 1,
    lastBar: 12,
    barCount: 12,
    parts: [
      { id: "P1", name: "Clarinet in B♭", staves: 1 },
      { id: "P2", name: "Piano", staves: 2 },
    ],
  };
  const [, piece] = extractClaims(
    "The clarinet rests for bars 1–2 and comes in at bar 3 on a written E5. From bar 7 the piece moves to F major.",
    "assistant",
    duo,
  ).filter((c) => c.subject.property === "key" || c.value === "absent");
  assert.equal(piece?.subject.part, null);
});

test("'A5, in bar 10.' to a question about the highest note is the highest of the range asked, and a note of bar 10", () => {
  const said = (question: string, reply: string) =>
    extractClaims(reply, "assistant", undefined, { question }).map(shape);
  assert.deepEqual(said("What's the highest note in the right hand?", "A5, in bar 10."), [
    "state notes piece top A5",
    "state notes 10-10 A5",
  ]);
  assert.deepEqual(said("What's the lowest LH note in bars 3–4?", "D4, m. 3."), [
    "state notes 3-4 bottom D4",
    "state notes 3-3 D4",
  ]);
});

test("a mark said of all the parts is in each; 'm. 9:' opening a line is a bar, not a list item", () => {
  const choir = {
    firstBar: 1,
    lastBar: 12,
    barCount: 12,
    parts: ["Soprano", "Alto", "Tenor", "Bass"].map((name, i) => ({ id: `P${i + 1}`, name, staves: 1 })),
  };
  assert.deepEqual(
    extractClaims("All four voices are mf at bar 7 now.", "assistant", choir).map((c) => c.subject.part),
    ["P1", "P2", "P3", "P4"],
  );
  assert.deepEqual(read("m. 9: key change to A♭ major."), ["state key 9-9 A-flat major"]);
});

test("a sign printed at a bar's end is the next bar's, unless the words name its bar; 'N bars of X' names no bars given", () => {
  assert.deepEqual(read("Bar 5 is bass, with the treble clef printed at its end."), [
    "state clef 5-5 bass",
    "state clef 6-6 treble",
  ]);
  assert.deepEqual(
    read("bar 4: LH bass clef (treble clef printed after the last note, for bar 5)").slice(1),
    ["state clef 5-5 treble"],
  );
  assert.deepEqual(read("The bars in 9/8 are mm. 13–16, after twelve bars of 6/8."), [
    "state time 13-16 9/8",
    "state time 13-16 6/8 (uncertain)",
  ]);
});

test("'no other' in a read is within the bars it read", () => {
  const piano = { firstBar: 1, lastBar: 16, barCount: 16, parts: [{ id: "P1", name: "Piano", staves: 2 }] };
  const read16 = extractClaims(
    "Bars 13–16 dynamics: bar 13 mf (staff 1). No other dynamics.",
    "read",
    piano,
    {
      covers: { from: 13, to: 16 },
    },
  ).map(shape);
  // The bars it read were all named: nothing is said of bars it did not read.
  assert.deepEqual(read16, ["state dynamics 13-16 present", "state dynamics 13-13 mf"]);
});

test("a mark in bars listed one by one is in each; in a range, somewhere in it", () => {
  assert.deepEqual(read("Bars 1, 9 and 10 have pedal."), [
    "state pedal 1-1 present",
    "state pedal 9-9 present",
    "state pedal 10-10 present",
  ]);
  assert.deepEqual(read("Pedal in bars 9–10."), ["state pedal 9-10 present"]);
});

test("a range said with words between its ends; a heading naming kinds of marking says nothing; 'just one pedal mark' is the only one", () => {
  assert.deepEqual(read("The left hand stays in bass clef from bar 1 right through to bar 16."), [
    "state clef 1-16 bass",
  ]);
  assert.deepEqual(read("The left hand stays in bass clef from bar 1 all the way to bar 16."), [
    "state clef 1-16 bass",
  ]);
  assert.deepEqual(read("The left hand stays in bass clef from bar 1 straight through to bar 16."), [
    "state clef 1-16 bass",
  ]);
  assert.deepEqual(read("Pedalling and dynamics"), []);
  assert.deepEqual(read("## Dynamics"), []);
  // "Just one pedal mark" is the only one; "Yes, just one: m. 9 has a pedal mark" may count within
  // the bars a question asked of.
  const sixteen = { firstBar: 1, lastBar: 16, barCount: 16, parts: [] };
  assert.deepEqual(
    extractClaims("There is just one pedal mark, in bar 1.", "assistant", sixteen).map(shape),
    ["state pedal 1-1 present", "state pedal 2-16 absent"],
  );
  assert.deepEqual(extractClaims("Yes, just one: m. 9 has a pedal mark.", "assistant", sixteen).map(shape), [
    "state pedal 9-9 present",
  ]);
});

test("a pitch beside a highest or lowest note is that peak, or not read; numbers without 'bars' place nothing", () => {
  assert.deepEqual(read("The tenor's highest note is now C4."), ["state notes piece top C4"]);
  assert.deepEqual(read("Top soprano note: D5."), ["state notes piece top D5"]);
  assert.deepEqual(read("That C3 is also the pedal staff's highest note."), ["state notes piece top C3"]);
  assert.deepEqual(read("B♭2 is also the lowest note anywhere on the pedal staff."), [
    "state notes piece bottom Bb2",
  ]);
  assert.deepEqual(read("The lowest is written C4 in bar 9."), ["state notes piece bottom C4"]);
  const [beside] = extractClaims("Bar 3 has a G5 and the highest note.", "assistant");
  assert.match(beside!.uncertain ?? "", /could not tell which note 'highest note' names/);
  assert.deepEqual(read("The highest written note in 13–16 is now G5."), [
    "state notes piece top G5 (uncertain)",
  ]);
});

test("'between bar 5 and bar 11' may exclude its ends; a part that ends in a key is its last bar; a state after 'Changed …' is a state", () => {
  const [between] = extractClaims("There's no dynamic between m. 5 and m. 11 now.", "assistant");
  assert.deepEqual(between!.subject.bars, { from: 5, to: 11 });
  assert.deepEqual(between!.readings, [{ bars: { from: 6, to: 10 }, name: "bars 6–10 alone" }]);
  const sixteen = { firstBar: 1, lastBar: 16, barCount: 16, parts: [] };
  assert.deepEqual(extractClaims("The organ ends in B♭ major.", "assistant", sixteen).map(shape), [
    "state key 16-16 B-flat major",
  ]);
  assert.deepEqual(read("Changed bar 13 to 3/4. Bars 13–16 are in 3/4."), [
    "edit time 13-13 3/4",
    "state time 13-16 3/4",
  ]);
  assert.deepEqual(read("Done. Bar 13 is in 3/4."), ["edit time 13-13 3/4"]);
});

test("'all three voices' of a choir with piano is not every part", () => {
  const choir = {
    firstBar: 1,
    lastBar: 16,
    barCount: 16,
    parts: ["Soprano", "Alto", "Baritone", "Piano"].map((name, i) => ({
      id: `P${i + 1}`,
      name,
      staves: i === 3 ? 2 : 1,
    })),
  };
  const parts = (text: string) => extractClaims(text, "assistant", choir).map((c) => c.subject.part);
  assert.deepEqual(parts("All four parts are p at bar 9."), ["P1", "P2", "P3", "P4"]);
  assert.deepEqual(parts("All three voices are p at bar 9."), [null]);
});

test("terse jargon: a pickup, bars after their value, an open start under a label, a hand after a part", () => {
  const duo = {
    firstBar: 1,
    lastBar: 12,
    barCount: 13,
    pickup: 0,
    parts: [
      { id: "P1", name: "Clarinet in B♭", staves: 1 },
      { id: "P2", name: "Piano", staves: 2 },
    ],
  };
  const placed = (text: string) =>
    extractClaims(text, "assistant", duo).map(
      (c) => `${c.subject.part} ${c.subject.bars?.from}-${c.subject.bars?.to} ${c.value}`,
    );
  assert.deepEqual(placed("Dynamics: RH p at the pickup, clarinet mp at m. 3, RH f at m. 9."), [
    "P2 0-0 p",
    "P1 3-3 mp",
    "P2 9-9 f",
  ]);
  assert.deepEqual(
    placed("The clarinet is tacet through the pickup and mm. 1–4, then comes in at m. 5 on A4."),
    ["P1 0-0 absent", "P1 1-4 absent", "P1 5-5 first A4"],
  );
  assert.deepEqual(read("LH, mm. 4–9: bass through m. 5, treble 6–8, bass from m. 9."), [
    "state clef 4-5 bass",
    "state clef 6-8 treble",
    "state clef 9-9 bass",
  ]);
  assert.deepEqual(read("7–8 stay treble clef."), ["state clef piece treble (uncertain)"]);
});

test("a terse question names bars by number alone; a receipt of a failed operation says nothing of the score", () => {
  const sixteen = { firstBar: 1, lastBar: 16, barCount: 16, parts: [] };
  const answer = (question: string, text: string) =>
    extractClaims(text, "assistant", sixteen, { question }).map(shape);
  assert.deepEqual(answer("Time sig from 13?", "2/4 to the end."), ["state time 13-16 2/4"]);
  assert.deepEqual(answer("LH clef in 9–10?", "Treble clef."), ["state clef 9-10 treble"]);
  assert.deepEqual(
    read(
      '```\n{"op":"add_dynamic","part":"Clarinet","bar":9,"mark":"mf","ok":false}\n```\nThe mf was refused.',
    ),
    ["state dynamics piece mf (uncertain)"],
  );
});

test("a frame word beside a key letter frames that letter; a participle after a comma has its own bars; the start is the pickup", () => {
  const duo = {
    firstBar: 1,
    lastBar: 12,
    barCount: 13,
    pickup: 0,
    parts: [
      { id: "P1", name: "Clarinet in B♭", staves: 1 },
      { id: "P2", name: "Piano", staves: 2 },
    ],
  };
  const [framed] = extractClaims("F major, one flat — E♭ concert.", "assistant", duo);
  assert.match(framed!.uncertain ?? "", /written or sounding/);
  const answer = extractClaims("B♭ major, entering on D5 in m. 3.", "assistant", duo, {
    question: "The clarinet's key at the start, and its first note?",
  });
  assert.deepEqual(
    answer.map((c) => `${c.subject.property} ${c.subject.bars?.from}-${c.subject.bars?.to} ${c.value}`),
    ["key 0-1 B-flat major", "notes 3-3 first D5"],
  );
});

test("a peak after a sentence naming bars may be of those bars; 'only' beside what an edit did is not read", () => {
  const [, top] = extractClaims(
    "Transposed bars 15–16 of the right hand up a tone. Top note is now F5.",
    "assistant",
  );
  assert.deepEqual(top!.readings, [
    { bars: { from: 15, to: 16 }, name: "bars 15–16, which the message spoke of" },
  ]);
  const [, never] = extractClaims(
    "Transposed bars 15–16 of the right hand up a tone. It never goes above F5.",
    "assistant",
  );
  // ("It" takes bars 15–16 itself, and may be the whole part: findings.md's scope words.)
  assert.deepEqual(never!.readings, [{ bars: null, name: "the whole part" }]);
  const sixteen = { firstBar: 1, lastBar: 16, barCount: 16, parts: [] };
  const went = extractClaims("The pedal went into bar 11 only.", "assistant", sixteen).filter(
    (c) => c.value === "absent",
  );
  assert.ok(went.length > 0 && went.every((c) => /what 'went' did/.test(c.uncertain ?? "")));
});

test("after a negation, 'or' joins what was left untouched", () => {
  assert.deepEqual(read("I didn't touch the clefs or the pedal marks."), [
    "no-change clef piece null",
    "no-change pedal piece null",
  ]);
});

test("'everything before them' is the bars before those named; 'piano (p)' is one mark; 'the bar where' is placed nowhere", () => {
  const sixteen = { firstBar: 1, lastBar: 16, barCount: 16, parts: [] };
  assert.deepEqual(
    extractClaims("Bars 13 to 16 are in 6/8; everything before them is in 3/4.", "assistant", sixteen).map(
      shape,
    ),
    ["state time 13-16 6/8", "state time 1-12 3/4"],
  );
  assert.deepEqual(read("The piece opens piano (p) in bar 1, rises to forte (f) at bar 11."), [
    "state dynamics 1-1 p",
    "state dynamics 11-11 f",
  ]);
  assert.deepEqual(read("That's the bar where the key signature changes to D major."), [
    "state key piece D major (uncertain)",
  ]);
  // "opens the 3/4": the verb has an object; it starts that, not the piece.
  assert.deepEqual(read("The right hand opens the 3/4 in m. 7 on C5."), [
    "state time 7-7 3/4",
    "state notes 7-7 first C5",
  ]);
});

test("bars a clause names but no claim takes leave it unread; 'and again in', 'like the opening'", () => {
  assert.deepEqual(read("The left hand has the pedal down in bars 1–4 and again in bars 17–18."), [
    "state pedal 1-4 present",
    "state pedal 17-18 present",
  ]);
  assert.deepEqual(read("Bar 6 is in F major, like the opening."), ["state key 6-6 F major"]);
  assert.deepEqual(read("The clef is bass in bar 2 then on to bar 9 somehow."), [
    "state clef 2-2 bass (uncertain)",
  ]);
});

test("a heading naming marks over lines that give them names none; a part the sentence names keeps it, whatever staff the question asked of", () => {
  assert.deepEqual(read("Piano, bars 3-4, pedal marks:"), []);
  const duo = {
    firstBar: 1,
    lastBar: 14,
    barCount: 14,
    parts: [
      { id: "P1", name: "Clarinet in B♭", staves: 1 },
      { id: "P2", name: "Piano", staves: 2 },
    ],
  };
  const [held] = extractClaims("In m. 13 the clarinet holds a written C5.", "assistant", duo, {
    question: "What does the clarinet hold, and what's the piano LH under it?",
  });
  assert.deepEqual([held!.subject.part, held!.subject.staff], ["P1", null]);
});

test("'nothing was saved' is a no-change of the turn", () => {
  assert.deepEqual(read("That failed, so nothing was saved."), ["no-change other piece null"]);
  assert.deepEqual(read("No, it didn't save."), ["no-change other piece null"]);
});

test("the question's own sentence gives its bars and its pitch; 'only' within the bars a request to show asked of", () => {
  const duo = {
    firstBar: 1,
    lastBar: 12,
    barCount: 12,
    parts: [
      { id: "P1", name: "Clarinet in B♭", staves: 1 },
      { id: "P2", name: "Piano", staves: 2 },
    ],
  };
  const answer = (question: string, text: string) =>
    extractClaims(text, "assistant", duo, { question }).map(
      (c) =>
        `${c.subject.property} ${c.subject.bars?.from}-${c.subject.bars?.to} ${c.value}${c.concert === undefined ? "" : c.concert ? " concert" : " written"}`,
    );
  assert.deepEqual(
    answer(
      "The G clef is at the very end of m. 8, though. Doesn't that mean the LH is in treble from m. 9?",
      "Yes.",
    ),
    ["clef 9-9 treble"],
  );
  assert.deepEqual(answer("That's wrong — F is concert. Written key?", "G major."), [
    "key undefined-undefined G major written",
  ]);
  assert.deepEqual(answer("Bar 4 still sounds in the low octave.", "Bar 4 is B4 G4."), ["notes 4-4 B4 G4"]);
  // "the concert key" frames the key asked for, not notes said beside it.
  assert.deepEqual(
    answer(
      "Transpose bar 3 of the clarinet up a whole step, and change the concert key of bars 9–12 to C major.",
      "| Change | Before | Now |\n|---|---|---|\n| Clarinet, bar 3 | A4 B4 C5 D5 | B4 C♯5 D5 E5 |\n| Concert key, bars 9–12 | B♭ major | C major |",
    ),
    [
      "notes 3-3 B4 C#5 D5 E5",
      "notes 3-3 A4 B4 C5 D5",
      "key 9-12 C major concert",
      "key 9-12 B-flat major concert",
    ],
  );
  assert.deepEqual(answer("Run me the LH changes for mm. 7–12.", "Ped. under the LH in m. 7 only."), [
    "pedal 7-7 present",
    "pedal 8-12 absent",
  ]);
});

test("'plays in every bar' says every bar has notes", () => {
  assert.deepEqual(read("The LH plays in every bar."), ["state notes piece played"]);
  assert.deepEqual(read("The clarinet rests in bars 1 and 2 and plays in every bar from 3 to 10."), [
    "state notes 1-2 absent",
    "state notes 3-10 played",
  ]);
});

test("'from there … in every bar to the end' is every bar from a place said before, which is not placed", () => {
  assert.deepEqual(read("From there she plays in every bar to the end."), []);
});

test("'That's …' after a sentence is said of its subject; 'those two bars' after three bars is not placed; a read's line of inline bar labels", () => {
  assert.deepEqual(
    read(
      "Restored: m. 9 of the LH is back to its version 1 reading. That's the G clef again, with B♭3 D4 F4.",
    ),
    ["edit other 9-9 restored version 1", "state clef 9-9 treble", "state notes 9-9 Bb3 D4 F4"],
  );
  assert.deepEqual(
    read("LH is treble in bars 5–6. Bass again from bar 7. RH is in bass clef in those two bars."),
    ["state clef 5-6 treble", "state clef 7-7 bass"],
  );
  assert.deepEqual(read("m. 12: E♭4 G4 C5 m. 13: D4 F4 B♭4 F4", "read"), [
    "state notes 12-12 Eb4 G4 C5",
    "state notes 13-13 D4 F4 Bb4 F4",
  ]);
});

test("numbers the word 'bars' stands apart from place nothing", () => {
  const [claim] = extractClaims("Its only pedalled bars are 1 and 9.", "assistant");
  assert.match(claim!.uncertain ?? "", /could not place 'bars are 1 and 9'/);
});

// Classes from hold-53 … hold-57 and two contradictions hold-11 and hold-15 hid behind other key
// entries.
const withParts = (...parts: [string, number][]) => ({
  firstBar: 1,
  lastBar: 16,
  barCount: 16,
  parts: parts.map(([name, staves], i) => ({ id: `P${i + 1}`, name, staves })),
});

test("a sentence that gives one staff two clefs in the same bars was not read as written", () => {
  const claims = extractClaims(
    "Staff 2 clefs, bars 8-11 (version 3): 8 bass · 9 treble · 10 treble · 11 bass",
    "read",
    withParts(["Piano", 2]),
  );
  assert.ok(claims.length > 0);
  for (const c of claims) assert.match(c.uncertain ?? "", /gives both (?:bass|treble) and (?:bass|treble)/);
  // One key in two pitches is not two keys; one with its relative minor is one key.
  const keys = extractClaims(
    "In bar 1 the clarinet is written in C major, which is B♭ major at concert pitch.",
    "assistant",
    withParts(["Clarinet in B♭", 1], ["Piano", 2]),
  );
  assert.ok(keys.every((c) => !/gives both/.test(c.uncertain ?? "")));
});

test("a plural instrument names several parts, or none of this score", () => {
  const [c, d] = extractClaims(
    "The two B♭ trumpets read a tone higher, so their parts are written in C major, then F major from bar 5.",
    "assistant",
    withParts(["Trumpet in B♭ 1", 1], ["Trumpet in B♭ 2", 1], ["Horn in F", 1], ["Tuba", 1]),
  );
  assert.match(c!.uncertain ?? "", /could not place the claim in a part, though 'trumpets' is named/);
  assert.match(d!.uncertain ?? "", /could not place the claim in a part, though 'trumpets' is named/);
});

test("'tops out at written G5' is the highest note; a pitch beside it that is not is not read", () => {
  const [top, other] = extractClaims(
    "The trumpet part now tops out at written G5, concert F5.",
    "assistant",
    withParts(["Trumpet in B♭", 1]),
  );
  assert.equal(top!.value, "top G5");
  assert.equal(other!.value, "F5");
  assert.match(other!.uncertain ?? "", /could not tell which note 'tops out' names/);
});

test("a staff that starts in a clef starts in bar 1, whatever stands between", () => {
  assert.deepEqual(
    extractClaims(
      "Staff 2 (the second manual) starts in bass clef, moves to treble clef at bar 4 and returns to bass clef at bar 8.",
      "assistant",
      withParts(["Organ", 3]),
    ).map(shape),
    // (What it starts in holds until the move at bar 4.)
    ["state clef 1-3 bass", "state clef 4-4 treble", "state clef 8-8 bass"],
  );
});

test("a read listing changes speaks from each bar on for clefs, keys and times only; 'from bar N' in a read's line too", () => {
  const changes = extractClaims(
    "Clarinet in B♭ (P1), written pitch, bars 1-16, changes only:\nbar 1: clef treble, key G major\nentries: rests in bars 1-2, comes in at bar 3 on D5; rests in bar 12",
    "read",
    withParts(["Clarinet in B♭", 1], ["Piano", 2]),
    { covers: { from: 1, to: 16 } },
  ).map(shape);
  assert.deepEqual(changes, [
    "state clef 1-16 treble",
    "state key 1-16 G major",
    "state notes 1-2 absent",
    "state notes 3-3 first D5",
    "state notes 12-12 absent",
  ]);
  assert.deepEqual(
    extractClaims("time: 3/4 from bar 1; 2/4 from bar 11", "read", withParts(["Piano", 2]), {
      covers: { from: 1, to: 12 },
    }).map(shape),
    ["state time 1-10 3/4", "state time 11-12 2/4"],
  );
  assert.deepEqual(
    extractClaims(
      "Nocturne, 16 bars. Changes, each holding from its bar on:\nbar 1: staff 2 bass\nbar 5: staff 2 treble",
      "read",
      withParts(["Piano", 2]),
      { covers: null },
    )
      .map(shape)
      .slice(1),
    ["state clef 1-4 bass", "state clef 5-16 treble"],
  );
});

test("'a waltz' is any waltz: a remark about music in general", () => {
  const [c] = extractClaims("A waltz in 3/4 is, of course, the norm.", "assistant", withParts(["Piano", 2]));
  assert.match(c!.uncertain ?? "", /'A waltz' says it is not a plain statement/);
});

test("'the bar' with no number places nothing", () => {
  for (const c of extractClaims("The bar is in F major and 3/4.", "assistant", withParts(["Piano", 2])))
    assert.match(c.uncertain ?? "", /could not place 'The bar'/);
});

test("the mark a change replaces is not what it made; 'mezzo-piano' names no piano", () => {
  assert.deepEqual(
    extractClaims(
      "I have changed the mezzo-piano at bar 5 back to piano, as you asked.",
      "assistant",
      withParts(["Cello", 1]),
    ).map((c) => `${shape(c)} ${c.partName ?? ""}`.trim()),
    ["edit dynamics 5-5 p", "state dynamics 5-5 mp"],
  );
});

test("'no other pedal marks in bars 9-16' leaves out the bars the message gave pedal", () => {
  assert.deepEqual(
    extractClaims(
      "Pedal marks, bars 9-16 (version 3):\nbar 9: pedal down on beat 1\nNo other pedal marks in bars 9-16.",
      "read",
      withParts(["Piano", 2]),
      { covers: { from: 9, to: 16 } },
    ).map(shape),
    ["state pedal 9-9 present", "state pedal 10-16 absent"],
  );
});

test("an organ's 'Pedal' label names its pedal staff, or is not read", () => {
  const organ = withParts(["Organ", 3]);
  assert.deepEqual(
    extractClaims("- Pedal (staff 3): F clef throughout", "assistant", organ).map(
      (c) => `${shape(c)} staff ${c.subject.staff}`,
    ),
    ["state clef piece bass staff 3"],
  );
  for (const c of extractClaims("- Pedal: F clef throughout", "assistant", organ))
    assert.match(c.uncertain ?? "", /organ's pedal staff or a pedal marking/);
});

test("a heading's bars scope 'throughout' and an exception under it", () => {
  assert.deepEqual(
    extractClaims(
      "## Bars 1–12 at a glance\n- Key: D major throughout, two sharps.\n- Left hand: bass clef, except bars 9–10, where it moves up to treble.",
      "assistant",
      withParts(["Piano", 2]),
    ).map(shape),
    ["state key 1-12 D major", "state clef 1-8 bass", "state clef 11-12 bass", "state clef 9-10 treble"],
  );
});

test("'everything before that' is the bars before those the message spoke of, beside an exception", () => {
  assert.deepEqual(
    extractClaims(
      "It has 12 bars, with 3/4 from bar 11. Everything before that is in 4/4 except bar 10, which is in 2/4.",
      "assistant",
      { ...withParts(["Piano", 2]), lastBar: 12, barCount: 12 },
    ).map(shape),
    ["count bar-count piece 12", "state time 11-11 3/4", "state time 1-9 4/4", "state time 10-10 2/4"],
  );
});

test("in an organ score, notes said of the pedal are the pedal staff's", () => {
  const organ = withParts(["Organ", 3]);
  const [, notes] = extractClaims(
    "The LH is up in treble clef in bars 5 to 7. Also, in the final bar the pedal holds a low A1.",
    "assistant",
    organ,
  ).filter((c) => c.subject.property !== "pedal");
  assert.equal(notes!.subject.staff, 3);
  assert.equal(
    extractClaims("The final bar's pedal note is D2, not A1.", "assistant", organ)[0]!.subject.staff,
    3,
  );
  // Violas in general are no part of the score.
  assert.deepEqual(extractClaims("Violas read alto clef.", "assistant"), []);
});

test("'only' or 'except' within a place not numbered ('Before that, …') leaves the other bars unread", () => {
  const claims = extractClaims(
    "The left hand has pedal in bar 13. Before that, only bars 1 and 5 have pedal marks.",
    "assistant",
    withParts(["Piano", 2]),
  ).slice(1);
  assert.deepEqual(
    claims.map((c) => `${shape(c)}${c.uncertain ? ` — ${c.uncertain}` : ""}`),
    [
      "state pedal 1-1 present",
      "state pedal 5-5 present",
      "state pedal 2-4 absent (uncertain) — could not place 'Before that' in the score",
      "state pedal 6-16 absent (uncertain) — could not place 'Before that' in the score",
    ],
  );
  assert.deepEqual(
    extractClaims("Before that, it's 4/4 except bar 10.", "assistant", withParts(["Piano", 2])),
    [],
  );
});

test("a bar, then on to the end of the piece or its last bar, is one span", () => {
  for (const text of [
    "The 3/4 begins at bar 13 and runs to the end of the piece.",
    "Yes — 3/4 from bar 13 through to the last bar, bar 16.",
  ])
    assert.deepEqual(
      extractClaims(text, "assistant", withParts(["Piano", 2])).map(shape),
      ["state time 13-16 3/4"],
      text,
    );
});

test("'that section' after bars named is those bars; an organ's 'pedal line' is its pedal staff", () => {
  assert.deepEqual(
    extractClaims(
      "I've transposed bars 9–12 up a semitone, so that section is now in E♭ major, three flats.",
      "assistant",
      withParts(["Piano", 2]),
    ).map(shape),
    ["edit notes 9-12 transposed +1", "state key 9-12 E-flat major"],
  );
  const notes = extractClaims(
    "The pedal line is tacet for the first two bars and comes in at bar 3 on D2.",
    "assistant",
    withParts(["Organ", 3]),
  ).filter((c) => c.subject.property === "notes");
  assert.deepEqual(
    notes.map((c) => `${shape(c)} staff ${c.subject.staff}`),
    ["state notes 1-2 absent staff 3", "state notes 3-3 first D2 staff 3"],
  );
  // In a piano score the pedal line is the marking's, placed nowhere.
  for (const c of extractClaims(
    "The pedal line is tacet for bars 1–2.",
    "assistant",
    withParts(["Piano", 2]),
  ))
    assert.ok(c.uncertain, shape(c));
});

test("a sentence announcing the lines below gives no claim; a read's row for all parts is every part's", () => {
  assert.deepEqual(
    extractClaims(
      "For reference, here are the staff 1 dynamics at the start, at the forte, and at the new marking:",
      "assistant",
      withParts(["Organ", 3]),
    ),
    [],
  );
  const rows = extractClaims(
    "| from m. | part | change |\n|---|---|---|\n| 0 | Piano | key F major; 3/4 |\n| 11 | all parts | 4/4 |",
    "read",
    { ...withParts(["Clarinet in B♭", 1], ["Piano", 2]), lastBar: 12, barCount: 12 },
    { covers: { from: 1, to: 12 } },
  ).filter((c) => c.subject.property === "time");
  assert.deepEqual(
    rows.map((c) => `${shape(c)} ${c.subject.part}`),
    ["state time 0-10 3/4 P2", "state time 11-12 4/4 null"],
  );
});

test("a last note in bars carried from the sentence before is not placed", () => {
  const [, last] = extractClaims(
    "The LH switches to treble at m. 11. Its last note is a D4, not a B♭2.",
    "assistant",
    withParts(["Piano", 2]),
  );
  assert.match(last!.uncertain ?? "", /could not tell which bars 'last note' is said of/);
  // A last bar the sentence names is its own.
  const [own] = extractClaims("The piece ends on C5 again.", "assistant", withParts(["Piano", 2]));
  assert.equal(own!.uncertain, undefined);
});

test("bars counted as holding a value ('Twelve bars are in 3/4') are not placed, unless they are all the piece's", () => {
  const score = { ...withParts(["Piano", 2]), lastBar: 16, barCount: 16 };
  for (const text of ["Twelve bars are in 3/4.", "The étude has twelve bars of 6/8."]) {
    const [c] = extractClaims(text, "assistant", score);
    assert.match(c!.uncertain ?? "", /could not place 'twelve bars'/i, text);
  }
  const [all] = extractClaims("There are 16 bars in 3/4.", "assistant", score);
  assert.equal(all!.uncertain, undefined);
  // Bars counted elsewhere in the sentence do not place its value.
  const [key] = extractClaims("D major, two sharps, and the piece has 16 bars.", "assistant", score);
  assert.equal(key!.uncertain, undefined);
});

test("a row of a before/now table whose values agree is what the bars still have, after a report of the work too", () => {
  const table =
    "Done — the key change now falls at bar 7.\n\n| Bars | Key before | Key now |\n|---|---|---|\n| 1–4 | C major | C major |\n| 5–6 | G major | C major |";
  assert.deepEqual(read(table), ["state key 1-4 C major", "edit key 5-6 C major", "state key 5-6 G major"]);
});

test("'That's …' takes the bars of the sentence before; a question's asking sentence need not be its last", () => {
  assert.deepEqual(
    extractClaims(
      "G major, written. That's F major at concert pitch.",
      "assistant",
      withParts(["Clarinet in B♭", 1], ["Piano", 2]),
      { question: "What key is the clarinet part in at the start? Written key, please." },
    ).map((c) => `${shape(c)} ${c.subject.part} ${c.concert}`),
    ["state key 1-1 G major P1 false", "state key 1-1 F major P1 true"],
  );
});

test("after 'Done:' that names its own edit, the next sentence says what the score has", () => {
  assert.deepEqual(
    extractClaims(
      "Done: I added a p under the clarinet's entry in bar 3. The clarinet rests in bars 1–2 and comes in at bar 3 on D5.",
      "assistant",
      withParts(["Clarinet in B♭", 1], ["Piano", 2]),
    ).map(shape),
    ["edit dynamics 3-3 p", "state notes 1-2 absent", "state notes 3-3 first D5"],
  );
  // After a report of the work that names no value, a sentence of values is the edit or what the
  // score now has (verify.ts checks both).
  const [after] = extractClaims(
    "Fixed: key change at bar 9 removed. F major concert in bars 1–16.",
    "assistant",
    withParts(["Clarinet in B♭", 1], ["Piano", 2]),
  );
  assert.equal(after!.kind, "edit");
  assert.equal(after!.nowOrEdit, true);
});

test("a read whose heading says written pitch gives its keys written", () => {
  const [key] = extractClaims(
    "Romance, Clarinet in B♭ (written pitch), by bar ranges:\nbars 1-6: key F major, time 3/4",
    "read",
    withParts(["Clarinet in B♭", 1]),
    { covers: null },
  ).filter((c) => c.subject.property === "key");
  assert.equal(key!.concert, false);
});

test("a restore to a version named is an edit of the bars named, and names the version it returns to", () => {
  const piano = withParts(["Piano", 2]);
  const [restored] = extractClaims(
    "I've undone the transposition, so bars 9–12 are back to exactly what they were in version 3.",
    "assistant",
    piano,
  );
  assert.equal(shape(restored!), "edit other 9-12 restored version 3");
  assert.equal(restored!.restoredFrom, 3);
  const [saved] = extractClaims(
    "I've undone it and restored version 1, saved as version 3.",
    "assistant",
    piano,
  );
  assert.equal(saved!.restoredFrom, 1);
  assert.equal(saved!.savedIn, 3);
  assert.equal(saved!.uncertain, undefined);
  // Back to "the original" names no version: not read as a restore.
  assert.ok(
    extractClaims("Bars 7 and 9 are back to their original octave.", "assistant", piano).every(
      (c) => c.restoredFrom === undefined,
    ),
  );
});

test("a read of changes under a heading line reads its first line of values from its bar on", () => {
  assert.deepEqual(
    extractClaims(
      "Piano, staff 2 — clef changes\nbar 1: bass\nbar 11: treble (from here)\nbar 13: bass (from here)",
      "read",
      withParts(["Piano", 2]),
      { covers: null, staff: 2 },
    ).map(shape),
    ["state clef 1-10 bass", "state clef 11-12 treble", "state clef 13-16 bass"],
  );
});

test("the person's own part ('your part', 'You're tacet', 'my entrance') is not placed in a score of several", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  for (const c of extractClaims(
    "You're tacet bars 1–2 and come in on a written A4 in bar 3.",
    "assistant",
    duo,
  ))
    assert.match(c.uncertain ?? "", /could not tell which part 'You're' is/);
  const [mf] = extractClaims("Done — bar 3 is mf now, was p.", "assistant", duo, {
    question: "My entrance at 3 is marked p — make it mf, I'm buried under the piano there.",
  });
  assert.match(mf!.uncertain ?? "", /could not tell which part 'My entrance' is/);
  // "You're right" names no part.
  const [right] = extractClaims("You're right: the piano has mf at bar 9.", "assistant", duo);
  assert.equal(right!.uncertain, undefined);
});

test("'Nothing else was touched:' followed by what it means says no more than those words", () => {
  const claims = extractClaims(
    "Nothing else was touched: the key change to G major at bar 9 and the clefs are exactly as before.",
    "assistant",
    withParts(["Organ", 3]),
  );
  assert.ok(claims.every((c) => c.kind !== "no-change" || c.subject.property !== "other"));
});

test("a bar named as a point counted from is not the claim's place; 'there' places the clauses after it", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const [rest] = extractClaims("It is the only whole-bar rest after the entry at bar 3.", "assistant", duo);
  assert.match(
    rest!.uncertain ?? "",
    /could not tell whether 'bar 3' is where the claim is or where it is counted from/,
  );
  const keys = extractClaims(
    "I've re-read bars 9–12. The concert key there is B♭ major, and the clarinet's written key is C major.",
    "assistant",
    duo,
  );
  assert.deepEqual(
    keys.map((c) => shape(c)),
    ["state key 9-12 B-flat major", "state key 9-12 C major"],
  );
});

test("an interval is no key; a mark in one bar and none in another, each in its clause; 'through' the bar asked of is that bar", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(extractClaims("A minor third, falling.", "assistant", piano), []);
  assert.deepEqual(
    extractClaims("The LH Ped. sits under m. 13, and m. 12 has none.", "assistant", piano).map(shape),
    ["state pedal 13-13 present", "state pedal 12-12 absent"],
  );
  assert.deepEqual(
    extractClaims("No — RH rests through m. 16.", "assistant", piano, {
      question: "And the last bar — anything in the RH?",
    }).map(shape),
    ["state notes 16-16 absent"],
  );
});

test("an organ's manuals by number; a table headed 'bar' without a rule row; 'Man.' is no sentence end", () => {
  const organ = withParts(["Organ", 3]);
  assert.deepEqual(
    extractClaims("Version 3 has the bass clef in bar 5 of the second manual.", "assistant", organ).map(
      (c) => `${shape(c)} staff ${c.subject.staff}`,
    ),
    ["state clef 5-5 bass staff 2"],
  );
  assert.deepEqual(
    extractClaims(
      "| Bars | Man. II (staff 2) | Key |\n|---|---|---|\n| 1–8 | bass | G major |",
      "assistant",
      organ,
    ).map(shape),
    ["state clef 1-8 bass", "state key 1-8 G major"],
  );
  assert.deepEqual(
    extractClaims("| bar | time | staff 2 clef |\n| 11 | 4/4 | bass |\n| 13 | 3/2 | bass |", "read", organ, {
      covers: { from: 11, to: 13 },
    }).map(shape),
    ["state time 11-11 4/4", "state clef 11-11 bass", "state time 13-13 3/2", "state clef 13-13 bass"],
  );
  assert.deepEqual(
    extractClaims("| Staff | Clef |\n|---|---|\n| 3 (pedal) | bass throughout |", "assistant", organ).map(
      (c) => `${shape(c)} staff ${c.subject.staff}`,
    ),
    ["state clef piece bass staff 3"],
  );
});

test("'no other' marks where none were read before it, and a clef 'restored from' a bar, are not read", () => {
  const organ = withParts(["Organ", 3]);
  assert.deepEqual(
    extractClaims(
      "Dynamics, bars 9-13:\nbar 9: p (staff 1)\nbar 13: f (staff 1)\nno other dynamics in bars 9-13",
      "read",
      organ,
      { covers: { from: 9, to: 13 } },
    ).filter((c) => c.value === "absent"),
    [],
  );
  const [, restored] = extractClaims(
    "Staff 3 is now in tenor clef for bar 10 only, and the bass clef is restored from bar 11.",
    "assistant",
    organ,
  );
  assert.match(restored!.uncertain ?? "", /could not tell whether 'is restored from' reports an edit/);
});

test("a read asked for one part speaks of that part: its table's keys are that part's written keys", () => {
  const table = "| bars | clef | key | time |\n|---|---|---|---|\n| 1-8 | treble | G major | 4/4 |";
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const asked = extractClaims(table, "read", duo, { covers: null, part: "Clarinet in B♭" });
  assert.ok(asked.length > 0);
  for (const c of asked) assert.equal(c.subject.part, "P1", `${shape(c)} is the clarinet's`);
  assert.ok(asked.every((c) => c.concert === undefined));
  // Asked by the part's id, too; a name the score does not have places nothing.
  assert.ok(
    extractClaims(table, "read", duo, { covers: null, part: "P1" }).every((c) => c.subject.part === "P1"),
  );
  assert.ok(
    extractClaims(table, "read", duo, { covers: null, part: "Oboe" }).every((c) => c.subject.part === null),
  );
});

test("a row whose cells label their own values is a clause per cell", () => {
  assert.deepEqual(
    extractClaims("bar 16, right hand: D5 A4 F#4 | left hand: D3", "read", withParts(["Piano", 2])).map(
      (c) => `${shape(c)} staff ${c.subject.staff}`,
    ),
    ["state notes 16-16 D5 A4 F#4 staff 1", "state notes 16-16 D3 staff 2"],
  );
});

test("a restore that names a property restores that property, and says no value of it", () => {
  const [c, ...rest] = extractClaims(
    "The pedalling in bars 11-12 is back to how it was in version 5.",
    "assistant",
    withParts(["Clarinet in B♭", 1], ["Piano", 2]),
  );
  assert.equal(shape(c!), "edit pedal 11-12 restored version 5");
  assert.equal(c!.restoredFrom, 5);
  assert.deepEqual(rest, []);
});

test("an instrument said with 'a', a habit said as 'standard' or 'common', 'rarely': music in general", () => {
  const score = withParts(["Cello", 1], ["Piano", 2], ["Clarinet in B♭", 1]);
  for (const remark of [
    "A piano goes down to A0.",
    "A B♭ clarinet can play down to a written E3, so there is plenty of room below.",
    "Written E3 is the lowest note a B♭ clarinet has.",
    "Tenor clef is standard for the cello's upper register.",
    "Treble clef is common in a left-hand part whenever it climbs above middle C.",
    "Tenor clef is the usual way to keep a cello's upper register off ledger lines.",
    "Pedalling a single held bass note rarely blurs anything.",
  ])
    assert.deepEqual(extractClaims(remark, "assistant", score), [], remark);
  // This score's own, still read.
  assert.deepEqual(read("Notes are unchanged."), ["no-change notes piece null"]);
  assert.deepEqual(read("The piano part is marked p in bar 3."), ["state dynamics 3-3 p"]);
});

test("'never go above', 'its p', 'a p as well', and 'None in the right hand' after a mark", () => {
  assert.deepEqual(read("Bars 5-7 never go above A4."), ["state notes 5-7 ≤A4"]);
  assert.deepEqual(read("Bar 5 still has its p. Bar 9 has a p as well."), [
    "state dynamics 5-5 p",
    "state dynamics 9-9 p",
  ]);
  assert.deepEqual(
    extractClaims(
      "Left-hand pedal in bars 1 and 5. None in the right hand.",
      "assistant",
      withParts(["Piano", 2]),
    ).map((c) => `${shape(c)} staff ${c.subject.staff}`),
    [
      "state pedal 1-1 present staff 2",
      "state pedal 5-5 present staff 2",
      "state pedal piece absent staff 1",
    ],
  );
});

test("once staves are named, 'on top' is the first and 'in the pedal' the organ's pedal staff", () => {
  const claims = extractClaims(
    "The right hand and the pedal staff keep their clefs the whole way: treble on top, bass in the pedal.",
    "assistant",
    withParts(["Organ", 3]),
  );
  const certain = claims.filter((c) => !c.uncertain).map((c) => `${shape(c)} staff ${c.subject.staff}`);
  assert.deepEqual(certain, ["state clef piece bass staff 3"]);
  assert.ok(
    claims.some(
      (c) => c.subject.property === "pedal" && /pedal staff or a pedal marking/.test(c.uncertain ?? ""),
    ),
  );
});

test("'Tenor clef, bars 4–5:' where a part is named Tenor: the part's clef or the tenor clef", () => {
  const choir = withParts(["Soprano", 1], ["Alto", 1], ["Tenor", 1], ["Bass", 1]);
  const [c] = extractClaims(
    "Tenor clef, bars 4–5:\nfrom bar 1: treble 8vb\nfrom bar 5: bass",
    "read",
    choir,
    {
      covers: { from: 4, to: 5 },
      part: "Tenor",
    },
  );
  assert.match(c!.uncertain ?? "", /could not tell whether the clef's name is a part's name/);
  // Said inside a sentence, "bass clef" is the clef.
  assert.ok(
    extractClaims("The tenor part is in bass clef in bar 5.", "assistant", choir).every((c) => !c.uncertain),
  );
});

test("'Sorry, you're right:' opens a statement that stands", () => {
  assert.deepEqual(read("Sorry, you're right: mm. 11–12 are in 2/4."), ["state time 11-12 2/4"]);
  assert.deepEqual(read("Sorry about that."), []);
});

test("a table's 'from bar' column starts each row's value at that bar", () => {
  const claims = extractClaims(
    "| staff | clef | from bar |\n|---|---|---|\n| 2 | bass | 1 |\n| 2 | treble | 6 |\n| 2 | bass | 10 |",
    "read",
    { ...withParts(["Organ", 3]), lastBar: 12, barCount: 12 },
    { covers: null },
  );
  assert.deepEqual(
    claims.map((c) => `${shape(c)} staff ${c.subject.staff}`),
    ["state clef 1-5 bass staff 2", "state clef 6-9 treble staff 2", "state clef 10-12 bass staff 2"],
  );
});

test("a sign said of no bars in a sentence that numbers bars no claim took is not read", () => {
  const [c] = extractClaims("staff 2: clef treble; from bar 6", "read", withParts(["Organ", 3]), {
    covers: null,
  });
  assert.match(c!.uncertain ?? "", /did not place 'from bar 6'/);
  // "Pedal: bars 1, 2" says there is pedal at all, which the whole piece does not overstate.
  assert.deepEqual(read("Staff 1 is in treble clef throughout bars 1–8."), ["state clef 1-8 treble"]);
  assert.deepEqual(read("The left hand is in bass clef in all of bars 1–6."), ["state clef 1-6 bass"]);
});

test("'there' said of a place the message does not name, or an answer to a question asking 'there'", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const [answer, there] = extractClaims(
    "B♭ major. The clarinet is written in D major there.",
    "assistant",
    duo,
    {
      question: "And the key there, concert pitch?",
    },
  );
  assert.match(answer!.uncertain ?? "", /could not place 'there'/);
  assert.match(there!.uncertain ?? "", /could not place 'there'/);
  // "Is there …?" asks whether, not where; a sentence with its own scope keeps it.
  assert.deepEqual(
    extractClaims("No pedal anywhere.", "assistant", duo, { question: "Is there a pedal anywhere?" }).map(
      shape,
    ),
    ["state pedal piece absent"],
  );
});

test("a tail saying what the statement means leaves it read; 'top line' is on no staff of its own", () => {
  assert.deepEqual(read("The left hand never goes above D3, so it should be comfortable for small hands."), [
    "state notes piece ≤D3",
  ]);
  // Not when the statement places itself by nothing: an instrument's range, and why.
  assert.match(
    extractClaims(
      "The clarinet's lowest written note is E3, so this stays comfortably in range.",
      "assistant",
      withParts(["Clarinet in B♭", 1], ["Piano", 2]),
    )[0]?.uncertain ?? "",
    /not a plain statement|did not read/,
  );
  const [, top] = extractClaims(
    "The pedal staff now enters on D3 at bar 5. Bar 9's top line now reads B4 C♯5 D5.",
    "assistant",
    withParts(["Organ", 3]),
  );
  assert.match(top!.uncertain ?? "", /could not place 'top line' on a staff/);
});

test("'What key does it end in?' asks of the last bar; 'the opening pedal' beside numbered bars is which pedal", () => {
  assert.deepEqual(
    extractClaims("F major; it changes from C major at bar 9.", "assistant", withParts(["Organ", 3]), {
      question: "What key does it end in?",
    }).map(shape),
    ["state key 16-16 F major"],
  );
  assert.deepEqual(read("The opening pedal runs mm. 1–3."), ["state pedal 1-3 present"]);
  assert.deepEqual(read("Added: p in the RH at m. 5."), ["edit dynamics 5-5 p"]);
});

test("a change said of no bar is no state of the whole piece; 'that same bar' is the bar before", () => {
  const [c] = extractClaims("The piece changes to D major.", "assistant", withParts(["Piano", 2]));
  assert.match(c!.uncertain ?? "", /could not tell from which bar the change holds/);
  assert.deepEqual(read("The piece modulates to D major at bar 9."), ["state key 9-9 D major"]);
  assert.deepEqual(
    read("Staff 2 is in treble clef in bar 8. The key signature changes to G major in that same bar."),
    ["state clef 8-8 treble", "state key 8-8 G major"],
  );
});

test("a table's place column labels its row; a 'Value' column is the first cell's value", () => {
  assert.deepEqual(
    read(
      "| Feature | Value | Where |\n|---|---|---|\n| Opening dynamic | mp | Bar 1 |\n| Time | 3/4 | bars 1-8 |",
    ),
    ["state dynamics 1-1 mp", "state time 1-8 3/4"],
  );
});

test("'m. 6, end of bar: bass clef' is the bar it announces; 'Corrected:' states what the score has", () => {
  const claims = extractClaims(
    "LH (staff 2), bars 5–8 — changes only:\nm. 5: treble clef\nm. 6, end of bar: bass clef",
    "read",
    withParts(["Piano", 2]),
    { covers: { from: 5, to: 8 } },
  );
  assert.deepEqual(claims.map(shape), ["state clef 5-6 treble", "state clef 7-8 bass"]);
  assert.deepEqual(read("Corrected: m. 13 is in G major, one sharp."), ["state key 13-13 G major"]);
  assert.deepEqual(read("Fixed: bar 4 is in bass clef."), ["edit clef 4-4 bass"]);
});

test("a value that leads straight into its place is that place's; 'the only X in bars A is the one in B'", () => {
  const [mp] = extractClaims(
    "RH m. 13–14 down an octave and a mp in the RH at m. 5, and m. 5 has no pedal now.",
    "assistant",
    withParts(["Piano", 2]),
  );
  assert.equal(shape(mp!).replace(" (uncertain)", ""), "state dynamics 5-5 mp");
  assert.deepEqual(read("The only pedal in bars 5-10 is the one in m. 9."), [
    "state pedal 9-9 present",
    "state pedal 5-8 absent",
    "state pedal 10-10 absent",
  ]);
  // "In that stretch": only within a place the sentence does not number.
  const elsewhere = extractClaims(
    "There's no ped. in m. 5–8 at the moment; the only pedal in that stretch is the one in m. 9.",
    "assistant",
    withParts(["Piano", 2]),
  ).filter((c) => c.value === "absent" && c.subject.bars?.from !== 5);
  assert.ok(elsewhere.length > 0);
  for (const c of elsewhere) assert.match(c.uncertain ?? "", /could not place 'in that stretch'/);
});

test("a concert key of the piece and a part's written key are not two keys of one place", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const [piece, clarinet] = extractClaims(
    "Concert key at the top is B♭ major, two flats, and it holds through m. 8. For those eight bars the clarinet reads a tone higher, in C major with no sharps or flats.",
    "assistant",
    duo,
    { question: "What's the concert key at the top, and what's the clarinet reading?" },
  );
  assert.equal(piece!.subject.bars?.from, 1);
  assert.ok((piece!.subject.bars?.to ?? 1) <= 8);
  assert.equal(shape(clarinet!), "state key 1-8 C major");
  assert.notEqual(clarinet!.concert, true, "written, as the player reads it");
});

test("staves listed by number are each untouched; 'the pedal staff' names a staff, not pedal marks", () => {
  const organ = withParts(["Organ", 3]);
  const staffs = (text: string) =>
    extractClaims(text, "assistant", organ).map((c) => `${shape(c)} staff ${c.subject.staff}`);
  assert.deepEqual(staffs("Staves 1 and 2 are untouched."), [
    "no-change other piece null staff 1",
    "no-change other piece null staff 2",
  ]);
  assert.deepEqual(staffs("Staff 1 and the pedal staff untouched."), [
    "no-change other piece null staff 1",
    "no-change other piece null staff 3",
  ]);
  // "Both hands" of an organ leaves its pedals out: not read.
  assert.deepEqual(staffs("Both hands are untouched."), []);
});

test("'carries a p'; 'sits out' and 'lays out' are rests", () => {
  assert.deepEqual(read("Bars 9 and 11 carry a p."), ["state dynamics 9-9 p", "state dynamics 11-11 p"]);
  assert.deepEqual(read("The left hand sits out m. 1–2 and lays out again in bars 11–12."), [
    "state notes 1-2 absent",
    "state notes 11-12 absent",
  ]);
});

test("'once per bar' is a mark in each bar; 'the existing', 'the current version' name what is there", () => {
  assert.deepEqual(read("Pedal once per bar in bars 1–3."), [
    "state pedal 1-1 present",
    "state pedal 2-2 present",
    "state pedal 3-3 present",
  ]);
  assert.deepEqual(read("The existing pedal marks in bars 1–2 are unchanged."), ["no-change pedal 1-2 null"]);
  assert.deepEqual(read("In the current version the left hand is in tenor clef in bars 9–10."), [
    "state clef 9-10 tenor",
  ]);
});

test("short answers: 'No.' to a mark asked after, a lone 'f.' to a dynamic asked, 'At bar 7.' to where", () => {
  const piano = withParts(["Piano", 2]);
  const answer = (reply: string, question: string) =>
    extractClaims(reply, "assistant", piano, { question }).map(shape);
  assert.deepEqual(answer("No.", "Is there a pedal in bar 11?"), ["state pedal 11-11 absent"]);
  assert.deepEqual(answer("None.", "Any sustain pedal markings in this?"), ["state pedal piece absent"]);
  // "No —" with more after it says that, not that the mark is nowhere.
  assert.ok(
    !answer("No — the LH has Ped. in mm. 4 and 8 too.", "Any other LH pedal?").includes(
      "state pedal piece absent",
    ),
  );
  // A "No." to a clef or key asked is not read as the other clefs.
  assert.deepEqual(answer("No.", "Is bar 4 in bass clef?"), []);
  assert.deepEqual(answer("f.", "What dynamic is at bar 9 in the right hand?"), ["state dynamics 9-9 f"]);
  assert.deepEqual(answer("At bar 7.", "When does the LH go back to bass clef?"), ["state clef 7-7 bass"]);
});

test("a row of column names with no rule under it heads the table; a 'Staff' column places the part's staff", () => {
  const claims = extractClaims(
    "| Part | Staff | Clef | Key | Time |\n| Clarinet in B♭ | 1 | treble | G major (written) | 4/4 |\n| Piano | 2 | bass | F major | 4/4 |",
    "read",
    withParts(["Clarinet in B♭", 1], ["Piano", 2]),
    { covers: null },
  ).filter((c) => c.subject.property === "clef");
  assert.deepEqual(
    claims.map((c) => `${shape(c)} ${c.subject.part} staff ${c.subject.staff}`),
    ["state clef piece treble P1 staff 1", "state clef piece bass P2 staff 2"],
  );
});

test("a key said to sound as another, and 'That' after two places, are not placed", () => {
  const [written] = extractClaims(
    "The horn's written B♭ major sounds as E♭ major.",
    "assistant",
    withParts(["Horn in F", 1], ["Piano", 2]),
  );
  assert.match(written!.uncertain ?? "", /could not tell which bars the key said to sound as another is in/);
  const claims = extractClaims(
    "At bar 13 the clarinet is written in C major. It has been written in C major from bar 1 onward. That sounds as concert B♭ major, the same key the piano has there.",
    "assistant",
    withParts(["Clarinet in B♭", 1], ["Piano", 2]),
  );
  assert.match(claims[claims.length - 1]!.uncertain ?? "", /could not tell which bars 'That' points at/);
});

test("a table without outer pipes headed 'bar | staff 2 clef' is read by its header", () => {
  assert.deepEqual(
    extractClaims("bar | staff 2 clef\n5 | treble\n7 | bass", "read", withParts(["Piano", 2]), {
      covers: null,
    }).map((c) => `${shape(c)} staff ${c.subject.staff}`),
    ["state clef 5-5 treble staff 2", "state clef 7-7 bass staff 2"],
  );
});

test("'at the top end' is the high register, not the first bar; 'across the bar' is how long a note lasts", () => {
  assert.deepEqual(read("At the top end, the LH never goes above C4 now."), ["state notes piece ≤C4"]);
  assert.deepEqual(read("And in m. 12 the RH holds a long D5 across the bar."), ["state notes 12-12 D5"]);
});

test("'the music itself is unchanged', 'keys' among what is untouched, 'both hands rest'", () => {
  assert.deepEqual(read("The music itself is unchanged."), ["no-change other piece null"]);
  assert.ok(
    read("The notes, clefs, keys and time signatures are exactly as they were.").includes(
      "no-change key piece null",
    ),
  );
  assert.deepEqual(read("In bar 8 both hands rest."), ["state notes 8-8 absent"]);
});

test("'a G2 in the left hand' is the left hand's; 'the waltz opens in F major' is its first bar", () => {
  assert.deepEqual(
    extractClaims(
      "Bar 16 has a held G5 in the right hand over a G2 in the left hand.",
      "assistant",
      withParts(["Piano", 2]),
    ).map((c) => `${shape(c)} staff ${c.subject.staff}`),
    ["state notes 16-16 G5 staff 1", "state notes 16-16 G2 staff 2"],
  );
  assert.deepEqual(read("The waltz opens in F major."), ["state key 1-1 F major"]);
});

test("'Bar 7 is untouched: it is still in treble clef': 'it' is the bar the no-change names", () => {
  const claims = extractClaims(
    "Bars 5 and 6 of the left hand are now in bass clef. Bar 7 is untouched: it is still in treble clef, and the bass clef comes back at bar 8.",
    "assistant",
    withParts(["Piano", 2]),
  );
  assert.ok(claims.some((c) => shape(c) === "state clef 7-7 treble"));
  assert.ok(!claims.some((c) => c.value === "treble" && c.subject.bars?.from === 5));
});

test("'No pedal was added in bar 3' says nothing of that was edited, not that a pedal was removed", () => {
  assert.deepEqual(read("No pedal was added in bar 3."), ["no-change pedal 3-3 null"]);
  assert.deepEqual(read("No dynamics were changed in bar 3."), ["no-change dynamics 3-3 null"]);
});

test("a part named only in brackets beside another value is no subject of the lines after it", () => {
  const claims = extractClaims(
    "Changes only:\nbar 1: key D major (Clarinet in A written F major); time 3/4\nbar 9: key G major from here (Clarinet in A written B♭ major)",
    "read",
    withParts(["Clarinet in A", 1], ["Piano", 2]),
    { covers: null },
  );
  const g = claims.find((c) => c.value === "G major");
  assert.equal(g?.subject.part, null, "G major is the piece's key, not the clarinet's");
});

test("'At concert pitch that F4 sounds as D4': the note that sounds as another is not said at concert pitch", () => {
  const claims = extractClaims(
    "At concert pitch that F4 sounds as D4, a minor third lower.",
    "assistant",
    withParts(["Clarinet in A", 1], ["Piano", 2]),
  );
  const f4 = claims.find((c) => c.value === "F4");
  assert.ok(!f4 || /written or sounding/.test(f4.uncertain ?? ""), JSON.stringify(f4));
});

test("'its B4 and C5 became C♯5 and D5': what stood before 'became' was there before", () => {
  assert.deepEqual(read("In bar 3 its B4 and C5 became C♯5 and D5."), ["state notes 3-3 C#5 D5"]);
  assert.deepEqual(
    extractClaims(
      "On a B♭ clarinet, a written A4 sounds as the G a tone below.",
      "assistant",
      withParts(["Clarinet in B♭", 1], ["Piano", 2]),
    ),
    [],
  );
});

test("a note over, under or against a staff is not on it; an instrument's range is music in general", () => {
  assert.deepEqual(
    extractClaims(
      "In bar 12, for instance, it holds a B♭4 over the left hand.",
      "assistant",
      withParts(["Piano", 2]),
    ).map((c) => `${shape(c)} staff ${c.subject.staff}`),
    ["state notes 12-12 Bb4 staff null"],
  );
  assert.deepEqual(
    extractClaims(
      "That is still well inside the clarinet's range, which goes down to a written E3.",
      "assistant",
      withParts(["Clarinet in B♭", 1], ["Piano", 2]),
    ),
    [],
  );
});

test("a label naming a kind of mark over bars, a table's 'now' column alone, a start in brackets", () => {
  const [label] = extractClaims(
    "Dynamics in bars 7-12: bar 9, Clarinet in B♭: f.",
    "read",
    withParts(["Clarinet in B♭", 1], ["Piano", 2]),
    {
      covers: { from: 7, to: 12 },
    },
  );
  assert.match(label!.uncertain ?? "", /the label names what the line lists/);
  assert.deepEqual(read("| Bars | Key now |\n|---|---|\n| 1–8 | F major |"), ["state key 1-8 F major"]);
  assert.deepEqual(
    read("| Bar | Added |\n|---|---|\n| 13 | Pedal (down at the start, released at the bar line) |"),
    ["edit pedal 13-13 added"],
  );
});

test("a peak whose owner the sentence names, placed in a bar, is the peak and a note of that bar", () => {
  const staffOf = (c: ExtractedClaim) => `${shape(c)} staff ${c.subject.staff}`;
  assert.deepEqual(read("The lowest note in the left hand is E2, in bar 1."), [
    "state notes piece bottom E2",
    "state notes 1-1 E2",
  ]);
  assert.deepEqual(
    extractClaims(
      "The lowest note in the pedal staff is C2, in bars 3 and 7.",
      "assistant",
      withParts(["Organ", 3]),
    ).map(staffOf),
    ["state notes piece bottom C2 staff 3", "state notes 3-3 C2 staff 3", "state notes 7-7 C2 staff 3"],
  );
  // "Its": whose range is the sentence before's, which may have named bars: read both ways.
  const [its] = extractClaims("Its highest note is G5, in bar 5.", "assistant");
  assert.deepEqual(its!.readings, [{ bars: { from: 5, to: 5 }, name: "bar 5 alone" }]);
  // Two peaks, each with its own bar in brackets: the first is the part's lowest and a note of bar 9;
  // no certain claim places a note in another bar than its bracket's.
  const two = extractClaims(
    "Trumpet in B♭ (written): lowest C4 (bar 9), highest A5 (bar 4).",
    "read",
    withParts(["Trumpet in B♭", 1], ["Piano", 2]),
  );
  assert.deepEqual(two.filter((c) => !c.uncertain).map(shape), [
    "state notes piece bottom C4",
    "state notes 9-9 C4",
  ]);
});

test("'apart from bars 5–6, which are treble': the value after the excepted bars is theirs", () => {
  const answer = (text: string) =>
    extractClaims(text, "assistant", withParts(["Piano", 2]), {
      question: "And the left hand — bass everywhere?",
    }).map(shape);
  assert.deepEqual(answer("Yes, apart from bars 5–6, which are treble."), [
    "state clef 1-4 bass",
    "state clef 7-16 bass",
    "state clef 5-6 treble",
  ]);
  assert.deepEqual(
    extractClaims(
      "Apart from bars 5–6 (treble), the left hand is in bass.",
      "assistant",
      withParts(["Piano", 2]),
    ).map(shape),
    ["state clef 5-6 treble", "state clef 1-4 bass", "state clef 7-16 bass"],
  );
});

test("a clef said at the end of a bar, or from its end, holds from the next bar", () => {
  const at = (text: string) => extractClaims(text, "assistant", withParts(["Piano", 2])).map(shape);
  assert.deepEqual(
    at(
      "The left hand switches to treble clef at the end of bar 6 and goes back to bass at the end of bar 8.",
    ),
    ["state clef 7-7 treble", "state clef 9-9 bass"],
  );
  assert.deepEqual(at("The left hand is in treble clef from the end of bar 6."), ["state clef 7-7 treble"]);
  assert.deepEqual(at("The left hand changes to bass at the very end of bar 8."), ["state clef 9-9 bass"]);
});

test("'Ped.' heading an edit's line, or a table row's cell, is the pedal edited there", () => {
  assert.deepEqual(read("Ped. added in bar 16."), ["edit pedal 16-16 added"]);
  assert.deepEqual(
    extractClaims(
      "| Edit | Bars | Status |\n|---|---|---|\n| Ped. added | 16 | applied |",
      "assistant",
      withParts(["Piano", 2]),
    ).map(shape),
    ["edit pedal 16-16 added"],
  );
});

test("what the speaker left alone, bars listed as an answer, a bound at written pitch, a save made without a mark", () => {
  const piano = withParts(["Piano", 2]);
  const say = (text: string, question?: string) =>
    extractClaims(text, "assistant", piano, question ? { question } : undefined).map(
      (c) => `${shape(c)} staff ${c.subject.staff}`,
    );
  assert.deepEqual(say("I left the right hand alone."), ["no-change other piece null staff 1"]);
  assert.deepEqual(say("The notes were left alone."), ["no-change notes piece null staff null"]);
  // ("the octave" is nothing the score has: no claim.)
  assert.deepEqual(say("I left the octave alone as you asked."), []);
  assert.deepEqual(say("Bars 1–2 and bar 10.", "Left-hand pedal: where?"), [
    "state pedal 1-2 present staff null",
    "state pedal 10-10 present staff null",
  ]);
  assert.deepEqual(say("The left hand never goes above a written G4."), ["state notes piece ≤G4 staff 2"]);
  assert.deepEqual(say("Version 2 was saved without the pedal mark, so bar 5 still has no pedal."), [
    "state pedal piece absent (uncertain) staff null",
    "state pedal 5-5 absent staff null",
  ]);
});

test("'Clefs: treble / bass.' of a two-staff part is a clef per staff; a receipt's 'dynamics f removed' an edit", () => {
  assert.deepEqual(
    extractClaims("Clefs: treble / bass.", "read", withParts(["Piano", 2]), { covers: null }).map(
      (c) => `${shape(c)} staff ${c.subject.staff}`,
    ),
    ["state clef piece treble staff 1", "state clef piece bass staff 2"],
  );
  assert.deepEqual(
    extractClaims("bar 14 · staff 1: dynamics f removed", "assistant", withParts(["Organ", 3])).map(shape),
    ["edit dynamics 14-14 removed"],
  );
});

test("notes moved by an interval are those before the move; 'together with' what else is there; a first value before 'from bar N'", () => {
  const piano = withParts(["Piano", 2]);
  const say = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.deepEqual(say("I moved the A2 and E3 in bar 3's left hand down an octave."), [
    "edit notes 3-3 A2 E3 (uncertain)",
  ]);
  assert.deepEqual(say("I transposed the F4 in bar 2 up a tone, so it now reads G4."), [
    "edit notes 2-2 F4 (uncertain)",
    "state notes 2-2 G4",
  ]);
  assert.deepEqual(say("The key change to D major comes at bar 7, together with the clef change."), [
    "state key 7-7 D major",
  ]);
  assert.deepEqual(say("- Keys: G major, B♭ major from bar 9, G major again from bar 13."), [
    "state key 1-8 G major",
    "state key 9-9 B-flat major",
    "state key 13-13 G major",
  ]);
});

test("'No.' before a sentence is an answer of its own; an edit named in the subject leaves the clause a state", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(
    extractClaims("No. Upper staff: f in bar 9, pp in bar 14.", "assistant", piano, {
      question: "Any dynamic in bar 12?",
    }).map(shape),
    ["state dynamics 12-12 absent", "state dynamics 9-9 f", "state dynamics 14-14 pp"],
  );
  assert.deepEqual(extractClaims("The pedal I added covers bars 5 to 8.", "assistant", piano).map(shape), [
    "state pedal 5-8 present",
  ]);
});

test("'Manual II' names the organ's second staff; '…, and that's where …' is what the place is for", () => {
  const organ = withParts(["Organ", 3]);
  assert.deepEqual(
    extractClaims("Yes, bars 7–9 of Manual II are in treble clef.", "assistant", organ).map(
      (c) => `${shape(c)} staff ${c.subject.staff}`,
    ),
    ["state clef 7-9 treble staff 2"],
  );
  assert.deepEqual(
    extractClaims(
      "So the first left-hand bar in treble clef is bar 4, and that's where the reminder should go.",
      "assistant",
      withParts(["Piano", 2]),
    ).map(shape),
    ["state clef 4-4 treble"],
  );
});

test("'only' is said of the mark it stands beside; 'only reaches f at m. 13' is no f before it", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(extractClaims("It starts p and only reaches f at m. 13.", "assistant", piano).map(shape), [
    "state dynamics 1-1 p",
    "state dynamics 13-13 f",
    "state dynamics 2-12 not f",
  ]);
  assert.deepEqual(extractClaims("Ped. under the LH in m. 7 only.", "assistant", piano).map(shape), [
    "state pedal 7-7 present",
    "state pedal 1-6 absent",
    "state pedal 8-16 absent",
  ]);
});

test("'or' after a negation lists what has none; 'and another in bar 15'; 'the only marking' is of its whole kind", () => {
  const piano = withParts(["Piano", 2]);
  const say = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.deepEqual(say("Yes: Ped. is down through mm. 9–10, and there's none in mm. 7–8 or 11–12."), [
    "state pedal 9-10 present",
    "state pedal 7-8 absent",
    "state pedal 11-12 absent",
  ]);
  assert.deepEqual(say("The left hand has a pedal mark in bar 9 and another in bar 15."), [
    "state pedal 9-9 present",
    "state pedal 15-15 present",
  ]);
  assert.deepEqual(say("Dynamics: the only marking is the mf at m. 1."), [
    "state dynamics piece present",
    "state dynamics 1-1 mf",
    "state dynamics 2-16 absent",
  ]);
});

test("a value that 'continues through' a bar adds the bars after those said before", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(
    extractClaims(
      "Bar 4 is in the bass clef. The bass clef continues through bar 5 as well.",
      "assistant",
      withParts(["Horn in F", 1]),
    ).map(shape),
    ["state clef 4-4 bass", "state clef 5-5 bass"],
  );
  assert.deepEqual(
    extractClaims(
      "The left hand is in treble in bar 5. It stays in treble through bar 8.",
      "assistant",
      piano,
    ).map(shape),
    ["state clef 5-5 treble", "state clef 6-8 treble"],
  );
});

test("notes a receipt says it cut are not notes there; a pedal 'held through bar 16' starts where it is not said", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(
    extractClaims(
      "bar 9: Time 9/8 -> 6/8; Cut G4 F♯4 E4 (right hand), D2 (left hand)",
      "assistant",
      piano,
    ).map(shape),
    [
      "edit time 9-9 6/8",
      "state time 9-9 9/8",
      "state notes 9-9 G4 F#4 E4 (uncertain)",
      "state notes 9-9 D2 (uncertain)",
    ],
  );
  const [held] = extractClaims(
    "Added: the left hand now has a pedal held through bar 16.",
    "assistant",
    piano,
  );
  assert.equal(held!.eachBar, undefined);
});

test("a clef of no staff after a key takes the staff the question named; 'now' after a comma is the value after it", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(
    extractClaims(
      "Bar 4, left hand: treble clef. Key is C major throughout. Back to bass at bar 7.",
      "assistant",
      piano,
      {
        question: "Which clef is the left hand in at bar 4?",
      },
    ).map((c) => `${shape(c)} staff ${c.subject.staff}`),
    ["state clef 4-4 treble staff 2", "state key piece C major staff null", "state clef 7-7 bass staff 2"],
  );
  assert.deepEqual(
    extractClaims("Left hand, bar 4: C4 G4 B♭4, now in bass clef.", "assistant", piano).map(shape),
    ["state notes 4-4 C4 G4 Bb4", "edit clef 4-4 bass"],
  );
});

test("a plan after 'Sure,'; 'that last note'; a mark 'at the key change'", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  assert.deepEqual(
    extractClaims(
      "Sure, here's the plan:\n- Piano LH, m. 10: pedal down on 1, up at the barline.\n\nShall I go ahead?",
      "assistant",
      duo,
    ),
    [],
  );
  const [last] = extractClaims("At concert pitch that last note sounds as a D4.", "assistant", duo);
  assert.match(last!.uncertain ?? "", /which note 'that last note'/);
  assert.deepEqual(
    extractClaims(
      "Dynamics go f at the top and mp at the key change.",
      "assistant",
      withParts(["Piano", 2]),
    ).map(shape),
    ["state dynamics 1-1 f", "state dynamics piece mp"],
  );
});

test("'rests there and enters at bar 3': the rest is where 'there' points; 'Other dynamics untouched.' leaves out the message's edits", () => {
  const organ = withParts(["Organ", 3]);
  assert.deepEqual(
    extractClaims("No. It rests there and enters at bar 3 on F2.", "assistant", organ, {
      question: "Does the pedal staff play in bars 1–2?",
    }).map(shape),
    ["state notes 1-2 absent", "state notes 3-3 first F2"],
  );
  const claims = extractClaims("Bar 13: ff -> p. Other dynamics untouched.", "assistant", organ);
  assert.deepEqual(claims.map(shape), [
    "edit dynamics 13-13 p",
    "state dynamics 13-13 ff",
    "no-change dynamics piece null",
  ]);
  assert.deepEqual(claims[2]!.besides, [claims[0]!.subject]);
});

test("a later sentence of an answer naming no bars may be of the bars the question asked about", () => {
  const horn = withParts(["Horn in F", 1]);
  const claims = extractClaims(
    "Treble clef, 6/8. Key: B♭ major written, E♭ major concert.",
    "assistant",
    horn,
    {
      question: "Basics of the horn part, bars 1–6?",
    },
  );
  assert.deepEqual(claims.map(shape), [
    "state clef 1-6 treble",
    "state time 1-6 6/8",
    "state key piece B-flat major",
    "state key piece E-flat major",
  ]);
  for (const c of claims.slice(2))
    assert.deepEqual(
      c.readings?.map((r) => [r.bars, r.name]),
      [[{ from: 1, to: 6 }, "bars 1–6, which the question asked about"]],
    );
  // ("to the end" spans the piece, whatever was asked.)
  const [end] = extractClaims("Bar 6 is in G major. It stays in G major to the end.", "assistant", horn, {
    question: "What key is bar 6 in?",
  }).slice(1);
  assert.equal(end?.readings, undefined);
});

test("a change taken away says nothing of the value it named", () => {
  assert.deepEqual(read("I removed the switch to treble."), []);
  assert.deepEqual(read("I took out the key change to D major."), ["edit key piece null"]);
  assert.deepEqual(read("I removed the treble clef in bar 5."), ["edit clef 5-5 null"]);
  assert.deepEqual(read("I changed the key to D major at bar 9."), ["edit key 9-9 D major"]);
});

test("'only' within a range 'between' two bars leaves those two bars out", () => {
  assert.deepEqual(read("Between m. 3 and m. 8, bar 5 is the only bar with pedal in the left hand."), [
    "state pedal 5-5 present",
    "state pedal 4-4 absent",
    "state pedal 6-7 absent",
  ]);
  assert.deepEqual(read("In bars 3–8, bar 5 is the only bar with pedal in the left hand."), [
    "state pedal 5-5 present",
    "state pedal 3-4 absent",
    "state pedal 6-8 absent",
  ]);
});

test("'from here' in a read's line is the bar the line names, not the subject of the line before", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const claims = extractClaims(
    "bar 7, from here: Piano staff 2 treble clef\nbar 9, from here: Clarinet in B♭ key C major (written); Piano key B♭ major; Piano staff 2 bass clef",
    "read",
    duo,
  );
  assert.deepEqual(
    claims.map((c) => `${shape(c)} ${c.subject.part}/${c.subject.staff}${c.uncertain ? "" : " read"}`),
    [
      "state clef 7-7 treble P2/2 read",
      "state key 9-9 C major P1/null read",
      // (The piano's B♭ major is found as "B♭ major", not as the B♭ of "Clarinet in B♭".)
      "state key 9-9 B-flat major P2/null read",
      "state clef 9-9 bass P2/2 read",
    ],
  );
});

test("the score's title names the piece: its words are no tempo or key", () => {
  const andante = { ...withParts(["Piano", 2]), title: "Andante" };
  assert.deepEqual(extractClaims("Andante — Piano (P1), 12 bars (version 1).", "read", andante).map(shape), [
    "count bar-count piece 12",
  ]);
  assert.deepEqual(extractClaims("The tempo is Andante.", "assistant", withParts(["Piano", 2])).map(shape), [
    "state tempo piece Andante",
  ]); // (Nor is a negative word of the title one of the sentence's.)
  const song = { ...withParts(["Piano", 2]), title: "Song without Words", lastBar: 12, barCount: 12 };
  const read = extractClaims("Song without Words: 12 bars, 4/4 from bar 1, 3/4 from bar 9.", "read", song);
  assert.deepEqual(read.map(shape), ["count bar-count piece 12", "state time 1-1 4/4", "state time 9-9 3/4"]);
});

test("what an edit left, said after 'so', is a state", () => {
  assert.deepEqual(
    read("Done — I set bar 9 of the left hand to bass clef, so the treble clef now starts at bar 10."),
    ["edit clef 9-9 bass", "state clef 10-10 treble"],
  );
  assert.deepEqual(read("I set bar 9 of the left hand to bass clef, so I also moved the f to bar 10."), [
    "edit clef 9-9 bass",
    "edit dynamics 10-10 f",
  ]);
});

test("a player names the part: 'For the clarinettist, that means G major …'", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const claims = extractClaims(
    "For the clarinettist, that means G major in bars 1–8. The piano's left hand is in treble clef in m. 6, so your pianist has a clef to watch there.",
    "assistant",
    duo,
  );
  assert.deepEqual(
    claims.map((c) => `${shape(c)} ${c.subject.part}`),
    ["state key 1-8 G major P1", "state clef 6-6 treble P2"],
  );
});

test("a clef at the end of a bar, of no staff named, is the next bar's where the score has one staff", () => {
  assert.deepEqual(
    extractClaims("A treble clef sits at the end of bar 8.", "assistant", withParts(["Horn in F", 1])).map(
      shape,
    ),
    ["state clef 9-9 treble"],
  );
  // (Of a piano, whose staff is not said: not placed.)
  assert.deepEqual(
    extractClaims("A treble clef sits at the end of bar 8.", "assistant", withParts(["Piano", 2])),
    [],
  );
});

test("a staff the turn before spoke of may be meant, unless a sentence before the claim names one", () => {
  const piano = withParts(["Piano", 2]);
  const [bass, table] = extractClaims(
    "Bar 6 itself is still in the bass clef. The left hand is in treble clef in bars 7–8.",
    "assistant",
    piano,
    { question: "Are you sure about bar 6?", before: "Which clef is staff 2 in at bar 6?" },
  );
  assert.deepEqual(
    bass?.readings?.map((r) => r.name),
    ["staff 2, which the turn before spoke of"],
  );
  assert.equal(table?.readings, undefined);
});

test("what a piece starts in holds until a change its own sentence names", () => {
  const organ = withParts(["Organ", 3]);
  assert.deepEqual(
    extractClaims(
      "The piece starts in C major and 4/4, and the metre switches to 3/4 at bar 13. Bars 13–16 are in B♭ major.",
      "assistant",
      organ,
    ).map(shape),
    ["state key 1-1 C major", "state time 1-12 4/4", "state time 13-13 3/4", "state key 13-16 B-flat major"],
  );
});

test("'changed them from treble' names the clef that was there, not the one there now", () => {
  assert.deepEqual(
    read("My mistake: bars 5–7 of the left hand are in bass clef. Version 2 changed them from treble."),
    ["state clef 5-7 bass"],
  );
});

test("what follows a reply's colon has its own mood", () => {
  const [c] = extractClaims(
    "It shouldn't be: version 2 has bass clef in bar 7.",
    "assistant",
    withParts(["Piano", 2]),
    {
      question: "Why is bar 7 of the left hand in treble? It should be bass.",
    },
  );
  assert.equal(shape(c!), "state clef 7-7 bass (uncertain)");
  assert.deepEqual(extractClaims("Length: 16 bars.", "assistant", withParts(["Piano", 2])).map(shape), [
    "count bar-count piece 16",
  ]);
});

test("'only X changed' speaks of the edit, 'that edit' of an earlier save: neither is read as the score's state", () => {
  const clarinet = withParts(["Clarinet in B♭", 1]);
  const only = extractClaims("No — only the dynamic in bar 13 changed.", "assistant", clarinet, {
    question: "Did any other dynamic change?",
  });
  assert.ok(
    only
      .filter((c) => c.value === "absent")
      .every((c) => /only' speaks of what 'changed'/.test(c.uncertain ?? "")),
  );
  const [earlier, now] = extractClaims(
    "That edit also put the piano's right-hand dynamic in bar 9 back to f. I have now set it to mf again.",
    "assistant",
    withParts(["Clarinet in B♭", 1], ["Piano", 2]),
  );
  assert.match(earlier!.uncertain ?? "", /which save 'That edit' is/);
  assert.equal(now!.uncertain, undefined);
  // (Where a state comes from is no earlier edit's work: "from the earlier edit".)
  const [kept] = extractClaims(
    "Bars 5–6 of the left hand have pedal too, from the earlier edit.",
    "assistant",
  );
  assert.equal(kept!.uncertain, undefined);
});

test("a table's place said before it: 'In bars 9–12 the two parts line up like this:'", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  assert.deepEqual(
    extractClaims(
      "In bars 9–12 the two parts line up like this:\n\n| | Clarinet in B♭ (written) | Piano |\n|---|---|---|\n| Key | C major | B♭ major |",
      "assistant",
      duo,
    ).map((c) => `${shape(c)} ${c.subject.part}`),
    ["state key 9-12 C major P1", "state key 9-12 B-flat major P2"],
  );
});

test("a read's table headed by bars without a rule under it gives each column its bars, and counts nothing", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  assert.deepEqual(
    extractClaims(
      "Part | Bars 1-8 | Bars 9-12\nClarinet in B♭ (written) | F major | C major\nPiano | E♭ major | B♭ major",
      "read",
      duo,
    ).map((c) => `${shape(c)} ${c.subject.part}`),
    [
      "state key 1-8 F major P1",
      "state key 9-12 C major P1",
      "state key 1-8 E-flat major P2",
      "state key 9-12 B-flat major P2",
    ],
  );
});

test("what held before 'from m. 9' does not hold after it, and 'it ends' after a bar may be that bar's", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(
    extractClaims(
      "Up a major 2nd, whole piece (v3). Now D major, then A major from m. 9.",
      "assistant",
      piano,
      {
        question: "Maybe take it all up a tone — if the RH stays under C7.",
      },
    )
      .filter((c) => c.value === "D major")
      .map(shape),
    ["state key 1-8 D major"],
  );
  const [ends] = extractClaims(
    "I've raised the right hand in bar 12 by an octave. It now ends on E5.",
    "assistant",
    piano,
  );
  assert.match(ends!.uncertain ?? "", /speaks of the piece or of the bars said before/);
  assert.equal(extractClaims("It ends on E5.", "assistant", piano)[0]!.uncertain, undefined);
});

test("a change's 'before' value is a state of its own, of the edit's bars as placed; an edit placed in no bars gives none", () => {
  const piano = withParts(["Piano", 2]);
  const shapes = (text: string) =>
    extractClaims(text, "assistant", piano).map((c) => `${shape(c)}${c.before ? " before" : ""}`);
  assert.deepEqual(shapes("Done.\n\n| Bar | Before | Now |\n|---|---|---|\n| 7 | treble | bass |"), [
    "edit clef 7-7 bass",
    "state clef 7-7 treble before",
  ]);
  assert.deepEqual(
    shapes('{"op": "set_dynamics", "staff": 1, "bars": [15, 15], "before": "pp", "now": "p"}'),
    ["edit dynamics 15-15 p", "state dynamics 15-15 pp before"],
  );
  // (A receipt closing the sentence it backs, on the same line.)
  assert.deepEqual(
    shapes(
      'Done — bars 9–12 are now in D major. {"op": "set_key", "bars": [9, 12], "before": "C major", "after": "D major"}',
    ),
    ["edit key 9-12 D major", "edit key 9-12 D major", "state key 9-12 C major before"],
  );
  assert.deepEqual(shapes("I changed their clef from treble to bass; the notes themselves are untouched."), [
    "edit clef piece bass",
    "no-change notes piece null",
  ]);
});

test("'starts bar 9 on G3' starts that bar, not the piece; 'begins bar 5 with a D5' names its first note", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(extractClaims("The left hand starts bar 9 on G3.", "assistant", piano).map(shape), [
    "state notes 9-9 first G3",
  ]);
  assert.deepEqual(extractClaims("The right hand begins bar 5 with a D5.", "assistant", piano).map(shape), [
    "state notes 5-5 first D5",
  ]);
});

test("a short answer may count its bars again; 'everything before that' is every bar before those", () => {
  const piano = withParts(["Piano", 2]);
  const asked = { question: "Which bars are in 2/4?" };
  assert.deepEqual(
    extractClaims(
      "Bars 13 to 16, the last four. Everything before that is in 3/4.",
      "assistant",
      piano,
      asked,
    ).map(shape),
    ["state time 13-16 2/4", "state time 1-12 3/4"],
  );
  // (Three bars counted again for four numbered: which is meant is not said.)
  assert.deepEqual(extractClaims("Bars 13 to 16, the last three.", "assistant", piano, asked).map(shape), []);
  // (With no bars before it, "before that" places nothing.)
  assert.deepEqual(extractClaims("Everything before that is in 3/4.", "assistant", piano).map(shape), []);
});

test("a return in a sentence reporting the work done is its edit; one placed at a bar is where the piece returns", () => {
  const piano = withParts(["Piano", 2]);
  const [back] = extractClaims("Done: bars 13–16 are back in 3/4.", "assistant", piano);
  assert.equal(shape(back!), "edit time 13-16 3/4");
  assert.equal(back!.nowOrEdit, true);
  assert.deepEqual(
    extractClaims("Done: the left hand is back in bass clef at bar 11.", "assistant", piano).map(shape),
    ["state clef 11-11 bass"],
  );
  assert.deepEqual(extractClaims("Bars 13–16 are back in 3/4.", "assistant", piano).map(shape), [
    "state time 13-16 3/4",
  ]);
  // ("left hand … as they were" is no "left … as they were".)
  assert.deepEqual(
    extractClaims(
      "Undone: bars 9–11 of the left hand are back in treble clef, as they were in version 5.",
      "assistant",
      piano,
    ).map(shape),
    ["edit clef 9-11 treble"],
  );
});

test("a player's pronoun is the part the question names, and no part where it names none", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const [named] = extractClaims("Her part is written in G major at bar 5.", "assistant", duo, {
    question: "The clarinettist says she has an F sharp in her key signature there.",
  });
  assert.equal(named!.uncertain, undefined);
  assert.deepEqual(named!.readings, [{ part: "P1", name: "'clarinet'" }]);
  const [unnamed] = extractClaims("Her part has one flat there: F major.", "assistant", duo, {
    question: "And what's the key signature of her part at bar 5?",
  });
  assert.match(unnamed!.uncertain!, /could not tell which part 'Her' is/);
  // ("… the piano's LH …. Her highest note …": not the piano's, which the sentence before named.)
  const carried = extractClaims(
    "Underneath her, the piano's LH stays in bass clef. Her highest written note is the G5 in m. 10.",
    "assistant",
    duo,
    { question: "Can you give me a quick rundown of the clarinettist's part?" },
  );
  assert.match(carried[1]!.uncertain!, /could not tell which part 'Her' is/);
});

test("'the entry' in a clause with no bars of its own may be elsewhere than the bars before it", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const claims = extractClaims(
    "The mp is still on m. 5, so the entry itself has no dynamic yet.",
    "assistant",
    duo,
  );
  assert.match(claims[1]!.uncertain!, /could not tell which bar 'the entry' is/);
  assert.deepEqual(
    extractClaims("The clarinet comes in at bar 5, and its entry is marked mp.", "assistant", duo).map(shape),
    ["state notes 5-5 played", "state dynamics 5-5 mp"],
  );
});

test("'after bar 2' is every bar after it; a change after a bar, or 'only' within the bound, is not placed", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(extractClaims("No pedal after bar 2, yet.", "assistant", piano).map(shape), [
    "state pedal 3-16 absent",
  ]);
  assert.deepEqual(
    extractClaims("Before bar 9 the right hand is in G major.", "assistant", piano).map(shape),
    ["state key 1-8 G major"],
  );
  for (const text of [
    "The key changes after bar 8 to D major.",
    "Right after bar 4 the left hand is in treble.",
    "It is the only dynamic in staff 1 after bar 9.",
  ])
    assert.ok(
      extractClaims(text, "assistant", piano).every((c) => c.uncertain),
      text,
    );
  assert.deepEqual(
    extractClaims(
      "Yes: m. 9 is the only bar after bar 8 with a pedal mark in the left hand.",
      "assistant",
      piano,
    ).map(shape),
    ["state pedal 9-9 present", "state pedal 10-16 absent"],
  );
});

test("', and in bar 6 it …' starts a clause of its own; an interval's 'sound' frames only its clause", () => {
  const duo = withParts(["Clarinet in A", 1], ["Piano", 2]);
  assert.deepEqual(
    extractClaims(
      "In bar 5 the clarinet plays A4, B♭4 and C5, and in bar 6 it holds a written F4.",
      "assistant",
      duo,
    ).map(shape),
    ["state notes 5-5 A4 Bb4 C5", "state notes 6-6 F4"],
  );
  const [held, sounding] = extractClaims(
    "Those notes sound a minor third lower, so the held F4 is actually a concert D4.",
    "assistant",
    duo,
  );
  assert.equal(held!.concert, false);
  assert.equal(sounding!.concert, true);
  assert.equal(
    extractClaims("It sounds a minor third lower, in D major.", "assistant", duo)[0]!.concert,
    true,
  );
});

test("'only' said of a new mark speaks of the edit; a mark left alone is named, not said to be there", () => {
  const piano = withParts(["Piano", 2]);
  const only = extractClaims("Only bar 5 of the left hand has the new pedal mark.", "assistant", piano);
  assert.ok(only.slice(1).every((c) => c.uncertain?.includes("new marks")));
  assert.deepEqual(
    extractClaims("I've left the pedal in bar 6 alone, as you asked.", "assistant", piano).map(shape),
    ["no-change pedal 6-6 null"],
  );
  const [, kept] = extractClaims("The pp at bar 15 is untouched.", "assistant", piano);
  assert.equal(kept!.presupposed, true);
  const listed = extractClaims(
    "The right hand's dynamics are unchanged too: p at bar 2, f at bar 12.",
    "assistant",
    piano,
  );
  assert.ok(listed.every((c) => !c.presupposed));
});

test("an instrument's compass is no claim; 'nothing goes above C6' is a bound; 'below that B5' points back", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(
    extractClaims("That's well within the piano's range — the keyboard goes up to C8.", "assistant", piano),
    [],
  );
  assert.deepEqual(extractClaims("In bar 5 nothing goes above C6.", "assistant", piano).map(shape), [
    "state notes 5-5 ≤C6",
  ]);
  assert.deepEqual(
    extractClaims(
      "M. 15 climbs to B5 and the last bar settles on the G5 just below that B5.",
      "assistant",
      piano,
    ).map(shape),
    ["state notes 15-15 B5", "state notes 16-16 G5"],
  );
});

test("'in both bars' under a label of two bars is the label's; 'I can see' opens a statement", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(
    extractClaims("Bars 5–6: I added a pedal mark to the left hand in both bars.", "assistant", piano).map(
      shape,
    ),
    ["edit pedal 5-6 added"],
  );
  assert.deepEqual(
    extractClaims("I can also see left-hand pedal markings in bars 1 and 9.", "assistant", piano).map(shape),
    ["state pedal 1-1 present", "state pedal 9-9 present"],
  );
  assert.deepEqual(extractClaims("Bar 9 is back to its original forte.", "assistant", piano).map(shape), [
    "state dynamics 9-9 f",
  ]);
});

test("a pedal is the keyboard's whatever part the sentence before spoke of; a frame holds over a list of values", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const claims = extractClaims(
    "The clarinet's final note in bar 16 is a G5. The pedal marks in bars 15 and 16 are both there.",
    "assistant",
    duo,
  );
  assert.deepEqual(
    claims.filter((c) => c.subject.property === "pedal").map((c) => c.subject.part),
    ["P2", "P2"],
  );
  assert.match(
    extractClaims("The clarinet has a pedal mark in bar 3.", "assistant", duo)[0]!.uncertain!,
    /whose pedal/,
  );
  const clarinet = withParts(["Clarinet in B♭", 1]);
  assert.deepEqual(
    extractClaims(
      "The written key is G major in bars 1–6 and F major from bar 7 to the end.",
      "assistant",
      clarinet,
    ).map((c) => c.concert),
    [false, false],
  );
  assert.deepEqual(
    extractClaims(
      "The written G4 in bar 3 sounds as F4, and the G5 in bar 9 sounds as F5.",
      "assistant",
      clarinet,
    ).map((c) => `${c.value} ${c.concert}`),
    ["G4 false", "F4 true", "G5 false", "F5 true"],
  );
});

test("a session's list of changes reports edits; a 'what' column names what the before and now values are", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(
    extractClaims("Here's what changed in this session:\n- Bar 8: pedal mark added", "assistant", piano).map(
      shape,
    ),
    ["edit pedal 8-8 added"],
  );
  assert.deepEqual(
    extractClaims(
      "Done.\n\n| Where | What | Before | Now |\n|---|---|---|---|\n| m. 11 | dynamic | f | p |\n| m. 12, LH | pedal | none | ped |",
      "assistant",
      piano,
    ).map(shape),
    ["edit dynamics 11-11 p", "state dynamics 11-11 f", "edit pedal 12-12 added"],
  );
  assert.deepEqual(
    extractClaims("It's 15 bars long, if I've counted right.", "assistant", piano).map(shape),
    ["count bar-count piece 15"],
  );
  assert.deepEqual(extractClaims("Ped is only marked in m. 1.", "assistant", piano)[0]!.uncertain, undefined);
});

test("a part that 'starts on' a note starts where it enters; 'bars 9–10 moved up an octave' and 'out of' report edits", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const [entry] = extractClaims("The clarinet part starts on a written B4.", "assistant", duo);
  assert.equal(shape(entry!), "state notes piece first B4");
  assert.equal(entry!.atEntry, true);
  // ("It starts on C4": "it" may be a bar spoken of before.)
  assert.equal(extractClaims("It starts on C4.", "assistant", duo)[0]?.atEntry, undefined);
  const clarinet = withParts(["Clarinet in B♭", 1]);
  assert.deepEqual(extractClaims("Bars 9–10 moved up an octave.", "assistant", clarinet).map(shape), [
    "edit notes 9-10 transposed +12",
  ]);
  assert.deepEqual(
    extractClaims(
      "Both done: m. 9 is marked pp now, and the ped marks are out of mm. 9–10.",
      "assistant",
      withParts(["Piano", 2]),
    ).map(shape),
    ["edit dynamics 9-9 pp", "edit pedal 9-10 removed"],
  );
});

test("'those bars' after a no-change of bars may be them; an edit named in the subject is no edit of the clause; 'besides bar 4' asks of the rest", () => {
  const organ = withParts(["Organ", 3]);
  const [, , those] = extractClaims(
    "The lowest pedal note in bars 9 to 16 is C2. I didn't change any notes in bars 1 to 8. Those bars are still in C major.",
    "assistant",
    organ,
  ).filter((c) => c.subject.property !== "pedal");
  assert.match(those!.uncertain!, /could not tell whether 'Those bars'/);
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(
    extractClaims(
      "The pedal marks in bars 5–6 that were added earlier are still in place.",
      "assistant",
      piano,
    ).map(shape),
    ["state pedal 5-6 present"],
  );
  assert.deepEqual(
    extractClaims("No.", "assistant", piano, { question: "Is there pedal anywhere besides bar 4?" }).map(
      shape,
    ),
    ["state pedal 1-3 absent", "state pedal 5-16 absent"],
  );
});

test("a markdown heading of ideas heads a list of proposals; 'returned an error' is read", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(
    extractClaims(
      "## Ideas\n\n1. A pp at bar 13, so the fade starts as soon as the metre changes.\n2. A ritardando over the last two bars.",
      "assistant",
      piano,
    ),
    [],
  );
  assert.deepEqual(
    extractClaims("The tool actually returned an error, so nothing was changed.", "assistant", piano).map(
      shape,
    ),
    ["no-change other piece null"],
  );
});

test("'…, and there is none after it' is every bar after those named; a clef said twice of the whole piece was not read; parts in other languages", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(
    extractClaims(
      "Yes — the left hand has a pedal marking in bar 12, and there is none after it.",
      "assistant",
      piano,
    ).map(shape),
    ["state pedal 12-12 present", "state pedal 13-16 absent"],
  );
  const lied = withParts(["Singstimme", 1], ["Klavier", 2]);
  assert.ok(
    extractClaims("Bass 1–5, treble 6–7, bass 8–12.", "assistant", lied, {
      question: "Clef check: piano left hand, all 12 bars.",
    }).every((c) => c.uncertain?.includes("gives both")),
  );
  assert.equal(extractClaims("The piano has a p in bar 1.", "assistant", lied)[0]!.subject.part, "P2");
});

test("a restore leaves out what the message says stays; 'clar.' is the clarinet; 'at the very end' asks of the last bar", () => {
  const duo = { ...withParts(["Clarinet in B♭", 1], ["Piano", 2]), lastBar: 10, barCount: 10 };
  const [restore] = extractClaims(
    "Restored: clar. mm. 7–8 back to how they were in version 1. The clar.'s mf at m. 7 stays. Dynamics weren't part of the undo.",
    "assistant",
    duo,
  );
  assert.equal(restore!.restoredFrom, 1);
  assert.deepEqual(
    restore!.besides?.map((b) => `${b.property} ${b.bars?.from}-${b.bars?.to}`),
    ["dynamics 7-7", "dynamics 7-8"],
  );
  const piano = { ...withParts(["Piano", 2]), lastBar: 12, barCount: 12 };
  assert.deepEqual(
    extractClaims("RH rests through m. 12.", "assistant", piano, {
      question: "Render p. 1. Meter and key at the very end?",
    }).map(shape),
    ["state notes 12-12 absent"],
  );
  // (Two edits of one property in other bars: whose "before" the f is, is not said.)
  assert.deepEqual(
    extractClaims("Changed the f at m. 7 to mf, and a p at m. 9.", "assistant", duo).map(shape),
    ["edit dynamics 7-7 mf", "edit dynamics 9-9 p"],
  );
});

test("'across', 'takes over', 'of its own' and a courtesy clef are read; 'the piece is 16 bars' counts it; 'a treble staff' is no staff of the score", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(
    extractClaims("The left hand has a pedal marking across bars 9-10.", "assistant", piano).map(shape),
    ["state pedal 9-10 present"],
  );
  assert.deepEqual(
    extractClaims(
      "Bars 9–10 are in C major again, and G major takes over at bar 11.",
      "assistant",
      piano,
    ).map(shape),
    ["state key 9-10 C major", "state key 11-11 G major"],
  );
  assert.deepEqual(
    extractClaims("Bar 12 no longer has a dynamic of its own.", "assistant", piano).map(shape),
    ["edit dynamics 12-12 removed"],
  );
  assert.deepEqual(
    extractClaims(
      "Bar 4 of the left hand is in bass clef; the treble clef printed after its last note is a courtesy clef for bar 5.",
      "assistant",
      piano,
    ).map(shape),
    ["state clef 4-4 bass", "state clef 5-5 treble"],
  );
  assert.deepEqual(read("The whole piece is 16 bars."), ["count bar-count piece 16"]);
  assert.deepEqual(read("The B section is 8 bars."), []);
  const [after] = extractClaims("Bar 5 is still in bass clef.", "assistant", piano, {
    question: "My copy has bass clef for all of bar 5 — B2, C3 and D3 would be miles below a treble staff.",
  });
  assert.equal(after!.subject.staff, null);
});

test("what was 'replaced' was there before; 'now silent', 'a single F4', 'in fact', 'I was wrong about …:' are read; a courtesy clef 'in bar 6' is not placed", () => {
  const piano = withParts(["Piano", 2]);
  const shapes = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.deepEqual(shapes("My earlier clef edit replaced the bass clef in both bars 15 and 16."), []);
  assert.deepEqual(shapes("I replaced the f in bar 5 with mf."), [
    "edit dynamics 5-5 mf",
    "state dynamics 5-5 f",
  ]);
  assert.deepEqual(shapes("Bar 3 of the left hand is now silent."), ["state notes 3-3 absent"]);
  assert.deepEqual(shapes("M. 8 in the LH is a single whole-note F4."), ["state notes 8-8 only F4"]);
  assert.deepEqual(shapes("It's been in 3/4 since m. 8, in fact."), ["state time 8-8 3/4"]);
  assert.deepEqual(
    shapes(
      "I was also wrong about the RH: it drops into bass clef in m. 10, and it's back in treble clef for m. 11.",
    ),
    ["state clef 10-10 bass", "state clef 11-11 treble"],
  );
  assert.deepEqual(shapes("M. 7 in the LH starts on A♭4 and walks down to F4 before coming back up."), [
    "state notes 7-7 first Ab4",
    "state notes 7-7 F4",
  ]);
  assert.deepEqual(shapes("There is a courtesy treble clef in bar 6."), [
    "state clef 6-6 treble (uncertain)",
  ]);
});

test("how many bars a value lasts is not which; a column of values proposed says nothing of the score", () => {
  assert.deepEqual(read("So the 2/4 lasts two bars, and 3/4 returns at bar 15."), [
    "state time 1-14 2/4 (uncertain)",
    "state time 15-15 3/4",
  ]);
  assert.deepEqual(read("The 2/4 lasts two bars (13–14), and 3/4 returns at bar 15."), [
    "state time 13-14 2/4",
    "state time 15-15 3/4",
  ]);
  assert.deepEqual(read("The piece is in 3/4 for two bars, then 2/4."), [
    "state time piece 3/4 (uncertain)",
    "state time piece 2/4 (uncertain)",
  ]);
  assert.deepEqual(
    read(
      "Up a whole tone, bars 7–8 would read like this:\n\n| Bar | Now | After |\n|---|---|---|\n| 7 | G4 A4 B4 | A4 B4 C♯5 |\n| 8 | A4 | B4 |\n\nWant me to go ahead with it?",
    ),
    ["state notes 7-7 G4 A4 B4", "state notes 8-8 A4"],
  );
});

test("a short answer's 'all four bars' counts the bars asked about; its 'every bar' may be them or the piece", () => {
  const piano = withParts(["Piano", 2]);
  const asked = { question: "Is the left hand still in treble for bars 9-12?" };
  assert.deepEqual(extractClaims("Yes, treble in all four bars.", "assistant", piano, asked).map(shape), [
    "state clef 9-12 treble",
  ]);
  const [every] = extractClaims("Yes, treble in every bar.", "assistant", piano, asked);
  assert.equal(shape(every!), "state clef piece treble");
  assert.deepEqual(
    every!.readings?.map((r) => r.bars),
    [{ from: 9, to: 12 }],
  );
  // (Asked of one bar, "the whole way" is the piece.)
  const [whole] = extractClaims("No — LH is F clef the whole way.", "assistant", piano, {
    question: "Is bar 4 of the LH in treble?",
  });
  assert.equal(whole!.readings, undefined);
  // "That D5 sounds as E5": the sound of the D5.
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const sounds = extractClaims("In bar 3 the clarinet's D5 sounds as E5 at concert pitch.", "assistant", duo);
  assert.deepEqual(
    sounds.map((c) => `${c.value} ${c.concert ?? ""} ${c.soundOf ?? ""}`.trim()),
    ["D5 false", "E5 true D5"],
  );
});

test("a note value right after its note, 'applies to' and 'is used in' are read; a dash under a mark's column is none", () => {
  assert.deepEqual(read("bar 4: E5 quarter, D5 quarter", "read"), [
    "state notes 4-4 E5",
    "state notes 4-4 D5",
  ]);
  assert.deepEqual(read("The treble clef applies to bars 5 and 6."), ["state clef 5-6 treble"]);
  assert.deepEqual(read("The pedal is used in bars 1–4."), ["state pedal 1-4 present"]);
  assert.deepEqual(read("| Bar | Clef | Pedal |\n|---|---|---|\n| 8 | bass | none |", "read"), [
    "state clef 8-8 bass",
    "state pedal 8-8 absent",
  ]);
  assert.deepEqual(read("| Bar | Clef | Pedal |\n|---|---|---|\n| 8 | bass | – |\n| 9 | bass | Ped. |"), [
    "state clef 8-8 bass",
    "state pedal 8-8 absent",
    "state clef 9-9 bass",
    "state pedal 9-9 present",
  ]);
});

test("'nothing in the piano changed' is the piano's; 'musically', 'all along' are read", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  assert.deepEqual(extractClaims("Nothing in the piano changed in this edit.", "assistant", duo).map(shape), [
    "no-change other piece null",
  ]);
  assert.equal(
    extractClaims("Nothing in the piano changed in this edit.", "assistant", duo)[0]!.subject.part,
    "P2",
  );
  assert.deepEqual(read("Musically nothing changed."), ["no-change other piece null"]);
  assert.deepEqual(read("The left hand was in bass clef in bar 8 all along."), ["state clef 8-8 bass"]);
});

test("'only other' leaves out the marks the message named; what a no-change says it 'only' touched is no no-change", () => {
  const duo = withParts(["Voice", 1], ["Piano", 2]);
  assert.deepEqual(
    extractClaims(
      "Bar 9 of the voice is marked mf now. Apart from that, the voice's only other dynamic is the mp in bar 3.",
      "assistant",
      duo,
    ).map(shape),
    [
      "state dynamics 9-9 mf",
      "state dynamics 3-3 mp",
      "state dynamics 1-2 absent",
      "state dynamics 4-8 absent",
      "state dynamics 10-16 absent",
    ],
  );
  assert.deepEqual(read("I didn't touch the notes in bars 5–7, only the clef."), [
    "no-change notes 5-7 null",
  ]);
});

test("a section's word that the score's title holds names the piece ('in the trio' of 'Trio in F')", () => {
  const trio = { ...withParts(["Organ", 3]), title: "Trio in F", lastBar: 12, barCount: 12 };
  const [c] = extractClaims("There are now no pedal markings anywhere in the trio.", "assistant", trio);
  assert.equal(shape(c!), "state pedal piece absent");
  assert.equal(c!.section, undefined);
});

test("one note said to be another under a frame word, a staff carried past the one asked about, a part's start", () => {
  const duo = withParts(["Trumpet in B♭", 1], ["Organ", 3]);
  assert.deepEqual(extractClaims("At concert pitch the A5 is a G5.", "assistant", duo).map(shape), [
    "state notes piece A5 (uncertain)",
    "state notes piece G5 (uncertain)",
  ]);
  const piano = withParts(["Piano", 2]);
  const [, , back] = extractClaims(
    "The LH in m. 7 is still in the G clef. The RH in m. 7 starts on A4. M. 8 is back in the F clef.",
    "assistant",
    piano,
    { question: "What clef is the LH in at m. 7?" },
  );
  assert.equal(back!.subject.staff, 1);
  assert.deepEqual(
    back!.readings?.map((r) => r.staff),
    [2],
  );
  const song = withParts(["Voice", 1], ["Piano", 2]);
  assert.deepEqual(
    extractClaims("The voice is marked mf at m. 3, and the piano starts pp.", "assistant", song).map(shape),
    ["state dynamics 3-3 mf", "state dynamics 3-3 pp (uncertain)"],
  );
  assert.deepEqual(read("It opens mf, and the last dynamic, in bar 12, is pp.").slice(0, 1), [
    "state dynamics 1-1 mf",
  ]);
});

test("a change whose object is 'no …' is a no-change, not a bar without notes", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const of = (text: string) => extractClaims(text, "assistant", duo).map(shape);
  assert.deepEqual(of("The transpose changed no notes in bar 12."), ["no-change notes 12-12 null"]);
  assert.deepEqual(of("No notes in bar 12 moved."), ["no-change notes 12-12 null"]);
  assert.deepEqual(of("I added no pedal."), ["no-change pedal piece null"]);
  assert.deepEqual(of("The edit changed nothing."), ["no-change other piece null"]);
  assert.deepEqual(of("Nothing was changed but the clef."), [], "what was changed follows");
  assert.deepEqual(of("Bar 12 has no notes."), ["state notes 12-12 absent"]);
});

test("notes said between two pitches are its bounds; a value named by the change after the bar is not placed", () => {
  const organ = withParts(["Organ", 3]);
  assert.deepEqual(
    extractClaims("The pedal staff stays between C2 and Bb2.", "assistant", organ).map(shape),
    ["state notes piece ≥C2", "state notes piece ≤Bb2"],
  );
  assert.deepEqual(read("Bar 4 has C2 and Bb2."), ["state notes 4-4 C2 Bb2"]);
  assert.deepEqual(read("Bar 7 is silent, just before the return to bass clef.").slice(-1), [
    "state clef 7-7 bass (uncertain)",
  ]);
  assert.deepEqual(read("Bar 12 is in 3/4, right before the switch to 2/4."), [
    "state time 12-12 3/4",
    "state time 12-12 2/4 (uncertain)",
  ]);
  assert.deepEqual(read("Before the key change there's pedal in m. 1."), ["state pedal 1-1 present"]);
});

test("what a piece ends in is its last bar's, not where it begins; a pitch answered before a dash", () => {
  const piano = { ...withParts(["Piano", 2]), lastBar: 16, barCount: 16 };
  assert.deepEqual(extractClaims("It opens in G major and ends in D major.", "assistant", piano).map(shape), [
    "state key 1-1 G major",
    "state key 16-16 D major",
  ]);
  assert.deepEqual(
    extractClaims("It opens in G major and moves to D major at bar 13.", "assistant", piano).map(shape),
    ["state key 1-12 G major", "state key 13-13 D major"],
  );
  const [low] = extractClaims("F2 — nothing in the left hand goes lower.", "assistant", piano, {
    question: "And the lowest note in the left hand?",
  });
  assert.equal(shape(low!), "state notes piece bottom F2");
  const [named] = extractClaims("F2 — the E2 in bar 3 is a grace note.", "assistant", piano, {
    question: "And the lowest note in the left hand?",
  });
  assert.ok(named!.uncertain, "another pitch after the dash");
  assert.deepEqual(
    extractClaims("Two options: a treble clef for bars 6–8, or an 8vb line.", "assistant", piano).map(shape),
    [],
  );
});

test("where the page was seen, a rest's value and the request cited are no words about the score", () => {
  assert.deepEqual(read("The page also shows a key change to E♭ major at bar 9."), [
    "state key 9-9 E-flat major",
  ]);
  assert.deepEqual(read("bar 12: time 3/4; notes F3 (quarter), then a half rest", "read"), [
    "state time 12-12 3/4",
    "state notes 12-12 F3",
  ]);
  assert.deepEqual(read("Bars 7 and 8 of the left hand are in bass clef, as you asked at the start."), [
    "state clef 7-8 bass",
  ]);
});

test("bars compared have the same; a note said as another line's; a peak said with its bar", () => {
  assert.deepEqual(read("Bar 5 now has a pedal marking, just like bars 1 and 9."), [
    "state pedal 5-5 present",
    "state pedal 1-1 present",
    "state pedal 9-9 present",
  ]);
  assert.deepEqual(read("Bar 7 is in bass clef, like bars 5 and 6."), [
    "state clef 7-7 bass",
    "state clef 5-6 bass",
  ]);
  const piano = withParts(["Piano", 2]);
  const [, melody] = extractClaims(
    "In bar 1 the left hand plays a broken G major chord, G2, D3 and B3, under the melody's opening B4.",
    "assistant",
    piano,
  );
  assert.match(melody!.uncertain ?? "", /the melody's/);
  const [top] = extractClaims("RH tops out at G5 in m. 10.", "assistant", piano);
  assert.deepEqual(top!.readings, [{ bars: { from: 10, to: 10 }, name: "bar 10 alone" }]);
  const [placed] = extractClaims("The highest LH note is the D4 in bar 4.", "assistant", piano);
  assert.equal(placed!.readings, undefined, "the D4 found in bar 4");
});

test("a save that turned out the same, a second look, none of the notes changed", () => {
  assert.deepEqual(read("Version 3 turned out to be identical to version 2."), [
    "no-change other piece null",
  ]);
  assert.deepEqual(read("Looking at it again, the left hand moves into the treble clef at bar 5."), [
    "state clef 5-5 treble",
  ]);
  assert.deepEqual(read("No — none of the left-hand notes changed."), ["no-change notes piece null"]);
});

test("a stretch named by its value and numbered, a landmark beside a bar, a peak with its bar in brackets", () => {
  assert.deepEqual(read("The B-flat major section starts at bar 6."), ["state key 6-6 B-flat major"]);
  assert.deepEqual(read("The 3/4 section is bars 12–16."), ["state time 12-16 3/4"]);
  assert.ok(
    extractClaims("The D major section is marked pp from its first bar.", "assistant").every(
      (c) => c.uncertain,
    ),
    "its first bar counts within the section",
  );
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(
    extractClaims(
      "The right hand has a full bar's rest in bar 14, just before the last phrase.",
      "assistant",
      piano,
    ).map(shape),
    ["state notes 14-14 absent"],
  );
  assert.deepEqual(
    extractClaims(
      "Staff 2 (left hand), bars 1-16: lowest note D2 (bar 16); highest note G4 (bar 6).",
      "assistant",
      piano,
    ).map(shape),
    ["state notes piece bottom D2", "state notes piece top G4", "state notes 16-16 D2", "state notes 6-6 G4"],
  );
  assert.ok(
    extractClaims("Staff 2, bars 1-8: lowest note D2 (bar 16).", "assistant", piano)[0]!.uncertain,
    "a bracketed bar outside the bars named",
  );
});

test("'Nothing else was touched:' and what it lists; a hedge of confidence; a bar named as included", () => {
  assert.deepEqual(
    read(
      "I moved the pp to bar 3. Nothing else was touched: the notes, clefs and pedal marks are exactly as they were.",
    ),
    [
      "edit dynamics 3-3 pp",
      "no-change notes piece null",
      "no-change clef piece null",
      "no-change pedal piece null",
    ],
  );
  assert.deepEqual(read("I'm fairly confident the key signature stays C major right to the end."), [
    "state key piece C major",
  ]);
});

test("a value in brackets that name another part; a frame before a bare letter; a passage's first note", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const line = extractClaims(
    "m. 9: from here piano LH bass clef; from here key B♭ major (clarinet: C major written)",
    "read",
    duo,
  );
  assert.match(line.find((c) => c.value === "C major")!.uncertain ?? "", /clarinet's/);
  const [g] = extractClaims(
    "From the top through m. 8 the clarinet part reads in G major, one sharp, which is concert F.",
    "assistant",
    duo,
  );
  // (What the part "reads in" is its written key; "concert F" frames the letter after it.)
  assert.equal(g!.uncertain, undefined);
  assert.equal(g!.concert, false);
  assert.deepEqual(
    extractClaims("Fixed: the LH in mm. 3–4 is up the octave again, starting on E3.", "assistant", duo).map(
      shape,
    ),
    // ("up the octave", as players say it: the edit's interval.)
    ["edit notes 3-4 transposed +12", "edit notes 3-3 first E3"],
  );
  assert.deepEqual(
    extractClaims("The switch to 3/4 at bar 13 is unaffected.", "assistant", withParts(["Piano", 2])).map(
      shape,
    ),
    ["no-change time 13-13 null"],
  );
});

test("a label's bar and an aside in brackets that names another bar's sign", () => {
  const lines =
    "Staff 2 clefs:\nbar 8: bass (treble clef printed after the last note, for bar 9)\nbar 9: treble";
  assert.deepEqual(extractClaims(lines, "read", withParts(["Piano", 2])).map(shape), [
    "state clef 8-8 bass",
    "state clef 9-9 treble",
    "state clef 9-9 treble",
  ]);
  assert.deepEqual(read("Dynamics: f (bar 9), pp (bar 12).", "read"), [
    "state dynamics 9-9 f",
    "state dynamics 12-12 pp",
  ]);
});

test("the music said unchanged as a whole; none of the notes touched; bars that keep their notes", () => {
  assert.deepEqual(read("Nothing, I'm afraid: the edit left the score exactly as it was."), [
    "no-change other piece null",
  ]);
  assert.deepEqual(read("It already was, so the music didn't change."), ["no-change other piece null"]);
  const [whole] = extractClaims("So nothing in the music changed.", "assistant", undefined, {
    question: "Is there a forte there?",
  });
  assert.equal(shape(whole!), "no-change other piece null");
  assert.deepEqual(read("None of the notes in the piece were touched either."), [
    "no-change notes piece null",
  ]);
  assert.deepEqual(read("Bars 11 and 12 keep their notes; only the time signature changed."), [
    "no-change notes 11-12 null",
  ]);
  assert.deepEqual(read("Bars 11–12 keep their original notes."), ["no-change notes 11-12 null"]);
  assert.deepEqual(read("Bar 14 of the left hand was left as it was."), ["no-change other 14-14 null"]);
});

test("'Updated key plan:' heads what the score now has, not edits", () => {
  assert.deepEqual(
    read(
      "Done — I changed the key of bars 13–16 to A major.\n\nUpdated key plan:\n\n| Bars | Key |\n|---|---|\n| 1–12 | G major |\n| 13–16 | A major |",
    ),
    ["edit key 13-16 A major", "state key 1-12 G major", "state key 13-16 A major"],
  );
});

test("a heading naming a kind and its bars; a question about the sound asks the concert key", () => {
  assert.deepEqual(read("### Pedalling in bars 1–8\n\nBar 1 has a pedal mark."), ["state pedal 1-1 present"]);
  assert.deepEqual(read("Pedal in bars 1–2."), ["state pedal 1-2 present"]);
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const [sound] = extractClaims("F major.", "assistant", duo, {
    question: "What key does the clarinet sound in at bar 1?",
  });
  assert.equal(sound!.concert, true);
});

test("'until bar 9, then …' reads neither value in bar 9; a solo transposing part's key of no part; a part's very first note; a value paired with another part", () => {
  const piano = withParts(["Piano", 2]);
  const of = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.deepEqual(of("G major until bar 9, then E♭ major."), [
    "state key 1-8 G major",
    "state key 10-16 E-flat major",
  ]);
  assert.deepEqual(of("4/4 up to bar 12, then 3/4."), ["state time 1-12 4/4", "state time 13-16 3/4"]);
  const horn = {
    ...withParts(["Horn in F", 1]),
    parts: [{ id: "P1", name: "Horn in F", staves: 1, transposes: true as const }],
  };
  assert.match(
    extractClaims("bar 1–5: Clef treble; Key F major", "assistant", horn).find(
      (c) => c.subject.property === "key",
    )!.uncertain ?? "",
    /written key or the piece's sounding key/,
  );
  assert.equal(extractClaims("The key signature is F major.", "assistant", horn)[0]!.uncertain, undefined);
  assert.ok(
    extractClaims(
      "Bar 9 starts a new phrase. Its very first note, a written C5, sounds as G4.",
      "assistant",
      horn,
    )
      .filter((c) => c.subject.property === "notes")
      .every((c) => c.uncertain),
  );
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const [f, mf] = extractClaims(
    "At bar 13 there's a forte in the clarinet and a mezzo-forte in the piano's right hand.",
    "assistant",
    duo,
  );
  assert.ok(f!.subject.part === "P1" || f!.uncertain, "the forte is the clarinet's, or not read");
  assert.equal(mf!.uncertain, undefined);
});

// Classes from hold-221 … hold-232.
test("a change list's first line gives the opening until the change listed; 'the change to 3/4 at bar 5' holds on", () => {
  const organ = { ...withParts(["Organ", 3]), lastBar: 12, barCount: 12 };
  const opening = extractClaims(
    "Voluntary, 12 bars. Opening: staff 1 treble clef, staff 2 bass clef, key D major, time 4/4.\nFrom bar 5: staff 2 treble clef.\nFrom bar 9: staff 2 bass clef, key A major.",
    "read",
    organ,
    { covers: null },
  ).map(shape);
  assert.ok(opening.includes("state clef 1-4 bass"), opening.join("; "));
  assert.ok(opening.includes("state key 1-8 D major"), opening.join("; "));
  const piano = withParts(["Piano", 2]);
  const of = (text: string, question?: string) =>
    extractClaims(text, "assistant", piano, { question }).map(shape);
  assert.deepEqual(
    of("Bars 1 to 8 are untouched. They are still in 4/4, with the change to 3/4 at bar 5.").slice(1),
    ["state time 1-4 4/4", "state time 5-5 3/4"],
  );
  assert.deepEqual(of("From bar 13 the metre is 3/4, right through to the final bar."), [
    "state time 13-16 3/4",
  ]);
});

test("places inside a bar, a register, a section pointed at, 'there' after what it places", () => {
  const piano = withParts(["Piano", 2]);
  const of = (text: string, question?: string) =>
    extractClaims(text, "assistant", piano, { question }).map(shape);
  assert.deepEqual(of("Bar 9: pedal down at the start of the bar, up at the end."), [
    "state pedal 9-9 present",
  ]);
  assert.deepEqual(of("In bar 4 it switches to treble clef for the passage in the upper register."), [
    "state clef 4-4 treble",
  ]);
  assert.deepEqual(
    of("Here the 3/4 starts at bar 13. Bars 1–12 are in 4/4. The left hand starts that section on E♭2.").at(
      -1,
    ),
    "state notes 1-1 first Eb2 (uncertain)",
  );
  assert.deepEqual(
    of("I haven't changed anything in bars 5–7. The left hand there is still in treble clef.").at(-1),
    "state clef piece treble (uncertain)",
  );
  assert.deepEqual(
    of("Bars 1 to 4 open the piece. In those four bars, only bars 1 and 2 carry pedal marks.").at(-1),
    "state pedal 3-16 absent (uncertain)",
  );
  // ("| Piano pedal | bars 1 and 5 |" then "Everywhere else …": else than another property's bars.)
  assert.deepEqual(of("Pedal in bars 1 and 5. Everywhere else the left hand is in bass clef."), [
    "state pedal 1-1 present",
    "state pedal 5-5 present",
  ]);
});

test("a sentence naming no bars after one that did is read of those bars as well as of the piece", () => {
  const piano = withParts(["Piano", 2]);
  const [, , clef] = extractClaims(
    "I transposed the right hand of bars 11 and 12 up an octave. Bar 11 now starts on D4. The clef stays bass for now.",
    "assistant",
    piano,
  );
  assert.equal(shape(clef!), "state clef piece bass");
  assert.deepEqual(
    clef!.readings?.map((r) => r.bars),
    [{ from: 11, to: 11 }],
  );
  const [time] = extractClaims("3/4 and G major throughout.", "assistant", piano, {
    question: "Describe bars 13-16.",
  });
  assert.deepEqual(
    time!.readings?.map((r) => r.bars),
    [{ from: 13, to: 16 }],
  );
  const [rests] = extractClaims("The right hand rests through bar 16.", "assistant", piano);
  assert.deepEqual(
    rests!.readings?.map((r) => r.bars),
    [{ from: 16, to: 16 }],
  );
});

test("top and lowest notes of a keyboard part by Top and bass; 'of the piece' is the whole part", () => {
  const piano = withParts(["Piano", 2]);
  const of = (text: string, question?: string) =>
    extractClaims(text, "assistant", piano, { question }).map((c) => `${shape(c)} staff ${c.subject.staff}`);
  assert.deepEqual(of("Lowest note: G2."), ["state notes piece bottom G2 staff 2"]);
  assert.deepEqual(
    of("G4, in bar 3.", "What's the highest note in the left hand?")[0],
    "state notes piece top G4 staff 2",
  );
  assert.deepEqual(
    of("The left hand in those bars is untouched. The top note of the piece is now C6.").at(-1),
    "state notes piece top C6 staff null",
  );
  assert.deepEqual(
    of("The right hand is untouched, and it never drops below G4.").at(-1),
    "state notes piece ≥G4 staff 1",
  );
  const clarinet = withParts(["Clarinet in B♭", 1]);
  assert.deepEqual(
    extractClaims("The clarinet's written range is C5 to F♯5.", "assistant", clarinet).map(shape),
    ["state notes piece bottom C5", "state notes piece top F#5"],
  );
});

test("short answers: a count beside a time, a bare number, 'only in bar 8, under the left hand'; 'Nothing else changed'", () => {
  const piano = { ...withParts(["Piano", 2]), lastBar: 12, barCount: 12 };
  const of = (text: string, question?: string) =>
    extractClaims(text, "assistant", piano, { question }).map(shape);
  assert.deepEqual(
    of("Eight bars, 3/4 throughout.", "How many bars, and what's the time signature?")[0],
    "count bar-count piece 8",
  );
  assert.deepEqual(of("Twelve.", "How many bars now?"), ["count bar-count piece 12"]);
  assert.deepEqual(of("Only in bar 8, under the left hand.", "Any pedal markings?"), [
    "state pedal 8-8 present",
    "state pedal 1-7 absent",
    "state pedal 9-12 absent",
  ]);
  assert.deepEqual(of("The piece ends at m. 12."), ["count bar-count piece 12"]);
  const [, , nothing] = extractClaims("Bar 8, left hand: C3 → C2. Nothing else changed.", "assistant", piano);
  assert.equal(shape(nothing!), "no-change other piece null");
  assert.deepEqual(
    nothing!.besides?.map((s) => s.bars),
    [{ from: 8, to: 8 }],
  );
  assert.deepEqual(
    of("M. 9 is still in D major, and nothing from m. 9 on has moved.").at(-1),
    "no-change other 9-12 null",
  );
  assert.deepEqual(of("The notes in bars 5–6 kept their pitches."), ["no-change notes 5-6 null"]);
});

test("before and after: 'is now an mf', 'none -> one pedal per bar', a length and a rest beside a note, each change's own verb", () => {
  const piano = withParts(["Piano", 2]);
  const of = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.deepEqual(of("Fixed: the right hand's f in bar 7 is now mf."), [
    "edit dynamics 7-7 mf",
    "state dynamics 7-7 f",
  ]);
  assert.deepEqual(
    of(
      "Summary of the session:\n| Bar(s) | Staff | What | Before | Now |\n|---|---|---|---|---|\n| 5–6 | left hand | pedal | none | one pedal per bar |",
    ),
    ["edit pedal 5-5 added", "edit pedal 6-6 added"],
  );
  assert.deepEqual(of("Both done: I added pedal across mm. 13-14 and removed the pedal mark in m. 5."), [
    "edit pedal 13-14 added",
    "edit pedal 5-5 removed",
  ]);
  assert.deepEqual(extractClaims("bar 6: time 3/4; notes D5 (half) rest", "read", piano).map(shape), [
    "state time 6-6 3/4",
    "state notes 6-6 D5",
  ]);
  assert.deepEqual(of("Bar 7 comes in on A4."), ["state notes 7-7 first A4"]);
});

test("receipts of no property's operation, notes before and after; a property and value table; a measure rest; a chart's bars", () => {
  const piano = withParts(["Piano", 2]);
  const of = (text: string, question?: string) =>
    extractClaims(text, "assistant", piano, { question }).map(shape);
  assert.deepEqual(of('{"op":"undo","bars":[9,12],"key":"Bb major","version":5}'), [
    "edit key 9-12 B-flat major",
  ]);
  assert.deepEqual(
    of('{"op":"transpose","staff":2,"bars":[11,11],"before":["Bb2","D3"],"after":["Bb1","D2"]}'),
    ["edit notes 11-11 Bb1 D2", "state notes 11-11 Bb2 D3"],
  );
  const table = extractClaims(
    "| Part | Staff | Property | Value |\n|---|---|---|---|\n| Piano | 1 | clef | treble from bar 1; bass from bar 3 |",
    "read",
    piano,
    { covers: null },
  );
  assert.deepEqual(table.map(shape), ["state clef 1-2 treble", "state clef 3-16 bass"]);
  assert.ok(table.every((c) => !c.uncertain));
  assert.deepEqual(of("Bar 12 of the RH is just a measure rest."), ["state notes 12-12 absent"]);
  assert.deepEqual(of("The chart is 12 bars."), ["count bar-count piece 12"]);
  assert.deepEqual(of("12.", "How many bars? And the final time signature?"), ["count bar-count piece 12"]);
  assert.deepEqual(of("The octave transposition in bars 1–2 is untouched."), ["no-change notes 1-2 null"]);
  // (A staff a no-change names is "it" for the rest of its sentence, not for the sentences after.)
  const staffOf = (text: string) => extractClaims(text, "assistant", piano).at(-1)!.subject.staff;
  assert.equal(
    staffOf(
      "The right hand of bars 1–2 is up an octave. The left hand wasn't touched. Bar 1 now begins on C6.",
    ),
    1,
  );
  assert.equal(staffOf("The right hand is untouched, and it never drops below G4."), 1);
});

test("'has p now' is a dynamic; 'covers bar 5 only' is a mark's reach; 'only other' after a mark not read whole", () => {
  const piano = withParts(["Piano", 2]);
  const of = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.deepEqual(of("No, bar 15 has p now."), ["state dynamics 15-15 p"]);
  assert.deepEqual(of("The pedal now covers bar 5 only, and bar 6 has none."), [
    "state pedal 5-5 present",
    "state pedal 6-6 absent",
  ]);
  const others = of("No mf in m. 9. Nearest marking: f in m. 6. Only other marking is the p at m. 1.").filter(
    (c) => c.includes("absent"),
  );
  assert.ok(others.length > 0 && others.every((c) => c.endsWith("(uncertain)")), others.join("; "));
});

test("a read's lines numbered by bar alone; what the tool has; 'It's the only …' placed by the sentence before", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(
    extractClaims("13: 3/4\n14: 3/4\n15: 2/4\n16: 2/4", "read", piano, { covers: { from: 13, to: 16 } }).map(
      shape,
    ),
    ["state time 13-13 3/4", "state time 14-14 3/4", "state time 15-15 2/4", "state time 16-16 2/4"],
  );
  // (Numbers that are no bars of the score stay as they are.)
  assert.deepEqual(extractClaims("1: 3/4\n40: 2/4", "read", piano).map(shape).at(-1), "state time piece 2/4");
  assert.deepEqual(extractClaims("The tool has no hairpins.", "assistant", piano), []);
  const [, absent] = extractClaims(
    "M. 8, top staff. It's the only dynamic after the opening mf.",
    "assistant",
    piano,
  );
  assert.match(absent!.uncertain ?? "", /which bar 'It's' points at|could not place 'after the opening'/);
});

test("'the clarinet reads C major' is its written key beside a concert one; 'opens piano', 'the opening dynamic is piano'", () => {
  const duo = {
    ...withParts(["Clarinet in B♭", 1], ["Piano", 2]),
    parts: [
      { id: "P1", name: "Clarinet in B♭", staves: 1, transposes: true as const },
      { id: "P2", name: "Piano", staves: 2 },
    ],
  };
  const [concert, written] = extractClaims(
    "At bar 9 the concert key changes to B♭ major, so the clarinet reads C major from there.",
    "assistant",
    duo,
  );
  assert.equal(concert!.concert, true);
  assert.equal(written!.concert, false);
  const piano = withParts(["Piano", 2]);
  const of = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.deepEqual(of("The opening dynamic is piano, as you asked."), ["state dynamics 1-1 p"]);
  assert.ok(
    of("The right hand opens piano and closes pianissimo in bar 16.").includes("state dynamics 16-16 pp"),
  );
  // ("F4 on top": no "to p".)
  assert.ok(!of("F4 on top, F3 in the bass.").some((c) => c.includes("dynamics")));
});

// Classes from hold-245 … hold-248 and the image frames older sets left unread.
test("'on the rendered page', 'looking at the page image again', 'as the page showed' frame what the image shows", () => {
  const piano = withParts(["Piano", 2]);
  const of = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.deepEqual(
    of(
      "On the rendered page the new treble clef stands at the end of bar 12, so bar 12 of the left hand is in treble clef as well.",
    ),
    ["state clef 12-12 treble"],
  );
  assert.deepEqual(of("Looking at the page image again, bar 12 of the left hand is in treble clef."), [
    "state clef 12-12 treble",
  ]);
  assert.deepEqual(of("As the page showed, the left hand's treble-clef passage runs from bar 4 to bar 7."), [
    "state clef 4-7 treble",
  ]);
  assert.deepEqual(of("As far as I can see, though, bars 7–9 are still in treble clef."), [
    "state clef 7-9 treble",
  ]);
  // (A page that is a place stays unplaced: "the second page", "page 1".)
  assert.ok(
    of("On the second page, the key signature changes to G major.").every((c) => c.endsWith("(uncertain)")),
  );
  // ("clearly" is no "cleared".)
  assert.deepEqual(of("The pedal in bars 13–14 is clearly visible too."), ["state pedal 13-14 present"]);
});

test("'Bars 1–12 untouched.', 'version 7 only re-saved the same music', 'exactly the same music as'", () => {
  assert.deepEqual(read("Bars 1–12 untouched."), ["no-change other 1-12 null"]);
  const [resaved] = extractClaims("Version 7 only re-saved the same music.", "assistant");
  assert.equal(resaved!.savedIn, 7);
  assert.equal(resaved!.uncertain, undefined);
  const [same] = extractClaims("Version 6 has exactly the same music as version 5.", "assistant");
  assert.deepEqual([same!.savedIn, same!.since], [6, 5]);
});

test("'rests through bar 12' after another bar: a span whose start is not said; 'From m. 4 … through m. 6' is one span", () => {
  const piano = withParts(["Piano", 2]);
  const [rests] = extractClaims(
    "The right hand plays its last notes in bar 11 and rests through bar 12.",
    "assistant",
    piano,
  );
  assert.equal(shape(rests!), "state notes 1-12 absent");
  assert.deepEqual(
    rests!.readings?.map((r) => r.bars),
    [{ from: 12, to: 12 }],
  );
  assert.deepEqual(
    extractClaims(
      "From m. 4 the LH is up in the treble clef through m. 6, then it's back to bass from m. 7 to the end.",
      "assistant",
      piano,
    ).map(shape),
    ["state clef 4-6 treble", "state clef 7-16 bass"],
  );
});

test("a part transposed names its notes in every bar; 'it' is what the person's statement spoke of", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const [part] = extractClaims("Done — I've transposed the clarinet part up a semitone.", "assistant", duo);
  assert.equal(shape(part!), "edit notes piece transposed +1");
  assert.equal(part!.subject.part, "P1");
  const piano = withParts(["Piano", 2]);
  const [it] = extractClaims("It's treble in version 2; try reloading the page.", "assistant", piano, {
    question: "The right hand still shows a bass clef in bar 10.",
  });
  assert.equal(shape(it!), "state clef 10-10 treble");
  assert.equal(it!.subject.staff, 1);
});

// Classes from hold-249 … hold-252.
test("a question of the whole piece beside one naming bars: an answer naming none may answer either", () => {
  const piano = withParts(["Piano", 2]);
  const [claim] = extractClaims(
    "Yes — the rendered page shows the left hand switching to treble clef.",
    "assistant",
    piano,
    {
      question: "Is the left hand ever in treble clef? And which clef is bar 4 of the left hand in?",
    },
  );
  assert.match(claim!.uncertain ?? "", /which of the person's questions the answer answers/);
});

test("'no sharp on the C' is a note's accidental; '2 bars (5–6)' counts the bars it names", () => {
  const piano = withParts(["Piano", 2]);
  const of = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.ok(
    !of("You're right: the right hand of bar 14 plays D5 and then C5, with no sharp on the C.").some((c) =>
      c.includes(" key "),
    ),
  );
  assert.deepEqual(of("Treble left hand: 2 bars (5–6)"), ["state clef 5-6 treble"]);
});

test("a mark said of the whole piece in a sentence naming bars no claim took was not read whole", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(
    extractClaims("Pedal (staff 2): bars 1–2; bar 9 (staff 2), as well as bar 12 (staff 2).", "read", piano)
      .filter((c) => c.subject.bars === null)
      .map((c) => c.uncertain !== undefined),
    [],
  );
  const [first, other] = extractClaims(
    "Pedal marks: bar 1 (staff 2); bar 11 (staff 2); bar 12 (staff 2). No other bars have pedal marks.",
    "read",
    piano,
  ).filter((c) => c.subject.bars?.from !== 11 && c.subject.bars?.from !== 12);
  assert.equal(shape(first!), "state pedal 1-1 present (uncertain)");
  // (Which bars "other" leaves out is not known: no claim, or none read with certainty.)
  assert.ok(!other || /which marks 'other' leaves out/.test(other.uncertain ?? ""));
});

// Classes from hold-253 … hold-256.
test("an organ's middle staff is its second; its bottom staff is not said", () => {
  const organ = withParts(["Organ", 3]);
  const [middle] = extractClaims("In bars 9 to 11 the middle staff is in treble clef.", "assistant", organ);
  assert.deepEqual([middle!.subject.staff, middle!.uncertain], [2, undefined]);
  const [bottom] = extractClaims("The bottom staff rests in bars 1–2.", "assistant", organ);
  assert.match(bottom!.uncertain ?? "", /'bottom staff'/);
  const [lower] = extractClaims("The lower staff rests in bars 1–2.", "assistant", organ);
  assert.deepEqual([lower!.subject.staff, lower!.uncertain], [2, undefined]);
  const [piano] = extractClaims("The middle staff rests in bars 1–2.", "assistant", withParts(["Piano", 2]));
  assert.match(piano!.uncertain ?? "", /'middle staff'/);
});

test("'it' after a sentence naming two parts, or another part than the question's, is not placed", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const entry = extractClaims(
    "The clarinet comes in at bar 3 on a written G4, which matches the piano's F major. It enters marked mp.",
    "assistant",
    duo,
  ).find((c) => c.text === "It enters marked mp.");
  assert.match(entry!.uncertain ?? "", /which part 'It' is/);
  const sounds = extractClaims(
    "The clarinet's highest note is F♯5 (written), in bar 11. That sounds as E5 in concert pitch.",
    "assistant",
    duo,
    { question: "What's the highest note the clarinet plays, and the lowest note in the piano's left hand?" },
  ).find((c) => c.text.startsWith("That"));
  assert.match(sounds!.uncertain ?? "", /which part 'That' is: the sentence before names another/);
});

test("a restore naming no version and no notes; 'Neither bar' is the two bars asked about", () => {
  const organ = withParts(["Organ", 3]);
  const [undone] = extractClaims(
    "Undone: the pedal staff in bars 13–16 is back to where it was before the transposition.",
    "assistant",
    organ,
  );
  assert.match(undone!.uncertain ?? "", /restore naming no version/);
  const piano = withParts(["Piano", 2]);
  const neither = extractClaims(
    "Yes — the pedal goes down at the start of bar 9 and is released at the end of bar 10. Neither bar has a dynamic marking.",
    "assistant",
    piano,
    { question: "Is there any pedal in bars 9 and 10?" },
  ).find((c) => c.subject.property === "dynamics");
  assert.equal(shape(neither!), "state dynamics 9-10 absent");
  const [saved] = extractClaims("Version 5 is saved, with no musical changes from version 4.", "assistant");
  assert.deepEqual([saved!.savedIn, saved!.since, saved!.uncertain], [5, 4, undefined]);
});

test("'the rest is in 4/4', 'the rest of the waltz', 'the rest of the left hand': the bars not named", () => {
  const piano = withParts(["Piano", 2]);
  const of = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.deepEqual(of("No: bars 13–16 are in 3/4, and the rest is in 4/4."), [
    "state time 13-16 3/4",
    "state time 1-12 4/4",
  ]);
  assert.deepEqual(of("Bars 13 to 16 are in 2/4, and the rest of the waltz is in 3/4."), [
    "state time 13-16 2/4",
    "state time 1-12 3/4",
  ]);
  assert.deepEqual(of("Bars 5–7 are in treble clef; the rest of the left hand is in bass.").slice(1), [
    "state clef 1-4 bass",
    "state clef 8-16 bass",
  ]);
  // (Other bars in words not read are no bars of the clause before; "the rest" of which of the bars
  // the message named is not said.)
  assert.ok(
    of("Bars 5–7 are in treble clef; the remainder of the left hand is in bass.").every(
      (c) => !c.includes(" bass") || c.endsWith("(uncertain)"),
    ),
  );
  assert.ok(
    of("Bars 6 and 7 are in treble clef. Bar 6 is in treble. The rest of the left hand is in bass clef.")
      .filter((c) => c.includes("bass"))
      .every((c) => c.endsWith("(uncertain)")),
  );
});

// Classes from hold-257 … hold-260.
test("a read's line labelled 'upper:' and 'lower:' names a keyboard's staves", () => {
  const piano = withParts(["Piano", 2]);
  const claims = extractClaims("bar 4 - upper: treble; lower: treble", "read", piano, {
    covers: { from: 4, to: 6 },
  });
  assert.deepEqual(
    claims.map((c) => [c.subject.staff, shape(c)]),
    [
      [1, "state clef 4-4 treble"],
      [2, "state clef 4-4 treble"],
    ],
  );
});

test("'only' beside 'these eight bars' is bounded by bars not said", () => {
  const piano = withParts(["Piano", 2]);
  const absent = extractClaims(
    "Bar 1 carries the only pedal mark in these eight bars, under the left hand, and the right hand's p in bar 1 is the only dynamic.",
    "assistant",
    piano,
  ).filter((c) => c.value === "absent");
  assert.ok(
    absent.length > 0 && absent.every((c) => /could not place 'these eight bars'/.test(c.uncertain ?? "")),
  );
});

test("'together with the 4/4', 'keeps playing', 'follows the last note' are read", () => {
  const piano = withParts(["Piano", 2]);
  const of = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.deepEqual(of("The mf in the right hand comes at bar 11, together with the 4/4."), [
    "state dynamics 11-11 mf",
    "state time 11-11 4/4",
  ]);
  assert.deepEqual(of("The left hand keeps playing in bar 12, a dotted half note on G2."), [
    "state notes 12-12 G2",
  ]);
  assert.deepEqual(
    extractClaims("bar 6: bass clef (a treble clef follows the last note, for bar 7)", "read", piano).map(
      shape,
    ),
    ["state clef 6-6 bass", "state clef 7-7 treble"],
  );
});

// Classes from hold-261 … hold-268.
test("'Treble runs through bar 10' goes on from where the message spoke of last; a span's start not said is read both ways", () => {
  const piano = withParts(["Piano", 2]);
  const claims = extractClaims(
    "The treble clef at the end of bar 8 takes effect in bar 9. Treble runs through bar 10; bass returns at bar 11.",
    "assistant",
    piano,
    { question: "Which clef is the left hand in?" },
  );
  assert.deepEqual(claims.map(shape).slice(1), ["state clef 10-10 treble", "state clef 11-11 bass"]);
  const [, span] = extractClaims("Bar 9 is in treble clef. Treble through bar 12.", "assistant", piano);
  assert.deepEqual(span!.readings?.[0]?.bars, { from: 9, to: 12 });
});

test("'an A major sound' is a colour, not a key; after 'here's the rundown' a line says what it says", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(extractClaims("The opening bars now have an A major sound.", "assistant", piano), []);
  assert.deepEqual(
    extractClaims(
      "All done — here's the rundown.\n- Bars 1–6 are in F major and 3/4.",
      "assistant",
      piano,
    ).map((c) => c.kind),
    ["state", "state"],
  );
});

test("'Bb2, Eb3, Bb2, then a half rest in m. 16': the bar after 'then' is not the notes'; '… gone. f added …' is two sentences", () => {
  const piano = withParts(["Piano", 2]);
  const [notes] = extractClaims(
    "LH, mm. 13–16: Bb2, Eb3, Bb2, then a half rest in m. 16.",
    "assistant",
    piano,
  );
  assert.ok(notes!.subject.bars === null || notes!.subject.bars.from !== 16);
  const [eb] = extractClaims("m. 16 LH: Eb2 half, rest gone. f added at m. 13.", "assistant", piano);
  assert.equal(shape(eb!), "state notes 16-16 Eb2");
});

test("an organ's pedals asked of alone are its pedal staff; bars set aside in the second of two questions", () => {
  const organ = { ...withParts(["Organ", 3]), lastBar: 12, barCount: 12 };
  const [tacet] = extractClaims("Tacet mm. 1–2, in at m. 3 on F2.", "assistant", organ, {
    question: "When do the pedals come in?",
  });
  assert.deepEqual([tacet!.subject.staff, shape(tacet!)], [3, "state notes 1-2 absent"]);
  const [rundown] = extractClaims("- Bars 1–2: tacet.", "assistant", organ, {
    question: "Give me a rundown of the pedal part before I register it.",
  });
  assert.deepEqual([rundown!.subject.staff, shape(rundown!)], [3, "state notes 1-2 absent"]);
  const [top] = extractClaims("Bb2, in mm. 9 and 12.", "assistant", organ, {
    question: "Top note in the pedals? And any dynamics besides the opening mf?",
  });
  assert.equal(top!.subject.bars, null);
  const [plays] = extractClaims("bars 1–16 · staff 3: Plays Pedal; Clef bass", "assistant", organ);
  assert.match(plays!.uncertain ?? "", /pedal staff or a pedal marking/);
});

test("a dynamic's course ('grows to f', 'dies away to pp', 'That gives you …', 'this morning') is read", () => {
  const piano = withParts(["Piano", 2]);
  const of = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.deepEqual(of("It opens p, goes to mf at m. 9, f at m. 12, and dies away to pp in the last bar."), [
    "state dynamics 1-1 p",
    "state dynamics 9-9 mf",
    "state dynamics 12-12 f",
    "state dynamics 16-16 pp",
  ]);
  assert.ok(of("That gives you p at the start and f at m. 11.").every((c) => !c.endsWith("(uncertain)")));
  assert.ok(
    of("The key sig and the meter are exactly as they were this morning.").every(
      (c) => !c.endsWith("(uncertain)"),
    ),
  );
});

test("'the LH stave starts in F clef' is the first bar, not every bar the question asked of", () => {
  const organ = withParts(["Organ", 3]);
  const [starts] = extractClaims(
    "Going by the page image, the LH stave starts in F clef.",
    "assistant",
    organ,
    {
      question: "What's the LH manual doing clef-wise in the first eight bars?",
    },
  );
  assert.equal(shape(starts!), "state clef 1-1 bass");
});

// Classes from hold-273 … hold-276.
test("a comparison gives the bars compared the value said just before it; ', with pedal marks in bars …' is a clause of its own", () => {
  const piano = withParts(["Piano", 2]);
  const of = (text: string, question?: string) =>
    extractClaims(text, "assistant", piano, question ? { question } : {}).map(shape);
  assert.deepEqual(of("The last two bars, the ones in 9/8, are in D major like the opening."), [
    "state time 15-16 9/8",
    "state key 15-16 D major",
    "state key 1-1 D major",
  ]);
  assert.deepEqual(
    of(
      "Bass clef in every bar except bar 7 (treble), with pedal marks in bars 1, 2, 4 and 12.",
      "Summarise the left hand.",
    ),
    [
      "state clef 1-6 bass",
      "state clef 8-16 bass",
      "state clef 7-7 treble",
      "state pedal 1-1 present",
      "state pedal 2-2 present",
      "state pedal 4-4 present",
      "state pedal 12-12 present",
    ],
  );
});

test("'… and deleted the f in bar 9' says bar 9 has no f; 'rests for two bars and comes in at bar 3' places the rest in no bar it names", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const [, deleted] = extractClaims(
    "My edit put the mf in bar 10 and deleted the f in bar 9.",
    "assistant",
    duo,
  );
  assert.equal(shape(deleted!), "state dynamics 9-9 not f");
  const [rest] = extractClaims(
    "It rests for two bars and comes in at bar 3 on a written D5, marked mp.",
    "assistant",
    duo,
    {
      question: "When does the clarinet come in, and what's at bar 9?",
    },
  );
  assert.equal(rest!.value, "absent");
  assert.match(rest!.uncertain ?? "", /two bars/);
});

test("a receipt's verb right after a mark is what happened to it: 'pp removed', 'f added at m. 13'", () => {
  assert.deepEqual(read("Bar 11: pp removed."), ["edit dynamics 11-11 removed"]);
  assert.deepEqual(read("p removed from bar 3, f added at bar 9."), [
    "edit dynamics 3-3 removed",
    "edit dynamics 9-9 f",
  ]);
  assert.deepEqual(read("f added at m. 13."), ["edit dynamics 13-13 f"]);
  assert.deepEqual(read("bar 11 pp removed"), ["state dynamics 11-11 not pp"]);
});

test("a dynamic under a hand is that hand's; what sits under an f has it", () => {
  const piano = withParts(["Piano", 2]);
  const [added] = extractClaims("- Added a p under the RH at m. 5.", "assistant", piano);
  assert.equal(shape(added!), "edit dynamics 5-5 p");
  assert.equal(added!.subject.staff, 1);
  const [, mark] = extractClaims("RH at m. 9 is B4 A4 G4 B4 under an f.", "assistant", piano);
  assert.equal(shape(mark!), "state dynamics 9-9 f");
  assert.equal(mark!.subject.staff, 1);
});

test("after 'Fixed:', a clause in no edit words may be the edit or what the score now has", () => {
  const [bar4, rest] = extractClaims(
    "Fixed: the left hand is in treble clef in bar 4, and in bass clef from bar 5 on.",
    "assistant",
    withParts(["Piano", 2]),
  );
  assert.equal(bar4!.nowOrEdit, true);
  assert.equal(shape(rest!), "edit clef 5-16 bass");
  assert.equal(rest!.nowOrEdit, true);
});

test("a staff opening a phrase of its own after the value ('…, with the right hand resting') is not the value's", () => {
  const [clef] = extractClaims(
    "Bar 12: back to bass clef, with the right hand resting for the whole bar.",
    "assistant",
    withParts(["Piano", 2]),
  );
  assert.equal(shape(clef!), "state clef 12-12 bass");
  assert.equal(clef!.subject.staff, null);
});

test("a clef 'before the barline between bars 4 and 5' takes effect in bar 5", () => {
  assert.deepEqual(read("On the page the treble clef sits just before the barline between bars 4 and 5."), [
    "state clef 5-5 treble",
  ]);
});

test("a number of marks, a note pointed at, and 'that's' after a place the question points at are not read", () => {
  assert.deepEqual(read("Those are the only two dynamics in the piece."), [
    "state dynamics piece present (uncertain)",
  ]);
  const clarinet = withParts(["Clarinet in B♭", 1]);
  const [pointed] = extractClaims("That sounds as C5 in concert pitch.", "assistant", clarinet);
  assert.match(pointed!.uncertain ?? "", /which note 'That'/);
  const [, written] = extractClaims(
    "Concert C major. Written for the clarinet, that's E major.",
    "assistant",
    clarinet,
    { question: "And the key there, at concert pitch?" },
  );
  assert.match(written!.uncertain ?? "", /'there'/);
});

test("'flips to treble clef at m. 6' is read as a change of clef", () => {
  assert.deepEqual(read("The LH flips to treble clef at m. 6 and drops back to bass at m. 8."), [
    "state clef 6-6 treble",
    "state clef 8-8 bass",
  ]);
});

test("the dynamic a passage ends in is its last, wherever it stands: not the opening's bar", () => {
  assert.deepEqual(read("The piece opens p and closes ff."), ["state dynamics 1-1 p"]);
  assert.deepEqual(read("It opens at mp and ends at ppp in m. 16."), [
    "state dynamics 1-1 mp",
    "state dynamics 16-16 ppp",
  ]);
});

test("'That's the F5 in m. 7.' after 'tops out at F5' says where the note is, not the peak again", () => {
  const duo = withParts(["Flute", 1], ["Piano", 2]);
  const claims = extractClaims("The flute now tops out at F5. That's the F5 in m. 7.", "assistant", duo, {
    question: "What's the flute's top note now?",
  });
  const again = claims.find((c) => c.text.startsWith("That's") && c.value === "top F5");
  assert.match(again!.uncertain ?? "", /highest or lowest note again/);
  const placed = claims.find((c) => c.text.startsWith("That's") && c.value === "F5");
  assert.equal(shape(placed!), "state notes 7-7 F5");
});

test("'only' under a heading of bars looks within them; 'No pedal changes.' says no change, not no pedal", () => {
  assert.deepEqual(read("From the render, bars 9–16:\n- Pedal (left hand): bar 9 only."), [
    "state pedal 9-9 present",
    "state pedal 10-16 absent",
  ]);
  assert.deepEqual(read("No pedal changes."), ["no-change pedal piece null"]);
});

test("'changes to D major at m. 9 and holds through the end' is D major from bar 9 to the last", () => {
  const piano = withParts(["Piano", 2]);
  const said = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.deepEqual(said("Ah, you're right — it changes to D major at m. 9 and holds through the end."), [
    "state key 9-16 D major",
  ]);
  assert.deepEqual(said("It changes to D major at m. 9."), ["state key 9-9 D major"]);
});

test("a mark moved 'from m. 6 to the downbeat of m. 5', 'at bar 15 on the RH', 'nothing to pedal'", () => {
  assert.deepEqual(read("I moved the p from m. 6 to the downbeat of m. 5 in the RH."), [
    "edit dynamics 5-5 p",
    "edit dynamics 6-6 removed",
  ]);
  const piano = withParts(["Piano", 2]);
  const said = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.deepEqual(said("Added pp at bar 15 on the RH."), ["edit dynamics 15-15 pp"]);
  assert.deepEqual(said("Bar 12 of the LH is a full bar's rest, so there was nothing to pedal."), [
    "state notes 12-12 absent",
  ]);
});

test("a group of notes for each bar pairs with the bars in order, or is not read", () => {
  const piano = withParts(["Piano", 2]);
  const said = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.deepEqual(said("bar 5–6: LH notes B3 D4 G4 / A3 C4 E4 -> B2 D3 G3 / A2 C3 E3"), [
    "edit notes 5-5 B2 D3 G3",
    "edit notes 6-6 A2 C3 E3",
  ]);
  assert.deepEqual(said("bars 5–7: LH notes B3 D4 G4 / A3 C4 E4 -> B2 D3 G3 / A2 C3 E3"), [
    "edit notes 5-7 B2 D3 G3 (uncertain)",
    "edit notes 5-7 A2 C3 E3 (uncertain)",
  ]);
});

test("'the pedal-staff note' is the organ's third staff; 'the whole passage' said of no bars is not placed", () => {
  const organ = withParts(["Organ", 3]);
  const [note] = extractClaims(
    "I also dropped the final pedal-staff note in bar 16 to B♭1.",
    "assistant",
    organ,
  ).filter((c) => c.subject.property === "notes");
  assert.equal(note!.subject.staff, 3);
  const [key] = extractClaims("The whole passage is in B♭ major.", "assistant", withParts(["Piano", 2]));
  assert.match(key!.uncertain ?? "", /The whole passage/);
});

test("'Nothing else moved' leaves out the notes an edit's sentence moved in words no claim took", () => {
  const organ = withParts(["Organ", 3]);
  const [, nothing] = extractClaims(
    "Done: bars 7–10 of the LH are in the F clef now, dropped an octave. Nothing else moved.",
    "assistant",
    organ,
  );
  assert.deepEqual(
    nothing!.besides?.map((b) => b.property),
    ["clef", "notes"],
  );
});

test("a short answer's mark is the staff the question asked about", () => {
  const [no] = extractClaims("No.", "assistant", withParts(["Piano", 2]), {
    question: "Is there a dynamic in the left hand anywhere?",
  });
  assert.equal(shape(no!), "state dynamics piece absent");
  assert.equal(no!.subject.staff, 2);
});

test("'It is the only pedal marking' after '… in bar 5, not bar 7.' is not placed in the last bar named", () => {
  const claims = extractClaims(
    "The pedal marking is in bar 5, not bar 7. It is the only pedal marking in the piece.",
    "assistant",
  ).filter((c) => c.text.startsWith("It is"));
  assert.ok(claims.length > 0);
  for (const c of claims) assert.match(c.uncertain ?? "", /points at/);
});

test("'a second pedal in bar 9 only' leaves out the pedal said before it", () => {
  const piano = withParts(["Piano", 2]);
  const said = extractClaims(
    "The pedal goes down at bar 1 and comes up at the end of bar 2. There's a second pedal in bar 9 only.",
    "assistant",
    piano,
  ).map(shape);
  assert.ok(said.includes("state pedal 3-8 absent"), said.join("; "));
  assert.ok(!said.some((c) => c.startsWith("state pedal 1-8")), said.join("; "));
});

test("a note named to compare with ('just below middle C', 'an octave above the D2') is no note said to be there", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(
    extractClaims(
      "Note that bar 10 begins on B3 in the right hand, which sits just below middle C.",
      "assistant",
      piano,
    ).map(shape),
    ["state notes 10-10 first B3"],
  );
  assert.deepEqual(
    extractClaims("Bar 4 of the left hand has D3, an octave above the D2 in bar 3.", "assistant", piano).map(
      shape,
    ),
    ["state notes 4-4 D3"],
  );
  // (With no distance, "below C2" is a bound.)
  assert.deepEqual(extractClaims("In bar 5 the left hand stays below C3.", "assistant", piano).map(shape), [
    "state notes 5-5 <C3",
  ]);
});

test("'The A major music begins at bar 7' is where that music begins, not the piece's first bar", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(
    extractClaims("The A major music begins at bar 7 with a p marking.", "assistant", piano).map(shape),
    ["state key 7-7 A major", "state dynamics 7-7 p"],
  );
  assert.deepEqual(extractClaims("The piece begins in G major.", "assistant", piano).map(shape), [
    "state key 1-1 G major",
  ]);
});

test("a bare 'Yes, bar 6 only.' to properties asked apart or as alternatives says which of them nowhere", () => {
  const piano = withParts(["Piano", 2]);
  for (const question of [
    "Any pedal left under the left hand? Dynamics? Range?",
    "Is there any pedal or a dynamic left in the left hand?",
  ])
    assert.deepEqual(extractClaims("Yes, bar 6 only.", "assistant", piano, { question }), [], question);
  assert.deepEqual(
    extractClaims("Yes.", "assistant", piano, { question: "Is bar 9 in treble clef and G major?" }).map(
      shape,
    ),
    ["state clef 9-9 treble", "state key 9-9 G major"],
  );
});

test("'spends bars 4–6 in treble', 'a pedal mark spanning bars 9 and 10', 'in this turn' are read whole", () => {
  const piano = withParts(["Piano", 2]);
  for (const text of [
    "So the left hand spends bars 5 to 7 in the treble clef.",
    "I added a pedal mark spanning bars 9 and 10 in the left hand.",
    "No key change has been saved in this turn, so the key is still G major from bar 9 onward.",
  ]) {
    const claims = extractClaims(text, "assistant", piano);
    assert.ok(claims.length > 0, text);
    for (const c of claims) assert.equal(c.uncertain, undefined, text);
  }
});

test("'there' after a sentence naming no bars may be the whole piece or the bars named before it", () => {
  const score = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const claims = extractClaims(
    "Done — bars 9 to 12 are now in E♭ major (concert). For the clarinet that means a written key of F major. The time signature there is still 3/4.",
    "assistant",
    score,
  );
  const time = claims.find((c) => c.subject.property === "time")!;
  assert.match(time.uncertain ?? "", /could not tell whether 'there' is the whole piece or bars 9–12/);
});

test("a read's change listed with no staff ends the span of the staff its heading named", () => {
  const organ = withParts(["Organ", 3]);
  const claims = extractClaims(
    "Bars 7-14, staff 2 (Manual II), changes only:\nbar 7: bass clef, F major\nbar 9: treble clef\nbar 11: C major\nbar 13: bass clef",
    "read",
    organ,
    { covers: { from: 7, to: 14 } },
  );
  const treble = claims.find((c) => c.value === "treble")!;
  assert.deepEqual(treble.subject.bars, { from: 9, to: 12 });
});

test("the bars a sentence denies ('at bar 6, not bar 5') are not where the next one goes on from", () => {
  const piano = withParts(["Piano", 2]);
  const claims = extractClaims(
    "The treble clef actually takes effect at bar 6, not bar 5. The left hand stays in treble through bar 7.",
    "assistant",
    piano,
  ).map(shape);
  assert.ok(claims.includes("state clef 6-7 treble"), claims.join("; "));
});

test("'bar 7 was already in bass clef' is said of the score before the save named, or before this turn's edit", () => {
  const piano = withParts(["Piano", 2]);
  const [named] = extractClaims(
    "Version 3: saved, but nothing changed; bar 7 was already in bass clef.",
    "assistant",
    piano,
  ).filter((c) => c.kind === "state");
  assert.deepEqual(named!.asOf, { before: 3 });
  const [turn] = extractClaims("Bar 7 was already in bass clef, so I left it.", "assistant", piano);
  assert.equal(turn!.asOf, "turn start");
});

test("'It's also the bar where …' after two bars named may be either", () => {
  const piano = withParts(["Piano", 2]);
  const key = extractClaims(
    "Bar 9 is marked pp. For comparison, bar 1 is marked p. It's also the bar where the key changes to B♭ major.",
    "assistant",
    piano,
  ).find((c) => c.subject.property === "key")!;
  assert.match(key.uncertain ?? "", /could not tell whether 'It's also the bar' is bar 1 or bar 9/);
});

test("'E♭4 over C3 in the bass' and 'Ped. under 7–8' are not read as the right hand's and bar 11's", () => {
  const piano = withParts(["Piano", 2]);
  const bass = extractClaims(
    "Bar 6 right hand is E♭4, a whole note, over C3 in the bass.",
    "assistant",
    piano,
  ).find((c) => c.value === "C3")!;
  assert.match(bass.uncertain ?? "", /could not tell whether 'C3' is the bass's/);
  for (const c of extractClaims("I added Ped. under 7–8 and made m. 11 3/4.", "assistant", piano))
    assert.match(c.uncertain ?? "", /could not place 'under 7–8'/);
});

test("'It stays in three flats' after a sentence giving another key is not said of that sentence's bars", () => {
  const piano = withParts(["Piano", 2]);
  const [stays] = extractClaims(
    "Up to m. 6 it's one sharp, G major. It stays in three flats to the final double bar.",
    "assistant",
    piano,
  ).filter((c) => c.text.startsWith("It stays"));
  assert.match(stays!.uncertain ?? "", /could not tell from which bar 'three flats' stays/);
  // ("The piano stays in F major there as well": a place pointed at, not where the value began.)
  const [there] = extractClaims(
    "Bars 9 to 12 are in B♭ major. The left hand stays in G major there.",
    "assistant",
    piano,
  ).filter((c) => c.text.startsWith("The left hand"));
  assert.doesNotMatch(there?.uncertain ?? "", /stays/);
});

test("'stays … through to the end' after bars said may run from them; one key in two pitches is not carved", () => {
  const piano = withParts(["Piano", 2]);
  const [end] = extractClaims(
    "Bar 12 is the last bar in 4/4. The key stays E-flat major through to the end.",
    "assistant",
    piano,
  ).filter((c) => c.subject.property === "key");
  assert.equal(end!.subject.bars, null);
  assert.deepEqual(end!.readings?.[0]?.bars, { from: 12, to: 16 });
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const [written] = extractClaims(
    "The clarinet is in G major, one sharp, for bars 1–8, which sounds as F major concert.",
    "assistant",
    duo,
  );
  assert.equal(written!.value, "G major");
  assert.notDeepEqual(written!.subject.bars, { from: 9, to: 16 });
  assert.ok(written!.uncertain);
});

test("'For the clarinet that is written as C major' after a key placed uncertainly is not the whole piece's; 'clef changes in bars 4-7:' places no change", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const written = extractClaims(
    "From bar 9 to the end it is in 3/4. The key changes at the same point, to B♭ major. For the clarinet that is written as C major.",
    "assistant",
    duo,
  ).find((c) => c.value === "C major")!;
  assert.match(written.uncertain ?? "", /could not tell which bars 'that' points back to/);
  const heading = extractClaims(
    "Piano staff 2, clef changes in bars 4-7:\nbar 4: bass clef\nbar 5: treble clef from here",
    "read",
    duo,
    { covers: { from: 4, to: 7 }, staff: 2, part: "Piano" },
  );
  assert.ok(!heading.some((c) => c.value === "changes here"));
});

test("'Nothing was transposed there' is no change; chord names, a repeated note over as many bars, and an organ's 'pedal' notes are not read as said", () => {
  const piano = withParts(["Piano", 2]);
  const [none] = extractClaims("Nothing was transposed.", "assistant", piano);
  assert.equal(none!.kind, "no-change");
  const [chords] = extractClaims("In F that means F7, B♭7 and C7.", "assistant", piano);
  assert.match(chords?.uncertain ?? "", /notes or chords/);
  const organ = withParts(["Organ", 3]);
  const [twice] = extractClaims(
    "bars 1-2 · staff 3: notes rest -> F2 F2; version 4",
    "assistant",
    organ,
  ).filter((c) => c.kind === "edit");
  assert.match(twice?.uncertain ?? "", /one to a bar or in every bar/);
  const pedal = extractClaims("Right now m. 7 pedal is C3 then C2.", "assistant", organ, {
    question: "Could the pedal double the LH in m. 7?",
  }).filter((c) => c.subject.property === "notes");
  assert.ok(pedal.length > 0);
  for (const c of pedal) assert.ok(c.subject.staff === 3 || c.uncertain, JSON.stringify(c));
});

test("a table's first row naming 'from bar' heads the rows below it, with or without a rule", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const claims = extractClaims(
    "Changes only; each row holds from its bar on:\n| from bar | Clarinet key (written) | Piano key | Time |\n| 1 | G major | F major | 4/4 |\n| 9 | C major | B♭ major | |",
    "read",
    duo,
    { covers: null },
  );
  const clarinet = claims.filter((c) => c.subject.property === "key" && c.subject.part === "P1").map(shape);
  assert.deepEqual(clarinet, ["state key 1-8 G major", "state key 9-16 C major"]);
});

test("'there' after 'rests through bar 12' may be bar 12 alone: not placed", () => {
  const [rest, d5] = extractClaims(
    "Right now the left hand rests through bar 12. The right hand has a single D5 there.",
    "assistant",
    withParts(["Piano", 2]),
  );
  assert.equal(rest!.readings?.[0]?.name, "bar 12 alone");
  assert.match(d5!.uncertain ?? "", /'through bar 12' may be bar 12 alone/);
});

test("a restore naming no version says what the bars have again: held where the turn changed them", () => {
  for (const text of [
    "Restored the original bass clef in bars 9–10 of the right hand.",
    "I put bars 9–10 back into bass clef.",
  ]) {
    const [c] = extractClaims(text, "assistant", withParts(["Piano", 2]));
    assert.equal(c!.kind, "edit", text);
    assert.equal(c!.nowOrEdit, true, text);
  }
  const [plain] = extractClaims("I changed bars 9–10 to bass clef.", "assistant", withParts(["Piano", 2]));
  assert.equal(plain!.nowOrEdit, undefined);
});

test("a sign 'after its last note' is printed at the bar's end, for the bar after", () => {
  assert.deepEqual(
    read(
      "Bar 7 of staff 2 is in treble clef. The bass clef after its last note is a courtesy clef, and it only takes effect at bar 8.",
    ),
    ["state clef 7-7 treble", "state clef 8-8 bass"],
  );
});

test("what the score had before an edit the rules do not place ('before the octave shift', 'before I moved it') is not read", () => {
  for (const text of ["Bar 3 was F2 before the octave shift.", "Bar 3 had F2 before I moved it."]) {
    const [c] = extractClaims(text, "assistant", withParts(["Piano", 2]));
    assert.match(c!.uncertain ?? "", /could not tell which version 'before/, text);
  }
  // Before a version named: that version's predecessor, checked.
  const [named] = extractClaims("Bar 3 was F2 before version 3.", "assistant", withParts(["Piano", 2]));
  assert.equal(named!.uncertain, undefined);
});

test("bars listed as starting on a note each start on it", () => {
  assert.deepEqual(read("Bars 6 and 7 both start on B♭4."), [
    "state notes 6-6 first Bb4",
    "state notes 7-7 first Bb4",
  ]);
});

test("a sign that changes at a bar from one value to another: the bar before has the first", () => {
  assert.deepEqual(read("The key changes at bar 5 from F major to B♭ major."), [
    "state key 5-5 B-flat major",
    "state key 4-4 F major",
  ]);
  // An edit reported of a version says what that save changed, not what the bar before has.
  assert.deepEqual(read("Version 4: bar 9 changed from the treble clef to the bass clef."), [
    "edit clef 9-9 bass",
    "state clef 9-9 treble",
  ]);
});

test("'therefore' and 'thus' change neither subject nor value", () => {
  assert.deepEqual(read("Bars 13 to 16 are therefore still in 2/4."), ["state time 13-16 2/4"]);
});

test("a read's line 'end of m. 4: treble', for a read of one staff, is the clef printed there for bar 5", () => {
  const piano = withParts(["Piano", 2]);
  const claims = extractClaims(
    "Staff 2 clef, m. 3-7 (changes only):\nm. 3: bass\nend of m. 4: treble\nm. 7: bass",
    "read",
    piano,
    { covers: { from: 3, to: 7 }, staff: 2 },
  );
  assert.deepEqual(claims.map(shape), [
    "state clef 3-4 bass",
    "state clef 5-6 treble",
    "state clef 7-7 bass",
  ]);
});

test("a concert key on a read's line is every part's, and leaves the part spoken of for the lines after", () => {
  const duo = {
    firstBar: 1,
    lastBar: 8,
    barCount: 8,
    parts: [
      { id: "P1", name: "Clarinet in B♭", staves: 1, transposes: true as const },
      { id: "P2", name: "Piano", staves: 2 },
    ],
  };
  const claims = extractClaims(
    "Keys, changes only.\nbar 1: concert key E♭ major; clarinet written key F major\nbar 5, from here: concert key B♭ major; clarinet written key C major",
    "read",
    duo,
    { covers: null },
  );
  const keys = claims.map(
    (c) => `${c.subject.bars?.from}-${c.subject.bars?.to} ${c.subject.part} ${c.value}`,
  );
  assert.deepEqual(keys, [
    "1-4 null E-flat major",
    "1-4 P1 F major",
    "5-8 null B-flat major",
    "5-8 P1 C major",
  ]);
});

test("how a note sounds 'for the pianist' is not the piano's note", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const said = extractClaims(
    "The clarinet comes in at m. 3 on a written E5. For the pianist, that entry sounds as a concert D5.",
    "assistant",
    duo,
  ).find((c) => c.value === "D5");
  assert.match(said!.uncertain ?? "", /could not tell whether 'For the pianist' names the part/);
});

test("a written note 'at concert pitch … sounds as' another is not said at concert pitch", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  duo.parts[0] = { ...duo.parts[0]!, transposes: true } as (typeof duo.parts)[number];
  const [written, sounding] = extractClaims(
    "At concert pitch, the clarinet's D5 in bar 12 sounds as C5.",
    "assistant",
    duo,
  );
  assert.match(written!.uncertain ?? "", /could not tell whether 'D5' is written or sounding pitch/);
  assert.equal(sounding!.concert, true);
});

test("'only' within a place not numbered ('After the key change, …') says nothing of the other bars", () => {
  const claims = extractClaims(
    "After the key change, bar 9 is the only bar with a pedal.",
    "assistant",
    withParts(["Piano", 2]),
  );
  for (const c of claims.filter((c) => c.value === "absent"))
    assert.match(c.uncertain ?? "", /could not place 'After the key change'/);
});

test("the clause after one placed by 'in that bar' goes on from the same place", () => {
  const claims = extractClaims(
    "No, the last bar is in 2/4. The metre changes from 3/4 to 2/4 at bar 13. In that bar the right hand rests, and the left hand plays a single D2.",
    "assistant",
    withParts(["Piano", 2]),
  ).filter((c) => c.subject.property === "notes");
  assert.equal(claims.length, 2);
  for (const c of claims)
    assert.match(c.uncertain ?? "", /could not tell whether 'that bar' is bar 13 or bar 16/);
});

test("rows lined up by spaces, each led by a bar number, are that bar's", () => {
  const claims = extractClaims(
    "bars 4-7, staff 2\n4  bass\n5  treble\n6  treble\n7  bass",
    "read",
    withParts(["Piano", 2]),
    { covers: { from: 4, to: 7 }, staff: 2 },
  );
  assert.deepEqual(claims.map(shape), [
    "state clef 4-4 bass",
    "state clef 5-5 treble",
    "state clef 6-6 treble",
    "state clef 7-7 bass",
  ]);
});

test("where the music 'has gone back to' is what it has; a mark that 'has gone' was taken away", () => {
  assert.deepEqual(read("By bar 8 it has gone back to bass clef."), ["state clef 8-8 bass"]);
  assert.deepEqual(read("The p in bar 3 has gone."), ["edit dynamics 3-3 removed"]);
});

test("'Whole thing' is the piece; a place named by what happens there ('at the key change') is not numbered", () => {
  assert.deepEqual(read("Whole thing in C major, 4/4."), ["state key piece C major", "state time piece 4/4"]);
  const [f] = extractClaims(
    "| Bar | Before | Now |\n|---|---|---|\n| 7 | — | f |\n| 8 | f | — |\nThe f now sits at the key change.",
    "assistant",
    withParts(["Piano", 2]),
  ).filter((c) => c.text.startsWith("The f"));
  assert.equal(f!.section, "at the key change");
});

test("'Nothing … is above G5' is a bound, whatever words stand between 'nothing' and 'above'", () => {
  assert.deepEqual(read("Nothing is above G5."), ["state notes piece ≤G5"]);
  assert.deepEqual(read("Nothing in bar 5 is below C4."), ["state notes 5-5 ≥C4"]);
  assert.deepEqual(read("Nothing in the right hand is written above A4 now."), ["state notes piece ≤A4"]);
});

test("'at bar 11 on staff 1' is bar 11; 'released at the end' in a bar's line is that bar's end", () => {
  assert.deepEqual(read("I added a forte at bar 11 on staff 1."), ["edit dynamics 11-11 f"]);
  assert.deepEqual(
    extractClaims("From bar 11 on, it is in 3/4.", "assistant", withParts(["Piano", 2])).map(shape),
    ["state time 11-16 3/4"],
  );
  const claims = extractClaims(
    "Piano, staff 2, bars 5-8:\nbar 6: treble clef, pedal held, released at the end",
    "read",
    withParts(["Piano", 2]),
    { covers: { from: 5, to: 8 }, staff: 2 },
  );
  assert.deepEqual(claims.map(shape), ["state clef 6-6 treble", "state pedal 6-6 present"]);
});

test("a sentence that makes the same bar of one staff both rest and play has lent one clause's subject", () => {
  const claims = extractClaims(
    "The left hand rests in bar 16, so the final G4 sounds alone.",
    "assistant",
    withParts(["Piano", 2]),
  );
  // The clause naming the left hand keeps it; the one naming no staff borrowed it.
  assert.deepEqual(claims.map(shape), ["state notes 16-16 absent", "state notes 16-16 G4 (uncertain)"]);
  assert.deepEqual(
    extractClaims("In bar 16 it rests, and it ends on G4.", "assistant", withParts(["Piano", 1])).map(shape),
    ["state notes 16-16 absent (uncertain)", "state notes 16-16 last G4 (uncertain)"],
  );
  // Each clause naming its own staff: both read.
  assert.deepEqual(
    extractClaims(
      "The left hand rests in bar 16 and the right hand plays G4.",
      "assistant",
      withParts(["Piano", 2]),
    ).map(shape),
    ["state notes 16-16 absent", "state notes 16-16 G4"],
  );
});

test("'the last dynamic is the mf at m. 9' says no dynamic follows; 'the first pedal mark' none before", () => {
  const piano = withParts(["Piano", 2]);
  const say = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.deepEqual(say("Last dynamic's the mf at m. 9."), [
    "state dynamics 9-9 mf",
    "state dynamics 10-16 absent",
  ]);
  assert.deepEqual(say("The first pedal mark is in bar 5."), [
    "state pedal 5-5 present",
    "state pedal 1-4 absent",
  ]);
  // Whose marks a pronoun names, and which mark "last" is of, are not guessed.
  assert.deepEqual(say("Its last dynamic is the f in bar 9."), ["state dynamics 9-9 f"]);
  assert.deepEqual(
    say("Bar 13 is marked f and carries the last pedal mark of the piece.").filter((c) =>
      c.includes("dynamics"),
    ),
    ["state dynamics 13-13 f"],
  );
});

test("'clari' is the clarinet, as players say it, with its possessive", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const [c] = extractClaims("The clari's last note is A4.", "assistant", duo);
  assert.equal(c!.subject.part, "P1");
  assert.equal(c!.uncertain, undefined);
  const [d] = extractClaims("M. 1 is tacet; the clari comes in at m. 2 on D5.", "assistant", duo).slice(1);
  assert.deepEqual([d!.subject.part, d!.value, d!.uncertain], ["P1", "first D5", undefined]);
});

test("'It was mf before.' is the score before the change the message reports; with none, not read", () => {
  const piano = withParts(["Piano", 2]);
  const [, was] = extractClaims("Bar 1 is forte now. It was mf before.", "assistant", piano);
  assert.equal(was!.asOf, "turn start");
  const [, named] = extractClaims(
    "Version 3 moved the left hand to bass clef in bars 3–4. Before it, those bars were in treble.",
    "assistant",
    piano,
  );
  assert.deepEqual(named!.asOf, { before: 3 });
  const [alone] = extractClaims("Before, bar 1 was mf.", "assistant", piano);
  assert.match(alone!.uncertain ?? "", /which earlier score 'Before'/);
});

test("an undo naming no version is a change of the bars it names; 'last through bar 12' is not read", () => {
  const piano = withParts(["Piano", 2]);
  const [undo] = extractClaims(
    "I've undone the transposition, so bars 1 to 4 of the right hand are back at their original pitch.",
    "assistant",
    piano,
  );
  assert.deepEqual(
    [undo!.kind, undo!.subject.property, undo!.subject.bars, undo!.value],
    ["edit", "notes", { from: 1, to: 4 }, "undone"],
  );
  assert.deepEqual(extractClaims("Bars 1 to 4 are back to their original pitch.", "assistant", piano), []);
  const [request] = extractClaims("Make the pedal in bar 11 last through bar 12.", "assistant", piano, {
    request: true,
  });
  assert.match(request!.uncertain ?? "", /how far 'last through bar 12'/);
  // What a bar has from where a sign starts is still read.
  const [clef] = extractClaims(
    "The treble clef takes effect at bar 5 and lasts through bar 7.",
    "assistant",
    piano,
  );
  assert.equal(clef!.uncertain, undefined);
});

test("under 'From m. 9:', 'to the end' reaches from there as far as it says, which is not read", () => {
  const piano = withParts(["Piano", 2]);
  const [time] = extractClaims("**From m. 9:**\nMeter stays 6/8 to the end.", "assistant", piano);
  assert.match(time!.uncertain ?? "", /how far 'to the end' reaches/);
  const [within] = extractClaims("**Bars 9-12:**\nMeter stays 6/8 throughout.", "assistant", piano);
  assert.deepEqual([within!.subject.bars, within!.uncertain], [{ from: 9, to: 12 }, undefined]);
});

test("a label before a colon ('One detail worth knowing:', 'Note:') says nothing of the score", () => {
  const piano = withParts(["Piano", 2]);
  for (const text of [
    "One detail worth knowing: bar 4 of the left hand is already in treble clef.",
    "Note: bar 4 of the left hand is in treble clef.",
  ]) {
    const [c] = extractClaims(text, "assistant", piano);
    assert.deepEqual(
      [c!.subject.bars, c!.subject.staff, c!.value, c!.uncertain],
      [{ from: 4, to: 4 }, 2, "treble", undefined],
    );
  }
});

test("'I stand corrected on bar 6' is the assistant's own account, not an edit; 'it began on G4' before an edit is past", () => {
  const piano = withParts(["Piano", 2]);
  assert.deepEqual(
    extractClaims(
      "I stand corrected on bar 6: staff 2 is still in treble clef there.",
      "assistant",
      piano,
    ).map(shape),
    ["state clef 6-6 treble"],
  );
  const [began] = extractClaims("Before the transposition bar 3 began on G4.", "assistant", piano);
  assert.match(began!.uncertain ?? "", /which version 'Before the transposition'/);
});

test("'… those are its only two dynamic markings' leaves out every mark 'those' points at", () => {
  const absent = extractClaims(
    "Yes: it has a p in bar 3 and an f in bar 9. Those are its only two dynamic markings.",
    "assistant",
    withParts(["Clarinet in B♭", 1], ["Piano", 2]),
    { question: "Does the clarinet have any dynamics?" },
  )
    .filter((c) => c.value === "absent")
    .map((c) => `${c.subject.bars!.from}-${c.subject.bars!.to}`);
  assert.deepEqual(absent, ["1-2", "4-8", "10-16"]);
});

test("'No.' to 'Did you touch the dynamics?' says no edit was made, not that the marks are absent", () => {
  const say = (question: string) => extractClaims("No.", "assistant", undefined, { question }).map(shape);
  assert.deepEqual(say("Did you touch the dynamics?"), []);
  assert.deepEqual(say("Is there a pedal in bar 11?"), ["state pedal 11-11 absent"]);
});

test("'Bar 12 is C3, not C1.' after 'What's the lowest note?' states bar 12's notes, not the lowest", () => {
  const organ = withParts(["Organ", 3]);
  const question = "What's the lowest note in the pedal staff now?";
  const claims = extractClaims("The lowest is C2.\nBar 12 is C3, not C1.", "assistant", organ, { question });
  assert.deepEqual(claims.map(shape), ["state notes piece bottom C2", "state notes 12-12 C3"]);
});

test("a peak said of the whole piece 'in bar N' is the piece's peak and a note of bar N", () => {
  const piano = withParts(["Piano", 2]);
  const say = (text: string, question?: string) =>
    extractClaims(text, "assistant", piano, { question }).map(
      (c) => `${shape(c)}${c.readings ? " (or bar alone)" : ""}`,
    );
  assert.deepEqual(say("The right hand's highest note in the whole piece is A5, in bar 2."), [
    "state notes piece top A5",
    "state notes 2-2 A5",
  ]);
  assert.deepEqual(
    say("Its lowest note anywhere in the piece is the F2 in bar 1.", "Is the left hand ever in treble?"),
    ["state notes piece bottom F2", "state notes 1-1 F2"],
  );
  // With no word for the piece, "its" may be the bars said before, and "in m. 1" bar 1's own peak.
  assert.deepEqual(say("Its highest note is the F5 in m. 1.", "What does the right hand do?"), [
    "state notes piece top F5 (or bar alone)",
  ]);
});

test("'Bar 3 starts on D3, bar 4 on A3': the clause with no verb of its own is bar 4's first note", () => {
  const piano = withParts(["Piano", 2]);
  const say = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.deepEqual(say("Bar 3 starts on D3, bar 4 on A3."), [
    "state notes 3-3 first D3",
    "state notes 4-4 first A3",
  ]);
  assert.deepEqual(say("Bar 3 starts on D3, and bar 4 with an A3."), [
    "state notes 3-3 first D3",
    "state notes 4-4 first A3",
  ]);
  // A clause with a verb of its own says what it says.
  assert.deepEqual(say("Bar 3 starts on D3, bar 4 has an A3."), [
    "state notes 3-3 first D3",
    "state notes 4-4 A3",
  ]);
});

test("a lone 'p' after a verb is the mark; a capital 'F' is a note", () => {
  const say = (text: string) => extractClaims(text, "assistant", withParts(["Piano", 2])).map(shape);
  assert.deepEqual(say("Bar 1 is now p."), ["state dynamics 1-1 p"]);
  assert.deepEqual(say("That went through: m. 12 now reads p."), ["state dynamics 12-12 p"]);
  assert.deepEqual(say("Bar 7 keeps its p."), ["state dynamics 7-7 p"]);
  assert.deepEqual(say("Bar 5 is now F."), []);
});

test("'Bar 3 has only the pedal mark' says what bar 3 holds, not that no other bar has a pedal", () => {
  const say = (text: string) => extractClaims(text, "assistant", withParts(["Piano", 2])).map(shape);
  assert.deepEqual(say("Bar 3 has only the pedal mark."), ["state pedal 3-3 present"]);
  assert.deepEqual(say("Bar 3 only has the pedal mark."), ["state pedal 3-3 present"]);
  assert.deepEqual(say("Only bar 3 has a pedal mark."), [
    "state pedal 3-3 present",
    "state pedal 1-2 absent",
    "state pedal 4-16 absent",
  ]);
  assert.deepEqual(say("Bar 3 has the only pedal mark."), [
    "state pedal 3-3 present",
    "state pedal 1-2 absent",
    "state pedal 4-16 absent",
  ]);
});

test("'were treble until version 2 changed them' is what the score had before version 2", () => {
  const [c] = extractClaims(
    "Bars 5–6 of the left hand were treble until version 2 changed them.",
    "assistant",
    withParts(["Piano", 2]),
  );
  assert.equal(shape(c!), "state clef 5-6 treble");
  assert.deepEqual(c!.asOf, { before: 2 });
  assert.equal(c!.savedIn, undefined);
});

test("rows under a line naming bars are of those bars, or not read where the line is no heading", () => {
  const piano = withParts(["Piano", 2]);
  const table = "| Staff | Clef | Pedal |\n|---|---|---|\n| left hand | bass | none |";
  const under = (lead: string, after = "") =>
    extractClaims(`${lead}\n\n${table}\n\n${after}`, "assistant", piano).map(shape);
  assert.deepEqual(under("Here is what I can see in bar 4 now:"), [
    "state clef 4-4 bass",
    "state pedal 4-4 absent",
  ]);
  // Prose after the rows is its own.
  assert.deepEqual(under("Bar 4 after the edit:", "The piece is in 3/4 throughout."), [
    "state clef piece bass (uncertain)",
    "state pedal piece absent (uncertain)",
    "state time piece 3/4",
  ]);
});

test("a key said of a part only the question's other clause names is checked as the piece's key too", () => {
  const plain = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const score = { ...plain, parts: [{ ...plain.parts[0]!, transposes: true as const }, plain.parts[1]!] };
  const [key] = extractClaims("The move to C major comes at bar 9.", "assistant", score, {
    question: "Where does the key change to C major, and what does the clarinet read there?",
  });
  assert.deepEqual(key!.readings, [{ part: null, name: "the piece's sounding key" }]);
  const [written] = extractClaims("It is in D major from bar 9.", "assistant", score, {
    question: "What key is the clarinet in from bar 9?",
  });
  assert.equal(written!.readings, undefined);
});

test("'now starts on' after an edit of other bars may be of those bars", () => {
  const say = (text: string) => extractClaims(text, "assistant", withParts(["Piano", 2])).map(shape);
  assert.deepEqual(say("Transposed bar 8 up a tone. The right hand now starts on G4."), [
    "edit notes 8-8 transposed +2",
    "state notes piece first G4 (uncertain)",
  ]);
  assert.deepEqual(say("Transposed bars 1 to 4 up a tone. The right hand now starts on G4."), [
    "edit notes 1-4 transposed +2",
    "state notes piece first G4",
  ]);
});

test("'N bars long' counts the piece only where the piece, or nothing else, is said to be", () => {
  const say = (text: string) => extractClaims(text, "assistant", withParts(["Piano", 2])).map(shape);
  assert.deepEqual(say("The treble passage is three bars long."), []);
  assert.deepEqual(say("The prelude is 16 bars long."), ["count bar-count piece 16"]);
  assert.deepEqual(say("The part is 16 bars long."), ["count bar-count piece 16"]);
});

test("of questions only some of which name bars, the bars are not lent to the others' answers", () => {
  const piano = withParts(["Piano", 2]);
  const [lowest] = extractClaims("The lowest note in the left hand is G2.", "assistant", piano, {
    question: "What's the lowest note in the left hand? And what interval do the notes of bar 1 make?",
  });
  assert.match(lowest!.uncertain ?? "", /which of the person's questions/);
  // An answer that says its own reach keeps it.
  const [pedal] = extractClaims("There are no pedal markings anywhere in the score.", "assistant", piano, {
    question: "Any pedal markings in the left hand? And what clef is it in for the last four bars?",
  });
  assert.equal(shape(pedal!), "state pedal piece absent");
  // A question naming no subject of its own goes on with the one before.
  const [clef] = extractClaims("Yes, bass clef.", "assistant", piano, {
    question: "And the left hand in bars 5-6: still bass clef? Which notes?",
  });
  assert.equal(shape(clef!), "state clef 5-6 bass");
});

test("'In that bar' after a range of bars is one of them, which is not said", () => {
  const [, notes] = extractClaims(
    "The left hand stays in bass clef from bar 1 right through to bar 12. In that bar the left hand holds a low F2.",
    "assistant",
    withParts(["Piano", 2]),
  );
  assert.match(notes!.uncertain ?? "", /which bar 'that bar' is/);
});

test("'bar 9 on page 1' is bar 9, not bar 9 onwards", () => {
  const [c] = extractClaims("Bar 9 on page 1 is in 3/4.", "assistant", withParts(["Piano", 2]));
  assert.deepEqual(c!.subject.bars, { from: 9, to: 9 });
});

test("a value said without bars before 'bar 8 is still F major' is not given the bars before bar 8", () => {
  const claims = extractClaims(
    "C major, no sharps or flats. Bar 8 is still F major, in 4/4.",
    "assistant",
    withParts(["Piano", 2]),
  );
  const major = claims.filter((c) => c.value === "C major");
  assert.ok(major.length > 0);
  assert.ok(major.every((c) => /which bars 'C major' is said of/.test(c.uncertain ?? "")));
  // A change the line lists still gives the value before it its bars.
  assert.deepEqual(
    extractClaims("Staff 2: bass clef; treble clef in bars 5-6.", "assistant", withParts(["Piano", 2])).map(
      shape,
    ),
    ["state clef 1-4 bass", "state clef 7-16 bass", "state clef 5-6 treble"],
  );
});

test("'pedal none' in a line of fields is that field's answer, not a negative of the others", () => {
  assert.deepEqual(read("Bar 9: key F major; time 3/4; dynamics p; pedal none.", "read"), [
    "state key 9-9 F major",
    "state time 9-9 3/4",
    "state dynamics 9-9 p",
    "state pedal 9-9 absent",
  ]);
});

test("'16.' to a question about the piece's length counts its bars; to another question, nothing", () => {
  const say = (question: string) =>
    extractClaims("16.", "assistant", withParts(["Piano", 2]), { question }).map(shape);
  assert.deepEqual(say("How many bars does it have now?"), ["count bar-count piece 16"]);
  assert.deepEqual(say("How many pedal marks are there?"), []);
});

test("'back in 3/4, as in version 4' names version 4 to compare with, not as the save that made it", () => {
  const [c] = extractClaims(
    "Restored: mm. 9–12 are back in 3/4, as in version 4.",
    "assistant",
    withParts(["Piano", 2]),
  );
  assert.equal(shape(c!), "edit time 9-12 3/4");
  assert.equal(c!.savedIn, undefined);
});

test("a mark before a row's arrow to 'none' is not read as there now", () => {
  const claims = extractClaims(
    "| | Before | Now |\n|---|---|---|\n| Piano pedal, bars 1–4 | held | none |",
    "assistant",
    withParts(["Piano", 2]),
  );
  assert.ok(claims.every((c) => c.value !== "present" || /side of the arrow/.test(c.uncertain ?? "")));
});

test("bars one header cell names are every row's: '| Item | What the score has in bar 5 |'", () => {
  assert.deepEqual(
    read(
      "| Item | What the score has in bar 5 |\n|---|---|\n| Left-hand clef | bass |\n| Pedal | none |\n| Right-hand notes | D5, B4, G4 |",
    ),
    ["state clef 5-5 bass", "state pedal 5-5 absent", "state notes 5-5 D5 B4 G4"],
  );
  // (A header of one column per bar names no bars for every row.)
  assert.ok(
    read("| Staff | Bar 4 | Bar 5 |\n|---|---|---|\n| 2 | bass | treble |").every((c) => !/ 4-5 /.test(c)),
  );
});

test("'enters at m. 2' says bar 2 has notes; a note named after it is that bar's first", () => {
  assert.deepEqual(read("Clarinet enters at m. 2."), ["state notes 2-2 played"]);
  assert.deepEqual(read("The clarinet rests in bars 1-2 and comes back in at bar 3."), [
    "state notes 1-2 absent",
    "state notes 3-3 played",
  ]);
  assert.deepEqual(read("The clarinet comes in at bar 3 on D5."), ["state notes 3-3 first D5"]);
  // (A sign's entry is no part's.)
  assert.deepEqual(read("The bass clef only comes in at bar 11."), ["state clef 11-11 bass"]);
});

test("an admission before a colon ('I got the meter wrong too:') leaves what follows read whole", () => {
  assert.deepEqual(read("I got the meter wrong too: bars 7-12 are in 2/4."), ["state time 7-12 2/4"]);
});

test("'until bar 9, where it changes' ends before bar 9: the change is at bar 9", () => {
  assert.deepEqual(read("The key is F major until bar 9, where it changes."), ["state key 1-8 F major"]);
  assert.deepEqual(read("The key is F major until bar 9."), ["state key 1-9 F major"]);
});

test("'starts on C5 in m. 1 and never goes above C5': the bound may be the whole part's", () => {
  const [, bound] = extractClaims("The RH starts on C5 in m. 1 and never goes above C5.", "assistant");
  assert.equal(shape(bound!), "state notes 1-1 ≤C5");
  assert.deepEqual(bound!.readings, [{ bars: null, name: "the whole part" }]);
  assert.equal(extractClaims("In m. 1 the RH never goes above C5.", "assistant")[0]!.readings, undefined);
  // "… never goes above C6, which it reaches in bar 4": the part's bound, and bar 4's note.
  assert.deepEqual(read("The right hand never goes above C6, which it reaches in bar 4."), [
    "state notes piece ≤C6",
    "state notes 4-4 C6",
  ]);
  const nothing = extractClaims(
    "The clarinet comes back in at bar 5 on F#5. Nothing in it goes below A4.",
    "assistant",
  ).at(-1)!;
  assert.deepEqual(nothing.readings, [{ bars: null, name: "the whole part" }]);
});

test("'it' after two staves may be either; of a time signature, either says the same", () => {
  const said = (last: string) =>
    extractClaims(
      `In bar 9 the right hand is in bass clef. The left hand is in treble there too. ${last}`,
      "assistant",
    ).at(-1)!;
  assert.match(said("It goes back to treble at bar 11.").uncertain!, /could not tell which staff 'It' is/);
  assert.equal(said("It is in 3/4 from bar 9.").uncertain, undefined);
});

test("a note 'only' in a bar: that no other bar has it is not read", () => {
  assert.deepEqual(read("B5 comes only in bar 11."), ["state notes 11-11 B5 (uncertain)"]);
  assert.deepEqual(read("The right hand's top note, B5, comes only in bar 11."), [
    "state notes piece top B5",
    "state notes 11-11 B5 (uncertain)",
  ]);
  // (What a bar holds: "Bar 3 has only C4".)
  assert.deepEqual(read("Bar 3 has only C4."), ["state notes 3-3 C4"]);
});

test("a mark named by its place ('the opening p') is not in the bars said after it for another", () => {
  assert.deepEqual(read("The only other dynamic after the opening p is the mf at bar 9."), [
    "state dynamics 9-9 p (uncertain)",
    "state dynamics 9-9 mf",
  ]);
  assert.deepEqual(read("The opening p in bar 1 is the only dynamic."), ["state dynamics 1-1 p"]);
});

test("'Key and time are unchanged': 'time' beside another sign is the time signature", () => {
  assert.deepEqual(read("Key and time are unchanged."), [
    "no-change key piece null",
    "no-change time piece null",
  ]);
  assert.deepEqual(read("The time I spent on the key is unchanged."), ["no-change key piece null"]);
});

test("a read whose every line gives a bar a clef's name reads them as clefs", () => {
  const claims = extractClaims("bar 1: treble\nbar 2: treble\nbar 3: bass", "read", undefined, {
    covers: { from: 1, to: 3 },
    staff: 2,
  });
  assert.deepEqual(claims.map(shape), [
    "state clef 1-1 treble",
    "state clef 2-2 treble",
    "state clef 3-3 bass",
  ]);
  assert.deepEqual(
    extractClaims("bar 1: bass\nbar 2: C3 E3", "read", undefined, {
      covers: { from: 1, to: 2 },
      staff: 2,
    }).map(shape),
    ["state notes 2-2 C3 E3"],
  );
});

test("bars named by the clef they had ('its two treble bars … to bass clef') say that clef was before", () => {
  assert.deepEqual(read("Version 2 changed its two treble bars, 5 and 6, to bass clef."), [
    "edit clef piece bass",
  ]);
});

test("'According to the read,' names the source of a statement; 'According to the tool,' reports one", () => {
  assert.deepEqual(read("According to the read, bar 8 of the left hand is in treble clef."), [
    "state clef 8-8 treble",
  ]);
  assert.deepEqual(read("According to the tool, bar 8 is in treble clef."), [
    "state clef 8-8 treble (uncertain)",
  ]);
  assert.deepEqual(read("I also got the right hand wrong: it is in bass clef in bars 5 and 6."), [
    "state clef 5-6 bass",
  ]);
});

test("'it' after a sentence naming two bars may be either: one of them alone is not read", () => {
  const said = (text: string) => extractClaims(text, "assistant").at(-1)!;
  assert.match(
    said("Bar 4 was transposed with bar 3. Before the edit it read A5, G5, F♯5, E5.").uncertain ?? "",
    /could not tell which bars 'it' is: the sentence before named bars 4 and 3/,
  );
  // (A sentence naming one place lends it.)
  assert.equal(said("Bar 4 was transposed. Before the edit it read A5, G5, F♯5, E5.").uncertain, undefined);
});

test("a field's staff and part are its own: 'time 4/4, Piano staff 1 treble clef'", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const line = extractClaims("bar 1: key F major, time 4/4, Piano staff 1 treble clef", "read", duo, {
    covers: null,
  });
  const time = line.find((c) => c.subject.property === "time")!;
  assert.deepEqual([time.subject.part, time.subject.staff], [null, null]);
  const clef = line.find((c) => c.subject.property === "clef")!;
  assert.deepEqual([clef.subject.part, clef.subject.staff], ["P2", 1]);
});

test("a clef 'before the barline' of a bar's line is the next bar's", () => {
  assert.deepEqual(read("bar 4: bass clef | F3 C3 (halves), then treble clef before the barline", "read"), [
    "state clef 4-4 bass",
    "state notes 4-4 F3 C3",
    "state clef 5-5 treble",
  ]);
});

test("'leaves the bass clef at bar 3' is what it had before; 'never leaves' is a scope", () => {
  assert.deepEqual(read("The left hand leaves the bass clef at bar 3."), []);
  assert.deepEqual(read("The left hand never leaves the bass clef."), ["state clef piece bass"]);
});

test("'That leaves pedal marks in bars 1 and 2' says what is left, not what was there before", () => {
  assert.deepEqual(read("That leaves pedal marks in bars 1 and 2."), [
    "state pedal 1-1 present",
    "state pedal 2-2 present",
  ]);
});

test("'only leaves the bass clef in bars 9–10' is a scope: bass everywhere else", () => {
  const claims = extractClaims(
    "The left hand only leaves the bass clef in bars 9–10.",
    "assistant",
    withParts(["Piano", 2]),
  );
  assert.deepEqual(claims.map(shape), ["state clef 1-8 bass", "state clef 11-16 bass"]);
});

test("'Your written C5 …, so the piano now sits below you': the person's part, not the piano named after it", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  const claims = extractClaims(
    "Your written C5 in bar 12 sounds as B♭4, so the piano now sits an octave below you.",
    "assistant",
    duo,
  );
  assert.ok(claims.length > 0);
  for (const c of claims) assert.match(c.uncertain ?? "", /could not tell which part 'Your written C5' is/);
});

test("a read line giving one staff two clefs in bars not read opens with neither, whatever a later line places", () => {
  const claims = extractClaims(
    "LH clef by bar — 1: bass; 2: bass; 3: treble; 4: treble; 5: bass; 6: bass. Note: the treble clef applies from bar 3.",
    "read",
    withParts(["Piano", 2]),
    { covers: null, staff: 2 },
  );
  for (const c of claims.filter((c) => c.text.startsWith("LH clef"))) assert.ok(c.uncertain, shape(c));
});

test("'Apart from those, … no pedal' is every bar but those said before; 'as it stands' points at nothing", () => {
  const piano = withParts(["Piano", 2]);
  const said = extractClaims(
    "There are pedal marks in bars 1, 9 and 10. Apart from those, the bars have no pedal marking.",
    "assistant",
    piano,
  ).slice(3);
  assert.deepEqual(said.map(shape), ["state pedal 2-8 absent", "state pedal 11-16 absent"]);
  const heading = extractClaims(
    "So bar 15 now has a p.\n\n### Pedalling as it stands",
    "assistant",
    piano,
  ).at(-1)!;
  assert.equal(heading.subject.bars, null);
});

test("a bar inside an earlier clause about another part is not lent to the next: '…, and the cello starts piano'", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Cello", 1]);
  const claims = extractClaims(
    "The clarinet's entry in bar 2 is marked mezzo-forte, and the cello starts piano.",
    "assistant",
    duo,
  );
  assert.deepEqual(
    claims.map((c) => `${c.value} ${c.uncertain ? "unread" : "read"}`),
    claims.map((c) => `${c.value} ${c.value === "mf" ? "read" : "unread"}`),
  );
  // (A bar fronted for the sentence is both clauses'.)
  const fronted = extractClaims(
    "In bar 2 the clarinet is marked mf, and the cello is marked p.",
    "assistant",
    duo,
  );
  assert.ok(fronted.every((c) => !c.uncertain));
});

test("a read whose line of clefs was not read says nothing of how far a clef 'from bar 3' holds", () => {
  const claims = extractClaims(
    "LH clef by bar — 1: bass; 2: bass; 3: treble; 4: treble; 5: bass; 6: bass. Note: the treble clef printed at the end of bar 2 applies from bar 3.",
    "read",
    withParts(["Piano", 2]),
    { covers: { from: 1, to: 6 }, staff: 2 },
  );
  assert.ok(
    claims.every((c) => c.uncertain),
    claims.map(shape).join("; "),
  );
});

test("'on every system' is the whole piece; 'every bar after the first' is the piece less bars not counted", () => {
  assert.deepEqual(read("The left hand is in bass clef on every system."), ["state clef piece bass"]);
  for (const text of [
    "The left hand is in bass clef in every bar after the first.",
    "The left hand is in bass clef on every system but the last.",
    "The right hand stays in treble clef after the opening bars.",
  ])
    assert.ok(
      extractClaims(text, "assistant").every((c) => c.uncertain?.startsWith("could not tell which bars")),
      text,
    );
  // (Places inside a bar, a mark named by its place, and a bar placed by its number stay read.)
  assert.deepEqual(read("The pp sits in m. 15, right before the final bar."), ["state dynamics 15-15 pp"]);
  assert.deepEqual(read("The only other dynamic after the opening p is the mf at bar 9."), [
    "state dynamics 9-9 p (uncertain)",
    "state dynamics 9-9 mf",
  ]);
  assert.deepEqual(read("It stays in G major from the first bar until the last."), [
    "state key piece G major",
  ]);
});

test("an admission of a wrong answer beside what the score has is no word of the claim", () => {
  assert.deepEqual(read("Bar 9 is f; I gave you the wrong marking a moment ago."), ["state dynamics 9-9 f"]);
});

test("a read saying its changes are listed from the bar where they take effect reads each row as 'from here'", () => {
  const claims = extractClaims(
    "bar | key | time\n1 | F major | 3/4\n5 | B♭ major | -\nChanges are listed from the bar where they take effect.",
    "read",
    withParts(["Piano", 2]),
    { covers: { from: 1, to: 8 } },
  );
  assert.deepEqual(claims.map(shape), [
    "state key 1-4 F major",
    "state time 1-8 3/4",
    "state key 5-8 B-flat major",
  ]);
});

test("a table's 'Change' column holds what the bar changes to, not an instruction", () => {
  assert.deepEqual(
    read("| Bar | Change |\n|---|---|\n| 6 | left hand to treble clef |\n| 9 | key to D major |"),
    ["state clef 6-6 treble", "state key 9-9 D major"],
  );
});

test("a count of a passage is not the piece's length", () => {
  assert.deepEqual(
    read("So the treble passage in the left hand is exactly three bars long, bars 5 to 7."),
    [],
  );
  assert.deepEqual(read("The piece is exactly sixteen bars long."), ["count bar-count piece 16"]);
});

test("a value before a comma and a field of its own does not lead into that field's staff", () => {
  assert.deepEqual(
    extractClaims(
      "bar 1: opens in C major and 4/4, left hand in bass clef, p in the right hand",
      "assistant",
    ).map((c) => `${shape(c)} staff ${c.subject.staff}`),
    ["state key 1-1 C major staff null", "state time 1-1 4/4 staff null", "state clef 1-1 bass staff 2"],
  );
});

test("'the only bar of the first eight with a pedal mark' says nothing of the bars after them", () => {
  const claims = extractClaims(
    "Bar 8 is now the only bar of the first eight with a pedal mark.",
    "assistant",
    withParts(["Piano", 2]),
  );
  assert.ok(claims.some((c) => c.value === "absent"));
  assert.ok(
    claims.filter((c) => c.value === "absent").every((c) => c.uncertain),
    claims.map(shape).join("; "),
  );
});

test("values listed, then their bars listed ('mf, p, f at mm. 1, 5 and 7'), are not paired", () => {
  const claims = extractClaims("The dynamics now run mf, p, f at mm. 1, 5 and 7.", "assistant");
  assert.ok(claims.length > 0);
  assert.ok(
    claims.every((c) => c.uncertain?.startsWith("could not tell which of the bars listed")),
    claims.map(shape).join("; "),
  );
  assert.deepEqual(read("Pedal in bars 1, 5 and 7."), [
    "state pedal 1-1 present",
    "state pedal 5-5 present",
    "state pedal 7-7 present",
  ]);
});

test("'Underneath it, the left hand starts on D3' after a sentence about bar 10 is bar 10's", () => {
  const claims = extractClaims(
    "The right hand of bar 10 begins on A5. Underneath it, the left hand starts on D3.",
    "assistant",
    withParts(["Piano", 2]),
  );
  assert.deepEqual(
    claims.map((c) => `${shape(c)} staff ${c.subject.staff}${c.atEntry ? " at entry" : ""}`),
    ["state notes 10-10 first A5 staff 1", "state notes 10-10 first D3 staff 2"],
  );
});

// The twenty-sixth session's blind sets (hold-746 … hold-766).

const clarinetAndPiano = {
  ...withParts(["Clarinet in B♭", 1], ["Piano", 2]),
  parts: [
    { id: "P1", name: "Clarinet in B♭", staves: 1, transposes: true as const },
    { id: "P2", name: "Piano", staves: 2 },
  ],
};

test("a value a framed one changes into shares its frame; one beside it does not", () => {
  const frames = (text: string) =>
    extractClaims(text, "assistant", clarinetAndPiano)
      .filter((c) => c.subject.property === "key")
      .map((c) => `${c.value} ${c.concert === undefined ? "plain" : c.concert ? "concert" : "written"}`);
  assert.deepEqual(frames("The duo is in F major concert for bars 1–4 and moves to B♭ major at bar 5."), [
    "F major concert",
    "B-flat major concert",
  ]);
  assert.deepEqual(frames("bar 9–16: Concert key F major -> C major").sort(), [
    "C major concert",
    "F major concert",
  ]);
  assert.deepEqual(frames("Key change at bar 9: E♭ major concert, F major in the clarinet part."), [
    "E-flat major concert",
    "F major written",
  ]);
});

test("a key in a clause whose subject is the piece is checked as the piece's too, though the sentence names a part", () => {
  const [key] = extractClaims(
    "The clarinet now has a forte at bar 9, right where the music moves into B♭ major.",
    "assistant",
    clarinetAndPiano,
  ).filter((c) => c.subject.property === "key");
  assert.equal(key!.subject.part, "P1");
  assert.deepEqual(key!.readings, [{ part: null, name: "the piece's sounding key" }]);
  const [own] = extractClaims("From bar 9 the clarinet part is in B♭ major.", "assistant", clarinetAndPiano);
  assert.equal(own!.readings, undefined);
});

test("'X until bar N, where it becomes Y': Y is bar N's, X the bars before", () => {
  assert.deepEqual(read("The time signature is 4/4 until bar 13, where it becomes 3/4."), [
    "state time 13-13 3/4",
  ]);
  assert.deepEqual(read("The key is C major until bar 9, where it switches to G major."), [
    "state key 1-8 C major",
    "state key 9-9 G major",
  ]);
  assert.deepEqual(read("F major until bar 9, where it changes."), ["state key 1-8 F major"]);
});

test("the start of a part's bar is that bar, not the piece's start", () => {
  assert.deepEqual(read("The forte is now on the E5 at the start of the clarinet's bar 11."), [
    "state dynamics 11-11 f",
    "state notes 11-11 E5",
  ]);
  assert.deepEqual(read("The piece is in C major at the start."), ["state key 1-1 C major"]);
});

test("a pedal naming the edit that added it is no pedal mark", () => {
  assert.deepEqual(read("The version my pedal edit saved undid the octave transposition of bar 3."), []);
  assert.deepEqual(read("The pedal marking in bar 3 is still there."), ["state pedal 3-3 present"]);
});

test("a note named as where something was put is what is there, not an edit of the notes", () => {
  assert.deepEqual(read("I added an mf under the C5 in bar 9."), [
    "edit dynamics 9-9 mf",
    "state notes 9-9 C5",
  ]);
  assert.deepEqual(read("I moved bar 9 up to C5."), ["edit notes 9-9 C5"]);
});

test("a headline after a version's label is that save's edit", () => {
  const [c] = extractClaims("- Version 3: pedal added to bars 9–10.", "assistant");
  assert.equal(shape(c!), "edit pedal 9-10 added");
  assert.equal(c!.savedIn, 3);
  assert.deepEqual(read("Version 3: bass clef in bars 5–6."), ["state clef 5-6 bass"]);
});

test("a list written on one line is read item by item", () => {
  const claims = extractClaims(
    "Here's a summary. - It rests for the first two bars. - The time is 3/4 throughout. - The melody fills bar 12.",
    "assistant",
  );
  const time = claims.find((c) => c.subject.property === "time");
  assert.equal(time?.text, "The time is 3/4 throughout.");
  assert.equal(time?.uncertain, undefined);
});

test("'with no flat' after a note is the note's accidental, not the key signature", () => {
  assert.deepEqual(
    read("Bar 8 of the right hand now starts on E5, with no flat.").filter((c) => c.startsWith("state key")),
    [],
  );
  assert.deepEqual(read("C major, no sharps or flats."), ["state key piece C major"]);
});

test("'its first note' put at the piece's start after another bar was said may be that bar's", () => {
  const [first] = extractClaims(
    "From the rendered page, bar 4 is the first bar of the left hand in treble clef. Its first note is D3.",
    "assistant",
    withParts(["Piano", 2]),
  ).filter((c) => c.subject.property === "notes");
  assert.match(
    first!.uncertain ?? "",
    /could not tell whether 'Its first note' speaks of the piece or of the bars said before/,
  );
});

test("'the bars from 13 on' are bar 13 on; a number where a bar would be, unread, leaves the claim unplaced", () => {
  assert.deepEqual(read("The bars from 13 on are in 9/8."), ["state time 13-13 9/8"]);
  assert.deepEqual(read("The key is G major from 13 on."), ["state key piece G major (uncertain)"]);
});

test("a clef beside the note a hand ends on, and an instrument's lowest note beside another pitch, are not read", () => {
  assert.deepEqual(read("Left hand ends on F3, in treble clef."), [
    "state notes piece last F3",
    "state clef piece treble (uncertain)",
  ]);
  assert.deepEqual(read("D3 is below the clarinet's lowest written note, E3."), [
    "state notes piece D3 (uncertain)",
    "state notes piece bottom E3 (uncertain)",
  ]);
  assert.deepEqual(read("The left hand's lowest note is G2."), ["state notes piece bottom G2"]);
});

test("'No dynamic added.' is no edit of the dynamics, not a piece without them", () => {
  assert.deepEqual(read("No dynamic added."), ["no-change dynamics piece null"]);
  assert.deepEqual(read("No pedal added in bar 3."), ["no-change pedal 3-3 null"]);
});

// Classes from hold-791 … hold-798.
const sixteen = withParts(["Piano", 2]);
const twelve = { ...sixteen, lastBar: 12, barCount: 12 };
const placed = (text: string, score = sixteen, question?: string): string[] =>
  extractClaims(text, "assistant", score, { question }).map(shape);

test("'ending in' a value is the last bar; an edge no rule places leaves the claim unplaced", () => {
  assert.deepEqual(placed("12 bars, ending in 2/4.", twelve), ["state time 12-12 2/4"]);
  assert.deepEqual(placed("Twelve bars, the final one in 2/4.", twelve), [
    "state time piece 2/4 (uncertain)",
  ]);
});

test("'the rest is 4/4' is the bars the message did not name, and unplaced where those are not read", () => {
  assert.deepEqual(placed("Bars 13-16 are in 3/4. The rest is 4/4."), [
    "state time 13-16 3/4",
    "state time 1-12 4/4",
  ]);
  assert.deepEqual(placed("The second half is in 3/4. The rest is 4/4."), [
    "state time piece 3/4 (uncertain)",
  ]);
});

test("'the last four' before a key or time is the piece's last four bars, unless bars were numbered before", () => {
  assert.deepEqual(placed("Sixteen bars, with the last four in 4/4."), ["state time 13-16 4/4"]);
  assert.deepEqual(placed("16 bars. First twelve in 3/4."), [
    "count bar-count piece 16",
    "state time 1-12 3/4",
  ]);
  assert.deepEqual(placed("The last four are in treble clef."), ["state clef piece treble (uncertain)"]);
  assert.deepEqual(placed("12 bars; the last one is in 2/4.", twelve), ["state time piece 2/4 (uncertain)"]);
  assert.deepEqual(placed("Bars 9-16 are the second half. The last four are in G major."), [
    "state key 13-16 G major (uncertain)",
  ]);
  assert.deepEqual(placed("No, the f at bar 9 is the last one."), ["state dynamics 9-9 f"]);
});

test("an answer may answer either question where one names a staff and another asks of the piece", () => {
  const question = "What's the top note of the piece? And how low does the left hand go in bar 7?";
  assert.ok(placed("E5, in bar 9.", sixteen, question).every((c) => c.endsWith("(uncertain)")));
  assert.deepEqual(placed("Bar 3: bass.", sixteen, "Left-hand clef in bar 3? And how long is the piece?"), [
    "state clef 3-3 bass",
  ]);
});

test("'never' in a clause of another staff may be the whole staff, not the bars the sentence named", () => {
  const [, never] = extractClaims(
    "Range: the RH tops out at G6 in m. 1, and the LH never goes below G2.",
    "assistant",
    sixteen,
  ).filter((c) => c.subject.staff === 2 || c.value === "≥G2");
  assert.equal(never, undefined);
  const lh = extractClaims(
    "Range: the RH tops out at G6 in m. 1, and the LH never goes below G2.",
    "assistant",
    sixteen,
  ).find((c) => c.subject.staff === 2)!;
  assert.deepEqual(
    lh.readings?.map((r) => r.name),
    ["the whole part"],
  );
});

test("a staff's or a version's number before 'bars' counts nothing", () => {
  assert.deepEqual(
    extractClaims("Versions: 1 (original), 3 (set_clef staff 2 bars 5-7).", "read").filter(
      (c) => c.kind === "count",
    ),
    [],
  );
});

// Classes from hold-799 … hold-806.
const saxAndPiano = withParts(["Alto Saxophone in E♭", 1], ["Piano", 2]);

test("'a standard pedalboard runs from C2' speaks of any instrument, not this score", () => {
  assert.deepEqual(placed("You're quite right that a standard pedalboard runs from C2 upwards."), []);
});

test("'…, which coincides with the move to E-flat major' says what else happens there", () => {
  assert.deepEqual(
    placed("Bar 7 has a mezzo-forte under the upper staff, which coincides with the move to E-flat major."),
    ["state dynamics 7-7 mf", "state key 7-7 E-flat major"],
  );
});

test("a clef name that 'comes in' where no part has that name may be the clef", () => {
  const cello = { ...withParts(["Violoncello", 1]), lastBar: 12, barCount: 12 };
  assert.deepEqual(placed("Tenor comes in at m. 4.", cello), ["state notes 4-4 played (uncertain)"]);
  assert.deepEqual(placed("The tenor enters at bar 3.", withParts(["Tenor", 1], ["Bass", 1])), [
    "state notes 3-3 played",
  ]);
});

test("a bar said to be 'a full 4/4 bar' is in 4/4; 'shifts' and 'alter' are read", () => {
  assert.deepEqual(placed("Bar 12 itself is still a full 4/4 bar."), ["state time 12-12 4/4"]);
  assert.deepEqual(placed("Also the key shifts to D major at bar 9."), ["state key 9-9 D major"]);
  assert.deepEqual(placed("I didn't alter any of the notes."), ["no-change notes piece null"]);
});

test("a hand the turn before named is the keyboard's staff, beside another part with one staff", () => {
  const [c] = extractClaims("You're right: bar 6 is in bass clef.", "assistant", saxAndPiano, {
    question: "That's not what your read says — it lists bar 6 as bass.",
    before: "Which clef is the piano's right hand in at bar 6, and at bar 7?",
  });
  assert.deepEqual(c?.readings, [{ part: "P2", staff: 1, name: "staff 1, which the turn before spoke of" }]);
});

test("'its' after a part named aside, where the question asked of another part, may be either", () => {
  const [first] = extractClaims(
    "At bar 10 the saxophone is written in E major. That corresponds to concert D major, the key the piano is in. Its first note in bar 10 is a written A5.",
    "assistant",
    saxAndPiano,
    { question: "What's the saxophone's key signature at bar 10, and what's its first note there?" },
  ).filter((c) => c.subject.property === "notes");
  assert.match(first?.uncertain ?? "", /could not tell which part 'Its' is/);
});

test("notes in groups joined by 'then' over as many bars are a group a bar; a restore's version saved nothing", () => {
  const claims = extractClaims(
    "Bars 9–10 are restored to version 2: G4, B♭4 and E♭5, then a held E♭5.",
    "assistant",
    sixteen,
  );
  assert.deepEqual(claims.map(shape), [
    "edit other 9-10 restored version 2",
    "edit notes 9-9 G4 Bb4 Eb5",
    "edit notes 10-10 Eb5",
  ]);
  assert.ok(claims.every((c) => c.savedIn === undefined));
});

// Classes from hold-807 … hold-814.
const clarinetPiano = {
  ...withParts(["Clarinet in B♭", 1], ["Piano", 2]),
  parts: [
    { id: "P1", name: "Clarinet in B♭", staves: 1, transposes: true as const },
    { id: "P2", name: "Piano", staves: 2 },
  ],
};

test("'It starts and stops within that bar' is a mark's span, not the piece's start", () => {
  const claims = extractClaims(
    "Yes — just one pedal, in bar 9.\nIt starts and stops within that bar, right where the key changes to B♭ major.",
    "assistant",
    clarinetPiano,
    { question: "Is there any pedal in the piano after bar 8?" },
  ).filter((c) => c.subject.property === "key");
  assert.deepEqual(
    claims.map((c) => c.subject.bars),
    [{ from: 9, to: 9 }],
  );
});

test("'no other pedal until bar 9' is none before bar 9, where the next one comes", () => {
  assert.deepEqual(placed("There is no pedal until bar 9."), ["state pedal 1-8 absent"]);
});

test("'In between' places nothing the rules read", () => {
  assert.match(placed("In between, the right hand has no dynamics at all.").join(), /\(uncertain\)/);
});

test("a list's 'Before:' line is checked against the score before the save", () => {
  const [before, now] = extractClaims(
    "The octave drop in bar 3 was saved as version 5.\n\n**Right hand, bar 3**\n- Before: D5 B4 G4\n- Now: D4 B3 G3",
    "assistant",
    sixteen,
  ).filter((c) => c.kind === "state");
  assert.equal(before?.before, true);
  assert.equal(now?.before, undefined);
});

test("'No other dynamics' after a question that set one apart leaves that one out too: not read", () => {
  const claims = extractClaims(
    "Yes, there's an f at bar 9.\nNo other dynamics appear in the piece.",
    "assistant",
    sixteen,
    {
      question: "Is there any dynamic marking apart from the opening p?",
    },
  ).filter((c) => c.value === "absent");
  assert.ok(claims.length > 0 && claims.every((c) => /question set some apart/.test(c.uncertain ?? "")));
});

test("'p throughout' is the level in every bar, which a p somewhere does not show: not read", () => {
  assert.deepEqual(placed("Dynamics: p throughout"), ["state dynamics piece p (uncertain)"]);
  assert.deepEqual(placed("Bar 1 is marked p."), ["state dynamics 1-1 p"]);
});

test("a read's table row for 'all' parts gives every part's time", () => {
  const times = extractClaims(
    "Changes by bar:\n| from bar | part | key (as written) | time |\n|---|---|---|---|\n| 1 | Clarinet in B♭ | G major | 4/4 |\n| 1 | Piano | F major | 4/4 |\n| 13 | all | | 3/4 |",
    "read",
    clarinetPiano,
    { covers: null },
  ).filter((c) => c.subject.property === "time");
  assert.deepEqual(
    times.map((c) => [c.subject.part, c.subject.bars, c.value]),
    [
      ["P1", { from: 1, to: 12 }, "4/4"],
      ["P2", { from: 1, to: 12 }, "4/4"],
      [null, { from: 13, to: 16 }, "3/4"],
    ],
  );
});

// Classes from hold-815 … hold-822.
test("'…; the score view may just need reloading' is what the person's copy shows", () => {
  assert.deepEqual(
    placed("The left hand has pedal in bars 9 and 10; the score view may just need reloading."),
    ["state pedal 9-9 present", "state pedal 10-10 present"],
  );
});

test("a row whose cells each open with their staff is a clause a cell", () => {
  assert.deepEqual(placed("Bar 3 | staff 1 treble | staff 2 bass"), [
    "state clef 3-3 treble",
    "state clef 3-3 bass",
  ]);
});

test("'The left hand starts there on D2' starts at the place said, not at the piece's first bar", () => {
  const [c] = extractClaims(
    "D major, from bar 9 on. The left hand starts there on D2.",
    "assistant",
    sixteen,
    {
      question: "Key and time at bar 13?",
    },
  ).filter((x) => x.subject.property === "notes");
  assert.notDeepEqual(c?.subject.bars, { from: 1, to: 1 });
});

test("numbers under a label saying they are bars ('Key by bar: 1-8 G major, 9-12 E-flat major') are bars", () => {
  assert.deepEqual(placed("Key by bar: 1-8 G major, 9-12 E-flat major."), [
    "state key 1-8 G major",
    "state key 9-12 E-flat major",
  ]);
});

// Classes from hold-823 … hold-830.
test("'the whole way' after the stretch the question asked about, said again, may be that stretch", () => {
  const claims = extractClaims(
    "The LH stays in the F clef from m. 4 through m. 8. Key sig is one sharp the whole way, and it's common time.",
    "assistant",
    sixteen,
    { question: "What's the LH clef doing in mm. 4-8?" },
  ).filter((c) => c.subject.property !== "clef");
  assert.deepEqual(
    claims.map((c) => c.readings?.map((r) => r.name)),
    [["bars 4–8, the stretch the question asked about"], ["bars 4–8, the stretch the question asked about"]],
  );
  assert.deepEqual(placed("Bars 1-4 are marked p. The piece is in 3/4 throughout."), [
    "state dynamics 1-4 p",
    "state time piece 3/4",
  ]);
});

test("a stretch no rule numbers ('The D major opening is untouched.') is not the whole piece", () => {
  assert.deepEqual(placed("The D major opening is untouched."), ["no-change key piece null (uncertain)"]);
  assert.deepEqual(placed("The left hand is untouched."), ["no-change other piece null"]);
});

test("one pitch said against another ('A6 is above C6') says nothing of the score", () => {
  assert.deepEqual(placed("You're right, and sorry about that — A6 is above C6, not below it."), []);
});

test("a peak with its noun left out is of the line the peak before it was", () => {
  const organ = withParts(["Organ", 3]);
  const [, highest] = extractClaims(
    "The lowest pedal note is now F1, in bar 3. The highest is still C3, in bar 9.",
    "assistant",
    organ,
    { question: "What's the lowest pedal note in the piece now?" },
  ).filter((c) => /^(?:top|bottom) /.test(c.value ?? ""));
  assert.equal(highest?.subject.staff, 3);
  assert.deepEqual(placed("The highest is C5."), ["state notes piece top C5"]);
});

test("a read's 'treble / bass clefs' gives each staff its clef before what the line covers is worked out", () => {
  const clefs = extractClaims(
    "Changes (each line holds from here):\nBar 1: Piano treble / bass clefs, key F major, 3/4\nBar 5: Piano staff 2 treble clef",
    "read",
    sixteen,
    { covers: null },
  ).filter((c) => c.subject.property === "clef");
  assert.deepEqual(
    clefs.map((c) => [c.subject.staff, c.subject.bars, c.value]),
    [
      [1, { from: 1, to: 16 }, "treble"],
      [2, { from: 1, to: 4 }, "bass"],
      [2, { from: 5, to: 16 }, "treble"],
    ],
  );
});

// Classes from hold-831 … hold-838.
test("'The clarinet enters piano' is the dynamic, not the piano part", () => {
  const [c] = extractClaims("The clarinet enters piano, with a p in bar 3.", "assistant", clarinetPiano);
  assert.notEqual(c?.subject.part, "P2");
  assert.equal(
    extractClaims("The piano enters in bar 3.", "assistant", clarinetPiano)[0]?.subject.part,
    "P2",
  );
});

test("'the lowest note on a B♭ clarinet' speaks of the instrument, not this part", () => {
  assert.deepEqual(
    extractClaims("Written E3 is the lowest note on a B♭ clarinet.", "assistant", clarinetPiano).map(shape),
    [],
  );
});

// Classes from hold-839 … hold-846.
test("habit and taste said outright are no claims about the score, whatever they name beside", () => {
  for (const text of [
    "Clarinet parts are written in treble clef as a rule.",
    "Ledger lines below the treble staff are usually easy enough to read at this tempo.",
    "Both hands in bass clef usually means the pianist is comping low for a moment.",
    "Most student players are comfortable up to about C6.",
    "Twelve bars is the usual length of a blues chorus.",
    "Any full-size piano goes down to A0, so that's well within range.",
    "A pp ending with a dry sound is a lovely way to let a barcarolle fade out.",
    "It's a nice touch to let the manuals open alone before the pedal enters.",
    "Low octaves like that sound best with a touch of pedal.",
    "Low passages like that are easier to read in bass clef.",
  ])
    assert.deepEqual(extractClaims(text, "assistant", clarinetPiano).map(shape), [], text);
  assert.notDeepEqual(placed("The left hand is usually in bass clef in bars 1–8."), []);
  assert.notDeepEqual(placed("The left hand is in bass clef."), []);
});

test("a clef, key or time as the subject of how it is felt or what a kind of piece uses is no claim", () => {
  for (const text of [
    "Bass clef in that register does mean a few ledger lines above the staff.",
    "6/8 lilts in two, where 3/4 counts in three, so expect it to feel quite different.",
    "3/4 is the waltz's home meter, of course.",
    "6/8 is the classic barcarolle meter, with the lilt of the gondolier's stroke.",
  ])
    assert.deepEqual(placed(text), [], text);
  assert.deepEqual(placed("6/8 is the time in bars 1–8."), ["state time 1-8 6/8"]);
});

test("a reply to a clef answer disputed in bare clef names reads them as clefs", () => {
  const said = extractClaims(
    "You're right, sorry. Bar 4 is bass. Treble covers bars 5–6 only.",
    "assistant",
    sixteen,
    {
      question: "That's wrong — the left hand in bar 4 is bass.",
      before: "Which clef is the piano left hand in at bar 4?",
    },
  ).map(shape);
  assert.deepEqual(said, ["state clef 4-4 bass", "state clef 5-6 treble"]);
  assert.deepEqual(
    extractClaims("Bar 4 is bass.", "assistant", sixteen, {
      question: "That's wrong — the left hand in bar 4 is bass.",
      before: "What's the lowest note of the left hand?",
    }).map(shape),
    [],
    "no clef asked about before",
  );
});

test("a staff named in a request's condition is not the staff the answer speaks of", () => {
  const rows = extractClaims(
    "| Bar | Before | Now |\n|---|---|---|\n| 13 | D5 F#5 | D4 F#4 |",
    "assistant",
    sixteen,
    {
      question: "Maybe, but only if it doesn't clash with the left hand.",
    },
  );
  assert.deepEqual(
    rows.map((c) => c.subject.staff),
    [null, null],
  );
});

test("a table's first row of column names is its header without a rule under it; 'Left' under 'Hand' is the left hand", () => {
  const options = extractClaims(
    "Options:\n| Option | What changes |\n| A | RH in bass clef for mm. 15–16 |\n| B | leave the RH in treble |\nWant me to do A?",
    "assistant",
    sixteen,
  );
  assert.ok(
    options.every((c) => c.uncertain !== undefined),
    options.map(shape).join("; "),
  );
  const hands = extractClaims(
    "| Hand | Lowest | Highest |\n|---|---|---|\n| Right | G4 | A5 |\n| Left | G2 | D5 |",
    "assistant",
    sixteen,
  );
  assert.deepEqual(
    hands.map((c) => [c.subject.staff, c.value]),
    [
      [1, "bottom G4"],
      [1, "top A5"],
      [2, "bottom G2"],
      [2, "top D5"],
    ],
  );
});

// Classes from hold-847 … hold-854.
test("'they start on' after bars named is those bars' first note, not the staff's entry", () => {
  const [, start] = extractClaims(
    "Bars 5-6 of the right hand are now an octave higher. They now start on C6.",
    "assistant",
    sixteen,
  );
  assert.deepEqual([start?.subject.bars, start?.atEntry], [{ from: 5, to: 5 }, undefined]);
});

test("a key, clef or time said of 'its' after bars named is read of those bars too", () => {
  const [, , its] = extractClaims(
    "From your score, the last bar is in 4/4. The right hand's last note is D6. Its key signature has three sharps now.",
    "assistant",
    sixteen,
  );
  assert.deepEqual(
    its?.readings?.map((r) => r.bars),
    [{ from: 16, to: 16 }],
  );
  assert.equal(
    placed("It stays in 3/4 for all 16 bars.", sixteen).length,
    1,
    "every bar said in other words",
  );
  assert.equal(
    extractClaims("Bar 3 is in 4/4. It stays in 3/4 for all 16 bars.", "assistant", sixteen)[1]?.readings,
    undefined,
  );
});

test("'exactly as before' is no change; 'those bars' no earlier sentence names leaves the no-change unplaced", () => {
  assert.deepEqual(placed("The notes, dynamics and clefs in bars 11-12 are exactly as before."), [
    "no-change notes 11-12 null",
    "no-change clef 11-12 null",
    "no-change dynamics 11-12 null",
  ]);
  assert.deepEqual(placed("Bars 1 to 10 are in G major, as before."), ["state key 1-10 G major"]);
  assert.deepEqual(placed("The dynamics in those bars are unchanged.", sixteen, "Add pedal to bars 11-12."), [
    "no-change dynamics piece null (uncertain)",
  ]);
});

// Classes from hold-855 … hold-862.
test("'No forte was added.' is no change; it says neither that an f is there nor that none is", () => {
  assert.deepEqual(placed("No forte was added."), ["no-change dynamics piece null"]);
  assert.deepEqual(placed("The pp at bar 15 is untouched."), [
    "no-change dynamics 15-15 null",
    "state dynamics 15-15 pp",
  ]);
});

test("a read's 'Clef treble / treble' gives the name to each staff, so a later row's clef ends the one before", () => {
  const clefs = extractClaims(
    "| Part | From bar | Clef |\n| Piano | 1 | treble / bass |\n| Piano | 7 | treble / treble |\n| Piano | 9 | treble / bass |",
    "read",
    twelve,
    { covers: { from: 1, to: 12 } },
  ).filter((c) => c.subject.staff === 2);
  assert.deepEqual(
    clefs.map((c) => [c.subject.bars, c.value]),
    [
      [{ from: 1, to: 6 }, "bass"],
      [{ from: 7, to: 8 }, "treble"],
      [{ from: 9, to: 12 }, "bass"],
    ],
  );
});

// Classes from hold-863 … hold-870.
test("'Here is the pedalling from the page.' over a table says what the table holds", () => {
  assert.deepEqual(
    placed("Sure, here is the pedalling from the page.", sixteen, "Which bars have pedal now?"),
    [],
  );
  assert.deepEqual(placed("Here are the dynamics: p in bar 1."), ["state dynamics 1-1 p"]);
});

test("'starts on' to a question asking where a bar starts is that bar's; a staff's clause after it starts too", () => {
  const claims = extractClaims(
    "The left hand starts on F3 and the right hand on B♭4.",
    "assistant",
    sixteen,
    {
      question: "What's the LH downbeat in m. 11, and where does the RH start in that bar?",
    },
  );
  assert.deepEqual(
    claims.map((c) => [c.subject.staff, c.subject.bars, c.value]),
    [
      [2, { from: 11, to: 11 }, "first F3"],
      [1, { from: 11, to: 11 }, "first Bb4"],
    ],
  );
});

test("'starts every bar from 1 to 3 on F2' is said of each bar's first note", () => {
  const [c] = extractClaims("The LH starts every bar from 1 to 3 on F2.", "assistant", sixteen);
  assert.equal(c?.eachBar, true);
  assert.equal(
    extractClaims("The LH starts bars 1 to 3 on F2.", "assistant", sixteen)[0]?.eachBar,
    undefined,
  );
});

test("in a read, a label naming no bars after the line's bar label is of that bar", () => {
  const rests = extractClaims(
    "Bar 11: 4/4.\nBar 12: 4/4. RH: whole-bar rest.\nBar 13: 3/4.",
    "read",
    sixteen,
    {
      covers: { from: 11, to: 13 },
    },
  ).filter((c) => c.subject.property === "notes");
  assert.deepEqual(
    rests.map((c) => [c.subject.staff, c.subject.bars, c.value]),
    [[1, { from: 12, to: 12 }, "absent"]],
  );
});

// Classes from hold-871 … hold-878.
test("'the C clef' with no line named is any C clef", () => {
  const cello = withParts(["Cello", 1]);
  const [, printed] = extractClaims(
    "M. 4 is already in the tenor clef, since the C clef is printed right at the end of that bar.",
    "assistant",
    cello,
  );
  assert.equal(printed?.value, "soprano|mezzo-soprano|alto|tenor|baritone");
  assert.deepEqual(placed("Bar 3 has a C clef on the fourth line.", cello), ["state clef 3-3 tenor"]);
});

test("'throughout' beside 'at the start' places none of the sentence's unplaced values", () => {
  assert.ok(
    extractClaims(
      "The clarinet is in treble clef throughout, with a written key of G major and 4/4 time at the start.",
      "assistant",
      clarinetPiano,
    ).every((c) => c.uncertain !== undefined),
  );
  assert.deepEqual(placed("It is in 4/4 at the start."), ["state time 1-1 4/4"]);
});

test("'the same change' said of no bars points at a change said before", () => {
  const [c] = extractClaims(
    "In the clarinet part the same change shows up as a written key of C major.",
    "assistant",
    clarinetPiano,
  );
  assert.match(c?.uncertain ?? "", /the same change/);
});

test("one pitch said to be another, with one frame word for both, is not read", () => {
  const horn = withParts(["Horn in F", 1]);
  const said = extractClaims(
    "Sounding, the D♭5 at the start of bar 14 is a G♭4, since the horn in F sounds a fifth lower.",
    "assistant",
    horn,
  );
  assert.ok(said.length > 0 && said.every((c) => c.uncertain !== undefined));
  assert.ok(
    extractClaims("The written D5 in bar 3 is a concert C5.", "assistant", horn).every(
      (c) => c.uncertain === undefined,
    ),
  );
});

// Classes from hold-879 … hold-886.
test("'Only bar 6 got a pedal mark' says what the edit gave, not that no other bar has one", () => {
  assert.deepEqual(placed("Only bar 6 got a pedal mark, and bar 7 has none."), [
    "state pedal 6-6 present",
    "state pedal 1-5 absent (uncertain)",
    "state pedal 8-16 absent (uncertain)",
    "state pedal 7-7 absent",
  ]);
});

test("'Yes, that works.' to 'Could bars 5-8 go to B♭ major?' says the change could be made", () => {
  assert.deepEqual(placed("Yes, that works.", sixteen, "Could bars 5-8 go to B flat major instead?"), []);
  assert.deepEqual(placed("Yes.", sixteen, "Is bar 5 in B flat major?"), ["state key 5-5 B-flat major"]);
  assert.deepEqual(placed("B♭ major is a major third below D major."), []);
  assert.deepEqual(placed("E minor is the relative minor of G major."), []);
});

test("'Opens in C major.' with its subject left out is the first bar", () => {
  assert.deepEqual(placed("Opens in C major."), ["state key 1-1 C major"]);
  assert.deepEqual(placed("Starts on D5, bar 3."), ["state notes 3-3 first D5"]);
});

// Classes from hold-887 … hold-894.
test("a read's lower-case label after a full stop starts a sentence: '… F5. staff 2: bass clef'", () => {
  const notes = extractClaims(
    "bar 5: staff 1: dynamic mf; notes C5 D5 E5 F5. staff 2: bass clef; notes C4 E4.",
    "read",
    sixteen,
    { covers: { from: 5, to: 5 } },
  ).filter((c) => c.subject.property === "notes");
  assert.deepEqual(
    notes.map((c) => [c.subject.staff, c.value]),
    [
      [1, "C5 D5 E5 F5"],
      [2, "C4 E4"],
    ],
  );
});

test("a pitch said 'after' or 'before' the last note is another note", () => {
  assert.deepEqual(placed("The right hand's last note in bar 12 is F5, after a D5 on the first beat."), [
    "state notes 12-12 last F5",
    "state notes 12-12 D5 (uncertain)",
  ]);
});

// Classes from hold-895 … hold-902.
test("'from a written C5 to a written D5' is the value before and the value after", () => {
  const [edit, before] = extractClaims(
    "Done: I raised the clarinet's bar 12 from a written C5 to a written D5.",
    "assistant",
    clarinetPiano,
  );
  assert.deepEqual(
    [edit?.kind, edit?.value, edit?.was, before?.kind, before?.value],
    ["edit", "D5", "C5", "state", "C5"],
  );
});

// Classes from hold-903 … hold-910.
test("an instrument's range, and what follows from a remark about music, are no claims", () => {
  assert.deepEqual(read("That's still well above the bottom of the clarinet's range, written E3."), []);
  assert.deepEqual(
    read(
      "A B♭ clarinet sounds a major second lower than written, so a written G major always sounds as F major.",
    ),
    [],
  );
  assert.deepEqual(read("4/4 is by far the most common meter for a piece like this."), []);
  assert.deepEqual(read("The tenor clef is mostly used by cellos, so it is unusual on a piano staff."), []);
  assert.deepEqual(read("Pedal lines in chorale preludes tend to stay in the lower octave."), []);
  assert.deepEqual(read("A held pedal on the last chord helps the ending ring."), []);
  assert.deepEqual(
    read("D major lies a fifth above G, so the modulation now reaches further from the home key."),
    [],
  );
  // (A consequence of a claim about this score is read as one.)
  assert.deepEqual(read("Bar 5 is in 3/4, so bar 6 is in 3/4 too."), [
    "state time 5-5 3/4",
    "state time 6-6 3/4",
  ]);
});

test("'Yes.' to a question whether a mark is gone says it is absent; 'No.' says nothing read", () => {
  const said = (question: string, reply: string) =>
    extractClaims(reply, "assistant", undefined, { question }).map(shape);
  assert.deepEqual(said("Is the pedal in bars 9-10 gone?", "Yes."), ["state pedal 9-10 absent"]);
  assert.deepEqual(said("Is the pedal in bars 9-10 gone?", "No."), []);
  assert.deepEqual(said("Is there pedal in bars 9-10?", "No."), ["state pedal 9-10 absent"]);
});

test("'the last bars' with no number is no place; numbered, it is the bars numbered", () => {
  assert.deepEqual(read("The last bars are in 3/4."), ["state time piece 3/4 (uncertain)"]);
  assert.deepEqual(read("The time signature is 4/4, with a change to 3/4 at bar 12 for the last bars."), [
    "state time 1-11 4/4",
    "state time 12-12 3/4",
  ]);
  assert.deepEqual(read("The closing bars 11 and 12 are in 4/4."), ["state time 11-12 4/4"]);
  assert.deepEqual(placed("The last bar is in 3/4."), ["state time 16-16 3/4"]);
});

test("the whole piece said with its bars numbered ('all the way through, from bar 1 to bar 16') is read", () => {
  assert.deepEqual(placed("No, the left hand is in bass clef all the way through, from bar 1 to bar 16."), [
    "state clef piece bass",
  ]);
  assert.deepEqual(placed("The left hand is in bass clef throughout, from bar 1 to bar 8."), [
    "state clef piece bass (uncertain)",
  ]);
});

test("'the clef you are seeing' names the clef", () => {
  assert.deepEqual(
    placed("The treble clef you are seeing sits in bar 4, so the left hand of bar 4 is in treble clef."),
    ["state clef 4-4 treble"],
  );
});

// Classes from hold-911 … hold-926.
test("the dynamic a part starts at, beside another it has at a bar, is not that bar's", () => {
  assert.deepEqual(placed("The piano starts at p and has an f at bar 9."), ["state dynamics 9-9 f"]);
  assert.deepEqual(placed("The dynamics begin at piano and rise to forte at bar 9."), [
    "state dynamics piece p",
    "state dynamics 9-9 f",
  ]);
});

test("'the first 8' in a question about notes is bars 1–8", () => {
  assert.deepEqual(placed("The RH tops out at G5, in bar 5.", sixteen, "Highest RH note in the first 8?"), [
    "state notes 1-8 top G5",
  ]);
});

test("'as we set them' says what the score has, not an edit of this turn", () => {
  assert.deepEqual(
    placed("The clefs are as we set them: treble in bar 12 of the LH, bass from bar 13 to the end."),
    ["state clef 12-12 treble", "state clef 13-16 bass"],
  );
});

test("an 'only' mark set apart from one the sentence does not number leaves the other bars unread", () => {
  assert.deepEqual(
    placed("The p in bar 9 is the only dynamic in the right hand apart from the p before the change."),
    [
      "state dynamics 9-9 p",
      "state dynamics 1-8 absent (uncertain)",
      "state dynamics 10-16 absent (uncertain)",
    ],
  );
  // ("at the opening" is bar 1, set apart.)
  assert.deepEqual(
    placed("The p in bar 9 is now the only dynamic in the right hand apart from the p at the opening."),
    ["state dynamics 9-9 p", "state dynamics 2-8 absent", "state dynamics 10-16 absent"],
  );
  assert.deepEqual(placed("M. 12 is now the only bar with ped apart from m. 1."), [
    "state pedal 12-12 present",
    "state pedal 2-11 absent",
    "state pedal 13-16 absent",
  ]);
});

test("a transposition beside another value of the same edit is read too", () => {
  assert.deepEqual(placed("Done: the LH in m. 3–4 is now an octave lower and in F clef."), [
    "edit notes 3-4 transposed -12",
    "edit clef 3-4 bass",
  ]);
});

test("a concert value and a written one are two frames, not an opening value and its change", () => {
  const horn = {
    ...withParts(["Horn in F", 1]),
    parts: [{ id: "P1", name: "Horn in F", staves: 1, transposes: true as const }],
  };
  const claims = extractClaims(
    "Written: E♭ major. Concert: B♭ major. Written E♭ major starts at bar 5.",
    "assistant",
    horn,
    { question: "What written key is bar 6 in? And concert?" },
  );
  const concert = claims.find((c) => c.text === "Concert: B♭ major.")!;
  assert.equal(concert.subject.bars, null);
  assert.match(concert.uncertain ?? "", /which bars 'B-flat major' is said of is not said/);
});

// Classes from hold-927 … hold-934.
test("a place pointed at by what a sentence before held is not placed, unless the sentence numbers its own", () => {
  assert.deepEqual(placed("Under that rest, the left hand holds a single D3."), [
    "state notes piece only D3 (uncertain)",
  ]);
  assert.deepEqual(placed("The right hand rests for the whole of bar 12, and the p sits under that rest."), [
    "state notes 12-12 absent",
    "state dynamics 12-12 p",
  ]);
});

test("'only' beside 'was saved' may speak of the edit: the other bars are not read", () => {
  assert.deepEqual(placed("Only the left-hand pedal in bar 5 was saved, as version 2."), [
    "state pedal 5-5 present",
    "state pedal 1-4 absent (uncertain)",
    "state pedal 6-16 absent (uncertain)",
  ]);
});

test("the dynamic a part opens at, before another predicate naming bars, is not those bars'", () => {
  assert.deepEqual(placed("The sax opens mf and rests for the whole of bar 6."), ["state notes 6-6 absent"]);
});

// Classes from hold-935 … hold-942.
test("a staff named for another note beside the value is that note's, not the value's", () => {
  assert.deepEqual(placed("The LH's last note in bar 16 is a low C2 under the F in the RH."), [
    "state notes 16-16 last C2",
  ]);
  assert.equal(
    extractClaims("The LH's last note in bar 16 is a low C2 under the F in the RH.", "assistant", sixteen)[0]
      ?.subject.staff,
    2,
  );
  assert.deepEqual(
    extractClaims("Bar 12 is an F4 in the right hand over an F1 in the left.", "assistant", sixteen).map(
      (c) => [c.subject.staff, c.value],
    ),
    [
      [1, "F4"],
      [2, "F1"],
    ],
  );
});

test("'no pedal was actually added' is a no-change", () => {
  assert.deepEqual(placed("But no pedal was actually added in bars 9–10."), ["no-change pedal 9-10 null"]);
});

test("a dynamic 'at the opening' or 'at the beginning' is the first bar's", () => {
  assert.deepEqual(placed("The dynamics are p at the opening and f at bar 9."), [
    "state dynamics 1-1 p",
    "state dynamics 9-9 f",
  ]);
  assert.deepEqual(placed("Right hand: p at the beginning, f at m. 9."), [
    "state dynamics 1-1 p",
    "state dynamics 9-9 f",
  ]);
  // ("… as it did at the opening" compares; it places nothing.)
  assert.deepEqual(placed("At m. 8 the LH is back in the F clef, reading just as it did at the opening."), [
    "state clef 8-8 bass",
  ]);
});

// Classes from hold-943 … hold-950.
test("'the only earlier dynamic' is only before a place said before: the other bars are not read", () => {
  assert.deepEqual(placed("The only earlier dynamic is the p in bar 1."), [
    "state dynamics 1-1 p",
    "state dynamics 2-16 absent (uncertain)",
  ]);
});

test("a value said to be wrong is taken back, not said of the score", () => {
  assert.deepEqual(
    placed("| Bar | Dynamic now | What I told you |\n|---|---|---|\n| 7 | f | mf (wrong) |").filter((c) =>
      c.includes("mf"),
    ),
    [],
  );
});

// Classes from hold-951 … hold-958.
test("'No.' to whether a bar is the only one with a mark is not read as no mark there", () => {
  const said = (question: string, reply: string) =>
    extractClaims(reply, "assistant", undefined, { question }).map(shape);
  assert.deepEqual(said("Is bar 14 the only bar with pedal?", "No."), []);
});

test("a bare 8 after a comma is a count, not an octave sign", () => {
  assert.deepEqual(
    placed("Clarinet in B♭, treble clef, 8 bars.").filter((c) => c.includes("8v")),
    [],
  );
  assert.deepEqual(placed("The tenor line is in treble clef, 8vb."), ["state clef piece treble 8vb"]);
});

test("a change 'to' a clef 'at the barline' in a bar's line is the next bar's", () => {
  assert.deepEqual(placed("bar 4: bass clef (change to treble at the barline)"), ["state clef 5-5 treble"]);
  assert.deepEqual(placed("M. 11 now shows 3/4 at the barline."), ["state time 11-11 3/4"]);
});

test("a rest counted in bars, or one bar's one note, said of no numbered bar is not placed", () => {
  assert.deepEqual(placed("The right hand rests for the whole bar, and the left hand has a single C3."), [
    "state notes piece absent (uncertain)",
    "state notes piece only C3 (uncertain)",
  ]);
});

test("a rest counted in bars is not the bars a sentence before named", () => {
  const claims = extractClaims(
    "The pedal carries on into bar 10. After its two-bar rest the clarinet plays to the end.",
    "assistant",
    withParts(["Clarinet in B♭", 1], ["Piano", 2]),
  ).filter((c) => c.subject.property === "notes");
  assert.ok(claims.length > 0 && claims.every((c) => c.uncertain !== undefined));
});

// Classes from hold-959 … hold-966.
test("what an earlier call did is not read; a pedal 'up from here' is no mark; 'to start' is the first bar", () => {
  assert.deepEqual(placed("The first call put the bass clef on staff 1 in bars 5-7."), [
    "state clef 5-7 bass (uncertain)",
  ]);
  assert.deepEqual(placed("bar 3: pedal up from here"), []);
  assert.deepEqual(placed("The opening pedal is released in bar 2."), ["state pedal 2-2 present"]);
  assert.deepEqual(placed("The key is B♭ major to start."), ["state key 1-1 B-flat major"]);
});

// Classes from hold-967 … hold-974.
test("a value in another line's own clause, or what a 'replace' takes away, is not the subject's", () => {
  assert.deepEqual(placed("The left hand begins on F2 in bar 1 under a melody that opens on C5."), [
    "state notes 1-1 first F2",
    "state notes 1-1 first C5 (uncertain)",
  ]);
  assert.deepEqual(placed("In bar 1 the right hand has a melody that opens on C5."), [
    "state notes 1-1 first C5",
  ]);
  assert.deepEqual(
    placed("The key change comes at bar 9, where two flats replace the single flat of F major."),
    ["state key 9-9 changes here"],
  );
  assert.deepEqual(placed("Replaced it with ff in bar 9."), ["edit dynamics 9-9 ff"]);
});

test("'took … out', 'this turn', 'used to be' and a part's printed abbreviation are read", () => {
  assert.deepEqual(placed("Took the Ped. out of LH m. 10."), ["edit pedal 10-10 removed"]);
  assert.deepEqual(placed("Nothing changed this turn."), ["no-change other piece null"]);
  assert.deepEqual(placed("Bars 6 to 8 used to be in treble clef, but version 2 changed them to bass."), [
    "edit clef 6-8 bass",
  ]);
  assert.deepEqual(placed("Bar 5 used to be in treble clef."), []);
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  assert.deepEqual(placed("Cl. rests in mm. 1–2 and comes in at m. 3 on D5.", duo), [
    "state notes 1-2 absent",
    "state notes 3-3 first D5",
  ]);
});

test("items under a lead-in take the one staff or part it names; a line it names but no rule places leaves them unread", () => {
  const organ = withParts(["Organ", 3]);
  assert.deepEqual(placed("Here's the pedal line in mm. 1–8:\n- mm. 1–2: tacet.\n- m. 3: C3.", organ), [
    "state notes 1-2 absent",
    "state notes 3-3 C3",
  ]);
  const [rest] = extractClaims("Here's the pedal line in mm. 1–8:\n- mm. 1–2: tacet.", "assistant", organ);
  assert.equal(rest!.subject.staff, 3);
  const [held] = extractClaims(
    "What the left hand has in bars 4 to 9:\n- bar 8 is a single G2 held for the whole bar",
    "assistant",
    sixteen,
  );
  assert.equal(held!.subject.staff, 2);
  assert.deepEqual(placed("Here's the melody in mm. 1–8:\n- mm. 1–2: tacet."), [
    "state notes 1-2 absent (uncertain)",
  ]);
});

test("two values pointing back at a sentence of two places; a pitch pointed back at; a change asked where", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  assert.deepEqual(
    placed(
      "Cl. is written in G major for mm. 1–4 and C major from m. 5. That's concert F major, then B♭ major.",
      duo,
    ),
    [
      "state key 1-4 G major",
      "state key 5-5 C major",
      "state key 5-5 F major (uncertain)",
      "state key 5-5 B-flat major (uncertain)",
    ],
  );
  assert.deepEqual(
    placed(
      "The lowest note in the left hand is F2. That F2 opens bar 11.",
      twelve,
      "What's the lowest note in the left hand?",
    ),
    ["state notes piece bottom F2", "state notes 11-11 F2"],
  );
  const [arrow] = extractClaims("Bar 13: 3/4 → 2/4.", "assistant", sixteen, {
    question: "Where does the time change?",
  });
  assert.equal(arrow!.nowState, true);
  const [asked] = extractClaims("Bar 13: 3/4 → 2/4.", "assistant", sixteen, {
    question: "Change bar 13 to 2/4.",
  });
  assert.equal(asked!.nowState, undefined);
  assert.deepEqual(
    placed(
      "The treble clef that bars 3–4 of the left hand used to have was replaced with bass clef in version 2.",
    ),
    ["edit clef 3-4 bass", "state clef 3-4 treble"],
  );
});

// Classes from hold-983 … hold-990.
test("'the only change' scopes the changes, not the marks; a state after a bare 'Done.' holds as a state", () => {
  assert.deepEqual(placed("So the only change in version 4 is the p in bar 15."), ["state dynamics 15-15 p"]);
  const [after] = extractClaims("Done. Staff 2 is in bass clef from bar 1.", "assistant", sixteen);
  assert.equal(after!.nowState, true);
  // ("Done: bar 9 is in G major now." reports its own edit: it holds only where the turn made it.)
  const [own] = extractClaims("Done: bar 9 is in G major now.", "assistant", sixteen);
  assert.equal(own!.nowState, undefined);
});

test("an organ's 'pedal' moved by an octave may be its pedal staff; 'at the end of it' of no numbered bar is no place", () => {
  const organ = withParts(["Organ", 3]);
  assert.deepEqual(placed("Done: pedal bars 3–4 moved down an octave.", organ), [
    "edit pedal 3-4 added (uncertain)",
    "edit notes 3-4 transposed -12",
  ]);
  assert.deepEqual(placed("I see a bass clef at the end of it."), ["state clef piece bass (uncertain)"]);
  assert.deepEqual(
    placed(
      "Bar 8 of staff 2 is in the bass clef; the treble clef printed at the end of it belongs to bar 9.",
    ),
    ["state clef 8-8 bass", "state clef 9-9 treble"],
  );
});

// Classes from hold-991 … hold-998.
test("where a part ends is no entry; 'holding' says what a bar has", () => {
  const sax = withParts(["Alto Saxophone in E♭", 1]);
  const [first, last] = extractClaims("The part starts on G4 and ends on G4.", "assistant", sax);
  assert.equal(first!.atEntry, true);
  assert.equal(last!.value, "last G4");
  assert.equal(last!.atEntry, undefined);
  assert.deepEqual(placed("In bar 4 the left hand is already back in the bass clef, holding a single F4."), [
    "state clef 4-4 bass",
    "state notes 4-4 only F4",
  ]);
});

// Classes from hold-999 … hold-1006.
test("a clause numbering its own bars beside 'the earlier edit' says what the score has; a lone 'N.' answers", () => {
  assert.deepEqual(
    placed(
      "Bar 5 went back to bass clef in the earlier edit, and from bar 7 the left hand stays in bass clef to the end.",
    ),
    ["state clef 5-5 bass (uncertain)", "state clef 7-16 bass"],
  );
  assert.deepEqual(placed("16. The last four are in 3/4.", sixteen, "How many bars now?"), [
    "count bar-count piece 16",
    "state time 13-16 3/4",
  ]);
});

// Classes from hold-1007 … hold-1014.
test("an instrument 'opens in' a key at its first bar; the note a part opens on before a later mark's bar is not placed", () => {
  const duo = withParts(["Clarinet in B♭", 1], ["Piano", 2]);
  assert.deepEqual(placed("So the clarinet opens in G major as written, which sounds as F major.", duo), [
    "state key 1-1 G major",
    "state key 1-1 F major",
  ]);
  assert.deepEqual(placed("The clarinet starts p at m. 3 and goes to f at m. 9.", duo), [
    "state dynamics 3-3 p",
    "state dynamics 9-9 f",
  ]);
  assert.deepEqual(placed("The right hand opens on D5, marked mp, and drops to p at bar 9."), [
    "state dynamics piece mp",
    "state dynamics 9-9 p",
  ]);
  assert.deepEqual(placed("The left-hand pedal only covers mm. 9–10, and mm. 11–12 have none."), [
    "state pedal 9-10 present",
    "state pedal 11-12 absent",
  ]);
});

// Classes from hold-1015 … hold-1022.
test("an edit given as the reason after 'now that' is not read; what 'now that' says the score has is", () => {
  assert.deepEqual(
    placed("Clefs: RH in treble all the way, LH in bass all the way now that the G clef in mm. 5–7 is gone."),
    [
      "state clef piece treble",
      "state clef 1-4 bass",
      "state clef 8-16 bass",
      "edit clef 5-7 null (uncertain)",
    ],
  );
  assert.deepEqual(placed("Now that bars 5–6 are in bass clef, the left hand plays E♭4 G4 B♭4 in bar 5."), [
    "state clef 5-6 bass",
    "state notes 5-5 Eb4 G4 Bb4",
  ]);
});

// Classes from hold-1023 … hold-1030.
test("'lower-staff' names staff 2; 'melody and bass' are lines; a key of 'it' with a part named only later", () => {
  const [clef] = extractClaims("bar 9: lower-staff clef bass; no pedal", "read", sixteen);
  assert.equal(clef!.subject.staff, 2);
  assert.deepEqual(
    extractClaims("Melody and bass", "assistant", sixteen, { clefWords: true }).map(shape),
    [],
  );
  const duo = {
    ...withParts(["Clarinet in B♭", 1], ["Piano", 2]),
    parts: [
      { id: "P1", name: "Clarinet in B♭", staves: 1, transposes: true as const },
      { id: "P2", name: "Piano", staves: 2 },
    ],
  };
  const modulates = extractClaims(
    "It begins in F major at concert pitch, which the clarinet reads as G major. At bar 9 it modulates to B♭ major, and the clarinet's part switches to a written C major.",
    "assistant",
    duo,
  ).find((c) => c.value === "B-flat major");
  assert.ok(modulates?.uncertain);
  assert.deepEqual(
    placed("From m. 1 to m. 8 it's F major concert, which is G major on the clarinet part.", duo).filter(
      (c) => c.includes("uncertain"),
    ),
    [],
  );
});

// Classes from hold-1039 … hold-1046.
test("notes listed from a bar on are not placed in that bar alone; notes in a bar are", () => {
  assert.deepEqual(placed("Notes from bar 3: C2 G2 A2 D2 E2."), [
    "state notes 3-3 C2 G2 A2 D2 E2 (uncertain)",
  ]);
  assert.deepEqual(placed("From bar 3 the left hand plays C3 E3 G3."), [
    "state notes 3-3 C3 E3 G3 (uncertain)",
  ]);
  assert.deepEqual(placed("Notes in bar 3: C2 G2 A2."), ["state notes 3-3 C2 G2 A2"]);
  assert.deepEqual(placed("Bar 3 has C2 G2 A2, and from bar 4 it is in G major."), [
    "state notes 3-3 C2 G2 A2",
    "state key 4-4 G major",
  ]);
});

// Classes from hold-1055 … hold-1062.
test("a mark's first or last one, placed where it ends, says nothing of the bars before or after it", () => {
  assert.deepEqual(placed("The first pedal is lifted at the end of bar 3."), ["state pedal 3-3 present"]);
  assert.deepEqual(placed("The first pedal mark is in bar 3."), [
    "state pedal 3-3 present",
    "state pedal 1-2 absent",
  ]);
});

test("a value said at a change no bar numbers is not placed in the bars said before it", () => {
  assert.deepEqual(placed("The LH is treble in bars 5–6. It opens mf and drops to p at the key change."), [
    "state clef 5-6 treble",
    "state dynamics 1-1 mf",
    "state dynamics 5-6 p (uncertain)",
  ]);
  assert.deepEqual(placed("The RH is marked p at the top and f at the modulation in m. 9."), [
    "state dynamics 1-1 p",
    "state dynamics 9-9 f",
  ]);
});

test("'none' before the arrow is what was there; the mark's name heading the row is no 'before'", () => {
  const [edit, ...rest] = extractClaims("bar 9: Forte under the right hand none -> f", "assistant", sixteen);
  assert.equal(shape(edit!), "edit dynamics 9-9 f");
  assert.equal(edit!.was, undefined);
  assert.deepEqual(rest, []);
});

test("a frame word before a bare key letter frames that letter, not the value before it", () => {
  const clarinet = {
    ...twelve,
    parts: [{ id: "P1", name: "Clarinet in B♭", staves: 1, transposes: true as const }],
  };
  const [written] = extractClaims(
    "At bar 7 the key goes to written F major (concert E♭), and that key holds to the final bar.",
    "assistant",
    clarinet,
  );
  assert.equal(written!.value, "F major");
  assert.equal(written!.concert, false);
});

test("'at the end' beside a bar past the score's last is not placed in the last bar", () => {
  // (An edit is of the bar it numbers; a state there is not read.)
  assert.deepEqual(placed("Added m. 17 as a full-bar rest at the end."), ["edit notes 17-17 absent"]);
  assert.deepEqual(placed("The new m. 17 at the end is in bass clef."), [
    "state clef 16-16 bass (uncertain)",
  ]);
  assert.deepEqual(placed("The f is in bar 9 and the p at the end."), [
    "state dynamics 9-9 f",
    "state dynamics 16-16 p",
  ]);
});

test("'throughout' ending a 'with …' clause after numbered bars says no bars of its own", () => {
  assert.deepEqual(placed("Bars 9-12 are in C major, with the LH in the bass clef throughout."), [
    "state key 9-12 C major",
  ]);
  assert.deepEqual(placed("The LH is in bass clef throughout, except bars 5-6."), [
    "state clef 1-4 bass",
    "state clef 7-16 bass",
  ]);
});

test("a place inside a ', with …' phrase holding a later value is that value's", () => {
  assert.deepEqual(placed("Mm. 8–10: D3, G2 and D3, with the pedal going down again for mm. 9–10."), [
    "state notes piece D3 G2 D3",
    "state pedal 9-10 present",
  ]);
  assert.deepEqual(placed("The left hand plays C3, with a treble clef in bar 5."), [
    "state notes piece C3",
    "state clef 5-5 treble",
  ]);
});
