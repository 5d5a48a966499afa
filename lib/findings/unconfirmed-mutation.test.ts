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
