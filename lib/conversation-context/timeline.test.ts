// Which version is the score at a message when the conversation has no times.
import assert from "node:assert/strict";
import { test } from "node:test";
import { chat } from "../../test/support/chat.ts";
import { analyse, history } from "../../test/support/history.ts";
import { generateScore } from "../../test/support/piano-score.ts";

// Version 1: bar 4 of the left hand in bass clef; version 2 (saved by another conversation): treble.
const h = () =>
  history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8, trebleBar: 4 }), savedBy: { conversationId: "other", toolCallId: "x" } },
  ]);

test("an untimed conversation that saved no version saw a version no one can tell", async () => {
  const c = chat("c", [
    { role: "user", text: "Which clef is bar 4 of the left hand in?" },
    { role: "assistant", text: "Bar 4 of the left hand is in treble clef." },
  ]);
  const { claims } = await analyse(c, h());
  assert.deepEqual(
    claims.map((x) => x.verdict),
    ["unverifiable"],
  );
  assert.match(
    claims[0]!.evidence[0]!,
    /no times and saved no version: could not tell which of versions 1–2/,
  );
});

test("what every version agrees on is settled, wherever the untimed conversation stood", async () => {
  const c = chat("c", [
    { role: "user", text: "Which clefs does the left hand use?" },
    {
      role: "assistant",
      text: "Bar 5 of the left hand is in bass clef. Bar 6 of the left hand is in treble clef.",
    },
  ]);
  const { claims } = await analyse(c, h());
  assert.deepEqual(
    claims.map((x) => `${x.subject.bars?.from} ${x.verdict}`),
    ["5 supported", "6 contradicted"],
  );
  assert.match(claims[0]!.evidence[0]!, /every saved version \(1–2\) gives this verdict/);
});

test("an edit naming its save is checked against that save, wherever the untimed conversation stood", async () => {
  const said = async (text: string) => {
    const c = chat("c", [
      { role: "user", text: "What changed in bar 4?" },
      { role: "assistant", text },
    ]);
    return (await analyse(c, h())).claims.map((x) => `${x.kind} ${x.verdict}`);
  };
  assert.deepEqual(await said("Version 2 changed bar 4 of the left hand to treble clef."), [
    "edit supported",
  ]);
  assert.deepEqual(await said("Version 2 changed bar 4 of the left hand to alto clef."), [
    "edit contradicted",
  ]);
});

test("a read that names the version it read places the conversation", async () => {
  const c = chat("c", [
    { role: "user", text: "Which clef is bar 4 of the left hand in?" },
    { role: "assistant", text: "", calls: [{ id: "r1", name: "read_score", args: { bars: "4" } }] },
    { role: "tool", results: [{ id: "r1", text: "Version 2, bar 4: staff 2 treble clef" }] },
    { role: "assistant", text: "Bar 4 of the left hand is in treble clef." },
  ]);
  const { claims } = await analyse(c, h());
  const said = claims.filter((x) => x.source === "assistant");
  assert.deepEqual(
    said.map((x) => `${x.verdict} v${x.checkedVersion}`),
    ["supported v2"],
  );
});

test("an untimed conversation that saves opened on the version before its first save", async () => {
  const c = chat("c", [
    { role: "user", text: "Which clef is bar 4 of the left hand in? Then add a pedal in bar 3." },
    {
      role: "assistant",
      text: "Bar 4 of the left hand is in treble clef.",
      calls: [{ id: "e1", name: "edit_score" }],
    },
    { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 3." }] },
    { role: "assistant", text: "Done." },
  ]);
  const three = history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8, trebleBar: 4 }), savedBy: { conversationId: "other", toolCallId: "x" } },
    {
      xml: generateScore({ bars: 8, trebleBar: 4, pedalBar: 3 }),
      savedBy: { conversationId: "c", toolCallId: "e1" },
    },
  ]);
  const { claims } = await analyse(c, three);
  const clef = claims.find((x) => x.subject.property === "clef")!;
  assert.equal(`${clef.verdict} v${clef.checkedVersion}`, "supported v2");
});

test("a version saved elsewhere after the conversation began, before its own save, may be the score at any message between", async () => {
  const c = chat("c", [
    { role: "user", text: "Which clef is bar 4 of the left hand in? And bar 5?" },
    {
      role: "assistant",
      text: "Bar 4 of the left hand is in treble clef. Bar 5 of the left hand is in bass clef.",
    },
    { role: "user", text: "Add a pedal in bar 3." },
    { role: "assistant", text: "Adding it.", calls: [{ id: "e1", name: "edit_score" }] },
    { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 3." }] },
    { role: "assistant", text: "Bar 4 of the left hand is in treble clef." },
  ]);
  c.startedAt = "2026-12-04T16:00:00Z";
  const three = history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8, trebleBar: 4 }), savedBy: { conversationId: "other", toolCallId: "x" } },
    {
      xml: generateScore({ bars: 8, trebleBar: 4, pedalBar: 3 }),
      savedBy: { conversationId: "c", toolCallId: "e1" },
    },
  ]);
  three.versions[1]!.savedAt = "2026-12-05T10:00:00Z";
  const { claims } = await analyse(c, three);
  assert.deepEqual(
    claims.map((x) => `${x.text.slice(0, 5)} ${x.verdict}`),
    ["Bar 4 unverifiable", "Bar 5 supported", "Bar 4 supported"],
  );
  assert.match(
    claims[0]!.evidence[0]!,
    /could not tell whether version 2, saved elsewhere after this conversation began, came before this message/,
  );
});

test("a clef said of an earlier save, naming no staff, may be the staff that save's call named", async () => {
  const c = chat("c", [
    { role: "user", text: "Make bar 4 of the left hand treble clef, please." },
    {
      role: "assistant",
      text: "Done.",
      calls: [{ id: "e1", name: "set_clef", args: { bar: 4, staff: 2, clef: "treble" } }],
    },
    { role: "tool", results: [{ id: "e1", text: "Applied. Saved as version 2." }] },
    { role: "user", text: "Summary?" },
    { role: "assistant", text: "Version 2: saved, but nothing changed; bar 4 was already in treble clef." },
  ]);
  const h = history("s", [
    { xml: generateScore({ bars: 8 }) },
    { xml: generateScore({ bars: 8, trebleBar: 4 }), savedBy: { conversationId: "c", toolCallId: "e1" } },
  ]);
  const { claims } = await analyse(c, h);
  const clef = claims.find((x) => x.subject.property === "clef")!;
  assert.equal(clef.verdict, "unverifiable");
  assert.match(clef.uncertain ?? "", /staff 2, which the call that saved version 2 named, or of every staff/);
});
