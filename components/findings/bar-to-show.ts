// Which bar a view of a turn shows, and at which version, when the address names none: the reader at
// a turn, a meeting's finding and the review queue's flag all choose by this one rule.
import type { Subject } from "@/lib/claims/claim.ts";
import type { ConversationDetail } from "@/lib/contracts/conversation.ts";
import { firstBar, versionAt } from "../reader/moments.ts";

export interface BarShown {
  /** The bar's number; null when nothing in the conversation names a bar. */
  bar: number | null;
  /** The version to read it at; null when the conversation saved none and no claim says. */
  version: number | null;
}

/**
 * The bar: the finding's own, else the first one the turn's claims speak of, then the turn's flags,
 * then any claim of the conversation. The version: the one the claim was checked against, else the
 * one in force at the turn.
 */
export function barToShow(
  c: Pick<ConversationDetail, "messages" | "versions" | "claims" | "flags">,
  turn: number | null,
  finding?: { subject: Subject | null; checkedVersion?: number | null },
): BarShown {
  const spoken = [
    finding,
    ...c.claims.filter((x) => x.turn === turn),
    ...c.flags.filter((f) => f.turn === turn),
    ...c.claims,
  ]
    .map((x) => firstBar(x?.subject ?? null))
    .find((b) => b !== null);
  return {
    bar: spoken ?? null,
    version: finding?.checkedVersion ?? (turn === null ? null : versionAt(c, turn)),
  };
}
