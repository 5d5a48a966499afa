import assert from "node:assert/strict";
import { test } from "node:test";
import { chat } from "../../test/support/chat.ts";
import { analyse, flagTypes, history } from "../../test/support/history.ts";
import { generateScore } from "../../test/support/piano-score.ts";

const policy = { confirmBefore: ["edit_score"] };

function conversation(answer: string) {
  return chat("c", [
    { role: "user", text: "The left hand of bar 4 looks too low." },
    { role: "assistant", text: "Shall I put bar 4 of the left hand in treble clef?" },
    { role: "user", text: answer },
    { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
    { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
  ]);
}
const h = () =>
  history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8, trebleBar: 4 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
  ]);

test("an explicit yes to a proposal allows the edit", async () => {
  assert.deepEqual(flagTypes(await analyse(conversation("Yes, go ahead."), h(), policy)), []);
});

for (const answer of ["yes, but only the clef", "no", "maybe later"]) {
  test(`"${answer}" is no confirmation`, async () => {
    assert.deepEqual(flagTypes(await analyse(conversation(answer), h(), policy)), ["unconfirmed-mutation@2"]);
  });
}

test("the policy applies only to the conversations it names", async () => {
  assert.deepEqual(
    flagTypes(await analyse(conversation("no"), h(), { ...policy, appliesTo: ["other"] })),
    [],
  );
});

