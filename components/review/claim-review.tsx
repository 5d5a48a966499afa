"use client";
// Agree with a claim's verdict or correct it (supported / contradicted / unverifiable), with a note;
// the decision in force is shown with who and when. A viewer sees the decision only.
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { ReviewView } from "../../lib/db/api-types.ts";
import { postJson } from "../auth/post-json.ts";
import { useCan } from "../auth/role-context.tsx";
import { Button } from "../ui/button.tsx";
import { Input, Select } from "../ui/input.tsx";
import { PickButton } from "../meetings/pick-button.tsx";
import { DecisionLine } from "./decision-line.tsx";

const VERDICTS = ["supported", "contradicted", "unverifiable"] as const;

export function ClaimReview({
  claimId,
  verdict,
  review,
  meetingId,
  onDecided,
}: {
  claimId: string;
  verdict: string;
  review: ReviewView | null;
  meetingId?: string;
  onDecided?: (review: ReviewView) => void;
}) {
  const router = useRouter();
  const can = useCan("reviewer");
  const [current, setCurrent] = useState(review);
  const [note, setNote] = useState("");
  const [correction, setCorrection] = useState<string>(VERDICTS.find((v) => v !== verdict)!);
  const [error, setError] = useState<string | null>(null);
  const decide = async (body: Record<string, string | undefined>) => {
    const res = await postJson<ReviewView>(`/api/claims/${encodeURIComponent(claimId)}/review`, {
      ...body,
      note,
      meetingId,
    });
    if (!res.ok) return setError(res.error);
    setError(null);
    setCurrent(res.data);
    setNote("");
    onDecided?.(res.data);
    router.refresh();
  };
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
          <Button size="sm" variant="outline" onClick={() => decide({ decision: "agreed" })}>
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
            onClick={() => decide({ decision: "corrected", verdict: correction })}
          >
            Correct
          </Button>
        </>
      )}
      {!meetingId && <PickButton targetType="claim" targetId={claimId} />}
      {error && (
        <span role="alert" className="text-xs text-contradicted">
          {error}
        </span>
      )}
    </div>
  );
}
