// The extractor as the analyzer calls it: only English is read.
import assert from "node:assert/strict";
import { test } from "node:test";
import { chooseExtractor } from "./extract.ts";

test("an answer to a question in another language takes no subject from it", async () => {
  const extractor = chooseExtractor({ env: {} });
  const out = await extractor.extract([
    {
      key: "a",
      text: "Yes, my mistake.",
      source: "assistant",
      question: "Merci. Mais la mesure 7 a l'air plus grave aussi, non ?",
    },
    { key: "b", text: "Ja, das stimmt.", source: "assistant", question: "Is bar 7 in bass clef?" },
    { key: "c", text: "Yes.", source: "assistant", question: "Is bar 7 in bass clef?" },
  ]);
  assert.deepEqual(out.get("a"), []);
  assert.deepEqual(out.get("b"), []);
  assert.equal(out.get("c")?.[0]?.subject.property, "clef");
});
