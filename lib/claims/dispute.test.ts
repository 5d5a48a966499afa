import { test } from "node:test";
import assert from "node:assert/strict";
import { disputeOf } from "./dispute.ts";

test("a named bar and clef are what the dispute is about", () => {
  assert.deepEqual(disputeOf("I still see a treble clef in bar 10"), { bars: { from: 10, to: 10 }, staff: null, property: "clef" });
  assert.deepEqual(disputeOf("It still shows a treble clef in bar 10."), { bars: { from: 10, to: 10 }, staff: null, property: "clef" });
  assert.deepEqual(disputeOf("No, the left hand of bars 8-9 is still in treble clef."), { bars: { from: 8, to: 9 }, staff: 2, property: "clef" });
  assert.deepEqual(disputeOf("That's wrong, the key in the last bar isn't D major.", { firstBar: 1, lastBar: 16, barCount: 16, parts: [] }), {
    bars: { from: 16, to: 16 },
    staff: null,
    property: "key",
  });
});

test("disputes that name nothing still count", () => {
  assert.deepEqual(disputeOf("nothing changed"), { bars: null, staff: null, property: null });
  assert.deepEqual(disputeOf("it's still treble"), { bars: null, staff: null, property: "clef" });
  assert.deepEqual(disputeOf("that's wrong"), { bars: null, staff: null, property: null });
  assert.deepEqual(disputeOf("The pedal is still there."), { bars: null, staff: null, property: "pedal" });
  assert.notEqual(disputeOf("Are you sure? It didn't change."), null);
});

test("agreement, thanks and new requests are not disputes", () => {
  for (const text of ["thanks, looks good", "Great, now do bar 5.", "Check the clefs of the left hand from bar 8 to bar 11.", "No thanks, that's all.", "Perfect!", "Make bar 10 of the left hand bass clef."]) {
    assert.equal(disputeOf(text), null, text);
  }
});
