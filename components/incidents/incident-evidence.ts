// The evidence of an incident's report: each contradicted claim of its conversations against what
// the saves of the same turn really changed (their diff, or "no change"), with the bar to re-read.
import type { TimelineEvent } from "@/lib/contracts/incident-types.ts";

type Claim = Extract<TimelineEvent, { kind: "claim" }>;
type Save = Extract<TimelineEvent, { kind: "save" }>;

export interface EvidenceItem {
  claim: Claim;
  saves: Save[];
}

/** At most this many claims are set out; the rest are counted. */
export const MAX_EVIDENCE = 50;

export function incidentEvidence(events: readonly TimelineEvent[]): { items: EvidenceItem[]; more: number } {
  const saves = events.filter((e): e is Save => e.kind === "save");
  const claims = events.filter((e): e is Claim => e.kind === "claim" && e.verdict === "contradicted");
  const items = claims.slice(0, MAX_EVIDENCE).map((claim) => ({
    claim,
    saves: saves.filter((s) => s.conversationId === claim.conversationId && s.turn === claim.turn),
  }));
  return { items, more: claims.length - items.length };
}
