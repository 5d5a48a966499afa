import assert from "node:assert/strict";
import { test } from "node:test";
import { receiptSentence, type Pair } from "./json-receipt.ts";
import { splitLines } from "./sentences.ts";

const pairs = (o: Record<string, string>): Pair[] => Object.entries(o);

test("a receipt naming an operation on a property is written as the diff writes the change", () => {
  assert.equal(
    receiptSentence(
      pairs({
        op: "set_clef",
        part: "Piano",
        staff: "1",
        bars: "7-8",
        from: "bass",
        to: "treble",
        version: "5",
      }),
    ),
    "bars 7-8 · Piano staff 1: clef bass -> treble; version 5",
  );
  assert.equal(
    receiptSentence(pairs({ op: "pedal", staff: "2", bars: "3-4", action: "add" })),
    "bars 3-4 · staff 2: pedal added",
  );
  assert.equal(
    receiptSentence(pairs({ op: "add_dynamic", staff: "3", bar: "3", mark: "f", saved: "v4" })),
    "bar 3 · staff 3: dynamics set to f; version 4",
  );
  assert.equal(
    receiptSentence(pairs({ op: "transpose", staff: "1", bars: "3-4", semitones: "-12" })),
    "bars 3-4 · staff 1: notes transposed down 12 semitones",
  );
  assert.equal(
    receiptSentence(pairs({ op: "transpose", bar: "14", notes: "C3 G3 -> C2 G2" })),
    "bar 14: notes C3 G3 -> C2 G2",
  );
});

test("an object naming no operation, or one on nothing the rules know, is not a receipt", () => {
  assert.equal(receiptSentence(pairs({ measure: "12", clef: "tenor" })), null);
  assert.equal(receiptSentence(pairs({ op: "checkpoint", version: "4" })), null);
  assert.equal(receiptSentence(pairs({ op: "transpose", bars: "3-4" })), null, "no amount, no notes");
});

test("a JSON line's arrays of bars are a range", () => {
  assert.deepEqual(splitLines('{"op":"set_time","bars":[13,16],"time":"3/4"}'), [
    ["bars 13-16: time set to 3/4"],
  ]);
  assert.deepEqual(splitLines('{"op":"set_clef","staff":2,"bars":[6],"clef":"bass"}'), [
    ["bar 6 · staff 2: clef set to bass"],
  ]);
});

test("a receipt giving only the value it set is that value", () => {
  assert.equal(
    receiptSentence(pairs({ op: "set_clef", staff: "2", bars: "8-8", to: "bass", status: "applied" })),
    "bars 8-8 · staff 2: clef set to bass",
  );
});

test("a receipt saying its operation changed nothing is no edit", () => {
  assert.equal(
    receiptSentence(pairs({ version: "3", op: "add_pedal", staff: "2", bars: "5-5", changed: "false" })),
    "bars 5-5 · staff 2: pedal unchanged; version 3",
  );
});

test("a receipt with a key the rules do not read says nothing they read whole; bookkeeping keys are read", () => {
  assert.equal(
    receiptSentence(
      pairs({ op: "transpose", staff: "1", bars: "4-4", semitones: "-12", except: "last note" }),
    ),
    "",
  );
  assert.equal(
    receiptSentence(pairs({ op: "move_dynamic", mark: "mf", from_bar: "7", to_bar: "8", staff: "1" })),
    "",
  );
  assert.equal(
    receiptSentence(
      pairs({ op: "set_clef", staff: "2", bars: "5-7", to: "bass", savedAs: "2", status: "done" }),
    ),
    "bars 5-7 · staff 2: clef set to bass",
  );
  assert.equal(
    receiptSentence(pairs({ op: "set_key", from_bar: "9", to: "D major", version: "5" })),
    "from bar 9: key set to D major; version 5",
  );
});

test("a receipt of the notes a bar now has, and of a restore naming its version", () => {
  assert.equal(
    receiptSentence(pairs({ op: "transpose", bar: "3", staff: "2", notes: "C2 G2 E2 G2" })),
    "bar 3 · staff 2: notes set to C2 G2 E2 G2",
  );
  assert.equal(receiptSentence(pairs({ op: "undo", restored: "version 5" })), "restored version 5");
  assert.equal(
    receiptSentence(pairs({ op: "restore", bars: "6-6", version: "1" })),
    "bars 6-6: restored version 1",
  );
  // (What else it names is not read: which bars a restore of the pedal copies is not said.)
  assert.equal(receiptSentence(pairs({ op: "restore", pedal: "all", version: "1" })), "");
});
