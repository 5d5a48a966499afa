// The reader's addresses for one conversation: every link stays on the reader, moving its moment
// (turn) or its bar, so the chat is never left.
import type { ClaimView } from "@/lib/contracts/claim-view.ts";
import type { FlagView } from "@/lib/contracts/flag-view.ts";
import type { VersionSources } from "@/lib/contracts/conversation-outline.ts";
import { claimAnchor, conversationHref, flagAnchor, turnAnchor } from "../findings/links.ts";
import { firstBar, versionIn } from "./moments.ts";

export interface ReaderLinks {
  turn(turn: number): string;
  /** A bar at a version, keeping the turn the reader is at. */
  bar(
    bar: number,
    version: number,
    at?: { staff?: number | null; part?: string | null; hash?: string },
  ): string;
  claim(c: ClaimView): string;
  /** A flag at its turn, on its bar when its subject is given. */
  flag(f: Pick<FlagView, "id" | "turn"> & { subject?: FlagView["subject"] }): string;
}

/** `list`: the conversations list the reader was opened from (its parameters), kept by every link. */
export function readerLinks(
  c: { id: string; versions: VersionSources },
  selectedTurn: number | null,
  list: string | null,
): ReaderLinks {
  const id = c.id;
  return {
    turn: (turn) => conversationHref(id, { turn, list, hash: turnAnchor(turn) }),
    bar: (bar, version, at = {}) =>
      conversationHref(id, {
        turn: selectedTurn,
        version,
        bar,
        staff: at.staff,
        part: at.part,
        list,
        hash: at.hash,
      }),
    claim(claim) {
      const bar = firstBar(claim.subject);
      const version = claim.checkedVersion ?? versionIn(c.versions, claim.turn);
      if (bar === null || version === null)
        return conversationHref(id, { turn: claim.turn, list, hash: claimAnchor(claim.id) });
      return conversationHref(id, {
        turn: claim.turn,
        version,
        bar,
        staff: claim.subject.staff,
        part: claim.subject.part,
        list,
        hash: claimAnchor(claim.id),
      });
    },
    flag(flag) {
      const bar = firstBar(flag.subject ?? null);
      const version = versionIn(c.versions, flag.turn);
      return conversationHref(id, {
        turn: flag.turn,
        version: bar === null ? null : version,
        bar,
        staff: flag.subject?.staff,
        part: flag.subject?.part,
        list,
        hash: flagAnchor(flag.id),
      });
    },
  };
}
