// A subject carried from before is kept only where the message leaves no doubt which it is: a pronoun
// after two staves, an entry said of no bar, a span continuing a different value, a value said only
// as what was there before, an instrument's short name.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { ExtractedClaim } from "../claim.ts";
import type { ScoreContext } from "../subject/score-context.ts";
import { extractClaims } from "./extract-claims.ts";

const duo: ScoreContext = {
  firstBar: 1,
  lastBar: 12,
  barCount: 12,
  parts: [
    { id: "P1", name: "Alto Saxophone in E♭", staves: 1 },
    { id: "P2", name: "Piano", staves: 2 },
  ],
};

/** A score of one keyboard part: "Piano" on two staves, "Organ" on three. */
function oneKeyboard(name: string, staves: number, bars: number): ScoreContext {
  return { firstBar: 1, lastBar: bars, barCount: bars, parts: [{ id: "P1", name, staves }] };
}

function shape(c: ExtractedClaim): string {
  const bars = c.subject.bars ? `${c.subject.bars.from}-${c.subject.bars.to}` : "piece";
  const staff = c.subject.staff === null ? "" : ` staff ${c.subject.staff}`;
  const part = c.subject.part === null ? "" : ` ${c.subject.part}`;
  const entry = c.atEntry ? " at entry" : "";
  return `${c.kind} ${c.subject.property} ${bars}${part}${staff} ${c.value}${entry}${c.uncertain ? " (uncertain)" : ""}`;
}
const read = (text: string, score?: ScoreContext): string[] =>
  extractClaims(text, "assistant", score).map(shape);

test("'it' after the message has named both hands may be either", () => {
  assert.deepEqual(
    read(
      "In bar 9 the right hand is in bass clef. The left hand is in treble clef there too. It goes back to treble clef at bar 11.",
    ),
    [
      "state clef 9-9 staff 1 bass",
      "state clef 9-9 staff 2 treble",
      "state clef 11-11 staff 2 treble (uncertain)",
    ],
  );
  assert.deepEqual(read("Bar 5 of the left hand is in treble clef. It goes back to bass at bar 8."), [
    "state clef 5-5 staff 2 treble",
    "state clef 8-8 staff 2 bass",
  ]);
  // (A heading starts a new topic: only the staves named under it count.)
  assert.deepEqual(
    read(
      "- The right hand is in treble clef in bar 9.\n- The left hand is in bass clef in bar 9.\n\n### Left hand\n\nIt goes back to treble clef at bar 11.",
    ),
    ["state clef 9-9 staff 1 treble", "state clef 9-9 staff 2 bass", "state clef 11-11 staff 2 treble"],
  );
});

test("an entry said of no bar is the part's entry, and the bar the message placed the entry in", () => {
  assert.deepEqual(read("A3 in bar 3; it rests for the first two bars. It comes in p."), [
    "state notes 3-3 A3",
    "state notes 1-2 absent",
    "state dynamics piece p at entry",
  ]);
  assert.deepEqual(read("The clarinet comes in at m. 5 on A4. It comes in p."), [
    "state notes 5-5 first A4",
    "state dynamics piece p at entry",
  ]);
  const [, p] = extractClaims("The clarinet comes in at m. 5 on A4. It comes in p.", "assistant");
  assert.deepEqual(p!.readings, [
    { bars: { from: 5, to: 5 }, name: "bar 5, where the message placed the entry" },
  ]);
  // "comes in on G2" after "RH at m. 9 is …": the staff's entry, or in the bar the message spoke of.
  const organ: ScoreContext = { ...duo, parts: [{ id: "P1", name: "Organ", staves: 3 }] };
  const pedal = extractClaims(
    "RH at m. 9 is B4 A4 G4 B4. Underneath, the pedal staff comes in on G2 and holds it for the whole bar.",
    "assistant",
    organ,
  ).find((c) => c.subject.staff === 3);
  assert.equal(pedal!.atEntry, true);
  assert.deepEqual(pedal!.readings, [
    { bars: { from: 9, to: 9 }, name: "bar 9, which the message spoke of" },
  ]);
});

