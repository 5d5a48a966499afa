// Claims as a list, each with its verdict and evidence, each opening its bar, each to agree with or
// correct.
import type { ClaimView } from "@/lib/contracts/claim-view.ts";
import { OpenIncident } from "../incidents/open-incident.tsx";
import { ClaimReview } from "../review/claim-review.tsx";
import { ClaimEvidence } from "./claim-evidence.tsx";
import type { ReaderLinks } from "./reader-links.ts";

/** `anchored`: the claims are shown nowhere else, so their deep links land here. */
export function ClaimList({
  claims,
  links,
  anchored = false,
  conversationId,
}: {
  claims: ClaimView[];
  /** The conversation, where the page is not its reader. */
  conversationId?: string;
  links: Pick<ReaderLinks, "claim">;
  anchored?: boolean;
}) {
  return (
    <ul className="space-y-2">
      {claims.map((c) => (
        <li
          key={c.id}
          id={anchored ? `claim-${c.id}` : undefined}
          data-claim={c.id}
          data-verdict={c.verdict}
          className="scroll-mt-24 text-sm target:ring-2 target:ring-primary"
        >
          <a href={links.claim(c)} className="text-foreground">
            “{c.text}”
          </a>
          <ClaimEvidence claim={c} />
          <ClaimReview
            claimId={c.id}
            verdict={c.verdict}
            review={c.review}
            described={{ conversationId, what: c.kind, verdict: c.verdict, turn: c.turn, subject: c.subject }}
          />
          <OpenIncident
            targetType="claim"
            targetId={c.id}
            title={`${c.kind} claim ${c.verdict}, turn ${c.turn}`}
          />
        </li>
      ))}
    </ul>
  );
}
