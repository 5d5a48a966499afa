// A review and its audit entry, written in one transaction. A batch rather than an interactive
// transaction: nothing in between depends on what the first write returned, so the database is
// asked four times, not six, and no other request waits on the transaction while this one's code
// runs. The reviewer's name is the signed-in user's, so it is not read back.
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