test("a span that goes on from before adds the bars after those said, and starts there only when the value there was the same", () => {
  assert.deepEqual(
    read("Bar 4 of the left hand is still bass. The left hand then stays in treble through bar 8."),
    ["state clef 4-4 staff 2 bass", "state clef 8-8 staff 2 treble"],
  );
  assert.deepEqual(read("Bar 5 of the left hand changes to treble clef. It stays in treble through bar 8."), [
    "state clef 5-5 staff 2 treble",
    "state clef 6-8 staff 2 treble",
  ]);
});

test("a value said only as what was there before is no value of the edit; it is a state of its own", () => {
  assert.deepEqual(read("Done: I changed the key signature at bar 9 from two flats to one."), []);
  assert.deepEqual(read("I changed the key signature at bar 9 from two flats to one flat."), [
    "edit key 9-9 F major|D minor",
    "state key 9-9 B-flat major|G minor",
  ]);
});

test("an instrument's short name names its part", () => {
  assert.deepEqual(read("The sax has ff in its last bar.", duo), ["state dynamics 12-12 P1 ff"]);
});

test("a staff's last note is its last; a bar's is that bar's last", () => {
  assert.deepEqual(read("The left hand's last note is a low F2."), ["state notes piece staff 2 last F2"]);
  assert.deepEqual(read("The left hand ends on F2 and C3."), ["state notes piece staff 2 F2 C3 (uncertain)"]);
  assert.deepEqual(read("The right hand ends on a B♭4 in bar 16."), ["state notes 16-16 staff 1 last Bb4"]);
});

test("an answer to a question about one note that does not say which of its pitches answers is not read", () => {
  const [c] = extractClaims("Concert G3 — the written E4 in bar 8.", "assistant", duo, {
    question: "What's the sax's lowest note?",
  });
  assert.match(c!.uncertain ?? "", /asks of one note/);
});

test("a line named by its role may lie on either staff of a keyboard part", () => {
  const piano = oneKeyboard("Piano", 2, 8);
  // (The melody's top note is staff 1's, findings.md "Top and bass"; the staff the sentence before
  // named is kept as another reading, so the claim holds only where both agree.)
  assert.deepEqual(read("The left hand is in bass clef. The melody's highest note is F♯5.", piano), [
    "state clef piece staff 2 bass",
    "state notes piece staff 1 top F#5",
  ]);
  const [, melody] = extractClaims(
    "The left hand is in bass clef. The melody's highest note is F♯5.",
    "assistant",
    piano,
  );
  assert.deepEqual(
    melody!.readings?.map((r) => r.staff),
    [2],
  );
  assert.deepEqual(read("The sax melody's highest note is F♯5.", duo), ["state notes piece P1 top F#5"]);
  // (No staff said before: the melody of a keyboard part is its staff 1, findings.md "Top and bass".)
  assert.deepEqual(read("The melody never goes above F5.", piano), ["state notes piece staff 1 ≤F5"]);
});

test("'no other bar' leaves out bars the sentence does not name", () => {
  assert.deepEqual(read("No other bar has a pedal mark."), ["state pedal piece absent (uncertain)"]);
});

test("'through bars 9–10' is the range; 'anywhere else' is every bar the sentence did not name", () => {
  const piano = oneKeyboard("Piano", 2, 16);
  const claims = extractClaims(
    "The pedal is held through bars 1–2 and again through bars 9–10, and there's no pedal mark anywhere else.",
    "assistant",
    piano,
  ).filter((c) => c.value === "absent");
  assert.deepEqual(
    claims.map((c) => `${c.subject.bars!.from}-${c.subject.bars!.to}`),
    ["3-8", "11-16"],
  );
});

test("a mark said to be untouched is unchanged and there; a property said untouched is only unchanged", () => {
  assert.deepEqual(read("The pp at bar 15 is untouched."), [
    "no-change dynamics 15-15 null",
    "state dynamics 15-15 pp",
  ]);
  assert.deepEqual(read("I didn't touch any dynamics."), ["no-change dynamics piece null"]);
});

