// The conversation at a glance: what it is, its claims (the assistant's and those in read results)
// by verdict, and its flags, each a link to its turn.
import type { ConversationDetail } from "../../lib/contract/api-types.ts";
import { FlagBadge, VerdictBadge } from "../findings/badges.tsx";
import { OpenIncident } from "../incidents/open-incident.tsx";
import { CheckedLiveBadge } from "../findings/checked-live-badge.tsx";
import { PickButton } from "../meetings/pick-button.tsx";
import type { ReaderLinks } from "./reader-links.ts";
import { formatDateTime } from "../../lib/format/date-time.ts";

export function ReaderHeader({
  conversation: c,
  links,
}: {
  conversation: ConversationDetail;
  links: ReaderLinks;
}) {
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold break-all">{c.id}</h1>
        <PickButton targetType="conversation" targetId={c.id} />
        <OpenIncident targetType="conversation" targetId={c.id} title={`Conversation ${c.id}`} />
        {c.checkedLive && <CheckedLiveBadge />}
      </div>
      <p className="text-sm text-muted-foreground">
        {[
          c.format,
          c.model,
          c.label && `label ${c.label}`,
          c.scoreId ? `score ${c.scoreId}` : "no score",
          c.startedAt && `started ${formatDateTime(c.startedAt)}`,
          `${c.turns} ${c.turns === 1 ? "turn" : "turns"}`,
          c.sourceFile,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {/* Apart, as the conversations table counts (and the figures rate) the assistant's claims alone. */}
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <ClaimCounts claims={c.claims.filter((x) => x.source === "assistant")} who="by the assistant" />
        <ClaimCounts claims={c.claims.filter((x) => x.source === "read")} who="in read results" />
      </p>
      {c.flags.length > 0 && (
        <nav aria-label="Flags in this conversation">
          <ul className="flex flex-wrap gap-2">
            {c.flags.map((f) => (
              <li key={f.id}>
                <a href={links.flag(f)} className="inline-flex items-center gap-1 text-sm">
                  <FlagBadge type={f.type} /> turn {f.turn}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}

/** "6 claims by the assistant: contradicted 4, supported 2", verdicts with no claim left out. */
function ClaimCounts({ claims, who }: { claims: ConversationDetail["claims"]; who: string }) {
  const count = (v: string) => claims.filter((x) => x.verdict === v).length;
  return (
    <span className="flex flex-wrap items-center gap-2">
      {claims.length === 1 ? "1 claim" : `${claims.length} claims`} {who}
      {claims.length > 0 && ":"}
      {(["contradicted", "unverifiable", "supported"] as const).map(
        (v) =>
          count(v) > 0 && (
            <span key={v} className="inline-flex items-center gap-1">
              <VerdictBadge verdict={v} /> {count(v)}
            </span>
          ),
      )}
    </span>
  );
}
