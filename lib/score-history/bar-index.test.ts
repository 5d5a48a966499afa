import { test } from "node:test";
import assert from "node:assert/strict";
import { BarIndex } from "./bar-index.ts";
import { readScoreFile } from "./read-score.ts";
import { readBars } from "./reading.ts";
import { corpus, fixture, noCorpus } from "../../test/fixtures/score/paths.ts";

test("the index answers printed numbers with positions, and memoises readings", () => {
  const score = readScoreFile(fixture("piano.musicxml"));
  const index = new BarIndex(score);
  assert.equal(index.barCount, 6);
  assert.deepEqual(index.partIds, ["P1"]);
  assert.equal(index.staffCount("P1"), 2);
  assert.equal(index.staffCount("P9"), 0);
  assert.deepEqual(index.positionsOf(4), [4]);
  assert.deepEqual(index.positionsOf(7), []);
  const r = index.reading("P1", 2, 4);
  assert.equal(r.line, "bar 4 · staff 2: treble clef from here; key C major; 4/4; C4");
  assert.equal(index.reading("P1", 2, 4), r);
  assert.deepEqual(r, readBars(score, { bars: { from: 4, to: 4 }, staff: 2 })[0]);
  assert.throws(() => index.reading("P9", 1, 1), /no part P9/);
  assert.throws(() => index.reading("P1", 3, 1), RangeError);
});

test(
  "pickups, X-bars and repeated numbers: numbers map to every position printed with them or continuing them",
  { skip: noCorpus },
  () => {
    const pickup = new BarIndex(
      readScoreFile(corpus("lilypond-testsuite/46d-PickupMeasure-ImplicitMeasures.xml")),
    );
    assert.deepEqual(
      [0, 1, 2].map((n) => pickup.positionsOf(n)),
      [[1], [2, 3], [4]],
    );
    const mozart = readScoreFile(corpus("openscore-quartets/mozart_k575-quartet21_sq16138966.musicxml"));
    const index = new BarIndex(mozart);
    assert.deepEqual(
      index.positionsOf(1),
      mozart.bars.filter((b) => b.number === "1").map((b) => b.position),
    );
    assert.ok(index.positionsOf(1).length > 1);
    assert.equal(index.reading("P4", 1, 385).bar, "1");
  },
);
