import assert from "node:assert/strict";
import { testBothDatabases } from "../../test/support/databases.ts";
import { ingestExamples } from "../../test/support/ingested.ts";
import { reviewFlag } from "../db/flags/review-flag.ts";
import { reanalyzeConversations } from "./reanalyze-conversations.ts";

const ADA = { id: "u1", name: "Ada Reviewer" };

testBothDatabases(
  "re-analysis from stored data finds the same claims and flags, under the same ids, reviews kept",
  async (db) => {
    await ingestExamples(db);
    const snapshot = async () => ({
      claims: (await db.prisma.claim.findMany({ orderBy: { id: "asc" } })).map((c) => [
        c.id,
        c.verdict,
        c.active,
      ]),
      flags: (await db.prisma.flag.findMany({ orderBy: { id: "asc" } })).map((f) => [
        f.id,
        f.type,
        f.message,
        f.active,
      ]),
      // The messages and calls are left as stored (same rows, same ids): only findings are rewritten.
      messages: await db.prisma.message.findMany({
        orderBy: { id: "asc" },
        select: { id: true, text: true },
      }),
      calls: await db.prisma.toolCall.findMany({
        orderBy: { id: "asc" },
        select: { id: true, isError: true },
      }),
      counts: await db.prisma.conversation.findMany({
        orderBy: { id: "asc" },
        select: { id: true, claims: true, contradicted: true, flags: true, turns: true },
      }),
    });
    const before = await snapshot();
    const flag = await db.prisma.flag.findFirstOrThrow();
    await db.prisma.user.create({
      data: { id: "u1", name: "Ada Reviewer", email: "ada@example.org", role: "reviewer" },
    });
    await reviewFlag(db, {
      flagId: flag.id,
      decision: "dismissed",
      note: "the score is right",
      reviewer: ADA,
    });

    assert.equal(
      (await reanalyzeConversations(db)).conversations,
      0,
      "nothing is stale right after an ingest",
    );

    // As if an older engine had produced two of them.
    const old = await db.prisma.analysisRun.create({
      data: { engineVersion: "2020.1.1", extractor: "rules" },
    });
    await db.prisma.conversation.updateMany({
      where: { id: { in: ["etude-a1", "etude-a2"] } },
      data: { analysisRunId: old.id },
    });
    const stale = await reanalyzeConversations(db);
    assert.equal(stale.conversations, 2);
    assert.deepEqual(await snapshot(), before);

    const all = await reanalyzeConversations(db, { all: true });
    assert.equal(all.conversations, await db.prisma.conversation.count());
    assert.deepEqual(await snapshot(), before);
    assert.equal(await db.prisma.review.count({ where: { targetId: flag.id } }), 1);
  },
);
