// A claim as the API answers it: the report's claim, where it stands in the chat, and the review in
// force.
import { z } from "zod";
import { KINDS } from "../claims/claim.ts";
import type { ReportClaim } from "../report/report.ts";
import { reviewView } from "./review-view.ts";
import { subject } from "./subject.ts";
import { verdict } from "./verdict.ts";

export const claimView = z.object({
  id: z.string(),
  turn: z.number().int(),
  source: z.enum(["assistant", "read"]),
  text: z.string(),
  kind: z.enum(KINDS),
  subject,
  value: z.string().nullable(),
  verdict,
  checkedVersion: z.number().int().nullable(),
  baseVersion: z.number().int().nullable(),
  evidence: z.array(z.string()),
  /** Why the sentence was not read whole (the verdict is then unverifiable). */
  uncertain: z.string().optional(),
  /** The message the sentence is in, so the reader can mark it there; for a read, the call. */
  messageIndex: z.number().int(),
  toolCallId: z.string().nullable(),
  review: reviewView.nullable(),
}) satisfies z.ZodType<ReportClaim>;
export type ClaimView = z.infer<typeof claimView>;