test("a read whose text speaks of clefs lists them as bare names on lines that name their bars", () => {
  const lines = extractClaims("Staff 2 clefs:\nbars 3-4: bass\nbar 7 — bass\n8 treble", "read").map(shape);
  // "8 treble" names no bar: not read with certainty.
  assert.deepEqual(lines, [
    "state clef 3-4 staff 2 bass",
    "state clef 7-7 staff 2 bass",
    "state clef piece staff 2 treble (uncertain)",
  ]);
});

test("'the piece still ends in G major' is its last bar", () => {
  const piano = oneKeyboard("Piano", 2, 16);
  assert.deepEqual(read("The piece still ends in G major.", piano), ["state key 16-16 G major"]);
});

test("'the tenor' names a tenor saxophone; a voice's name that names no part is not placed", () => {
  const band: ScoreContext = {
    firstBar: 1,
    lastBar: 16,
    barCount: 16,
    parts: [
      { id: "P1", name: "Tenor Saxophone in B♭", staves: 1 },
      { id: "P2", name: "Piano", staves: 2 },
    ],
  };
  assert.deepEqual(read("The tenor comes in at bar 3 on a written D5.", band), [
    "state notes 3-3 P1 first D5",
  ]);
  assert.deepEqual(read("The piano's left hand rests in bar 2. The alto comes in at bar 3 on D5.", band), [
    "state notes 2-2 P2 staff 2 absent",
    "state notes 3-3 P2 staff 2 first D5 (uncertain)",
  ]);
});

test("a bare count is the piece's length only as the answer to its length, or said alone", () => {
  const counts = (text: string, question?: string) =>
    extractClaims(text, "assistant", undefined, { question })
      .filter((c) => c.kind === "count")
      .map((c) => c.value);
  assert.deepEqual(
    counts("Four bars — the 3/4 starts at bar 13.", "How long is the 3/4 bit at the end?"),
    [],
  );
  assert.deepEqual(counts("Sixteen bars — the 3/4 starts at bar 13.", "How many bars is it in total?"), [
    "16",
  ]);
  assert.deepEqual(counts("- 16 bars."), ["16"]);
  assert.deepEqual(counts("The piece has 16 bars."), ["16"]);
  // Bars counted by what they carry are some of the piece's bars.
  assert.deepEqual(counts("Those are the only three bars with a pedal marking."), []);
  assert.deepEqual(counts("There are four bars that have a dynamic."), []);
  assert.deepEqual(counts("There are only 12 bars."), ["12"]);
  assert.deepEqual(counts("The clarinet has two bars' rest and comes in on a written D5 in bar 3."), []);
  assert.deepEqual(counts("The piece runs 16 bars."), ["16"]);
});

test("a list whose items each name their part after the value is not paired by order", () => {
  const duet: ScoreContext = {
    firstBar: 1,
    lastBar: 12,
    barCount: 12,
    parts: [
      { id: "P1", name: "Violin", staves: 1 },
      { id: "P2", name: "Piano", staves: 2 },
    ],
  };
  const claims = extractClaims(
    "Dynamics: p at bar 1 on the piano's upper staff, p at bar 3 in the violin, ff at bar 9 in both.",
    "assistant",
    duet,
  );
  assert.ok(claims.length > 0 && claims.every((c) => c.uncertain !== undefined));
});

test("bars after a colon place the value before it; a sign printed at a bar's end is the next bar's", () => {
  assert.deepEqual(read("Four in 3/4: bars 13 to 16."), ["state time 13-16 3/4"]);
  assert.deepEqual(read("Bar 5 of the left hand is bass, with the treble clef printed at its end."), [
    "state clef 5-5 staff 2 bass",
    "state clef 6-6 staff 2 treble",
  ]);
  assert.deepEqual(read("Bar 5 of the left hand is bass. Treble lasts through bar 7."), [
    "state clef 5-5 staff 2 bass",
    "state clef 7-7 staff 2 treble",
  ]);
});

