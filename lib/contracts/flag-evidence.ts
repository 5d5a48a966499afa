// GET /api/flags/{id}/evidence: what the review queue shows beside a flag — the assistant's claims at
// its turn, what its call did to the score, the bar it speaks of (re-read at the version in force
// then, or why it could not be), and the page image the model had last been shown by then.
import { z } from "zod";
import { barAddress } from "./bar-address.ts";
import { barReread } from "./bar-reread.ts";
import { claimView } from "./claim-view.ts";
import { flagView } from "./flag-view.ts";
import { callOutcome } from "./saved-version.ts";

export const flagEvidence = z.object({
  conversationId: z.string(),
  flag: flagView,
  /** The assistant's claims at the flag's turn, each with its link into the reader. */
  claims: z.array(z.object({ claim: claimView, href: z.string() })),
  /** What the flag's call (else the first call of its turn that could save) did to the score. */
  call: z.object({ name: z.string(), outcome: callOutcome }).nullable(),
  /** The bar the flag speaks of (else the one its turn shows in the reader), at the version in force then. */
  bar: barAddress.nullable(),
  image: z.object({ url: z.string(), turn: z.number().int() }).nullable(),
});
export type FlagEvidence = z.infer<typeof flagEvidence>;

export const flagEvidenceAnswer = flagEvidence.extend({
  reread: barReread.nullable(),
  rereadProblem: z.string().nullable(),
});
export type FlagEvidenceAnswer = z.infer<typeof flagEvidenceAnswer>;
