// A review in force on a flag or claim, and who made it when: what POST …/review answers and what
// every flag and claim the API answers carries.
import { z } from "zod";
import { verdict } from "./verdict.ts";

export const reviewView = z.object({
  id: z.string(),
  decision: z.string(),
  /** For a claim: the verdict the reviewer gave (their own, or agreeing with Barline's). */
  verdict: verdict.nullable(),
  note: z.string(),
  by: z.string(),
  at: z.string(),
});
export type ReviewView = z.infer<typeof reviewView>;

/** POST /api/reviews/undo: the decision taken back, and the one in force again (or none). */
export const undoneReview = z.object({
  targetType: z.enum(["flag", "claim"]),
  targetId: z.string(),
  undone: z.string(),
  inForce: reviewView.nullable(),
});
