// A timeline event in words, the same on the case file's page, in its report and its PDF: what
// happened ("version 3 saved by edit_score") and the lines that show it (the diff, or "no change").
import type { TimelineEvent } from "@/lib/contracts/incident-types.ts";
import { flagWords } from "../findings/badges.tsx";
import { formatDateTime } from "@/lib/format/date-time.ts";

export interface EventWords {
  /** "save", "claim", "flag", "review". */
  kind: string;
  headline: string;
  lines: string[];
}

export function eventWords(e: TimelineEvent): EventWords {
  switch (e.kind) {
    case "save":
      return {
        kind: "save",
        headline: `version ${e.version} of ${e.scoreId} saved${e.toolCall ? ` by ${e.toolCall}` : ""}`,
        lines: e.noOp || e.changes.length === 0 ? ["no change"] : e.changes,
      };
    case "claim":
      return { kind: "claim", headline: `${e.verdict} (${e.about}): “${e.text}”`, lines: [] };
    case "flag":
      return { kind: "flag", headline: flagWords(e.type), lines: [e.message] };
    case "review":
      return {
        kind: "review",
        headline: `${e.targetType} ${e.decision}${e.verdict && e.decision === "corrected" ? ` to ${e.verdict}` : ""} by ${e.by}`,
        lines: e.note ? [`“${e.note}”`] : [],
      };
  }
}

/** "2026-11-02 09:11 UTC", or the conversation's place when the chat gives no time. */
export function eventTime(at: string | null): string {
  return at ? `${formatDateTime(at)} UTC` : "time not logged";
}

/** What went wrong: a flag, a contradicted claim, a save that changed nothing, a decision on them. */
export function wentWrong(e: TimelineEvent): boolean {
  return (
    e.kind === "flag" ||
    e.kind === "review" ||
    (e.kind === "claim" && e.verdict === "contradicted") ||
    (e.kind === "save" && (e.noOp || e.changes.length === 0))
  );
}
