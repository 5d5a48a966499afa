// A meeting's finding: its name, links, sentence and evidence, and the decision on it (for a
// conversation, on each of its flags).
import { FlagBadge, VerdictBadge } from "../findings/badges.tsx";
import { ClaimReview } from "../review/claim-review.tsx";
import { FlagReview } from "../review/flag-review.tsx";
import { Card } from "../ui/card.tsx";
import { FindingLinksLine } from "./finding-links-line.tsx";
import type { MeetingStep } from "./meeting-step.ts";

export function FindingCard({ step, meetingId }: { step: MeetingStep; meetingId: string }) {
  const { item, c, flag, claim } = step;
  return (
    <Card>
      <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold" data-finding-name>
        {flag && <FlagBadge type={flag.type} />}
        {claim && <VerdictBadge verdict={claim.verdict} />}
        {item.name}
      </h2>
      <FindingLinksLine item={item} />
      <p className="mt-2 text-lg">{claim ? `“${claim.text}”` : item.text}</p>
      {item.evidence.length > 0 && (
        <ul className="mt-2 space-y-0.5 font-mono text-xs">
          {item.evidence.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      )}
      {flag && <FlagReview flagId={flag.id} review={flag.review} meetingId={meetingId} />}
      {claim && (
        <ClaimReview claimId={claim.id} verdict={claim.verdict} review={claim.review} meetingId={meetingId} />
      )}
      {item.targetType === "conversation" && (
        <ul className="mt-2 space-y-2">
          {c.flags.map((f) => (
            <li key={f.id} className="text-sm">
              <FlagBadge type={f.type} /> turn {f.turn}: {f.message}
              <FlagReview flagId={f.id} review={f.review} meetingId={meetingId} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