test("a log's line naming what it left ('RH untouched.') is a no-change of that staff", () => {
  assert.deepEqual(read("RH untouched."), ["no-change other piece staff 1 null"]);
  assert.deepEqual(read("Bar 4 unchanged."), ["no-change other 4-4 null"]);
  // A bare plural before "unchanged" is this score's log, not music in general.
  assert.deepEqual(read("Pitches unchanged."), ["no-change notes piece null"]);
  assert.deepEqual(read("Pitches are unchanged by a clef change in general."), []);
});

test("a bar that is a rest, or holds a bar's rest, has no notes; a rest of part of it says nothing", () => {
  assert.deepEqual(read("Bar 16 is a rest."), ["state notes 16-16 absent"]);
  assert.deepEqual(read("bar 12: rest"), ["state notes 12-12 absent"]);
  assert.deepEqual(read("The left hand has a bar's rest in m. 12."), ["state notes 12-12 staff 2 absent"]);
  assert.deepEqual(read("Bar 16 is a quarter rest."), []);
});

test("a time signature said of no part is every part's; 'everything before it' is not placed", () => {
  const duet: ScoreContext = {
    firstBar: 1,
    lastBar: 8,
    barCount: 8,
    parts: [
      { id: "P1", name: "Voice", staves: 1 },
      { id: "P2", name: "Piano", staves: 2 },
    ],
  };
  const [time] = extractClaims("The time signature changes to 3/4 at bar 5.", "assistant", duet, {
    question: "What happens in the piano at bar 5?",
  });
  assert.equal(time!.uncertain, undefined);
  const claims = extractClaims(
    "The last bar is in 2/4 and everything before it is in 4/4.",
    "assistant",
    duet,
  );
  assert.ok(claims.filter((c) => c.value === "4/4").every((c) => c.uncertain !== undefined));
});

test("a pedal the tool removed is gone; a pitch said unchanged is a no-change of the notes", () => {
  assert.deepEqual(read("The tool removed the pedal from bar 3."), ["state pedal 3-3 absent"]);
  assert.deepEqual(read("The F♯4 in the right hand of bar 15 is unchanged."), [
    "no-change notes 15-15 staff 1 null",
  ]);
});

test("a read's line that names several parts, or names one in brackets, makes none the subject after it", () => {
  const clarinet: ScoreContext = {
    ...duo,
    parts: [
      { id: "P1", name: "Clarinet in B♭", staves: 1, transposes: true },
      { id: "P2", name: "Piano", staves: 2 },
    ],
  };
  const lines = (text: string) => extractClaims(text, "read", clarinet).map(shape);
  assert.deepEqual(
    lines(
      "Romance (Clarinet in B♭, Piano), 12 bars.\nbar 1: time 4/4; key F major (Clarinet in B♭ written G major)\nbar 9 from here: key B♭ major (Clarinet in B♭ written C major)\nbar 11 from here: time 3/4",
    ),
    [
      "count bar-count piece 12",
      "state time 1-1 4/4",
      "state key 1-1 F major",
      "state key 1-1 P1 G major",
      "state key 9-9 B-flat major",
      "state key 9-9 P1 C major",
      "state time 11-11 3/4",
    ],
  );
  assert.deepEqual(
    lines(
      "bar 1: Clarinet in B♭ treble clef, key G major (written); Piano staff 1 treble clef, staff 2 bass clef, key F major; time 3/4",
    ).filter((c) => c.includes("time")),
    ["state time 1-1 3/4"],
  );
  // ("Bar 11 (clarinet, written) Notes; G5, E5 -> G4, E4": brackets that only name the subject.)
  assert.deepEqual(
    extractClaims("Bar 11 (clarinet, written) Notes; G5, E5 -> G4, E4", "assistant", clarinet).map(
      (c) => c.subject.part,
    ),
    ["P1", "P1"],
  );
});

