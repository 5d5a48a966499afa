// A change's "before" value is checked against the score before the save that made it (findings.md,
// "Before and after").
import assert from "node:assert/strict";
import { test } from "node:test";
import { chat } from "../../test/support/chat.ts";
import { analyse, history } from "../../test/support/history.ts";
import { generateScore } from "../../test/support/piano-score.ts";

const saved = (toolCallId: string) => ({ conversationId: "c", toolCallId });

function editThenSay(reply: string) {
  return chat("c", [
    { role: "user", text: "Put the left hand of bar 5 in treble clef." },
    { role: "assistant", text: "", calls: [{ id: "e1", name: "set_clef", args: { bars: "5", staff: 2 } }] },
    { role: "tool", results: [{ id: "e1", text: "Applied as version 2." }] },
    { role: "assistant", text: reply },
  ]);
}

const clefEdit = () =>
  history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8, trebleBar: 5 }), savedBy: saved("e1") },
  ]);

function verdicts(
  claims: { kind: string; value: string | null; verdict: string; checkedVersion: number | null }[],
) {
  return claims.map((c) => `${c.kind} ${c.value} ${c.verdict} v${c.checkedVersion}`);
}

test("the value before a change is held against the version before the save", async () => {
  const a = await analyse(editThenSay("Bar 5 of the left hand: bass → treble."), clefEdit());
  assert.deepEqual(verdicts(a.claims), ["edit treble supported v2", "state bass supported v1"]);
  assert.match(a.claims[1]!.evidence[0]!, /checked against version 1 \(the score before the save\)/);
});

test("a wrong value before a change the score shows is false", async () => {
  const a = await analyse(editThenSay("Bar 5 of the left hand: tenor → treble."), clefEdit());
  assert.deepEqual(verdicts(a.claims), ["edit treble supported v2", "state tenor contradicted v1"]);
});

test("in a turn of two saves, the 'before' is of the version before the save that changed those bars", async () => {
  const h = history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8, trebleBar: 5 }), savedBy: saved("e1") },
    { xml: generateScore({ bars: 8, trebleBar: 5, pedalBar: 2 }), savedBy: saved("e2") },
  ]);
  const a = await analyse(
    chat("c", [
      { role: "user", text: "Treble for the left hand in bar 5, and a pedal in bar 2." },
      {
        role: "assistant",
        text: "",
        calls: [
          { id: "e1", name: "set_clef", args: { bars: "5", staff: 2 } },
          { id: "e2", name: "edit_score", args: { bars: "2", pedal: "add" } },
        ],
      },
      {
        role: "tool",
        results: [
          { id: "e1", text: "Applied as version 2." },
          { id: "e2", text: "Applied as version 3." },
        ],
      },
      { role: "assistant", text: "Left hand, bar 5: clef bass -> treble." },
    ]),
    h,
  );
  assert.deepEqual(verdicts(a.claims), ["edit treble supported v3", "state bass supported v1"]);
});

test("where no save changed those bars, a 'before' that the score never had is not read with certainty", async () => {
  // "key C major → G major at bar 5" may say where the piece changes key: its C major is of bar 4.
  const h = history("s", [{ xml: generateScore({ bars: 8, keyChangeBar: 5 }) }]);
  const a = await analyse(
    chat("c", [
      { role: "user", text: "Give me a recap of the keys." },
      { role: "assistant", text: "Quick recap: key C major → G major at bar 5." },
    ]),
    h,
  );
  const before = a.claims.find((c) => c.kind === "state" && c.value?.startsWith("C major"));
  assert.ok(before, "the 'before' value is a claim");
  assert.equal(before.verdict, "unverifiable");
  assert.match(
    before.evidence[0]!,
    /^not read with certainty: no save before this message changed the key there/,
  );
  assert.ok(a.claims.every((c) => c.verdict !== "contradicted"));
});

test("a state said of an earlier score is held against that score: a version, the one a save replaced, the turn's start", async () => {
  const said = async (reply: string) => verdicts((await analyse(editThenSay(reply), clefEdit())).claims);
  assert.deepEqual(await said("Before version 2 it was in bass clef in bar 5 of the left hand."), [
    "state bass supported v1",
  ]);
  assert.deepEqual(await said("In version 1, bar 5 of the left hand was in bass clef."), [
    "state bass supported v1",
  ]);
  assert.deepEqual(await said("Bar 5 of the left hand was in bass clef before the edit."), [
    "state bass supported v1",
  ]);
  assert.deepEqual(await said("In version 7, bar 5 of the left hand was in bass clef."), [
    "state bass unverifiable vnull",
  ]);
});
