import assert from "node:assert/strict";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { ingestExamples } from "../../../test/support/ingested.ts";
import { reviewClaim } from "../claims/review-claim.ts";
import { isAppError } from "../../errors/app-error.ts";
import { reviewFlag } from "../flags/review-flag.ts";
import { reviewsInForce } from "./reviews-in-force.ts";

const ADA = { id: "u1", name: "Ada Reviewer" };

async function withReviewer(db: Parameters<typeof ingestExamples>[0]) {
  await ingestExamples(db);
  await db.prisma.user.create({
    data: { id: "u1", name: "Ada Reviewer", email: "ada@example.org", role: "reviewer" },
  });
}

testBothDatabases(
  "each decision's audit entry says what was decided: a flag's decision and note, a claim's also its verdict and the verdict it had",
  async (db) => {
    await withReviewer(db);
    const flag = await db.prisma.flag.findFirstOrThrow();
    const claim = await db.prisma.claim.findFirstOrThrow({ where: { verdict: "contradicted" } });

    const dismissed = await reviewFlag(db, {
      flagId: flag.id,
      decision: "dismissed",
      note: "a courtesy clef",
      reviewer: ADA,
    });
    const agreed = await reviewClaim(db, { claimId: claim.id, decision: "agreed", note: "", reviewer: ADA });
    const corrected = await reviewClaim(db, {
      claimId: claim.id,
      decision: "corrected",
      verdict: "unverifiable",
      note: "bar 9 is not saved",
      reviewer: ADA,
      meetingId: "m1",
    });
    assert.deepEqual(
      [dismissed, agreed, corrected].map((r) => [r.decision, r.verdict, r.by]),
      [
        ["dismissed", null, "Ada Reviewer"],
        ["agreed", "contradicted", "Ada Reviewer"],
        ["corrected", "unverifiable", "Ada Reviewer"],
      ],
    );
    const reviews = await db.prisma.review.findMany({ orderBy: { createdAt: "asc" } });
    assert.deepEqual(
      reviews.map((r) => [r.id, r.targetType, r.targetId, r.verdict, r.userId, r.meetingId]),
      [
        [dismissed.id, "flag", flag.id, null, "u1", null],
        [agreed.id, "claim", claim.id, "contradicted", "u1", null],
        [corrected.id, "claim", claim.id, "unverifiable", "u1", "m1"],
      ],
    );
    assert.equal(reviews[0]!.createdAt.toISOString(), dismissed.at);
    const audit = await db.prisma.auditLog.findMany({ orderBy: { id: "asc" } });
    assert.deepEqual(
      audit.map((a) => [a.action, a.target, a.userId, a.detail]),
      [
        ["review-flag", flag.id, "u1", { decision: "dismissed", note: "a courtesy clef" }],
        [
          "review-claim",
          claim.id,
          "u1",
          { decision: "agreed", verdict: "contradicted", was: "contradicted", note: "" },
        ],
        [
          "review-claim",
          claim.id,
          "u1",
          { decision: "corrected", verdict: "unverifiable", was: "contradicted", note: "bar 9 is not saved" },
        ],
      ],
    );
  },
);

testBothDatabases(
  "decisions on one flag made one after another: the last is in force, and their ids sort in the order they were made (which decides between two made in the same millisecond)",
  async (db) => {
    await withReviewer(db);
    const flag = await db.prisma.flag.findFirstOrThrow();
    const decisions = ["confirmed", "dismissed", "confirmed", "dismissed", "confirmed", "dismissed"] as const;
    const made = [];
    for (const decision of decisions)
      made.push(await reviewFlag(db, { flagId: flag.id, decision, note: decision, reviewer: ADA }));
    const ids = made.map((r) => r.id);
    assert.deepEqual([...ids].sort(), ids);
    const inForce = await reviewsInForce(db.prisma, { flag: [flag.id], claim: [] });
    assert.deepEqual(inForce.flag.get(flag.id), made.at(-1));
    assert.equal(await db.prisma.review.count(), decisions.length);
  },
);

testBothDatabases(
  "a decision that cannot be written leaves neither a review nor an audit entry",
  async (db) => {
    await withReviewer(db);
    const flag = await db.prisma.flag.findFirstOrThrow();
    await assert.rejects(
      reviewFlag(db, { flagId: "f_missing", decision: "confirmed", note: "", reviewer: ADA }),
      (e: unknown) => isAppError(e, "not-found") && e.message === 'no flag "f_missing"',
    );
    // A reviewer the database does not have: the review's insert fails, and the audit entry with it.
    await assert.rejects(
      reviewFlag(db, {
        flagId: flag.id,
        decision: "confirmed",
        note: "",
        reviewer: { id: "u_gone", name: "Gone" },
      }),
    );
    assert.equal(await db.prisma.review.count(), 0);
    assert.equal(await db.prisma.auditLog.count(), 0);
  },
);
