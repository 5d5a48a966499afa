// The conversation at a glance: what it is, its claims (the assistant's and those in read results)
// by verdict, and its flags, each a link to its turn.
import type { ConversationOutline } from "@/lib/contracts/conversation-outline.ts";
import type { FlagType } from "@/lib/findings/flag.ts";
import { FlagBadge, VerdictBadge } from "../findings/badges.tsx";
import { OpenIncident } from "../incidents/open-incident.tsx";
import { CheckedLiveBadge } from "../findings/checked-live-badge.tsx";
import { PickButton } from "../meetings/pick-button.tsx";
import type { ReaderLinks } from "./reader-links.ts";
import { formatDateTime } from "@/lib/format/date-time.ts";
import { verdict } from "@/lib/contracts/verdict.ts";

/** Flags listed by turn for each type; a long session's others are counted. */
const LISTED = 8;

export function ReaderHeader({ outline, links }: { outline: ConversationOutline; links: ReaderLinks }) {
  const c = outline.conversation;
  const byType = new Map<FlagType, ConversationOutline["flags"]>();
  // Listed by turn: the first of a type at each turn (two at one turn land at the same place).
  const counted = new Map<FlagType, number>();
  for (const f of outline.flags) {
    counted.set(f.type, (counted.get(f.type) ?? 0) + 1);
    const listed = byType.get(f.type) ?? [];
    if (listed[listed.length - 1]?.turn !== f.turn) byType.set(f.type, [...listed, f]);
  }
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
        <ClaimCounts
          counts={outline.claimCounts.filter((x) => x.source === "assistant")}
          who="by the assistant"
        />
        <ClaimCounts counts={outline.claimCounts.filter((x) => x.source === "read")} who="in read results" />
      </p>
      {outline.flags.length > 0 && (
        <nav aria-label="Flags in this conversation">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {[...byType].map(([type, flags]) => (
              <li key={type} className="flex flex-wrap items-center gap-x-2 text-sm">
                <FlagBadge type={type} />
                {flags.length > LISTED && <span>{counted.get(type)!.toLocaleString("en")}, first at</span>}
                {flags.slice(0, LISTED).map((f) => (
                  <a key={f.id} href={links.flag(f)}>
                    turn {f.turn}
                  </a>
                ))}
                {flags.length > LISTED && <span className="text-muted-foreground">…</span>}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}

/** "6 claims by the assistant: contradicted 4, supported 2", verdicts with no claim left out. */
function ClaimCounts({ counts, who }: { counts: ConversationOutline["claimCounts"]; who: string }) {
  const count = (v: string) => counts.filter((x) => x.verdict === v).reduce((n, x) => n + x.count, 0);
  const total = counts.reduce((n, x) => n + x.count, 0);
  return (
    <span className="flex flex-wrap items-center gap-2">
      {total === 1 ? "1 claim" : `${total.toLocaleString("en")} claims`} {who}
      {total > 0 && ":"}
      {verdict.options.map(
        (v) =>
          count(v) > 0 && (
            <span key={v} className="inline-flex items-center gap-1">
              <VerdictBadge verdict={v} /> {count(v).toLocaleString("en")}
            </span>
          ),
      )}
    </span>
  );
}
