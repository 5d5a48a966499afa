import assert from "node:assert/strict";
import { test } from "node:test";
import { chat } from "../../../test/support/chat.ts";
import { analyse, history } from "../../../test/support/history.ts";
import { generateScore } from "../../../test/support/piano-score.ts";
import { sameVersionClaims } from "./same-versions.ts";

test("a sentence comparing two saves, or saying one changed nothing, is a no-change of that save", () => {
  const [pair] = sameVersionClaims('The edit call said "Applied", but version 3 is identical to version 2.');
  assert.equal(pair!.kind, "no-change");
  assert.equal(pair!.savedIn, 3);
  assert.equal(pair!.since, 2);
  assert.equal(pair!.text, "but version 3 is identical to version 2.");
  assert.equal(sameVersionClaims("Version 5 has the same music as version 3.")[0]!.since, 3);
  assert.equal(sameVersionClaims("So version 2 changed nothing.")[0]!.savedIn, 2);
  assert.equal(sameVersionClaims("Version 3 is musically identical to version 2.")[0]!.since, 2);
  assert.deepEqual(sameVersionClaims("Version 3 is identical to version 2 except for bar 4."), []);
});

test("the comparison is checked against the saves it names, not the turn's", async () => {
  const c = chat("c", [
    { role: "user", text: "Put bar 4 of the left hand in treble clef." },
    { role: "assistant", text: "", calls: [{ id: "e1", name: "edit_score" }] },
    { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
    { role: "assistant", text: "", calls: [{ id: "e2", name: "edit_score" }] },
    { role: "tool", results: [{ id: "e2", text: "Applied. Saved as version 3." }] },
    { role: "assistant", text: "Done." },
    { role: "user", text: "Did either save change anything?" },
    { role: "assistant", text: "Version 2 is identical to version 1. Version 3 is identical to version 2." },
  ]);
  const h = history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
    { xml: generateScore({ bars: 8, trebleBar: 4 }), savedBy: { conversationId: "c", toolCallId: "e2" } },
  ]);
  const claims = (await analyse(c, h)).claims.filter((x) => x.kind === "no-change");
  assert.deepEqual(
    claims.map((x) => `${x.text} ${x.verdict}`),
    ["Version 2 is identical to version 1. supported", "Version 3 is identical to version 2. contradicted"],
  );
});

test("'The music in version 6 is identical to version 5', 'Version 7 holds the same music as version 6'", () => {
  const [music] = sameVersionClaims("The music in version 6 is identical to version 5.");
  assert.equal(`${music!.savedIn} ${music!.since}`, "6 5");
  const [holds] = sameVersionClaims("Version 7 holds the same music as version 6.");
  assert.equal(`${holds!.savedIn} ${holds!.since}`, "7 6");
});
