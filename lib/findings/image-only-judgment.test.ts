import assert from "node:assert/strict";
import { test } from "node:test";
import { analyse, flagTypes, history } from "../../test/support/history.ts";
import { generateScore } from "../../test/support/piano-score.ts";
import { renderedAndMaybeRead as conversation } from "../../test/support/clef-question.ts";

test("a wrong claim from the image alone, with no read of those bars, is an image-only judgment", async () => {
  const a = await analyse(conversation(false), history("s", [{ xml: generateScore({ bars: 8 }) }]));
  assert.ok(flagTypes(a).includes("image-only-judgment@1"), flagTypes(a).join(", "));
  assert.ok(!flagTypes(a).includes("image-text-contradiction@1"));
});

test("no image in view: no image judgment at all", async () => {
  const a = await analyse(conversation(false, false), history("s", [{ xml: generateScore({ bars: 8 }) }]));
  assert.deepEqual(
    flagTypes(a).filter((f) => f.startsWith("image")),
    [],
  );
  assert.equal(a.claims[0]?.verdict, "contradicted");
});
