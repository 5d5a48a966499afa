// POST /api/claims/{id}/review: a reviewer agrees with a claim's verdict or corrects it, with a note.
// The verdict the reviewer stands behind is stored either way, so a later re-analysis can be held to
// it. A later decision supersedes an earlier one; both stay. The review and its audit entry are one
// transaction.
import type { Verdict } from "../../claims/claim.ts";
import type { ReviewView } from "../api-types.ts";
import type { Db } from "../client.ts";
import { NotFoundError } from "../errors.ts";
import { recordReview, type Reviewer } from "../reviews/record-review.ts";

export type ClaimDecision = { decision: "agreed" } | { decision: "corrected"; verdict: Verdict };

export async function reviewClaim(
  db: Db,
  input: ClaimDecision & { claimId: string; note: string; reviewer: Reviewer; meetingId?: string },
): Promise<ReviewView> {
  const claim = await db.prisma.claim.findUnique({ where: { id: input.claimId }, select: { verdict: true } });
  if (!claim) throw new NotFoundError(`no claim "${input.claimId}"`);
  const verdict = input.decision === "corrected" ? input.verdict : (claim.verdict as Verdict);
  return recordReview(db, {
    targetType: "claim",
    targetId: input.claimId,
    decision: input.decision,
    verdict,
    note: input.note,
    reviewer: input.reviewer,
    meetingId: input.meetingId,
    audit: { decision: input.decision, verdict, was: claim.verdict, note: input.note },
  });
}
