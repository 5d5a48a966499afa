"use client";
// Agree with a claim's verdict or correct it (supported / contradicted / unverifiable), with a note;
// the decision in force is shown with who and when. A viewer sees the decision only.
import { useState } from "react";
import { verdict as verdictSchema } from "@/lib/contracts/verdict.ts";
import type { ReviewView } from "@/lib/contracts/review-view.ts";
import { useCan } from "../auth/role-context.tsx";
import { Button } from "../ui/button.tsx";
import { Input, Select } from "../ui/input.tsx";
import { PickButton, type Described } from "../meetings/pick-button.tsx";
import { DecisionLine } from "./decision-line.tsx";
import { useDecision } from "./use-decision.ts";

const VERDICTS = verdictSchema.options;

export function ClaimReview({
  claimId,
  verdict,
  review,
  meetingId,
  onDecided,
  described,
}: {
  claimId: string;
  verdict: string;
  review: ReviewView | null;
  meetingId?: string;
  onDecided?: (review: ReviewView) => void;
  /** What it is, to name it when picked for a meeting. */
  described?: Described;
}) {
  const can = useCan("reviewer");
  const { current, note, setNote, error, decide } = useDecision(
    `/api/claims/${encodeURIComponent(claimId)}/review`,
    review,
    meetingId,
    onDecided,
  );
  const [correction, setCorrection] = useState<string>(VERDICTS.find((v) => v !== verdict)!);
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2" data-claim-review={claimId}>
      <DecisionLine review={current} />
      {can && (
        <>
          <Input
            aria-label="Note on this claim"
            placeholder="note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className="h-8 w-48"
          />
          <Button size="sm" variant="outline" onClick={() => void decide({ decision: "agreed" })}>
            Agree ({verdict})
          </Button>
          <Select
            aria-label="Correct the verdict to"
            value={correction}
            onChange={(e) => setCorrection(e.target.value)}
            className="h-8"
          >
            {VERDICTS.filter((v) => v !== verdict).map((v) => (
              <option key={v}>{v}</option>
            ))}
          </Select>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void decide({ decision: "corrected", verdict: correction })}
          >
            Correct
          </Button>
        </>
      )}
      {!meetingId && <PickButton targetType="claim" targetId={claimId} described={described} />}
      {error && (
        <span role="alert" className="text-xs text-contradicted">
          {error}
        </span>
      )}
    </div>
  );
}
