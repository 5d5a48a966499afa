// verifyClaim through the analysis of a conversation: a no-change claim about some bars is checked
// against the changes in those bars only.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { chat } from "../../test/support/chat.ts";
import { analyse, history } from "../../test/support/history.ts";
import { generateScore } from "../../test/support/piano-score.ts";

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

test("a no-change claim about the other staff of the edited bar is supported", async () => {
  assert.deepEqual(await noChangeVerdicts("The right hand of bar 4 is unchanged."), ["4-4 supported"]);
});

test("the key of a piece with a transposing part is its concert key, which is not read: unverifiable", async () => {
  const romance = readFileSync(
    new URL("../../test/fixtures/blind/dev-2/scores/d2-romance/v1.musicxml", import.meta.url),
    "utf8",
  );
  const ask = (reply: string) =>
    chat("k", [
      { role: "user", text: "What key is it in?" },
      { role: "assistant", text: reply },
    ]);
  const { claims } = await analyse(ask("The piece is in F major."), history("s", [{ xml: romance }]));
  assert.deepEqual(
    claims.map((c) => [c.subject.property, c.verdict]),
    [["key", "unverifiable"]],
  );
  assert.match(claims[0]!.evidence[0]!, /concert key; Clarinet in B♭ is written in another key/);
});
