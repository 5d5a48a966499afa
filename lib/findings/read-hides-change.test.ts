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

test("a read after an edit in the same message reads what the edit saved", async () => {
  // findings.md: the score before a call counts the saves of earlier calls in the same message.
  const c = chat("c", [
    { role: "user", text: "Change the key to G major from bar 5, then read it back." },
    {
      role: "assistant",
      text: "",
      calls: [
        { id: "e1", name: "edit_score", args: { bars: "5-8", key: "G major" } },
        { id: "r1", name: "read_score" },
      ],
    },
    {
      role: "tool",
      results: [
        { id: "e1", text: "Applied. Saved as version 2." },
        { id: "r1", text: "Piano (P1): 8 bars.\nbar 1: key C major\nbar 5 (from here): key G major" },
      ],
    },
  ]);
  const h = history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8, keyChangeBar: 5 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
  ]);
  const a = await analyse(c, h);
  const read = a.claims.filter((claim) => claim.source === "read" && claim.subject.property === "key");
  assert.deepEqual(
    read.map((claim) => [claim.checkedVersion, claim.verdict]),
    [
      [2, "supported"],
      [2, "supported"],
    ],
  );
  assert.deepEqual(a.flags, []);
});

test("a read giving the wrong bar count says what the score has once", async () => {
  const c = chat("c", [
    { role: "user", text: "How long is it?" },
    { role: "assistant", text: "", calls: [{ id: "r1", name: "read_score" }] },
    { role: "tool", results: [{ id: "r1", text: "Piano (P1): 6 bars." }] },
  ]);
  const a = await analyse(c, history("s", [{ xml: generateScore({ bars: 8 }) }]));
  const [flag] = a.flags.filter((f) => f.type === "read-hides-change");
  assert.match(flag!.message, /; version 1 has 8 bars$/);
});
