import assert from "node:assert/strict";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { ingestExamples } from "../../../test/support/ingested.ts";
import { reviewClaim } from "../claims/review-claim.ts";
import { reviewFlag } from "../flags/review-flag.ts";
import { reviewsInForce } from "./reviews-in-force.ts";
import { reviewsOfConversation } from "./reviews-of-conversation.ts";

const ADA = { id: "u1", name: "Ada Reviewer" };
const BEN = { id: "u2", name: "Ben Reviewer" };

testBothDatabases(
  "a conversation's decisions in force, in one query: the newest on each of its findings, by name, none from another conversation",
  async (db) => {
    await ingestExamples(db);
    for (const u of [ADA, BEN])
      await db.prisma.user.create({ data: { ...u, email: `${u.id}@example.org`, role: "reviewer" } });
    const [flag, other] = await db.prisma.flag.findMany({ take: 2, orderBy: { id: "asc" } });
    const claim = await db.prisma.claim.findFirstOrThrow({ where: { conversationId: flag!.conversationId } });
    await reviewFlag(db, { flagId: flag!.id, decision: "confirmed", note: "first", reviewer: ADA });
    const later = await reviewFlag(db, {
      flagId: flag!.id,
      decision: "dismissed",
      note: "then",
      reviewer: BEN,
    });
    const corrected = await reviewClaim(db, {
      claimId: claim.id,
      decision: "corrected",
      verdict: "unverifiable",
      note: "bar 9 is not saved",
      reviewer: ADA,
    });
    if (other!.conversationId !== flag!.conversationId)
      await reviewFlag(db, { flagId: other!.id, decision: "confirmed", note: "", reviewer: ADA });

    const mine = await reviewsOfConversation(db.prisma, flag!.conversationId);
    assert.deepEqual(mine.flag.get(flag!.id), later);
    assert.deepEqual(mine.claim.get(claim.id), corrected);
    assert.equal(mine.flag.get(flag!.id)!.by, "Ben Reviewer");
    // The same as asked finding by finding, and nothing of another conversation's.
    const [flags, claims] = await Promise.all([
      db.prisma.flag.findMany({ where: { conversationId: flag!.conversationId, active: true } }),
      db.prisma.claim.findMany({ where: { conversationId: flag!.conversationId, active: true } }),
    ]);
    const byIds = await reviewsInForce(db.prisma, {
      flag: flags.map((f) => f.id),
      claim: claims.map((c) => c.id),
    });
    assert.deepEqual(mine, byIds);
    assert.deepEqual(await reviewsOfConversation(db.prisma, "no such conversation"), {
      flag: new Map(),
      claim: new Map(),
    });
  },
);
