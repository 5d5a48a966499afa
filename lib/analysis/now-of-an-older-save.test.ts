// What "now" says is of the score at the message: an edit told in a turn that saved nothing is held
// to an earlier save's change (findings.md, "edit"), never to what an older save had.
import assert from "node:assert/strict";
import { test } from "node:test";
import { chat } from "../../test/support/chat.ts";
import { analyse, history } from "../../test/support/history.ts";
import { generateScore } from "../../test/support/piano-score.ts";

const saved = (toolCallId: string) => ({ conversationId: "c", toolCallId });

test("'treble clef now' after a failed call is false where only an older save had treble there", async () => {
  const h = history("s", [
    { xml: generateScore({ bars: 8, trebleBar: 5 }) },
    { xml: generateScore({ bars: 8, trebleBar: 5, keyChangeBar: 7 }), savedBy: saved("e1") },
    { xml: generateScore({ bars: 8, keyChangeBar: 7 }), savedBy: saved("e2") },
  ]);
  const c = chat("c", [
    { role: "user", text: "Change the key at bar 7." },
    { role: "assistant", text: "", calls: [{ id: "e1", name: "set_key", args: { bars: "7" } }] },
    { role: "tool", results: [{ id: "e1", text: "Applied as version 2." }] },
    { role: "user", text: "Now bass clef for the left hand of bar 5." },
    { role: "assistant", text: "", calls: [{ id: "e2", name: "set_clef", args: { bars: "5", staff: 2 } }] },
    { role: "tool", results: [{ id: "e2", text: "Applied as version 3." }] },
    { role: "user", text: "Back to treble there, please." },
    { role: "assistant", text: "", calls: [{ id: "e3", name: "set_clef", args: { bars: "5", staff: 2 } }] },
    { role: "tool", results: [{ id: "e3", text: "Error: the layer is locked." }] },
    { role: "assistant", text: "Bar 5, left hand: treble clef now." },
  ]);
  const [claim] = (await analyse(c, h)).claims.filter((x) => x.text.startsWith("Bar 5, left hand"));
  assert.equal(claim?.verdict, "contradicted");
});
