// A flag: one finding about a conversation (spec/findings.md "Flags"). Shaped as the report's flag.
import type { Subject } from "../claims/claim.ts";

export const FLAG_TYPES = [
  "success-without-change",
  "error-reported-as-success",
  "image-text-contradiction",
  "image-only-judgment",
  "courtesy-clef-misreading",
  "read-hides-change",
  "receipt-mismatch",
  "dispute-without-reread",
  "unconfirmed-mutation",
  "stale-read-edit",
] as const;

export type FlagType = (typeof FLAG_TYPES)[number];

export interface Flag {
  type: FlagType;
  turn: number;
  toolCallId: string | null;
  claimId: string | null;
  subject: Subject | null;
  /** One line in the domain's words: what the score has. */
  message: string;
  evidence: string[];
}
