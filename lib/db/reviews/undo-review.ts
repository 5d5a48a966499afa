// POST /api/reviews/undo: a reviewer takes back the decision they just made. The review row is
// deleted, so the decision before it (or none) is in force again everywhere — the queue, precision,
// a meeting's minutes — and the audit log keeps what was undone. Only the decision in force on its
// finding can be undone, and only by the reviewer who made it: undoing an older one would change
// nothing in force, and another reviewer's decision is theirs to take back.
import type { ReviewView } from "../../contract/api-types.ts";
import type { AuditAction } from "../audit/record-audit.ts";
import type { Db } from "../client.ts";
import { json } from "../db-client.ts";
import { AppError } from "../../errors/app-error.ts";
import type { Reviewer } from "./record-review.ts";
import { reviewsInForce, type ReviewTarget } from "./reviews-in-force.ts";

export interface Undone {
  targetType: ReviewTarget;
  targetId: string;
  undone: string;
  inForce: ReviewView | null;
}

export async function undoReview(db: Db, input: { reviewId: string; reviewer: Reviewer }): Promise<Undone> {
  const { prisma } = db;
  const review = await prisma.review.findUnique({ where: { id: input.reviewId } });
  if (!review) throw new AppError("not-found", `no decision "${input.reviewId}"`);
  const targetType = review.targetType as ReviewTarget;
  if (review.userId !== input.reviewer.id)
    throw new AppError("conflict", "this decision was made by another reviewer: only they can undo it");
  const newest = await prisma.review.findFirst({
    where: { targetType, targetId: review.targetId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true },
  });
  if (newest?.id !== review.id)
    throw new AppError(
      "conflict",
      `a later decision on this ${targetType} is in force: undo that one, or decide again`,
    );
  // One batch, as a decision is written (record-review.ts): the row goes with its audit entry or not
  // at all. A decision made between the look-up and this batch stays in force: it is newer.
  await prisma.$transaction([
    prisma.review.deleteMany({ where: { id: review.id } }),
    prisma.auditLog.create({
      data: {
        userId: input.reviewer.id,
        action: (targetType === "flag" ? "undo-review-flag" : "undo-review-claim") satisfies AuditAction,
        target: review.targetId,
        detail: json({
          undone: review.id,
          decision: review.decision,
          ...(review.verdict === null ? {} : { verdict: review.verdict }),
          note: review.note,
        }),
      },
      select: { id: true },
    }),
  ]);
  const inForce = await reviewsInForce(prisma, {
    flag: targetType === "flag" ? [review.targetId] : [],
    claim: targetType === "claim" ? [review.targetId] : [],
  });
  return {
    targetType,
    targetId: review.targetId,
    undone: review.id,
    inForce: inForce[targetType].get(review.targetId) ?? null,
  };
}
