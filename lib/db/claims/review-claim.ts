// POST /api/claims/{id}/review: a reviewer agrees with a claim's verdict or corrects it, with a note.
// The verdict the reviewer stands behind is stored either way, so a later re-analysis can be held to
// it. A later decision supersedes an earlier one; both stay. The review and its audit entry are one
// transaction.
import type { Verdict } from "../../claims/claim.ts";
import type { ReviewView } from "../../contract/api-types.ts";
import type { Db } from "../client.ts";
import { recordReview, type Reviewer } from "../reviews/record-review.ts";

export type ClaimDecision = { decision: "agreed" } | { decision: "corrected"; verdict: Verdict };

export function reviewClaim(
  db: Db,
  input: ClaimDecision & { claimId: string; note: string; reviewer: Reviewer; meetingId?: string },
): Promise<ReviewView> {
  return recordReview(db, {
    targetType: "claim",
    targetId: input.claimId,
    decision: input.decision,
    // Agreeing stands behind the claim's own verdict, as the database has it when the review is written.
    verdict: input.decision === "corrected" ? input.verdict : null,
    note: input.note,
    reviewer: input.reviewer,
    meetingId: input.meetingId,
  });
}
