// The newest flags no one has decided on, each opening the conversation at its turn.
import type { QueuedFlag } from "../../lib/db/flags/find-unreviewed-flags.ts";
import { FlagBadge } from "../findings/badges.tsx";
import { conversationHref, flagAnchor } from "../findings/links.ts";
import { Card, CardTitle } from "../ui/card.tsx";

export function UnreviewedFlags({ flags, total }: { flags: QueuedFlag[]; total: number }) {
  return (
    <Card aria-labelledby="unreviewed">
      <CardTitle id="unreviewed">
        Newest unreviewed flags <span className="font-normal text-muted-foreground">({total} open)</span>
      </CardTitle>
      {flags.length === 0 ? (
        <p className="text-sm text-muted-foreground">Every flag has been reviewed.</p>
      ) : (
        <ul className="divide-y">
          {flags.map((f) => (
            <li key={f.id} data-flag={f.type} className="py-2 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <FlagBadge type={f.type} />
                <a href={conversationHref(f.conversationId, { turn: f.turn, hash: flagAnchor(f.id) })}>
                  {f.conversationId}, turn {f.turn}
                </a>
                <span className="text-xs text-muted-foreground">
                  {[f.model, f.startedAt?.slice(0, 10)].filter(Boolean).join(" · ")}
                </span>
              </div>
              <p className="mt-0.5">{f.message}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
