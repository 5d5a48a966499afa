import assert from "node:assert/strict";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { ingestExamples } from "../../../test/support/ingested.ts";
import { conversationQuery } from "../../contracts/query.ts";
import { reviewFlag } from "./review-flag.ts";
import { findUnreviewedFlags } from "./find-unreviewed-flags.ts";

testBothDatabases(
  "the queue: unreviewed flags by the date their conversation started, newest first, undated last",
  async (db) => {
    await ingestExamples(db);
    await db.prisma.user.create({
      data: { id: "u1", name: "Ada Reviewer", email: "ada@example.org", role: "reviewer" },
    });
    const flags = await db.prisma.flag.findMany({ where: { active: true }, orderBy: { id: "asc" } });
    assert.ok(flags.length >= 2);
    // One conversation without a date, so the order of the undated is held too.
    await db.prisma.conversation.update({
      where: { id: flags[0]!.conversationId },
      data: { startedAt: null },
    });
    await reviewFlag(db, {
      flagId: flags[1]!.id,
      decision: "confirmed",
      note: "",
      reviewer: { id: "u1", name: "Ada" },
    });

    const queue = await findUnreviewedFlags(db, conversationQuery.parse({}));
    assert.equal(queue.total, flags.length - 1);
    assert.ok(!queue.rows.some((r) => r.id === flags[1]!.id), "a decided flag leaves the queue");
    const dates = queue.rows.map((r) => r.startedAt);
    const dated = dates.filter((d): d is string => d !== null);
    assert.deepEqual(dated, [...dated].sort().reverse(), "dated conversations, newest first");
    assert.deepEqual(
      dates.slice(dated.length),
      dates.filter((d) => d === null),
      "the undated after every dated one",
    );
    assert.ok(dates.includes(null));
  },
);
