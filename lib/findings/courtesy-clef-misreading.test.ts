import assert from "node:assert/strict";
import { test } from "node:test";
import { chat, type Line } from "../../test/support/chat.ts";
import { analyse, flagTypes, history } from "../../test/support/history.ts";
import { generateScore } from "../../test/support/piano-score.ts";

// Bar 4 of the lower staff is in treble clef; that clef is printed at the end of bar 3.
const score = () => history("s", [{ xml: generateScore({ bars: 8, trebleBar: 4 }) }]);

const looking: Line[] = [
  { role: "assistant", text: "", calls: [{ id: "p1", name: "render_page" }] },
  { role: "tool", results: [{ id: "p1", text: "Page 1 rendered.", image: true }] },
];

function conversation(looked: boolean, claim = "The left hand changes to treble clef in bar 3.") {
  return chat("c", [
    { role: "user", text: "Where does the left hand change clef?" },
    ...(looked ? looking : []),
    { role: "assistant", text: claim },
  ]);
}

test("after looking at the score, giving bar 3 the clef that takes effect at bar 4 is a courtesy-clef misreading", async () => {
  const a = await analyse(conversation(true), score());
  const flag = a.flags.find((f) => f.type === "courtesy-clef-misreading");
  assert.ok(flag, flagTypes(a).join(", "));
  assert.equal(flag.turn, 1);
  assert.match(flag.message, /bar 3 .*bass clef.*takes effect at bar 4/);
});

test("the same words without a read or render earlier in the turn are not a misreading", async () => {
  const a = await analyse(conversation(false), score());
  assert.ok(!flagTypes(a).includes("courtesy-clef-misreading@1"));
  assert.equal(a.claims[0]?.verdict, "contradicted");
});

test("a wrong clef that is not the next bar's is no courtesy misreading", async () => {
  const a = await analyse(conversation(true, "Bar 6 of the left hand is in treble clef."), score());
  assert.ok(!flagTypes(a).includes("courtesy-clef-misreading@1"));
});

test("a claim that repeats the clef an edit was asked to write is no misreading", async () => {
  // The edit of bar 3 landed at bar 4: the claim is wrong, but it says what was asked, not what was seen.
  const c = chat("c", [
    { role: "user", text: "Put bar 3 of the left hand in treble clef." },
    ...looking,
    {
      role: "assistant",
      text: "",
      calls: [{ id: "e1", name: "edit_score", args: { bars: "3", staff: 2, clef: "treble" } }],
    },
    { role: "tool", results: [{ id: "e1", text: "Applied." }] },
    { role: "assistant", text: "Bar 3 of the left hand is in treble clef." },
  ]);
  const h = history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8, trebleBar: 4 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
  ]);
  const a = await analyse(c, h);
  assert.equal(a.claims.at(-1)?.verdict, "contradicted");
  assert.ok(!flagTypes(a).includes("courtesy-clef-misreading@1"), flagTypes(a).join(", "));
});

test("a clef said from an earlier bar that has it did not start at the courtesy clef: no misreading", async () => {
  // Bar 4 is treble; the bass clef printed at its end takes effect at bar 5.
  const back = history("s", [{ xml: generateScore({ bars: 8, trebleBar: 4 }) }]);
  const from3 = await analyse(conversation(true, "The left hand is in bass clef in bars 3–6."), back);
  assert.equal(from3.claims[0]?.verdict, "contradicted");
  assert.ok(!flagTypes(from3).includes("courtesy-clef-misreading@1"), flagTypes(from3).join(", "));
  const from4 = await analyse(conversation(true, "The left hand is in bass clef in bars 4–6."), back);
  assert.ok(flagTypes(from4).includes("courtesy-clef-misreading@1"), flagTypes(from4).join(", "));
});
