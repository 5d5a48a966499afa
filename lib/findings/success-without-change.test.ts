import assert from "node:assert/strict";
import { test } from "node:test";
import { chat } from "../../test/support/chat.ts";
import { analyse, flagTypes, history } from "../../test/support/history.ts";
import { generateScore } from "../../test/support/piano-score.ts";

const request = chat("c", [
  { role: "user", text: "Put bar 4 of the left hand in treble clef." },
  {
    role: "assistant",
    text: "",
    calls: [{ id: "e1", name: "edit_score", args: { bars: "4", staff: "lower", clef: "treble" } }],
  },
  { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
  { role: "assistant", text: "Done." },
]);

test("an 'Applied' edit that saved the same music is flagged", async () => {
  const h = history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
  ]);
  const flags = (await analyse(request, h)).flags.filter((f) => f.type === "success-without-change");
  assert.deepEqual(
    flags.map((f) => [f.turn, f.toolCallId]),
    [[1, "e1"]],
  );
  assert.match(flags[0]!.message, /version 2 has the same music as version 1/);
});

test("an edit that changed the score is not flagged", async () => {
  const h = history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8, trebleBar: 4 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
  ]);
  assert.ok(!flagTypes(await analyse(request, h)).includes("success-without-change@1"));
});

test("a failed edit is not success-without-change", async () => {
  const failed = chat("c", [
    { role: "user", text: "Put bar 4 of the left hand in treble clef." },
    { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
    { role: "tool", results: [{ id: "e1", text: "Error: staff 3 does not exist", isError: true }] },
    { role: "assistant", text: "The edit failed." },
  ]);
  const h = history("s", [{ xml: generateScore({ bars: 8 }) }]);
  assert.deepEqual(flagTypes(await analyse(failed, h)), []);
});
