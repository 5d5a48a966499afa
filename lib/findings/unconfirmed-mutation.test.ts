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

test("an edit the person asked for directly, with no proposal to confirm, is unconfirmed", async () => {
  const c = chat("c", [
    { role: "user", text: "Put bar 4 of the left hand in treble clef." },
    { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
    { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
  ]);
  assert.deepEqual(flagTypes(await analyse(c, h(), policy)), ["unconfirmed-mutation@1"]);
});
