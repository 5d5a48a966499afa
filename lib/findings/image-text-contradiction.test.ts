import assert from "node:assert/strict";
import { test } from "node:test";
import { renderedAndMaybeRead as conversation } from "../../test/support/clef-question.ts";
import { analyse, flagTypes, history } from "../../test/support/history.ts";
import { chat } from "../../test/support/chat.ts";
import { generateScore } from "../../test/support/piano-score.ts";

test("a claim against a true read, with an image in view, is an image-text contradiction", async () => {
  const a = await analyse(conversation(true), history("s", [{ xml: generateScore({ bars: 8 }) }]));
  assert.ok(flagTypes(a).includes("image-text-contradiction@1"), flagTypes(a).join(", "));
  assert.ok(!flagTypes(a).includes("image-only-judgment@1"));
});

test("a claim that agrees with the score raises neither", async () => {
  const a = await analyse(
    conversation(true),
    history("s", [{ xml: generateScore({ bars: 8, trebleBar: 3 }) }]),
  );
  assert.deepEqual(
    flagTypes(a).filter((f) => f.startsWith("image")),
    [],
  );
});

test("a render whose result also gives the clef in words counts as the read it contradicts", async () => {
  const rendered = chat("c", [
    { role: "user", text: "Which clef is the left hand in at bar 3?" },
    { role: "assistant", text: "", calls: [{ id: "p1", name: "get_page", args: { page: 1 } }] },
    { role: "tool", results: [{ id: "p1", text: "Staff 1: treble clef. Staff 2: bass clef.", image: true }] },
    { role: "assistant", text: "Bar 3 of the left hand is in treble clef." },
  ]);
  const a = await analyse(rendered, history("s", [{ xml: generateScore({ bars: 8 }) }]));
  assert.ok(flagTypes(a).includes("image-text-contradiction@1"), flagTypes(a).join(", "));
  assert.ok(!flagTypes(a).includes("image-only-judgment@1"));
});
