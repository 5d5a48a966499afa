import assert from "node:assert/strict";
import { test } from "node:test";
import { chat } from "../../test/support/chat.ts";
import { analyse, flagTypes, history } from "../../test/support/history.ts";
import { generateScore } from "../../test/support/piano-score.ts";
import { readFileSync } from "node:fs";
import { normaliseDiffLine, receiptLines } from "./receipt-mismatch.ts";

function run(receipt: string) {
  return runResult(`Applied as version 2.\n${receipt}`);
}

function runResult(text: string) {
  const c = chat("c", [
    { role: "user", text: "Put bar 4 of the left hand in treble clef." },
    { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
    { role: "tool", results: [{ id: "e1", text }] },
    { role: "assistant", text: "Done." },
  ]);
  const h = history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8, trebleBar: 4 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
  ]);
  return analyse(c, h);
}

test("a receipt that lists the diff of the saved version is no mismatch", async () => {
  assert.deepEqual(flagTypes(await run("bar 4: lower staff clef bass -> treble")), []);
});

test("a receipt may leave out the staff; one that names the other staff is a mismatch", async () => {
  assert.deepEqual(flagTypes(await run("bar 4: clef bass -> treble")), []);
  assert.deepEqual(flagTypes(await run("bar 4: upper staff clef bass -> treble")), ["receipt-mismatch@1"]);
});

test("a receipt may name a part without its transposition ('Clarinet' for 'Clarinet in B♭')", async () => {
  // Romance (dev-2): the clarinet's bar 3 opens A4 B4; version 2 raises its first note to B4.
  const v1 = readFileSync(
    new URL("../../test/fixtures/blind/dev-2/scores/d2-romance/v1.musicxml", import.meta.url),
    "utf8",
  );
  const first =
    "<step>A</step><octave>4</octave></pitch><duration>1</duration><voice>1</voice><type>quarter</type>";
  assert.ok(
    v1.indexOf(first) < v1.indexOf('<measure number="4">'),
    "the first such note is the clarinet's bar 3",
  );
  const v2 = v1.replace(first, first.replace("<step>A</step>", "<step>B</step>"));
  const flags = async (receipt: string) => {
    const c = chat("c", [
      { role: "user", text: "Raise the clarinet's first note in bar 3 a step." },
      { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
      { role: "tool", results: [{ id: "e1", text: `Applied as version 2.\n${receipt}` }] },
      { role: "assistant", text: "Done." },
    ]);
    const h = history("s", [{ xml: v1 }, { xml: v2, savedBy: { conversationId: "c", toolCallId: "e1" } }]);
    return flagTypes(await analyse(c, h));
  };
  assert.deepEqual(await flags("bar 3: Clarinet notes A4 B4 C5 -> B4 B4 C5"), []);
  assert.deepEqual(await flags("bar 3: Piano notes A4 B4 C5 -> B4 B4 C5"), ["receipt-mismatch@1"]);
  // (The part named by another word for its instrument: "Klarinette".)
  assert.deepEqual(await flags("bar 3: Klarinette notes A4 B4 C5 -> B4 B4 C5"), []);
});

test("a receipt naming another bar is a mismatch, with the real diff as evidence", async () => {
  const a = await run("bar 5: lower staff clef bass -> treble");
  assert.deepEqual(flagTypes(a), ["receipt-mismatch@1"]);
  assert.ok(
    a.flags[0]!.evidence.includes("diff version 1 -> 2: bar 4: lower staff clef bass -> treble"),
    a.flags[0]!.evidence.join("\n"),
  );
});

test("receipt lines are found among other text and compared without regard to case, arrows or dashes", () => {
  assert.deepEqual(receiptLines("Applied.\n- Bar 4: lower staff clef bass → treble\nSaved."), [
    "Bar 4: lower staff clef bass → treble",
  ]);
  assert.equal(normaliseDiffLine("Bars 1–4: key C major → F major."), "bars 1-4: key c major -> f major");
  assert.equal(
    normaliseDiffLine("bar 9: pedal staff notes Bb3 -> Bb2"),
    normaliseDiffLine("bar 9: staff 3 notes Bb3 -> Bb2"),
  );
});

test("an error result wrote nothing: its bar lines say why it failed, and are no receipt", async () => {
  const c = chat("c", [
    { role: "user", text: "Put bar 5 of the left hand an octave lower." },
    { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
    {
      role: "tool",
      results: [{ id: "e1", isError: true, text: "bar 5: C2 is below the range of the lower staff" }],
    },
    { role: "assistant", text: "That failed." },
  ]);
  const h = history("s", [{ xml: generateScore({ bars: 8 }) }]);
  assert.deepEqual(flagTypes(await analyse(c, h)), []);
});

test("a receipt naming its bars as measures is read like one naming bars", async () => {
  assert.deepEqual(flagTypes(await run("measure 5: lower staff clef bass -> treble")), [
    "receipt-mismatch@1",
  ]);
  assert.deepEqual(flagTypes(await run("m. 4: lower staff clef bass -> treble")), []);
});

test("a receipt listing bar by bar what the diff merges over a range is no mismatch", async () => {
  const c = chat("c", [
    { role: "user", text: "Put the piece in G major from bar 5." },
    { role: "assistant", text: "", calls: [{ id: "e1", name: "set_key", args: { bars: "5-8" } }] },
    {
      role: "tool",
      results: [{ id: "e1", text: [5, 6, 7, 8].map((n) => `bar ${n}: key C major -> G major`).join("\n") }],
    },
  ]);
  const h = history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8, keyChangeBar: 5 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
  ]);
  assert.deepEqual(flagTypes(await analyse(c, h)), []);
});

