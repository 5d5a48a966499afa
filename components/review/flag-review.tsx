"use client";
// Confirm or dismiss a flag, with a note; the decision in force is shown with who and when. A
// viewer sees the decision only.
import type { ReviewView } from "@/lib/contracts/review-view.ts";
import { useCan } from "../auth/role-context.tsx";
import { Button } from "../ui/button.tsx";
import { Input } from "../ui/input.tsx";
import { PickButton, type Described } from "../meetings/pick-button.tsx";
import { DecisionLine } from "./decision-line.tsx";
import { useDecision } from "./use-decision.ts";

export function FlagReview({
  flagId,
  review,
  meetingId,
  onDecided,
  described,
}: {
  flagId: string;
  review: ReviewView | null;
  meetingId?: string;
  onDecided?: (review: ReviewView) => void;
  /** What it is, to name it when picked for a meeting. */
  described?: Described;
}) {
  const can = useCan("reviewer");
  const { current, note, setNote, error, decide } = useDecision(
    `/api/flags/${encodeURIComponent(flagId)}/review`,
    review,
    meetingId,
    onDecided,
  );
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2" data-flag-review={flagId}>
      <DecisionLine review={current} />
      {can && (
        <>
          <Input
            aria-label="Note on this flag"
            placeholder="note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className="h-8 w-56"
            data-role="note"
          />
          <Button size="sm" variant="outline" onClick={() => void decide({ decision: "confirmed" })}>
            Confirm
          </Button>
          <Button size="sm" variant="outline" onClick={() => void decide({ decision: "dismissed" })}>
            Dismiss
          </Button>
        </>
      )}
      {!meetingId && <PickButton targetType="flag" targetId={flagId} described={described} />}
      {error && (
        <span role="alert" className="text-xs text-contradicted">
          {error}
        </span>
      )}
    </div>
  );
}
