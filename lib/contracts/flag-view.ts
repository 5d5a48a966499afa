// A flag as the API answers it: the report's flag with its stable id and the review in force.
import { z } from "zod";
import { FLAG_TYPES, type Flag } from "../findings/flag.ts";
import { reviewView } from "./review-view.ts";
import { subject } from "./subject.ts";

export const flagView = z.object({
  id: z.string(),
  type: z.enum(FLAG_TYPES),
  turn: z.number().int(),
  toolCallId: z.string().nullable(),
  claimId: z.string().nullable(),
  subject: subject.nullable(),
  message: z.string(),
  evidence: z.array(z.string()),
  review: reviewView.nullable(),
}) satisfies z.ZodType<Flag & { id: string }>;
export type FlagView = z.infer<typeof flagView>;
