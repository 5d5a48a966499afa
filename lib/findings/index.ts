// Every detector, run in the order of spec/findings.md; each is a small pure function of the context.
import type { ConversationContext } from "../conversation-context/context.ts";
import { courtesyClefMisreading } from "./courtesy-clef-misreading.ts";
import { disputeWithoutReread } from "./dispute-without-reread.ts";
import { errorReportedAsSuccess } from "./error-reported-as-success.ts";
import type { Flag } from "./flag.ts";
import { imageOnlyJudgment } from "./image-only-judgment.ts";
import { imageTextContradiction } from "./image-text-contradiction.ts";
import { readHidesChange } from "./read-hides-change.ts";
import { receiptMismatch } from "./receipt-mismatch.ts";
import { staleReadEdit } from "./stale-read-edit.ts";
import { successWithoutChange } from "./success-without-change.ts";
import { unconfirmedMutation } from "./unconfirmed-mutation.ts";

export const detectors: ((ctx: ConversationContext) => Flag[])[] = [
  successWithoutChange,
  errorReportedAsSuccess,
  imageTextContradiction,
  imageOnlyJudgment,
  courtesyClefMisreading,
  readHidesChange,
  receiptMismatch,
  disputeWithoutReread,
  unconfirmedMutation,
  staleReadEdit,
];

/** All flags of a conversation, by turn, then in detector order. */
export function findFlags(ctx: ConversationContext): Flag[] {
  return detectors.flatMap((d) => d(ctx)).sort((a, b) => a.turn - b.turn);
}
