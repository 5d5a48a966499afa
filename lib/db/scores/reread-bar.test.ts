import assert from "node:assert/strict";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { ingestExamples } from "../../../test/support/ingested.ts";
import { isAppError } from "../../errors/app-error.ts";
import { rereadBar } from "./reread-bar.ts";
import { getScoreHistory } from "./get-score-history.ts";

testBothDatabases(
  "a bar re-read from stored versions: reading, the version before, what changed, engraving",
  async (db) => {
    await ingestExamples(db);
    const r = await rereadBar(db, { scoreId: "etude", version: 2, bar: "3" });
    assert.equal(r.bar, "3", "the printed bar, as the address gives it");
    assert.equal(r.previous?.version, 1);
    assert.deepEqual(r.changes, ["bar 3: lower staff clef bass -> treble"]);
    assert.equal(r.reading.length, 2);
    assert.match(r.reading[1]!, /^bar 3 · staff 2: treble clef/);
    assert.match(r.previous.reading[1]!, /^bar 3 · staff 2: bass clef/);
    assert.equal(r.svg.match(/<g [^>]*class="measure"/g)?.length, 3);

    const noOp = await rereadBar(db, { scoreId: "etude", version: 4, bar: "5", staff: 2 });
    assert.deepEqual(noOp.changes, []);
    assert.equal(noOp.reading.length, 1);

    const first = await rereadBar(db, { scoreId: "etude", version: 1, bar: "1" });
    assert.equal(first.previous, null);
    assert.equal(first.svg.match(/<g [^>]*class="measure"/g)?.length, 2);

    await assert.rejects(
      rereadBar(db, { scoreId: "etude", version: 99, bar: "1" }),
      (e: Error) => isAppError(e, "not-found") && /has no version 99/.test(e.message),
    );
    await assert.rejects(
      rereadBar(db, { scoreId: "nocturne", version: 1, bar: "1" }),
      (e: Error) => isAppError(e, "not-found") && /no score "nocturne"/.test(e.message),
    );
    await assert.rejects(rereadBar(db, { scoreId: "etude", version: 1, bar: "40" }), (e: unknown) =>
      isAppError(e, "not-found"),
    );
  },
);

testBothDatabases(
  "a score's history: who saved each version, its diff, no-op versions marked",
  async (db) => {
    await ingestExamples(db);
    const h = (await getScoreHistory(db, "etude"))!;
    assert.deepEqual(
      h.versions.map((v) => v.version),
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
    );
    const v4 = h.versions.find((v) => v.version === 4)!;
    assert.equal(v4.noOp, true);
    // The fixture's history names no call for version 4: it is tied by its save time.
    assert.deepEqual(v4.savedBy, {
      conversationId: "etude-a2",
      toolCallId: "toolu_b1003",
      turn: 3,
      tool: "edit_score",
      rule: "save-time",
    });
    assert.equal(h.versions[0]!.savedBy, null);
    assert.equal(await getScoreHistory(db, "nocturne"), null);
  },
);
