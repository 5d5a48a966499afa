// A reviewer takes back their last decision on a flag or claim: `{ "reviewId": "…" }`. The answer
// names the finding and the decision in force now (the one before, or null); 409 when the decision
// is not the one in force or not this reviewer's.
import { z } from "zod";
import { requireRole } from "../../../../lib/auth/require-role.ts";
import { undoReview } from "../../../../lib/db/reviews/undo-review.ts";
import { answer, problem } from "../../answer.ts";
import { bodyOf } from "../../body.ts";

const undo = z.object({ reviewId: z.string().min(1) });

export async function POST(request: Request) {
  const allowed = await requireRole(request, "reviewer");
  if (allowed.refused) return allowed.refused;
  const body = await bodyOf(request, undo);
  if (body.error) return body.error;
  return answer(`undoing decision "${body.data.reviewId}"`, async (db) => {
    const r = await undoReview(db, { reviewId: body.data.reviewId, reviewer: allowed.user });
    return r.ok ? Response.json(r) : problem(409, r.refused);
  });
}
