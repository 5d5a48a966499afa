// A reviewer takes back their last decision on a flag or claim: `{ "reviewId": "…" }`. The answer
// names the finding and the decision in force now (the one before, or null); 409 when the decision
// is not the one in force or not this reviewer's.
import { z } from "zod";
import { undoReview } from "@/lib/db/reviews/undo-review.ts";
import { endpoint } from "../../endpoint.ts";

export const POST = endpoint({
  role: "reviewer",
  body: z.object({ reviewId: z.string().min(1) }),
  handler: ({ db, user, body }) => undoReview(db, { reviewId: body.reviewId, reviewer: user }),
});
