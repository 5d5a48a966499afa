// The conversation at a glance: what it is, how many claims the score contradicts, and its flags,
// each a link to its turn.
import type { ConversationDetail } from "../../lib/db/api-types.ts";
import { FlagBadge, VerdictBadge } from "../findings/badges.tsx";
import { PickButton } from "../meetings/pick-button.tsx";
import type { ReaderLinks } from "./reader-links.ts";

export function ReaderHeader({
  conversation: c,
  links,
}: {
  conversation: ConversationDetail;
  links: ReaderLinks;
}) {
  const count = (v: string) => c.claims.filter((x) => x.verdict === v).length;
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-bold break-all">{c.id}</h1>
        <PickButton targetType="conversation" targetId={c.id} />
      </div>
      <p className="text-sm text-muted-foreground">
        {[
          c.format,
          c.model,
          c.label && `label ${c.label}`,
          c.scoreId ? `score ${c.scoreId}` : "no score",
          c.startedAt && `started ${c.startedAt.replace("T", " ").slice(0, 16)}`,
          `${c.turns} ${c.turns === 1 ? "turn" : "turns"}`,
          c.sourceFile,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {c.claims.length} claims:
        <VerdictBadge verdict="contradicted" /> {count("contradicted")}
        <VerdictBadge verdict="unverifiable" /> {count("unverifiable")}
        <VerdictBadge verdict="supported" /> {count("supported")}
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
