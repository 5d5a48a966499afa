import assert from "node:assert/strict";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { ingestExamples } from "../../../test/support/ingested.ts";
import { reviewClaim } from "../claims/review-claim.ts";
import { isAppError } from "../../errors/app-error.ts";
import { reviewFlag } from "../flags/review-flag.ts";
import { reviewHistory } from "./review-history.ts";
import { undoReview } from "./undo-review.ts";

const ADA = { id: "u1", name: "Ada Reviewer" };
const BEN = { id: "u2", name: "Ben Reviewer" };

testBothDatabases(
  "undo takes back one's own decision in force: the one before is in force again, and the audit log keeps what was undone",
  async (db) => {
    await ingestExamples(db);
    for (const u of [ADA, BEN])
      await db.prisma.user.create({
        data: { ...u, email: `${u.id}@example.org`, role: "reviewer" },
      });
    const flag = await db.prisma.flag.findFirstOrThrow({ orderBy: { id: "asc" } });
    const claim = await db.prisma.claim.findFirstOrThrow({ where: { verdict: "contradicted" } });

    const first = await reviewFlag(db, { flagId: flag.id, decision: "dismissed", note: "", reviewer: BEN });
    const second = await reviewFlag(db, {
      flagId: flag.id,
      decision: "confirmed",
      note: "no version saved",
      reviewer: ADA,
    });
    await assert.rejects(undoReview(db, { reviewId: first.id, reviewer: BEN }), {
      code: "conflict",
      message: "a later decision on this flag is in force: undo that one, or decide again",
    });
    await assert.rejects(undoReview(db, { reviewId: second.id, reviewer: BEN }), {
      code: "conflict",
      message: "this decision was made by another reviewer: only they can undo it",
    });

    const undone = await undoReview(db, { reviewId: second.id, reviewer: ADA });
    assert.deepEqual(
      [undone.targetType, undone.targetId, undone.undone, undone.inForce?.id, undone.inForce?.decision],
      ["flag", flag.id, second.id, first.id, "dismissed"],
    );
    assert.deepEqual(
      (await reviewHistory(db, "flag", flag.id)).map((r) => r.id),
      [first.id],
      "the undone decision is gone from the history",
    );
    await assert.rejects(undoReview(db, { reviewId: second.id, reviewer: ADA }), (e: unknown) =>
      isAppError(e, "not-found"),
    );

    // The only decision on a claim undone: the claim is unreviewed again.
    const agreed = await reviewClaim(db, { claimId: claim.id, decision: "agreed", note: "", reviewer: ADA });
    const again = await undoReview(db, { reviewId: agreed.id, reviewer: ADA });
    assert.equal(again.inForce, null);
    assert.equal(await db.prisma.review.count({ where: { targetId: claim.id } }), 0);

    const audit = await db.prisma.auditLog.findMany({
      where: { action: { startsWith: "undo-" } },
      orderBy: { id: "asc" },
    });
    assert.deepEqual(
      audit.map((a) => [a.action, a.target, a.userId, a.detail]),
      [
        [
          "undo-review-flag",
          flag.id,
          "u1",
          { undone: second.id, decision: "confirmed", note: "no version saved" },
        ],
        [
          "undo-review-claim",
          claim.id,
          "u1",
          { undone: agreed.id, decision: "agreed", verdict: "contradicted", note: "" },
        ],
      ],
    );
  },
);
