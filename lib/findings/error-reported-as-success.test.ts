import assert from "node:assert/strict";
import { test } from "node:test";
import { chat } from "../../test/support/chat.ts";
import { analyse, flagTypes, history } from "../../test/support/history.ts";
import { generateScore } from "../../test/support/piano-score.ts";

function conversation(result: { text: string; isError: boolean }) {
  return chat("c", [
    { role: "user", text: "Add a pedal marking in bar 1." },
    {
      role: "assistant",
      text: "",
      calls: [{ id: "e1", name: "edit_score", args: { bars: "1", pedal: "add" } }],
    },
    { role: "tool", results: [{ id: "e1", ...result }] },
    { role: "assistant", text: "I've added a pedal marking in bar 1." },
  ]);
}

test("an edit claim after a failed call, contradicted by the score, is flagged", async () => {
  const h = history("s", [{ xml: generateScore({ bars: 8 }) }]);
  const a = await analyse(conversation({ text: "Error: no staff given for the pedal", isError: true }), h);
  assert.deepEqual(flagTypes(a), ["error-reported-as-success@1"]);
  assert.equal(a.flags[0]!.toolCallId, "e1");
});

test("the same claim after a call that worked is not flagged", async () => {
  const h = history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8, pedalBar: 1 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
  ]);
  const a = await analyse(conversation({ text: "Applied as version 2.", isError: false }), h);
  assert.deepEqual(flagTypes(a), []);
  assert.deepEqual(
    a.claims.map((c) => c.verdict),
    ["supported"],
  );
});

test("a claim of another property than the failed call changed is no report of it", async () => {
  const h = history("s", [{ xml: generateScore({ bars: 8 }) }]);
  const c = chat("c", [
    { role: "user", text: "Add a pedal marking in bar 1." },
    {
      role: "assistant",
      text: "",
      calls: [{ id: "e1", name: "edit_score", args: { bars: "1", pedal: "add" } }],
    },
    { role: "tool", results: [{ id: "e1", text: "Error: no staff given for the pedal", isError: true }] },
    { role: "assistant", text: "Bar 1 is now in 3/4." },
  ]);
  const a = await analyse(c, h);
  assert.deepEqual(
    a.claims.map((x) => x.verdict),
    ["contradicted"],
  );
  assert.deepEqual(flagTypes(a), []);
});
