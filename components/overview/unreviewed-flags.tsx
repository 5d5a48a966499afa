// The newest flags no one has decided on, each opening the conversation at its turn.
import type { QueuedFlag } from "@/lib/contracts/flag-view.ts";
import { FlagBadge } from "../findings/badges.tsx";
import { conversationHref, flagAnchor } from "../findings/links.ts";
import { Card, CardTitle } from "../ui/card.tsx";
import { formatDate } from "@/lib/format/date-time.ts";

/** `queue`: the review queue over the same conversations (the overview's filters). */
export function UnreviewedFlags({
  flags,
  total,
  queue,
}: {
  flags: QueuedFlag[];
  total: number;
  queue: string;
}) {
  return (
    <Card aria-labelledby="unreviewed">
      <CardTitle id="unreviewed" className="flex flex-wrap items-baseline justify-between gap-2">
        <span>
          Newest unreviewed flags{" "}
          <span className="font-normal text-muted-foreground">({total} not yet confirmed or dismissed)</span>
        </span>
        {total > 0 && (
          <a href={queue} className="text-sm font-normal">
            Review all {total} in the queue
          </a>
        )}
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
                  {[f.model, f.startedAt && formatDate(f.startedAt)].filter(Boolean).join(" · ")}
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
