import assert from "node:assert/strict";
import { test } from "node:test";
import { renderedAndMaybeRead as conversation } from "../../test/support/clef-question.ts";
import { analyse, flagTypes, history } from "../../test/support/history.ts";
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
