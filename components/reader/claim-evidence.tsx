// One claim as a reviewer checks it: verdict, what it is about, what was claimed, what the score has.
import type { ClaimView } from "@/lib/contracts/claim-view.ts";
import { valuePhrase } from "@/lib/findings/subjects.ts";
import { VerdictBadge } from "../findings/badges.tsx";
import { subjectWords } from "../findings/subject-words.ts";

export function ClaimEvidence({ claim: c }: { claim: ClaimView }) {
  return (
    <div data-claim-evidence={c.id}>
      <p className="flex flex-wrap items-center gap-1.5">
        <VerdictBadge verdict={c.verdict} />
        <span className="font-medium">{subjectWords(c.subject, true)}</span>
        {c.value !== null && (
          <span className="text-muted-foreground">claimed: {valuePhrase(c.subject, c.value)}</span>
        )}
      </p>
      {c.uncertain && (
        <p data-uncertain className="text-xs font-medium">
          Not read with certainty: {c.uncertain}
        </p>
      )}
      {c.checkedVersion !== null && !c.uncertain && (
        <p className="text-xs text-muted-foreground">checked against version {c.checkedVersion}</p>
      )}
      {c.evidence.length > 0 && !c.uncertain && (
        <ul className="mt-1 space-y-0.5 font-mono text-xs">
          {c.evidence.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      )}
      {c.review && (
        <p className="mt-1 text-xs">
          Reviewed: {c.review.decision}
          {c.review.verdict ? ` (${c.review.verdict})` : ""} by {c.review.by}
        </p>
      )}
    </div>
  );
}
