// Where a meeting's finding leads back to: the reader at its turn (scrolled to the flag or claim),
// and the reader on the bar it speaks of. `origin` makes them absolute, for minutes read elsewhere.
import type { MeetingFinding } from "@/lib/contracts/meeting.ts";
import { claimAnchor, conversationHref, flagAnchor } from "../findings/links.ts";

export interface FindingLinks {
  conversation: string;
  /** The bar re-read in the reader, at the version in force at the turn; null when no bar is named. */
  bar: string | null;
}

export function findingLinks(
  i: Pick<MeetingFinding, "targetType" | "targetId" | "conversationId" | "turn" | "subject">,
  origin = "",
): FindingLinks {
  const hash =
    i.targetType === "flag"
      ? flagAnchor(i.targetId)
      : i.targetType === "claim"
        ? claimAnchor(i.targetId)
        : undefined;
  const bars = i.subject?.bars;
  return {
    conversation: origin + conversationHref(i.conversationId, { turn: i.turn, hash }),
    bar: bars
      ? origin +
        conversationHref(i.conversationId, {
          turn: i.turn,
          bar: bars.from,
          staff: i.subject?.staff,
          part: i.subject?.part,
          hash,
        })
      : null,
  };
}
