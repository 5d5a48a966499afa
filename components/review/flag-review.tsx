"use client";
// Confirm or dismiss a flag, with a note; the decision in force is shown with who and when. A
// viewer sees the decision only.
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { ReviewView } from "../../lib/db/api-types.ts";
import { postJson } from "../auth/post-json.ts";
import { useCan } from "../auth/role-context.tsx";
import { Button } from "../ui/button.tsx";
import { Input } from "../ui/input.tsx";
import { PickButton } from "../meetings/pick-button.tsx";
import { DecisionLine } from "./decision-line.tsx";

export function FlagReview({
  flagId,
  review,
  meetingId,
  onDecided,
}: {
  flagId: string;
  review: ReviewView | null;
  meetingId?: string;
  onDecided?: (review: ReviewView) => void;
}) {
  const router = useRouter();
  const can = useCan("reviewer");
  const [current, setCurrent] = useState(review);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const decide = async (decision: "confirmed" | "dismissed") => {
    const res = await postJson<ReviewView>(`/api/flags/${encodeURIComponent(flagId)}/review`, {
      decision,
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
          <Button size="sm" variant="outline" onClick={() => decide("confirmed")}>
            Confirm
          </Button>
          <Button size="sm" variant="outline" onClick={() => decide("dismissed")}>
            Dismiss
          </Button>
        </>
      )}
      {!meetingId && <PickButton targetType="flag" targetId={flagId} />}
      {error && (
        <span role="alert" className="text-xs text-contradicted">
          {error}
        </span>
      )}
    </div>
  );
}
