// An undo naming no version, told in a turn that saved nothing, speaks of an undo saved earlier
// (findings.md, "Restores"): the save of the edit it undid is no undo.
import assert from "node:assert/strict";
import { test } from "node:test";
import { chat } from "../../test/support/chat.ts";
import { analyse, history } from "../../test/support/history.ts";
import { generateScore } from "../../test/support/piano-score.ts";

const saved = (toolCallId: string) => ({ conversationId: "c", toolCallId });
const UNDONE = "I've undone the clef change, so bar 5 of the left hand is back to its original clef.";

function conversation(undoResult: string) {
  return chat("c", [
    { role: "user", text: "Put the left hand of bar 5 in treble clef." },
    { role: "assistant", text: "", calls: [{ id: "e1", name: "set_clef", args: { bars: "5", staff: 2 } }] },
    { role: "tool", results: [{ id: "e1", text: "Applied as version 2." }] },
    { role: "assistant", text: "Bar 5 of the left hand is now in treble clef." },
    { role: "user", text: "Undo that, please." },
    { role: "assistant", text: "", calls: [{ id: "u1", name: "edit_score", args: { action: "undo" } }] },
    { role: "tool", results: [{ id: "u1", text: undoResult }] },
    { role: "assistant", text: "Done." },
    { role: "user", text: "Where do things stand?" },
    { role: "assistant", text: UNDONE },
  ]);
}

const undoClaim = (claims: { text: string; verdict: string; evidence: string[] }[]) =>
  claims.find((c) => c.text === UNDONE)!;

test("an undo told after a failed undo is false: the only save there is the edit itself", async () => {
  const h = history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8, trebleBar: 5 }), savedBy: saved("e1") },
  ]);
  const claim = undoClaim((await analyse(conversation("Nothing changed: nothing to undo."), h)).claims);
  assert.equal(claim.verdict, "contradicted");
  assert.match(claim.evidence[0]!, /version 1 -> 2\) left music no earlier version has/);
});

test("an undo told after an undo that was saved holds: the bars are as before the edit again", async () => {
  const h = history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8, trebleBar: 5 }), savedBy: saved("e1") },
    { xml: generateScore({ bars: 8 }), savedBy: saved("u1") },
  ]);
  const claim = undoClaim((await analyse(conversation("Undone. Saved as version 3."), h)).claims);
  assert.equal(claim.verdict, "supported");
  assert.match(claim.evidence.at(-1)!, /as in version 1 again/);
});

test("'back in G major' holds where the bars have it now and the turn changed some of them", async () => {
  const h = history("s", [
    { xml: generateScore({ bars: 8, keyChangeBar: 6 }) },
    { xml: generateScore({ bars: 8, keyChangeBar: 5 }), savedBy: saved("e1") },
  ]);
  const say = (reply: string) =>
    chat("c", [
      { role: "user", text: "Put bars 5 and 6 back in G major." },
      { role: "assistant", text: "", calls: [{ id: "e1", name: "set_key", args: { bars: "5" } }] },
      { role: "tool", results: [{ id: "e1", text: "Applied as version 2." }] },
      { role: "assistant", text: reply },
    ]);
  const back = await analyse(say("Restored: mm. 5–6 are back in G major."), h);
  assert.deepEqual(
    back.claims.map((c) => `${c.kind} ${c.verdict}`),
    ["edit supported"],
  );
  // Without "back", an edit of both bars is held to a change in each.
  const changed = await analyse(say("I changed mm. 5–6 to G major."), h);
  assert.deepEqual(
    changed.claims.map((c) => `${c.kind} ${c.verdict}`),
    ["edit contradicted"],
  );
});

test("an undo of an edit that changed nothing, saving the music as it was, holds where the bars are as before that edit", async () => {
  const h = history("s", [
    { xml: generateScore({ bars: 8, trebleBar: 5 }) },
    // (The "bass clef" edit saved the music unchanged; so did its undo.)
    { xml: generateScore({ bars: 8, trebleBar: 5 }), savedBy: saved("e1") },
    { xml: generateScore({ bars: 8, trebleBar: 5 }), savedBy: saved("u1") },
  ]);
  const say = (undoResult: string, reply: string) =>
    chat("c", [
      { role: "user", text: "Put the left hand of bar 5 in bass clef." },
      { role: "assistant", text: "", calls: [{ id: "e1", name: "set_clef", args: { bars: "5", staff: 2 } }] },
      { role: "tool", results: [{ id: "e1", text: "Applied as version 2." }] },
      { role: "assistant", text: "Bar 5 of the left hand is now in bass clef." },
      { role: "user", text: "Undo that." },
      { role: "assistant", text: "", calls: [{ id: "u1", name: "edit_score", args: { action: "undo" } }] },
      { role: "tool", results: [{ id: "u1", text: undoResult }] },
      { role: "assistant", text: reply },
    ]);
  const undone = await analyse(
    say("Applied as version 3.", "Undone — bar 5 of the left hand is back in treble clef."),
    h,
  );
  assert.deepEqual(
    undone.claims.filter((c) => c.turn === 2).map((c) => `${c.kind} ${c.verdict}`),
    ["edit supported"],
  );
  // (A value the bars do not have is no restore.)
  const wrong = await analyse(
    say("Applied as version 3.", "Undone — bar 5 of the left hand is back in bass clef."),
    h,
  );
  assert.deepEqual(
    wrong.claims.filter((c) => c.turn === 2).map((c) => `${c.kind} ${c.verdict}`),
    ["edit contradicted"],
  );
});