test("an answer of no place of its own, to a question of a stretch not numbered, is not placed", () => {
  const piano = oneKeyboard("Piano", 2, 16);
  const answer = (text: string, question: string) =>
    extractClaims(text, "assistant", piano, { question }).map(shape);
  assert.deepEqual(answer("No.", "Any pedal in the second half?"), ["state pedal piece absent (uncertain)"]);
  assert.deepEqual(answer("Yes, in bar 15 only.", "Any pedal in the second half?"), [
    "state pedal 15-15 present",
    "state pedal 1-14 absent (uncertain)",
    "state pedal 16-16 absent (uncertain)",
  ]);
  assert.deepEqual(answer("No pedal anywhere in the piece.", "Any pedal in the second half?"), [
    "state pedal piece absent",
  ]);
  // (The stretch is the pedal's question; the key is asked of the piece.)
  assert.deepEqual(answer("F major.", "What key is it in? And is there any pedal in the second half?"), [
    "state key piece F major",
  ]);
});

test("'the same bar' after a message has named several may be any of them", () => {
  assert.deepEqual(
    read(
      "The clarinet changes to C major at bar 9, and bars 7–8 are still in G major. The piano changes key at the same bar, to E♭ major.",
      duo,
    ).slice(-1),
    ["state key 7-8 P2 E-flat major (uncertain)"],
  );
});

test("a read's line headed by its staff gives that staff's marks; a count beside the bars it counts", () => {
  const piano = oneKeyboard("Piano", 2, 16);
  assert.deepEqual(
    extractClaims("bar 9: staff 2; clef bass; no pedal; no dynamics", "read", piano).map(shape),
    ["state clef 9-9 staff 2 bass", "state pedal 9-9 staff 2 absent", "state dynamics 9-9 staff 2 absent"],
  );
  assert.deepEqual(
    extractClaims("Four — bars 13 to 16.", "assistant", piano, {
      question: "How many bars are in 3/4, and how long is the piece?",
    }).filter((c) => c.kind === "count"),
    [],
  );
});

test("edits said as players say them, and a consequence after them", () => {
  const piano = oneKeyboard("Piano", 2, 12);
  const said = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.deepEqual(said("Done — the LH in mm. 1–2 is down the octave now."), [
    "edit notes 1-2 staff 2 transposed -12",
  ]);
  assert.deepEqual(said("Bars 9 and 10 of the left hand did go down an octave, though."), [
    "edit notes 9-10 staff 2 transposed -12",
  ]);
  assert.deepEqual(
    said("Done — I've switched the RH to treble for mm. 9–10, so no more flipping clefs mid-line."),
    ["edit clef 9-10 staff 1 treble"],
  );
});

test("a read's lines under a heading of changes, and a dash after a line's bar", () => {
  const organ = oneKeyboard("Organ", 3, 16);
  const lines = (text: string, covers: { from: number; to: number } | null = null) =>
    extractClaims(text, "read", organ, { covers, staff: 2 }).map(shape);
  assert.deepEqual(
    lines("Organ, staff 2 (Man. II), clef changes:\nbar 1: bass clef\nbar 5: treble clef\nbar 8: bass clef"),
    ["state clef 1-4 staff 2 bass", "state clef 5-7 staff 2 treble", "state clef 8-16 staff 2 bass"],
  );
  // (A sign "printed at the end of bar 5", in a read of one staff, is bar 6's: each line holds until
  // the next.)
  assert.deepEqual(
    lines(
      "Staff 2, bars 4-8, where the clef changes:\nbar 4: treble clef\nbar 6: bass clef (printed at the end of bar 5)\nbar 8: treble clef",
    ),
    ["state clef 4-5 staff 2 treble", "state clef 6-7 staff 2 bass", "state clef 8-16 staff 2 treble"],
  );
  assert.deepEqual(
    extractClaims("bar 8 - staff 1: treble, staff 2: treble, staff 3: bass", "read", organ).map(shape),
    ["state clef 8-8 staff 1 treble", "state clef 8-8 staff 2 treble", "state clef 8-8 staff 3 bass"],
  );
});

test("a value said with a negation holds nowhere the later bars leave", () => {
  const piano = oneKeyboard("Piano", 2, 12);
  assert.deepEqual(
    extractClaims(
      "No, I'm sorry — the edit was refused, and the key change to A major was not made. Bars 9–12 are still in D major.",
      "assistant",
      piano,
    ).map(shape),
    ["state key piece A major (uncertain)", "state key 9-12 D major"],
  );
});

