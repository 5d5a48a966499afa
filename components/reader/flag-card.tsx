// A flag where it was raised: its type, what the score has, its evidence, and its review (confirm or
// dismiss it here).
import type { FlagView } from "@/lib/contracts/flag-view.ts";
import { FlagBadge, flagWords } from "../findings/badges.tsx";
import { OpenIncident } from "../incidents/open-incident.tsx";
import { FlagReview } from "../review/flag-review.tsx";
import { flagAnchor } from "../findings/links.ts";
import { describeSubject } from "@/lib/findings/subjects.ts";

/** `focused`: the flag at the reader's moment, its evidence shown open. */
export function FlagCard({ flag: f, href, focused }: { flag: FlagView; href: string; focused: boolean }) {
  return (
    <aside
      id={flagAnchor(f.id)}
      aria-label={`Flag: ${f.type}`}
      data-flag={f.type}
      className="scroll-mt-24 rounded-md border border-flag/50 bg-flag/5 p-2 text-sm target:ring-2 target:ring-primary"
    >
      <p className="flex flex-wrap items-center gap-2">
        <FlagBadge type={f.type} />
        <span className="text-xs text-muted-foreground">turn {f.turn}</span>
        {f.subject?.bars && (
          <a href={href} className="text-xs">
            read {describeSubject(f.subject)}
          </a>
        )}
      </p>
      <p className="mt-1">{f.message}</p>
      <FlagReview
        flagId={f.id}
        review={f.review}
        described={{ what: f.type, turn: f.turn, subject: f.subject }}
      />
      <OpenIncident targetType="flag" targetId={f.id} title={`${flagWords(f.type)}, turn ${f.turn}`} />
      {f.evidence.length > 0 && (
        <details className="mt-1" open={focused}>
          <summary className="cursor-pointer text-xs text-muted-foreground">
            Evidence ({f.evidence.length})
          </summary>
          <ul className="mt-1 space-y-0.5 font-mono text-xs">
            {f.evidence.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        </details>
      )}
    </aside>
  );
}
