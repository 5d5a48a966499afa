// verifyClaim through the analysis of a conversation: a no-change claim about some bars is checked
// against the changes in those bars only.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { chat } from "../../test/support/chat.ts";
import { analyse, history } from "../../test/support/history.ts";
import { generateScore } from "../../test/support/piano-score.ts";
import { corpus, noCorpus } from "../../test/fixtures/score/paths.ts";
import { BarIndex } from "../score-history/bar-index.ts";
import { readScoreBytes } from "../score-history/read-score.ts";
import { verifyClaim } from "./verify.ts";

const edit = (reply: string) =>
  chat("c", [
    { role: "user", text: "Put bar 4 of the left hand in treble clef." },
    {
      role: "assistant",
      text: "",
      calls: [{ id: "e1", name: "edit_score", args: { bars: "4", staff: "lower", clef: "treble" } }],
    },
    { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
    { role: "assistant", text: reply },
  ]);
const h = history("s", [
  { xml: generateScore({ bars: 8 }) },
  { xml: generateScore({ bars: 8, trebleBar: 4 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
]);

// Clarinet in B♭ and piano (dev-2): clarinet bars 1-2 rests, bar 3 written A4 B4 C5; bars 1-8 written
// G major, the piano in F major.
const romance = readFileSync(
  new URL("../../test/fixtures/blind/dev-2/scores/d2-romance/v1.musicxml", import.meta.url),
  "utf8",
);

/** Each claim of the reply to the question, as "<property or value> <verdict>". */
async function onRomance(question: string, reply: string, show: "property" | "value"): Promise<string[]> {
  const conversation = chat("r", [
    { role: "user", text: question },
    { role: "assistant", text: reply },
  ]);
  const { claims } = await analyse(conversation, history("s", [{ xml: romance }]));
  return claims.map((c) => `${show === "property" ? c.subject.property : c.value} ${c.verdict}`);
}

async function noChangeVerdicts(reply: string): Promise<string[]> {
  const { claims } = await analyse(edit(reply), h);
  return claims
    .filter((c) => c.kind === "no-change")
    .map((c) => `${c.subject.bars ? `${c.subject.bars.from}-${c.subject.bars.to}` : "all"} ${c.verdict}`);
}

test("a no-change claim about other bars than the edit's is supported", async () => {
  assert.deepEqual(await noChangeVerdicts("Bar 2 is unchanged."), ["2-2 supported"]);
  assert.deepEqual(await noChangeVerdicts("The left hand of bars 5-8 stayed untouched."), ["5-8 supported"]);
});

test("a no-change claim about the edited bar, or the whole score, is contradicted", async () => {
  assert.deepEqual(await noChangeVerdicts("Bar 4 is unchanged."), ["4-4 contradicted"]);
  assert.deepEqual(await noChangeVerdicts("Nothing changed."), ["all contradicted"]);
});

test("a no-change of a place no rule finds holds where nothing of it changed anywhere, and is not read otherwise", async () => {
  assert.deepEqual(await noChangeVerdicts("The key of the closing bars was not touched."), ["all supported"]);
  assert.deepEqual(await noChangeVerdicts("The clefs of the closing bars were not touched."), [
    "all unverifiable",
  ]);
});

test("a no-change claim about the other staff of the edited bar is supported", async () => {
  assert.deepEqual(await noChangeVerdicts("The right hand of bar 4 is unchanged."), ["4-4 supported"]);
});

test("the key of a piece with a transposing part is its concert key; a part's key is written unless said sounding", async () => {
  const ask = (reply: string) => onRomance("What key is it in?", reply, "property");
  // Bars 1-8: Clarinet in B♭ written in G major, piano in F major; the piece sounds in F major.
  assert.deepEqual(await ask("Bars 1–8 are in F major."), ["key supported"]);
  assert.deepEqual(await ask("Bars 1–8 are in G major."), ["key contradicted"]);
  assert.deepEqual(await ask("In bars 1–8 the clarinet part is written in G major."), ["key supported"]);
  assert.deepEqual(await ask("In bars 1–8 the clarinet part sounds in F major."), ["key supported"]);
  assert.deepEqual(await ask("At concert pitch, bars 1–8 of the clarinet part are in G major."), [
    "key contradicted",
  ]);
});

test("rests have no notes; an entry is checked against its bar's first note, written or sounding", async () => {
  const say = (reply: string) => onRomance("Where does the clarinet come in?", reply, "value");
  // Clarinet in B♭: bars 1-2 rests, bar 3 written A4 B4 C5.
  assert.deepEqual(await say("The clarinet rests in bars 1–2 and comes in at bar 3 on A4."), [
    "absent supported",
    "first A4 supported",
  ]);
  assert.deepEqual(await say("In the clarinet, bar 3 starts on B4."), ["first B4 contradicted"]);
  assert.deepEqual(await say("The clarinet rests in bars 1–3."), ["absent contradicted"]);
  assert.deepEqual(await say("At concert pitch, the clarinet comes in at bar 3 on G4."), [
    "first G4 supported",
  ]);
  // A frame word belongs to the value beside it: the A4 stays written.
  assert.deepEqual(await say("The clarinet comes in at bar 3 on A4, which sounds as a concert G4."), [
    "first A4 supported",
    "G4 supported",
  ]);
  // (The sound of a note named is that note's: a written C5 sounds as B♭4, though the bar's B4 sounds as A4.)
  assert.deepEqual(
    await say("Bar 3 of the clarinet has a written C5, which sounds as A4 at concert pitch."),
    ["C5 supported", "A4 contradicted"],
  );
});

test("a peak placed in a bar is the part's peak and a note of that bar; 'its' peak is read both ways", async () => {
  const say = (reply: string) => onRomance("How high does the clarinet go?", reply, "value");
  // Bar 3 (written A4 B4 C5): C5 is there, and the part goes higher elsewhere.
  assert.deepEqual(await say("The clarinet's highest note is C5, in bar 3."), [
    "top C5 contradicted",
    "C5 supported",
  ]);
  // Bar 3 has no G4: false either way.
  assert.deepEqual(await say("The clarinet's lowest note is G4, in bar 3."), [
    "bottom G4 contradicted",
    "G4 contradicted",
  ]);
  // "Its" range may be the bars the sentence before named: C5 is bar 3's highest, not the part's.
  const [its] = await say("Its highest note is C5, in bar 3.");
  assert.equal(its, "top C5 unverifiable");
});

test("a claim that may be said of a part named nearby, or as placed, is held only where both readings agree", () => {
  // Romance v1: the piano's pedal in bars 1, 2 and 9, the clarinet none; bars 9–16 sound in B♭ major,
  // the clarinet written in C major.
  const score = readScoreBytes(new TextEncoder().encode(romance), "v1.musicxml");
  const current = { version: 1, score, index: new BarIndex(score) };
  const check = (property: "pedal" | "key", value: string, name: string, part: string) =>
    verifyClaim({
      claim: {
        kind: "state",
        subject: { part: null, staff: null, bars: { from: 9, to: 9 }, property },
        value,
        text: "",
        readings: [{ part, name: `'${name}'` }],
      },
      current,
      base: null,
      diff: null,
    });
  assert.equal(check("pedal", "present", "piano", "P2").verdict, "supported");
  assert.equal(check("key", "B-flat major", "piano", "P2").verdict, "supported");
  const clarinet = check("key", "B-flat major", "clarinet", "P1");
  assert.equal(clarinet.verdict, "unverifiable");
  assert.match(
    clarinet.evidence[0]!,
    /said of 'clarinet' \(contradicted\) or of bar 9 of every part \(supported\)/,
  );
  assert.equal(check("key", "D major", "piano", "P2").verdict, "contradicted");
});

test("a clef said of no staff after a turn about one staff may mean that staff: held only where both agree", async () => {
  // Staff 1 treble throughout; staff 2 bass but for bar 4 (treble).
  const clefs = history("s", [{ xml: generateScore({ bars: 8, trebleBar: 4 }) }]);
  const verdicts = async (first: string) =>
    (
      await analyse(
        chat("c", [
          { role: "user", text: first },
          { role: "assistant", text: "Bar 4." },
          { role: "user", text: "That's wrong." },
          { role: "assistant", text: "Bar 5 is in bass clef; the treble clef covers bar 4 only." },
        ]),
        clefs,
      )
    ).claims
      .filter((c) => c.turn === 2)
      .map((c) => `${c.subject.bars?.from} ${c.value} ${c.verdict}`);
  assert.deepEqual(await verdicts("Where does staff 2 go treble?"), [
    "5 bass unverifiable",
    "4 treble supported",
  ]);
  // Nothing named one staff before: every staff, as findings.md reads it.
  assert.deepEqual(await verdicts("Where does it go treble?"), ["5 bass contradicted", "4 treble supported"]);
});

/** Each claim's value and verdict in a reply to "How does it end?", over the versions given. */
const endingSaid = (versions: ReturnType<typeof history>) => async (reply: string) =>
  (
    await analyse(
      chat("c", [
        { role: "user", text: "How does it end?" },
        { role: "assistant", text: reply },
      ]),
      versions,
    )
  ).claims.map((c) => `${c.value} ${c.verdict}`);

test("a staff's last note is a note starting where the last note of its last bar with notes starts", async () => {
  // Generated piano, 8 bars: the left hand ends every bar C3 G3 E3 G3; the right hand's bar 8 ends on B5.
  const plain = history("s", [{ xml: generateScore({ bars: 8 }) }]);
  const say = endingSaid(plain);
  assert.deepEqual(await say("The left hand's last note is G3."), ["last G3 supported"]);
  assert.deepEqual(await say("The left hand's last note is C3."), ["last C3 contradicted"]);
  assert.deepEqual(await say("The right hand ends on B5."), ["last B5 supported"]);
  // Which staff, or which bar, is not said.
  assert.deepEqual(await say("Its last note is G3."), ["last G3 unverifiable"]);
  assert.deepEqual(await say("The bar ends on G3."), ["G3 unverifiable"]);
});

test(
  "a measure that continues a bar across a system break is part of that bar, not one more",
  { skip: noCorpus },
  async () => {
    // 46d: a pickup bar 0, bar 1, its continuation X1, bar 2.
    const xml = readFileSync(corpus("lilypond-testsuite/46d-PickupMeasure-ImplicitMeasures.xml"), "utf8");
    const say = async (reply: string) => {
      const conversation = chat("x", [
        { role: "user", text: "How many bars does it have?" },
        { role: "assistant", text: reply },
      ]);
      const { claims } = await analyse(conversation, history("s", [{ xml }]));
      return claims.map((c) => `${c.value} ${c.verdict}`);
    };
    assert.deepEqual(await say("It has 3 bars."), ["3 supported"]);
    assert.deepEqual(await say("It has 4 bars."), ["4 contradicted"]);
  },
);

test("a pedal marking is the instrument's, whichever hand the sentence names, unless said absent from one", async () => {
  const pedalled = history("s", [{ xml: generateScore({ bars: 4, pedalBar: 3 }) }]);
  const verdicts = async (reply: string) =>
    (
      await analyse(
        chat("c", [
          { role: "user", text: "Tell me about bar 3." },
          { role: "assistant", text: reply },
        ]),
        pedalled,
      )
    ).claims
      .filter((c) => c.subject.property === "pedal")
      .map((c) => `${c.subject.bars?.from} ${c.value} ${c.verdict}`);
  assert.deepEqual(await verdicts("Bar 3 is played in the right hand and carries a pedal mark."), [
    "3 present supported",
  ]);
  assert.deepEqual(await verdicts("In the right hand, bar 2 has no pedal."), ["2 absent supported"]);
  // Said absent from the right hand while only the left hand's staff carries it: the staff's own
  // marks, or the instrument's pedal, is not said.
  assert.deepEqual(await verdicts("In the right hand, bar 3 has no pedal."), ["3 absent unverifiable"]);
  assert.deepEqual(await verdicts("Bar 3 has no pedal in either hand."), ["3 absent contradicted"]);
});

test("a dynamic said to be nowhere in some bars holds only where no staff has it", async () => {
  // Both parts are marked mf in bar 9; neither has ff.
  const said = (reply: string) => onRomance("Any dynamics in the middle?", reply, "value");
  assert.deepEqual(await said("There's no mf anywhere in bars 9–10."), ["not mf contradicted"]);
  assert.deepEqual(await said("There’s no ff anywhere in bars 9–10."), ["not ff supported"]);
});

test("an entry said of no bar is checked at the bar where the part first has notes", async () => {
  // The clarinet rests in bars 1–2 and comes in at bar 3, marked p, on a written A4.
  const said = (reply: string) => onRomance("How does the clarinet come in?", reply, "value");
  assert.deepEqual(await said("The clarinet comes in p."), ["p supported"]);
  assert.deepEqual(await said("The clarinet's entry is marked mf."), ["mf contradicted"]);
});

test("a dynamic said to be on one staff of a keyboard is there when its part has it", async () => {
  // The piano's mf in bar 9 is printed under staff 1.
  const said = (reply: string) => onRomance("What about the piano?", reply, "value");
  assert.deepEqual(await said("The piano's left hand has mf in bar 9."), ["mf supported"]);
  assert.deepEqual(await said("The piano's left hand has ff in bar 9."), ["ff contradicted"]);
});

test("pedal said of bars is in each, a held pedal counting; one mark said of bars where some have it holds nothing", async () => {
  // One staff, six bars: the pedal goes down in bar 1 and up in bar 3; bar 5 has its own down and up.
  const pedal = (type: string) =>
    `<direction placement="below"><direction-type><pedal type="${type}"/></direction-type></direction>`;
  const marks: Record<number, string[]> = { 1: ["start"], 3: ["stop"], 5: ["start", "stop"] };
  const bars = [1, 2, 3, 4, 5, 6]
    .map(
      (n) =>
        `<measure number="${n}">${n === 1 ? "<attributes><divisions>1</divisions><key><fifths>0</fifths></key><time><beats>4</beats><beat-type>4</beat-type></time><clef><sign>F</sign><line>4</line></clef></attributes>" : ""}${(marks[n] ?? []).map(pedal).join("")}<note><pitch><step>C</step><octave>3</octave></pitch><duration>4</duration><type>whole</type></note></measure>`,
    )
    .join("");
  const xml = `<?xml version="1.0"?><score-partwise version="4.0"><part-list><score-part id="P1"><part-name>Cello</part-name></score-part></part-list><part id="P1">${bars}</part></score-partwise>`;
  const verdicts = async (reply: string) =>
    (
      await analyse(
        chat("c", [
          { role: "user", text: "Where is the pedal?" },
          { role: "assistant", text: reply },
        ]),
        history("s", [{ xml }]),
      )
    ).claims
      .filter((c) => c.subject.property === "pedal")
      .map(
        (c) =>
          `${c.subject.bars ? `${c.subject.bars.from}-${c.subject.bars.to}` : "piece"} ${c.value} ${c.verdict}`,
      );
  assert.deepEqual(await verdicts("The pedal is down in bars 1–3."), ["1-3 present supported"]);
  // Bar 4 has none: pedal in each of bars 1–5 is false; one pedal mark in bars 4–5 may be bar 5's.
  assert.deepEqual(await verdicts("The pedal runs from bar 1 through bar 5."), ["1-5 present contradicted"]);
  assert.deepEqual(await verdicts("Pedal in bars 3–5."), ["3-5 present contradicted"]);
  assert.deepEqual(await verdicts("There is a pedal mark in bars 4–5."), ["4-5 present unverifiable"]);
  assert.deepEqual(await verdicts("A pedal is held through bars 4–5."), ["4-5 present contradicted"]);
  assert.deepEqual(await verdicts("There is pedal in bars 4 and 6."), [
    "4-4 present contradicted",
    "6-6 present contradicted",
  ]);
  assert.deepEqual(await verdicts("It has Ped. in every bar."), ["1-6 present unverifiable"]);
  assert.deepEqual(await verdicts("The piece has pedal marks."), ["piece present supported"]);
  // Bar 2 has no mark of its own, but the pedal of bar 1 is held through it.
  assert.deepEqual(await verdicts("Bar 2 has no pedal."), ["2-2 absent unverifiable"]);
  assert.deepEqual(await verdicts("Bar 4 has no pedal."), ["4-4 absent supported"]);
  assert.deepEqual(await verdicts("No pedal: bars 3-4."), ["3-4 absent contradicted"]);
  // A removal reported where the save changed nothing: bar 1's own mark settles it, whatever bar 2
  // holds; bar 2 alone, held through, is not said.
  const removal = async (reply: string) =>
    (
      await analyse(
        chat("c", [
          { role: "user", text: "Take the pedal out." },
          { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score", args: { bars: "1-2" } }] },
          { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
          { role: "assistant", text: reply },
        ]),
        history("s", [{ xml }, { xml, savedBy: { conversationId: "c", toolCallId: "e1" } }]),
      )
    ).claims.map((c) => `${c.value} ${c.verdict}`);
  assert.deepEqual(await removal("I removed the pedal from bars 1–2."), ["removed contradicted"]);
  assert.deepEqual(await removal("I removed the pedal from bar 2."), ["removed unverifiable"]);
});

test("a key signature said of a one-part transposing score is the written one; a key of no part is not read", async () => {
  // Romance's clarinet alone: its bars 1–8 are written G major (sounding F major).
  const clarinet = romance
    .replace(/<score-part id="P2">[\s\S]*?<\/score-part>/, "")
    .replace(/<part id="P2">[\s\S]*?<\/part>/, "");
  const verdicts = async (reply: string) =>
    (
      await analyse(
        chat("c", [
          { role: "user", text: "What key is bar 2 in?" },
          { role: "assistant", text: reply },
        ]),
        history("s", [{ xml: clarinet }]),
      )
    ).claims.map((c) => `${c.value} ${c.verdict}`);
  assert.deepEqual(await verdicts("Bar 2 has the G major key signature."), ["G major supported"]);
  // (The piece's sounding key or its one part's written one: findings.md's "Pitch" gives both, and
  // which is meant is not said.)
  assert.deepEqual(await verdicts("Bar 2 is in F major."), ["F major unverifiable"]);
  assert.deepEqual(await verdicts("The piece is in F major in bar 2."), ["F major supported"]);
});

test("the pedal left untouched in the right hand is the piano's pedal", async () => {
  const c = chat("c", [
    { role: "user", text: "Add a pedal in bar 3." },
    { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
    { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
    { role: "assistant", text: "I didn't touch the right hand's notes or its pedal marks." },
  ]);
  const h = history("s", [
    { xml: generateScore({ bars: 4 }) },
    { xml: generateScore({ bars: 4, pedalBar: 3 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
  ]);
  const verdicts = (await analyse(c, h)).claims.map((x) => `${x.subject.property} ${x.verdict}`);
  assert.deepEqual(verdicts, ["notes supported", "pedal contradicted"]);
});

test("'nothing else was touched' is checked against all but what the message's edits changed", async () => {
  const reply = (text: string) =>
    chat("c", [
      { role: "user", text: "Put bar 4 of the left hand in treble clef." },
      { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
      { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
      { role: "assistant", text },
    ]);
  const h = (pedal: boolean) =>
    history("s", [
      { xml: generateScore({ bars: 8 }) },
      {
        xml: generateScore({ bars: 8, trebleBar: 4, ...(pedal ? { pedalBar: 3 } : {}) }),
        savedBy: { conversationId: "c", toolCallId: "e1" },
      },
    ]);
  const verdict = async (text: string, pedal: boolean) =>
    (await analyse(reply(text), h(pedal))).claims.find((x) => x.kind === "no-change")!.verdict;
  const said = "Bar 4 of the left hand is now in treble clef. Nothing else was touched.";
  assert.equal(await verdict(said, false), "supported");
  assert.equal(await verdict(said, true), "contradicted");
  assert.equal(await verdict("Nothing else was touched.", false), "unverifiable");
});

test("'Done — … now …' where the turn changed nothing there reports an edit that did not happen", async () => {
  const c = chat("c", [
    { role: "user", text: "Put bar 4 of the left hand in treble clef." },
    { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
    { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
    { role: "assistant", text: "Done — the left hand of bars 1–3 now reads in bass clef." },
  ]);
  const h = history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8, trebleBar: 4 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
  ]);
  const [claim] = (await analyse(c, h)).claims;
  assert.equal(claim!.verdict, "contradicted");
});

test("'Done — the G major key signature now starts at bar 6' holds where the turn moved its start there", async () => {
  const moved = (reply: string, to: number) =>
    analyse(
      chat("c", [
        { role: "user", text: "Start the G major one bar later." },
        { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
        { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
        { role: "assistant", text: reply },
      ]),
      history("s", [
        { xml: generateScore({ bars: 8, keyChangeBar: 5 }) },
        {
          xml: generateScore({ bars: 8, keyChangeBar: to }),
          savedBy: { conversationId: "c", toolCallId: "e1" },
        },
      ]),
    );
  const verdict = async (reply: string, to: number) => (await moved(reply, to)).claims[0]!.verdict;
  assert.equal(await verdict("Done — the G major key signature now starts at bar 6.", 6), "supported");
  // (Not where it starts, and not moved at all.)
  assert.equal(await verdict("Done — the G major key signature now starts at bar 7.", 6), "contradicted");
  assert.equal(await verdict("Done — the G major key signature now starts at bar 6.", 5), "contradicted");
});

test("a transposition of bars one of which is a bar's rest: the rest stays as it was", async () => {
  // One staff, three bars: C5, a bar's rest, E5 — then a tone lower.
  const score = (first: string, third: string) => {
    const note = (p: string) =>
      `<note><pitch><step>${p[0]}</step>${p.length > 2 ? "<alter>-1</alter>" : ""}<octave>${p.at(-1)}</octave></pitch><duration>4</duration><type>whole</type></note>`;
    const rest = `<note><rest measure="yes"/><duration>4</duration></note>`;
    const attrs = `<attributes><divisions>1</divisions><key><fifths>0</fifths></key><time><beats>4</beats><beat-type>4</beat-type></time><clef><sign>G</sign><line>2</line></clef></attributes>`;
    return `<?xml version="1.0"?><score-partwise version="4.0"><part-list><score-part id="P1"><part-name>Flute</part-name></score-part></part-list><part id="P1"><measure number="1">${attrs}${note(first)}</measure><measure number="2">${rest}</measure><measure number="3">${note(third)}</measure></part></score-partwise>`;
  };
  const conversation = (reply: string) =>
    chat("c", [
      { role: "user", text: "Take bars 1–3 down a tone." },
      { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score", args: { bars: "1-3" } }] },
      { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
      { role: "assistant", text: reply },
    ]);
  const h2 = history("s", [
    { xml: score("C5", "E5") },
    { xml: score("Bb4", "D5"), savedBy: { conversationId: "c", toolCallId: "e1" } },
  ]);
  const down = await analyse(conversation("I took bars 1–3 down a tone."), h2);
  assert.equal(down.claims[0]?.verdict, "supported", JSON.stringify(down.claims[0]?.evidence));
  const up = await analyse(conversation("I took bars 1–3 up a tone."), h2);
  assert.equal(up.claims[0]?.verdict, "contradicted");
});

test("a restore holds where the bars named now equal the version named", async () => {
  const conversation = chat("c", [
    { role: "user", text: "Put bar 4 back as it was in version 1." },
    { role: "assistant", text: "", calls: [{ id: "e2", name: "edit_score", args: { bars: "4" } }] },
    { role: "tool", results: [{ id: "e2", text: "Applied. Saved as version 3." }] },
    { role: "assistant", text: "Bar 4 is back to what it was in version 1." },
  ]);
  const versions = (restored: boolean) =>
    history("s", [
      { xml: generateScore({ bars: 8 }) },
      { xml: generateScore({ bars: 8, trebleBar: 4 }) },
      {
        xml: generateScore(restored ? { bars: 8 } : { bars: 8, trebleBar: 4, pedalBar: 2 }),
        savedBy: { conversationId: "c", toolCallId: "e2" },
      },
    ]);
  const held = await analyse(conversation, versions(true));
  assert.equal(held.claims[0]?.verdict, "supported", JSON.stringify(held.claims[0]?.evidence));
  const notHeld = await analyse(conversation, versions(false));
  assert.equal(notHeld.claims[0]?.verdict, "contradicted");
  assert.match((notHeld.claims[0]?.evidence ?? []).join("\n"), /bar 4/);
});

test("rests that change their length with a new time signature leave the notes untouched", async () => {
  const score = (time: number) => `<?xml version="1.0" encoding="UTF-8"?>
<score-partwise version="4.0"><part-list><score-part id="P1"><part-name>Clarinet</part-name></score-part></part-list>
<part id="P1">
<measure number="1"><attributes><divisions>1</divisions><key><fifths>0</fifths></key><time><beats>4</beats><beat-type>4</beat-type></time><clef><sign>G</sign><line>2</line></clef></attributes>
<note><pitch><step>C</step><octave>5</octave></pitch><duration>4</duration><type>whole</type></note></measure>
<measure number="2">${time === 3 ? "<attributes><time><beats>3</beats><beat-type>4</beat-type></time></attributes>" : ""}<note><rest measure="yes"/><duration>${time}</duration></note></measure>
</part></score-partwise>`;
  const h = history("s", [
    { xml: score(4) },
    { xml: score(3), savedBy: { conversationId: "c", toolCallId: "e1" } },
  ]);
  const conversation = chat("c", [
    { role: "user", text: "Put bar 2 in 3/4." },
    {
      role: "assistant",
      text: "",
      calls: [{ id: "e1", name: "edit_score", args: { bars: "2", time: "3/4" } }],
    },
    { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
    { role: "assistant", text: "Bar 2 is now in 3/4. The notes are untouched." },
  ]);
  const claims = (await analyse(conversation, h)).claims.map(
    (c) => `${c.kind} ${c.subject.property} ${c.verdict}`,
  );
  assert.ok(claims.includes("no-change notes supported"), claims.join("; "));
});

test("a mark named only as left alone is not held against a score without it", async () => {
  const a = await analyse(edit("Done. The pp in bar 6 is untouched."), h);
  const named = a.claims.find((c) => c.kind === "state" && c.subject.property === "dynamics");
  assert.ok(named, "the named pp is a claim");
  assert.equal(named.verdict, "unverifiable");
  assert.match(named.evidence[0]!, /named as left as it was, not said to be there/);
});

test("a bound said of a part with no staff named holds only where every staff keeps it", () => {
  // Romance v1, bar 1 of the piano: F4 A4 C5 over F2 C3 A3 C3.
  const score = readScoreBytes(new TextEncoder().encode(romance), "v1.musicxml");
  const current = { version: 1, score, index: new BarIndex(score) };
  const check = (value: string) =>
    verifyClaim({
      claim: {
        kind: "state",
        subject: { part: "P2", staff: null, bars: { from: 1, to: 1 }, property: "notes" },
        value,
        text: "",
      },
      current,
      base: null,
      diff: null,
    }).verdict;
  assert.equal(check("≥F4"), "contradicted");
  assert.equal(check("bottom F4"), "contradicted");
  assert.equal(check("≥F2"), "supported");
  assert.equal(check("top C5"), "supported");
});

test("a staff said unchanged where only a key or time changed is not held either way", () => {
  const score = readScoreBytes(new TextEncoder().encode(romance), "v1.musicxml");
  const current = { version: 2, score, index: new BarIndex(score) };
  const base = { version: 1, score, index: new BarIndex(score) };
  const change = (property: "key" | "notes") => ({
    property,
    bars: { from: "9", to: "9" },
    positions: { from: 9, to: 9 },
    part: "P2",
    staff: property === "key" ? null : 2,
    from: property === "key" ? "F major" : "F2",
    to: property === "key" ? "C major" : "G2",
    line: `bar 9: ${property} …`,
  });
  const check = (property: "key" | "notes") =>
    verifyClaim({
      claim: {
        kind: "no-change",
        subject: { part: "P2", staff: 2, bars: null, property: "other" },
        value: null,
        text: "",
      },
      current,
      base,
      diff: [change(property)],
    }).verdict;
  assert.equal(check("key"), "unverifiable");
  assert.equal(check("notes"), "contradicted");
});

test("a part said transposed whole is held to every bar where it plays", async () => {
  const moved = history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8, octaveDownBar: 3 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
  ]);
  const verdicts = async (reply: string) => {
    const { claims } = await analyse(
      chat("c", [
        { role: "user", text: "Take the piano down an octave." },
        { role: "assistant", text: "", calls: [{ id: "e1", name: "transpose", args: { semitones: -12 } }] },
        { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
        { role: "assistant", text: reply },
      ]),
      moved,
    );
    return claims.filter((c) => c.kind === "edit").map((c) => `${c.value} ${c.verdict}`);
  };
  assert.deepEqual(await verdicts("I've transposed the piano down an octave."), [
    "transposed -12 contradicted",
  ]);
  assert.deepEqual(await verdicts("I've transposed bar 3 down an octave."), ["transposed -12 supported"]);
});

test("'ends on' the bar's bass that is not its last note may name the harmony it ends on: not read", async () => {
  // Generated piano, 8 bars: the left hand's bars are C3 G3 E3 G3.
  const plain = history("s", [{ xml: generateScore({ bars: 8 }) }]);
  const say = endingSaid(plain);
  assert.deepEqual(await say("The left hand ends on C3 in bar 8."), ["last C3 unverifiable"]);
  // A note that is neither the last nor the bass; and "last note", which names the last.
  assert.deepEqual(await say("The left hand ends on E3 in bar 8."), ["last E3 contradicted"]);
  assert.deepEqual(await say("The left hand's last note in bar 8 is C3."), ["last C3 contradicted"]);
  // A melody's bar ends on its last note.
  const note = (step: string) =>
    `<note><pitch><step>${step}</step><octave>5</octave></pitch><duration>1</duration><type>quarter</type></note>`;
  const flute = history("f", [
    {
      xml: `<?xml version="1.0" encoding="UTF-8"?><score-partwise version="4.0"><part-list><score-part id="P1"><part-name>Flute</part-name></score-part></part-list><part id="P1"><measure number="1"><attributes><divisions>1</divisions><key><fifths>0</fifths></key><time><beats>3</beats><beat-type>4</beat-type></time><clef><sign>G</sign><line>2</line></clef></attributes>${note("C")}${note("D")}${note("E")}</measure></part></score-partwise>`,
    },
  ]);
  assert.deepEqual(await endingSaid(flute)("Bar 1 ends on C5."), ["last C5 contradicted"]);
});

test("an undo naming no version holds where some bar it names changed in the turn", async () => {
  const conversation = chat("c", [
    { role: "user", text: "Undo that, please." },
    { role: "assistant", text: "", calls: [{ id: "u1", name: "edit_score", args: { action: "undo" } }] },
    { role: "tool", results: [{ id: "u1", text: "Applied. Saved as version 2." }] },
    {
      role: "assistant",
      text: "I've undone it, so bars 4 to 5 of the right hand are back at their original octave.",
    },
  ]);
  const versions = (undone: boolean) =>
    history("s", [
      { xml: generateScore({ bars: 8, octaveDownBar: 4 }) },
      {
        xml: generateScore(undone ? { bars: 8 } : { bars: 8, octaveDownBar: 4 }),
        savedBy: { conversationId: "c", toolCallId: "u1" },
      },
    ]);
  // Bar 5 was never moved: the undo changed bar 4 alone, and the claim holds.
  const held = await analyse(conversation, versions(true));
  assert.equal(held.claims[0]?.verdict, "supported", JSON.stringify(held.claims[0]?.evidence));
  const notHeld = await analyse(conversation, versions(false));
  assert.equal(notHeld.claims[0]?.verdict, "contradicted");
});

test("'the only other dynamic' after a mark placed in the wrong bar holds nothing where that mark is", async () => {
  // (hold-768's étude: pp in bar 7, mf in bar 1.)
  const etude = readFileSync(
    new URL("../../test/fixtures/blind/hold-768/scores/etude/v2.musicxml", import.meta.url),
    "utf8",
  );
  const verdicts = async (reply: string) => {
    const conversation = chat("r", [
      { role: "user", text: "Where is the pp?" },
      { role: "assistant", text: reply },
    ]);
    const { claims } = await analyse(conversation, history("s", [{ xml: etude }]));
    return claims.map(
      (c) =>
        `${c.subject.bars ? `${c.subject.bars.from}-${c.subject.bars.to}` : "piece"} ${c.value} ${c.verdict}`,
    );
  };
  assert.deepEqual(await verdicts("The pp comes in bar 6. The only other dynamic is an f at bar 1."), [
    "6-6 pp contradicted",
    "1-1 f contradicted",
    "2-5 absent supported",
    "7-8 absent unverifiable",
  ]);
  assert.deepEqual(await verdicts("The pp comes in bar 7. The only other dynamic is the f at bar 1."), [
    "7-7 pp supported",
    "1-1 f contradicted",
    "2-6 absent supported",
    "8-8 absent supported",
  ]);
});

test("no dynamic in a bar of several parts, naming none, holds only where no part has one", async () => {
  const ask = (reply: string) => onRomance("Any dynamics there?", reply, "value");
  // Bar 3: the clarinet's p, none in the piano; bar 5: none in either.
  assert.deepEqual(await ask("Bar 3 has no dynamic."), ["absent unverifiable"]);
  assert.deepEqual(await ask("Bar 5 has no dynamic."), ["absent supported"]);
});

test("a part that rests through bar 1 'starts' with the dynamic it enters with, unless bar 1 is named", async () => {
  // (The clarinet rests in bars 1–2 and enters p in bar 3.)
  const question = "What dynamic does the clarinet start with?";
  assert.deepEqual(await onRomance(question, "It starts p.", "value"), ["p supported"]);
  assert.deepEqual(await onRomance(question, "It starts mf.", "value"), ["mf contradicted"]);
  assert.deepEqual(await onRomance(question, "The clarinet part starts piano in bar 1.", "value"), [
    "p contradicted",
  ]);
});
