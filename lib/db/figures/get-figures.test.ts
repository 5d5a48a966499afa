import assert from "node:assert/strict";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { ingestExamples } from "../../../test/support/ingested.ts";
import { beforeAfter, splitFigures } from "../../findings/figures.ts";
import { conversationQuery } from "../../contracts/query.ts";
import { getFigures } from "./get-figures.ts";

testBothDatabases(
  "the figures summed in the database are the core's figures of the same conversations",
  async (db) => {
    const report = await ingestExamples(db);
    const dates = report.flatMap((c) => (c.startedAt ? [c.startedAt] : [])).sort();
    const split = dates[Math.floor(dates.length / 2)]!;
    const got = await getFigures(db, conversationQuery.parse({ split }));
    const want = splitFigures(report);
    assert.deepEqual(got.all, want.all);
    assert.deepEqual(got.byModel, want.byModel);
    assert.deepEqual(got.byLabel, want.byDeployment);
    assert.deepEqual(got.byDay, want.byDay);
    const ba = beforeAfter(report, split);
    assert.deepEqual(got.before, ba.before);
    assert.deepEqual(got.after, ba.after);

    const type = Object.keys(want.all.flags)[0]!;
    const only = await getFigures(db, conversationQuery.parse({ flag: type }));
    assert.equal(only.all.conversations, report.filter((c) => c.flags.some((f) => f.type === type)).length);
  },
);
