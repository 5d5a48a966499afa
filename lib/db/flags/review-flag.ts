// POST /api/flags/{id}/review: a decision on a flag, kept with who and when. A later decision
// supersedes an earlier one; both stay. The review and its audit entry are one transaction.
import type { ReviewView } from "../../contract/api-types.ts";
import type { Db } from "../client.ts";
import { recordReview, type Reviewer } from "../reviews/record-review.ts";

export type FlagDecision = "confirmed" | "dismissed";

export function reviewFlag(
  db: Db,
  input: { flagId: string; decision: FlagDecision; note: string; reviewer: Reviewer; meetingId?: string },
): Promise<ReviewView> {
  return recordReview(db, {
    targetType: "flag",
    targetId: input.flagId,
    decision: input.decision,
    verdict: null,
    note: input.note,
    reviewer: input.reviewer,
    meetingId: input.meetingId,
  });
}
