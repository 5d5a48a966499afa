// A flag as the API answers it: the report's flag with its stable id and the review in force.
import { z } from "zod";
import { FLAG_TYPES, type Flag } from "../findings/flag.ts";
import { pageOf } from "./page-of.ts";
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

/** GET /api/flags: a flag in the review queue, with its conversation's model and start. */
export const queuedFlag = flagView.extend({
  conversationId: z.string(),
  model: z.string().nullable(),
  startedAt: z.string().nullable(),
});
export type QueuedFlag = z.infer<typeof queuedFlag>;

export const flagQueuePage = pageOf(queuedFlag);
export type FlagQueuePage = z.infer<typeof flagQueuePage>;
