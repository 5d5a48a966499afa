import assert from "node:assert/strict";
import { test } from "node:test";
import { chat } from "../../test/support/chat.ts";
import { analyse, history } from "../../test/support/history.ts";
import { generateScore } from "../../test/support/piano-score.ts";

const conversation = chat("c", [
  { role: "user", text: "What key is the piece in?" },
  { role: "assistant", text: "", calls: [{ id: "r1", name: "read_score" }] },
  { role: "tool", results: [{ id: "r1", text: "Piano (P1): 8 bars. Key: C major. Time: 4/4." }] },
  { role: "assistant", text: "Let me know if you want to change it." },
]);

test("a read that gives only the opening key of a piece that modulates hides the change", async () => {
  const a = await analyse(conversation, history("s", [{ xml: generateScore({ bars: 8, keyChangeBar: 5 }) }]));
  const flags = a.flags.filter((f) => f.type === "read-hides-change");
  assert.equal(flags.length, 1);
  assert.equal(flags[0]!.toolCallId, "r1");
  assert.ok(
    flags[0]!.evidence.some((e) => /bar 5/.test(e) && /G major/.test(e)),
    flags[0]!.evidence.join("\n"),
  );
});

test("the same read of a piece that stays in C major hides nothing", async () => {
  const a = await analyse(conversation, history("s", [{ xml: generateScore({ bars: 8 }) }]));
  assert.deepEqual(a.flags, []);
  assert.ok(
    a.claims.every((c) => c.source === "read" && c.verdict === "supported"),
    JSON.stringify(a.claims),
  );
});
