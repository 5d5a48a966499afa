// POST /api/flags/{id}/review: a decision on a flag, kept with who and when. A later decision
// supersedes an earlier one; both stay. The review and its audit entry are one transaction.
import type { ReviewView } from "../api-types.ts";
import type { Db } from "../client.ts";
import { NotFoundError } from "../errors.ts";
import { recordReview, type Reviewer } from "../reviews/record-review.ts";

export type FlagDecision = "confirmed" | "dismissed";

export async function reviewFlag(
  db: Db,
  input: { flagId: string; decision: FlagDecision; note: string; reviewer: Reviewer; meetingId?: string },
): Promise<ReviewView> {
  const flag = await db.prisma.flag.findUnique({ where: { id: input.flagId }, select: { id: true } });
  if (!flag) throw new NotFoundError(`no flag "${input.flagId}"`);
  return recordReview(db, {
    targetType: "flag",
    targetId: input.flagId,
    decision: input.decision,
    verdict: null,
    note: input.note,
    reviewer: input.reviewer,
    meetingId: input.meetingId,
    audit: { decision: input.decision, note: input.note },
  });
}
