// A review and its audit entry, written in one transaction. A batch rather than an interactive
// transaction: neither write depends on what the other returns, so the transaction is four
// statements (begin, two inserts, commit) sent one after another, with no application code holding
// it open between them. The finding is looked up before (review-flag.ts, review-claim.ts); one
// removed meanwhile by a re-ingest leaves a review of a finding no longer there, as every earlier
// review of it is left. The reviewer's name is the signed-in user's, so it is not read back.
import type { Verdict } from "../../claims/claim.ts";
import type { ReviewView } from "../api-types.ts";
import type { Db } from "../client.ts";
import { json } from "../db-client.ts";
import type { ReviewTarget } from "./reviews-in-force.ts";

/** Who decides: the signed-in user. */
export interface Reviewer {
  id: string;
  name: string;
}

export async function recordReview(
  db: Db,
  review: {
    targetType: ReviewTarget;
    targetId: string;
    decision: string;
    verdict: Verdict | null;
    note: string;
    reviewer: Reviewer;
    meetingId: string | undefined;
    audit: Record<string, unknown>;
  },
): Promise<ReviewView> {
  const [r] = await db.prisma.$transaction([
    db.prisma.review.create({
      data: {
        targetType: review.targetType,
        targetId: review.targetId,
        decision: review.decision,
        verdict: review.verdict,
        note: review.note,
        userId: review.reviewer.id,
        meetingId: review.meetingId ?? null,
      },
      select: { id: true, createdAt: true },
    }),
    db.prisma.auditLog.create({
      data: {
        userId: review.reviewer.id,
        action: `review-${review.targetType}`,
        target: review.targetId,
        detail: json(review.audit),
      },
      select: { id: true },
    }),
  ]);
  return {
    id: r.id,
    decision: review.decision,
    verdict: review.verdict,
    note: review.note,
    by: review.reviewer.name,
    at: r.createdAt.toISOString(),
  };
}