test("a signature glossed by its key beside it, and one said apart from it", () => {
  const piano = oneKeyboard("Piano", 2, 12);
  const said = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.deepEqual(said("Key sig is one flat in mm. 3–6, then two sharps (D major) from m. 7."), [
    "state key 3-6 F major|D minor",
    "state key 7-7 D major",
  ]);
  assert.deepEqual(said("With one flat in the key signature, bars 1–6 are in F major."), [
    "state key 1-6 F major",
  ]);
});

test("'It's there' to a message naming one mark and its bar; 'Then … through the end'; 'now in 2/4' in a walk-through", () => {
  const piano = oneKeyboard("Piano", 2, 16);
  const said = (text: string, question?: string) =>
    extractClaims(text, "assistant", piano, question === undefined ? {} : { question }).map(shape);
  assert.deepEqual(
    said("It's there in version 3. Try reloading the page.", "I don't see any pedal in bar 5."),
    ["state pedal 5-5 present"],
  );
  // (Not where the person named two marks, or no bar.)
  assert.deepEqual(said("It's there in version 3.", "I don't see the pedal or the f in bar 5."), []);
  assert.deepEqual(said("It's there in version 3.", "I don't see any pedal."), []);
  assert.deepEqual(said("Going by the page: LH m. 9–10 both in F clef. Then F clef through the end."), [
    "state clef 9-10 staff 2 bass",
    "state clef piece staff 2 bass (uncertain)",
  ]);
  const walk = extractClaims(
    "Here's the left hand:\n- Bars 13–14: bass clef again, now in 2/4.",
    "assistant",
    piano,
  );
  assert.ok(walk.some((c) => c.subject.property === "time" && c.nowState));
});

test("'Yes' to 'ever', a rest on a beat, the last bar of a part, 'no higher than'", () => {
  const piano = oneKeyboard("Piano", 2, 16);
  const said = (text: string, question?: string) =>
    extractClaims(text, "assistant", piano, question === undefined ? {} : { question }).map(shape);
  // A value somewhere, not in every bar; "Yes" to "… throughout?" is every bar.
  assert.deepEqual(said("Yes.", "Is the left hand ever in treble clef?"), [
    "state clef piece staff 2 treble (uncertain)",
  ]);
  assert.deepEqual(said("Yes.", "Is the left hand in bass clef throughout?"), [
    "state clef piece staff 2 bass",
  ]);
  assert.deepEqual(said("Yes, one: beat 3 of bar 6.", "Does the right hand have any rests?"), [
    "state notes 6-6 staff 1 absent (uncertain)",
  ]);
  assert.deepEqual(said("The final bar of the piano has no dynamic marking."), [
    "state dynamics 16-16 absent",
  ]);
  assert.deepEqual(said("Staff 1 goes no higher than G5."), ["state notes piece staff 1 ≤G5"]);
});

test("a key worked out by an interval, 'They … throughout' after bars, a dynamic that rises to another", () => {
  const piano = oneKeyboard("Piano", 2, 16);
  const said = (text: string) => extractClaims(text, "assistant", piano).map(shape);
  assert.deepEqual(said("A whole step up from F major lands you in G major."), [
    "state key piece G major (uncertain)",
  ]);
  assert.deepEqual(said("Bars 1–4 are in C major.\n\nThey are in 3/4 time throughout."), [
    "state key 1-4 C major",
    "state time piece 3/4 (uncertain)",
  ]);
  assert.deepEqual(said("The dynamics begin at piano and rise to forte at bar 9."), [
    "state dynamics piece p",
    "state dynamics 9-9 f",
  ]);
});

test("'That written D5 in bar 3' points back at the saxophone's D5, not at the left hand the sentence before named", () => {
  const [pointed] = extractClaims(
    "The saxophone rests in bars 1–2 and comes in at bar 3 on D5. The left hand has pedal marks in bars 1 and 5. That written D5 in bar 3 sounds as concert F4.",
    "assistant",
    duo,
  ).filter((c) => c.text.startsWith("That"));
  assert.match(pointed!.uncertain ?? "", /could not tell whose 'That written D5' is/);
});