test("a receipt may leave out which mark it added; one that names another mark is a mismatch", async () => {
  const pedal = async (receipt: string) => {
    const c = chat("c", [
      { role: "user", text: "Add the pedal in bar 3." },
      { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
      { role: "tool", results: [{ id: "e1", text: receipt }] },
    ]);
    const h = history("s", [
      { xml: generateScore({ bars: 8 }) },
      { xml: generateScore({ bars: 8, pedalBar: 3 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
    ]);
    return flagTypes(await analyse(c, h));
  };
  assert.deepEqual(await pedal("bar 3: lower staff pedal added"), []);
  assert.deepEqual(await pedal("bar 3: lower staff pedal added: start"), []);
  assert.deepEqual(await pedal("bar 3: lower staff pedal added: stop"), ["receipt-mismatch@1"]);
  assert.deepEqual(await pedal("bar 4: lower staff pedal added"), ["receipt-mismatch@1"]);
});

test("a result written as JSON holds its receipt in its strings or in change records", async () => {
  const json = (changes: unknown) => runResult(JSON.stringify({ status: "applied", version: 2, changes }));
  assert.deepEqual(flagTypes(await json(["bar 4: lower staff clef bass -> treble"])), []);
  assert.deepEqual(flagTypes(await json(["bars 4-5: lower staff clef bass -> treble"])), [
    "receipt-mismatch@1",
  ]);
  const record = (bars: number[]) => ({ op: "set_clef", staff: 2, bars, from: "bass", to: "treble" });
  assert.deepEqual(flagTypes(await json([record([4, 4])])), []);
  assert.deepEqual(flagTypes(await json([record([4, 6])])), ["receipt-mismatch@1"]);
  // A record without its value before says less than the diff, and is not compared.
  assert.deepEqual(flagTypes(await json([{ op: "set_clef", staff: 2, bars: [4, 6], clef: "treble" }])), []);
});

test("a receipt may name the part by its id and spell an accidental out", async () => {
  assert.deepEqual(flagTypes(await run("bar 4: P1 lower staff clef bass -> treble")), []);
  assert.deepEqual(flagTypes(await run("bar 4: Piano lower staff clef bass -> treble")), []);
  assert.deepEqual(flagTypes(await run("bar 4: P1 upper staff clef bass -> treble")), ["receipt-mismatch@1"]);
  assert.equal(
    normaliseDiffLine("bars 13-20: key B♭ major -> G major"),
    normaliseDiffLine("bars 13-20: key B-flat major -> G major"),
  );
});

/** Bars 3–4 of the upper staff an octave higher. */
const octaveUp = (v1: string) =>
  v1.replace(/<measure number="([34])">.*?<\/measure>/gs, (bar) =>
    bar.replace(/<octave>5<\/octave>(<\/pitch><duration>1<\/duration><voice>1)/g, "<octave>6</octave>$1"),
  );
/** A transposition of bars 3–4 whose result lists their notes in one line. */
const notesReceipt = (notes: string) =>
  chat("c", [
    { role: "user", text: "Put bars 3–4 of the right hand up an octave." },
    { role: "assistant", text: "", calls: [{ id: "e1", name: "transpose" }] },
    {
      role: "tool",
      results: [{ id: "e1", text: `Saved as version 2.\nbars 3-4: upper staff notes ${notes}` }],
    },
  ]);
const savedOnce = (v1: string) =>
  history("s", [{ xml: v1 }, { xml: octaveUp(v1), savedBy: { conversationId: "c", toolCallId: "e1" } }]);

test("a receipt giving several bars' notes in one line says what the diff's line per bar says", async () => {
  // Bars 3–4 of the upper staff an octave higher: B5 D5 F5 A5 and D5 F5 A5 C5.
  const h = savedOnce(generateScore({ bars: 8 }));
  const same = await analyse(notesReceipt("B5 D5 F5 A5 D5 F5 A5 C5 -> B6 D6 F6 A6 D6 F6 A6 C6"), h);
  assert.deepEqual(flagTypes(same), []);
  const other = await analyse(notesReceipt("B5 D5 F5 A5 D5 F5 A5 C5 -> B6 D6 F6 A6 D6 F6 A6 C7"), h);
  assert.deepEqual(flagTypes(other), ["receipt-mismatch@1"]);
  // Each bar's notes set apart by "|".
  const barred = await analyse(notesReceipt("B5 D5 F5 A5 | D5 F5 A5 C5 -> B6 D6 F6 A6 | D6 F6 A6 C6"), h);
  assert.deepEqual(flagTypes(barred), []);
});

test("a receipt giving several bars' notes in one line matches a diff that writes bars changed alike as one line", async () => {
  // Bars 3–4 of the upper staff alike (bar 3's notes in both), then both an octave higher.
  const plain = generateScore({ bars: 8 });
  const bar3 = /<measure number="3">(.*?)<\/measure>/s.exec(plain)![1]!;
  const h = savedOnce(
    plain.replace(/<measure number="4">.*?<\/measure>/s, `<measure number="4">${bar3}</measure>`),
  );
  assert.deepEqual(
    flagTypes(await analyse(notesReceipt("B5 D5 F5 A5 B5 D5 F5 A5 -> B6 D6 F6 A6 B6 D6 F6 A6"), h)),
    [],
  );
  assert.deepEqual(
    flagTypes(await analyse(notesReceipt("B5 D5 F5 A5 B5 D5 F5 A5 -> B6 D6 F6 A6 B6 D6 F6 C7"), h)),
    ["receipt-mismatch@1"],
  );
});

test("calls made together as items of their own: each changed the score its sibling saved before it", async () => {
  const c = chat("c", [
    { role: "user", text: "Put bar 4 of the left hand in treble clef, and add a pedal in bar 6." },
    { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
    { role: "assistant", text: "", calls: [{ id: "e2", name: "edit_score" }] },
    {
      role: "tool",
      results: [
        { id: "e1", text: "Applied as version 2.\nbar 4: lower staff clef bass -> treble" },
        { id: "e2", text: "Applied as version 3.\nbar 6: lower staff pedal added" },
      ],
    },
    { role: "assistant", text: "Done." },
  ]);
  const h = history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8, trebleBar: 4 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
    {
      xml: generateScore({ bars: 8, trebleBar: 4, pedalBar: 6 }),
      savedBy: { conversationId: "c", toolCallId: "e2" },
    },
  ]);
  assert.deepEqual(flagTypes(await analyse(c, h)), []);
});

test("a receipt that names the interval the notes moved by says what the diff's lines of those bars say", async () => {
  const flags = async (receipt: string) => {
    const c = chat("c", [
      { role: "user", text: "Take the right hand of bar 4 down an octave." },
      { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
      { role: "tool", results: [{ id: "e1", text: `Applied as version 2.\n${receipt}` }] },
      { role: "assistant", text: "Done." },
    ]);
    const h = history("s", [
      { xml: generateScore({ bars: 8 }) },
      {
        xml: generateScore({ bars: 8, octaveDownBar: 4 }),
        savedBy: { conversationId: "c", toolCallId: "e1" },
      },
    ]);
    return flagTypes(await analyse(c, h));
  };
  assert.deepEqual(await flags("bar 4: upper staff notes down an octave"), []);
  // (Bar 3 has notes the save did not move.)
  assert.deepEqual(await flags("bars 3-4: upper staff notes down an octave"), ["receipt-mismatch@1"]);
  assert.deepEqual(await flags("bar 4: upper staff notes down a tone"), ["receipt-mismatch@1"]);
  assert.deepEqual(await flags("bar 4: lower staff notes down an octave"), ["receipt-mismatch@1"]);
});

test("notes' lengths beside their pitches, and a rest after them, are not what a receipt is compared by", () => {
  assert.equal(
    normaliseDiffLine("bar 6: notes D5 (dotted half) -> D5 (half) rest"),
    normaliseDiffLine("bar 6: notes D5 (rhythm before) -> D5 (rhythm now)"),
  );
  // A bar emptied is still a change to a bar of rests.
  assert.equal(normaliseDiffLine("bar 6: notes D5 -> rest"), "bar 6: notes d5 -> no notes");
});

test("a receipt line with a second change in brackets is not read whole, and flags nothing", async () => {
  assert.deepEqual(
    flagTypes(await run("bar 4: lower staff clef bass -> alto (upper staff clef treble -> bass)")),
    [],
  );
  assert.deepEqual(flagTypes(await run("bar 4: lower staff clef bass -> alto")), ["receipt-mismatch@1"]);
});

test("a bar of rests only made shorter by a new time signature need not be in the receipt", async () => {
  const score = (beats: number, notes: string[]) => {
    const note = (step: string) =>
      `<note><pitch><step>${step[0]}</step><octave>${step[1]}</octave></pitch><duration>1</duration><type>quarter</type></note>`;
    return `<?xml version="1.0"?><score-partwise version="4.0"><part-list><score-part id="P1"><part-name>Flute</part-name></score-part></part-list><part id="P1"><measure number="1"><attributes><divisions>1</divisions><key><fifths>0</fifths></key><time><beats>${beats}</beats><beat-type>4</beat-type></time><clef><sign>G</sign><line>2</line></clef></attributes>${notes.map(note).join("")}</measure><measure number="2"><note><rest measure="yes"/><duration>${beats}</duration></note></measure></part></score-partwise>`;
  };
  const c = chat("c", [
    { role: "user", text: "Put bars 1-2 in 2/4." },
    { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
    {
      role: "tool",
      results: [
        {
          id: "e1",
          text: "Applied. Saved as version 2.\nbars 1-2: time 3/4 -> 2/4\nbar 1: notes D5 C5 B4 -> D5 C5",
        },
      ],
    },
    { role: "assistant", text: "Done." },
  ]);
  const h = history("s", [
    { xml: score(3, ["D5", "C5", "B4"]) },
    { xml: score(2, ["D5", "C5"]), savedBy: { conversationId: "c", toolCallId: "e1" } },
  ]);
  assert.deepEqual(flagTypes(await analyse(c, h)), []);
});

test("a receipt's pedal removed over a range says what the diff's start and stop at its ends say", async () => {
  const stop = `<direction placement="below"><direction-type><pedal type="stop"/></direction-type><staff>2</staff></direction>`;
  const spanned = generateScore({ bars: 8, pedalBar: 1 }).replace(
    /(<measure number="4">.*?<backup><duration>4<\/duration><\/backup>)/,
    `$1${stop}`,
  );
  assert.match(spanned, /pedal type="stop"/);
  const removed = async (receipt: string) => {
    const c = chat("c", [
      { role: "user", text: "Take out the pedal in bars 1 to 4." },
      { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
      { role: "tool", results: [{ id: "e1", text: `Saved as version 2.\n${receipt}` }] },
    ]);
    const h = history("s", [
      { xml: spanned },
      { xml: generateScore({ bars: 8 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
    ]);
    return flagTypes(await analyse(c, h));
  };
  assert.deepEqual(await removed("bars 1-4: lower staff pedal removed"), []);
  assert.deepEqual(await removed("bars 1-5: lower staff pedal removed"), ["receipt-mismatch@1"]);
});