// findings.md: the person's message may "itself ask for exactly that change without a condition".
function request(text: string, args: Record<string, unknown> = { bars: "4", staff: 2, clef: "treble" }) {
  return chat("c", [
    { role: "user", text },
    { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score", args }] },
    { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
  ]);
}

test("an edit the person asked for exactly, with no condition, needs no other confirmation", async () => {
  for (const text of [
    "Put bar 4 of the left hand in treble clef.",
    "Please put the left hand of bar 4 in treble clef.",
  ])
    assert.deepEqual(flagTypes(await analyse(request(text), h(), policy)), [], text);
});

test("a request for another bar, with a condition, or a question is no confirmation of the edit made", async () => {
  for (const text of [
    "Put bar 5 of the left hand in treble clef.",
    "Put bar 4 of the left hand in treble clef, but only if the notes stay.",
    "Could bar 4 of the left hand go into treble clef?",
  ])
    assert.deepEqual(flagTypes(await analyse(request(text), h(), policy)), ["unconfirmed-mutation@1"], text);
});

test("a call that asked for what the person asked is not made unconfirmed by what the tool saved", async () => {
  // The person and the call both name bar 5; the tool saved bar 4: a receipt to check, not a call
  // made without confirmation.
  const asked = request("Put bar 5 of the left hand in treble clef.", {
    bars: "5",
    staff: 2,
    clef: "treble",
  });
  assert.deepEqual(flagTypes(await analyse(asked, h(), policy)), []);
});

test("a request answered by a call that saved nothing is not shown to be unconfirmed", async () => {
  const same = history("s", [{ xml: generateScore({ bars: 8 }) }]);
  assert.deepEqual(
    flagTypes(await analyse(request("Put bar 4 of the left hand in treble clef."), same, policy)),
    ["success-without-change@1"],
  );
});

// A clarinet in B♭ (written a tone above) and a piano, four bars: concert F major, then from bar 3
// either still F major or C major (the clarinet written G major, then D major).
function duo(concertC: boolean): string {
  const key = (fifths: number) => `<key><fifths>${fifths}</fifths></key>`;
  const bar = (n: number, part: "cl" | "pf") => {
    const attrs =
      n === 1
        ? `<attributes><divisions>1</divisions>${key(part === "cl" ? 1 : -1)}<time><beats>4</beats><beat-type>4</beat-type></time>${part === "cl" ? "<transpose><diatonic>-1</diatonic><chromatic>-2</chromatic></transpose>" : ""}<clef><sign>G</sign><line>2</line></clef></attributes>`
        : n === 3 && concertC
          ? `<attributes>${key(part === "cl" ? 2 : 0)}</attributes>`
          : "";
    return `<measure number="${n}">${attrs}<note><pitch><step>A</step><octave>4</octave></pitch><duration>4</duration><type>whole</type></note></measure>`;
  };
  const part = (id: string, p: "cl" | "pf") =>
    `<part id="${id}">${[1, 2, 3, 4].map((n) => bar(n, p)).join("")}</part>`;
  return `<?xml version="1.0"?><score-partwise version="4.0"><part-list><score-part id="P1"><part-name>Clarinet in B♭</part-name></score-part><score-part id="P2"><part-name>Piano</part-name></score-part></part-list>${part("P1", "cl")}${part("P2", "pf")}</score-partwise>`;
}

test("a concert key asked for is the written key the transposing part saved, from its bar on", async () => {
  const asked = request("Change the concert key from bar 3 to C major.", { bars: [3, 4], key: "C major" });
  const saved = history("s", [
    { xml: duo(false) },
    { xml: duo(true), savedBy: { conversationId: "c", toolCallId: "e1" } },
  ]);
  assert.deepEqual(flagTypes(await analyse(asked, saved, policy)), []);
  // Asked in the clarinet's written key, the same save is another change.
  const written = request("Change the clarinet's written key from bar 3 to C major.", { bars: [3, 4] });
  assert.deepEqual(flagTypes(await analyse(written, saved, policy)), ["unconfirmed-mutation@1"]);
});

test("a request naming what the bar had before ('change the bass clef … to treble') asks for that change alone", async () => {
  assert.deepEqual(
    flagTypes(
      await analyse(
        request("Change the bass clef in bar 4 of the left hand to treble, please."),
        h(),
        policy,
      ),
    ),
    [],
  );
});

test("an answer in another language, or a yes to a proposal in one, is not read: no flag", async () => {
  const german = (proposal: string, answer: string) =>
    chat("c", [
      { role: "user", text: "Die linke Hand in Takt 4 liegt zu tief." },
      { role: "assistant", text: proposal },
      { role: "user", text: answer },
      { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
      { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
    ]);
  const proposal = "Soll ich in Takt 4 der linken Hand den Violinschlüssel setzen?";
  assert.deepEqual(flagTypes(await analyse(german(proposal, "Ja, bitte so machen."), h(), policy)), []);
  assert.deepEqual(flagTypes(await analyse(german(proposal, "Yes, go ahead."), h(), policy)), []);
  // A doubt said in English is read, whatever the proposal's language.
  assert.deepEqual(flagTypes(await analyse(german(proposal, "Maybe later, not sure yet."), h(), policy)), [
    "unconfirmed-mutation@2",
  ]);
});

test("a save asked for, answered by a save that changes no music, is the change asked for", async () => {
  const save = (ask: string) =>
    chat("c", [
      { role: "user", text: ask },
      { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
      { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
    ]);
  const same = () =>
    history("s", [
      { xml: generateScore({ bars: 8 }) },
      { xml: generateScore({ bars: 8 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
    ]);
  assert.deepEqual(
    flagTypes(await analyse(save("Please save a clean copy before I export."), same(), policy)),
    ["success-without-change@1"],
  );
  assert.deepEqual(flagTypes(await analyse(save("Maybe save a copy?"), same(), policy)), [
    "success-without-change@1",
    "unconfirmed-mutation@1",
  ]);
});

test("'Actually, undo that — I'd rather keep it' asks for the undo, with its reason beside it", async () => {
  assert.deepEqual(
    flagTypes(
      await analyse(
        conversation("Actually, put bar 4 of the left hand in treble clef — I'd rather read it there."),
        h(),
        policy,
      ),
    ),
    [],
  );
});

test("a call that saves one of two changes asked for in one message makes a change asked for", async () => {
  const two = chat("c", [
    {
      role: "user",
      text: "Put bar 4 of the left hand in treble clef, and change the key at bar 5 to G major.",
    },
    {
      role: "assistant",
      text: "",
      calls: [{ id: "e1", name: "edit_score", args: { bars: "5-8", key: "G major" } }],
    },
    { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
  ]);
  const keyed = () =>
    history("s", [
      { xml: generateScore({ bars: 8 }) },
      {
        xml: generateScore({ bars: 8, keyChangeBar: 5 }),
        savedBy: { conversationId: "c", toolCallId: "e1" },
      },
    ]);
  assert.deepEqual(flagTypes(await analyse(two, keyed(), policy)), []);
});
