// JSON a read returns, or a receipt the assistant writes, as lines labelled with their bar and staff.
import assert from "node:assert/strict";
import { test } from "node:test";
import { splitLines } from "./sentences.ts";

const lines = (text: string): string[] => splitLines(text).flat();

test("a list of records gives each record its own bar, with the staff of the object around it", () => {
  assert.deepEqual(
    lines('{"staff": 2, "bars": [{"bar": 3, "clef": "bass"}, {"bar": 5, "clef": "treble"}]}'),
    ["bar 3 · staff 2: clef bass", "bar 5 · staff 2: clef treble"],
  );
});

test("an object keyed by bar numbers gives each bar its value", () => {
  assert.deepEqual(lines('{"part": "Piano", "staff": 2, "clefs": {"4": "bass", "6": "treble"}}'), [
    "bar 4 · Piano staff 2: clef bass",
    "bar 6 · Piano staff 2: clef treble",
  ]);
});

test("a list of changes, or a record from a bar, holds from here", () => {
  assert.deepEqual(
    lines('{"staff": 2, "clefChanges": [{"bar": 1, "clef": "bass"}, {"bar": 6, "clef": "treble"}]}'),
    ["bar 1 · staff 2: clef bass from here", "bar 6 · staff 2: clef treble from here"],
  );
  assert.deepEqual(lines('{"staff": 2, "changes": [{"fromBar": 5, "clef": "treble"}]}'), [
    "bar 5 · staff 2: clef treble from here",
  ]);
});

test("a staff's object, the piece's length and a diff's lines are read as they are written", () => {
  assert.deepEqual(
    lines(
      '{"title": "Berceuse", "bars": 16, "staff1": {"clef": "treble"}, "key": "G major", "diff": ["bar 9: key G -> F"]}',
    ),
    ["title Berceuse", "16 bars", "staff 1: clef treble", "key G major", "bar 9: key G -> F"],
  );
});

test("a receipt naming an operation is a change; one the rules cannot write stays one line", () => {
  assert.deepEqual(lines('{"op": "set_clef", "bars": "7-8", "staff": 1, "from": "bass", "to": "treble"}'), [
    "bars 7-8 · staff 1: clef bass -> treble",
  ]);
  assert.deepEqual(lines('{"op": "transpose", "bars": "13-16", "interval": "+P4"}\nBar 13 now reads F5.'), [
    "op transpose; bars 13-16; interval +P4",
    "Bar 13 now reads F5.",
  ]);
});

test("text that is not JSON is left to the line reader", () => {
  assert.deepEqual(lines('{"measure": 12, "clef": "tenor"'), ["bar 12: clef tenor"]);
});

test("a value said false, or an empty list, is its absence", () => {
  assert.deepEqual(lines('{"bar": 12, "staff2": {"notes": []}, "pedal": false, "slur": true}'), [
    "bar 12 · staff 2: no notes",
    "bar 12: no pedal",
    "bar 12: slur",
  ]);
});

test("a value's before and now are its change; a before alone says nothing of this version", () => {
  assert.deepEqual(lines('{"part": "Trombone", "bar": 5, "clef": {"before": "tenor", "now": "bass"}}'), [
    "bar 5 · Trombone: clef tenor -> bass",
  ]);
  assert.deepEqual(lines('{"bar": 5, "before": "tenor", "key": "F major"}'), ["bar 5: key F major"]);
});

test("a table's row by staff takes its bars column as its bars; an unchanged before and after is a state", () => {
  const table = "| staff | bars | clef |\n|---|---|---|\n| 2 | 8–9 | treble |";
  assert.deepEqual(lines(table), ["bars 8–9 · staff 2: clef treble"]);
  const kept = "| bar | before | now |\n|---|---|---|\n| 8 | treble | treble |\n| 9 | bass | treble |";
  assert.deepEqual(lines(kept), ["bar 8: still treble", "bar 9: bass -> treble"]);
  const remarked = "| Bars | Before | Now |\n|---|---|---|\n| 8–16 | bass | bass (unchanged) |";
  assert.deepEqual(lines(remarked), ["bar 8–16: still bass"]);
});

test("a change record's null before or after is no mark there", () => {
  assert.deepEqual(
    lines(
      '{"status": "applied", "changes": [{"bar": 14, "staff": 1, "dynamics": {"from": "f", "to": null}}, {"bar": 13, "staff": 1, "dynamics": {"from": null, "to": "f"}}]}',
    ),
    ["status applied", "bar 14 · staff 1: dynamics f -> none", "bar 13 · staff 1: dynamics none -> f"],
  );
});
