// The decision in force on a finding: what, by whom, when, and the note.
import type { ReviewView } from "@/lib/contracts/review-view.ts";
import { formatDateTime } from "@/lib/format/date-time.ts";

export function DecisionLine({ review }: { review: ReviewView | null }) {
  if (!review) return <span className="text-xs text-muted-foreground">not reviewed</span>;
  return (
    <span className="text-xs" data-review={review.decision}>
      <strong>
        {review.decision}
        {review.decision === "corrected" && review.verdict ? ` to ${review.verdict}` : ""}
      </strong>{" "}
      by {review.by}, <time dateTime={review.at}>{formatDateTime(review.at)} UTC</time>
      {review.note && <> — “{review.note}”</>}
    </span>
  );
}
