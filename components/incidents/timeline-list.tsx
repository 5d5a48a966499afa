// The incident's timeline: every save, claim, flag and review decision across its conversations in
// time order, each with its conversation and turn (a link to the reader there) and, where it
// concerns a bar, a link that re-reads that bar beside the timeline.
import type { BarRef, Timeline, TimelineEvent } from "@/lib/contracts/incident-types.ts";
import { FlagBadge, NoChangeBadge, VerdictBadge } from "../findings/badges.tsx";
import { claimAnchor, conversationHref, flagAnchor, turnAnchor } from "../findings/links.ts";
import { Badge } from "../ui/badge.tsx";
import { eventTime, eventWords } from "./event-words.ts";

function readerHref(e: TimelineEvent): string {
  const hash =
    e.kind === "claim"
      ? claimAnchor(e.id)
      : e.kind === "flag"
        ? flagAnchor(e.id)
        : e.turn !== null
          ? turnAnchor(e.turn)
          : undefined;
  return conversationHref(e.conversationId, { turn: e.turn, hash });
}

function What({ e }: { e: TimelineEvent }) {
  switch (e.kind) {
    case "save":
      return (
        <>
          <Badge variant="outline">save</Badge> version {e.version}
          {e.toolCall && (
            <>
              {" "}
              by <code>{e.toolCall}</code>
            </>
          )}
          {(e.noOp || e.changes.length === 0) && <NoChangeBadge />}
        </>
      );
    case "claim":
      return (
        <>
          <Badge variant="outline">claim</Badge> <VerdictBadge verdict={e.verdict} />
          <span className="text-xs text-muted-foreground">{e.about}</span> “{e.text}”
        </>
      );
    case "flag":
      return (
        <>
          <Badge variant="outline">flag</Badge> <FlagBadge type={e.type} />
        </>
      );
    case "review":
      return (
        <>
          <Badge variant="outline">review</Badge> {eventWords(e).headline}
        </>
      );
  }
}

export function TimelineList({
  timeline,
  barLink,
  selected,
}: {
  timeline: Timeline;
  /** The case file re-reading this bar. */
  barLink: (b: BarRef) => string;
  selected: string | null;
}) {
  if (timeline.events.length === 0)
    return <p className="text-sm text-muted-foreground">Nothing saved, claimed, flagged or decided yet.</p>;
  return (
    <>
      <ol className="space-y-2" data-testid="timeline">
        {timeline.events.map((e, n) => {
          const w = eventWords(e);
          const lines = e.kind === "save" && e.noOp ? [] : w.lines;
          const link = e.bar ? barLink(e.bar) : null;
          return (
            <li
              key={n}
              data-event={e.kind}
              className={`grid gap-x-3 border-l-4 pl-3 text-sm sm:grid-cols-[9rem_minmax(0,1fr)] ${
                e.kind === "flag"
                  ? "border-flag"
                  : e.kind === "claim" && e.verdict === "contradicted"
                    ? "border-contradicted"
                    : "border-border"
              }`}
            >
              <div className="text-xs text-muted-foreground tabular-nums">
                <div>{eventTime(e.at)}</div>
                <a href={readerHref(e)} className="break-all">
                  {e.conversationId}
                  {e.turn !== null && ` · turn ${e.turn}`}
                </a>
              </div>
              <div className="min-w-0 space-y-0.5">
                <p className="flex flex-wrap items-center gap-1.5">
                  <What e={e} />
                </p>
                {lines.length > 0 && (
                  <ul className="font-mono text-xs">
                    {lines.map((l, k) => (
                      <li key={k}>{l}</li>
                    ))}
                  </ul>
                )}
                {link && (
                  <a
                    href={link}
                    className="text-xs"
                    aria-current={selected === link ? "true" : undefined}
                    data-reread={e.bar!.bar}
                  >
                    re-read bar {e.bar!.bar} at version {e.bar!.version}
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {timeline.total > timeline.events.length && (
        <p className="mt-2 text-sm text-muted-foreground">
          The first {timeline.events.length} of {timeline.total} events.
        </p>
      )}
    </>
  );
}
