// The conversation in order, turn by turn: messages, tool calls with their inputs and results
// (errors marked), images, every claim marked in its sentence, each saved version's real diff
// beside the claims of its turn, and the flags at their turn; claims listed nowhere else can be
// opened at the end of their turn to be reviewed.
import type { BlockView, ConversationDetail, MessageView } from "../../lib/contract/api-types.ts";
import { cn } from "../ui/cn.ts";
import { turnAnchor } from "../findings/links.ts";
import { ClaimList } from "./claim-list.tsx";
import { ContentBlock } from "./content-block.tsx";
import { FlagCard } from "./flag-card.tsx";
import { FoldedClaims } from "./folded-claims.tsx";
import { boxedTurns, callOutcomes, type CallOutcome } from "./call-outcome.ts";
import { blockKey, placeClaims, type Segment } from "./moments.ts";
import type { ReaderLinks } from "./reader-links.ts";
import { SentenceText } from "./sentence-text.tsx";
import { ToolCallView } from "./tool-call-view.tsx";
import { ToolResultView } from "./tool-result-view.tsx";
import { formatDateTimeSeconds } from "../../lib/format/date-time.ts";

type Marked = Map<string, Segment[]>;

export function Chat({
  conversation: c,
  selectedTurn,
  links,
}: {
  conversation: ConversationDetail;
  selectedTurn: number | null;
  links: ReaderLinks;
}) {
  const { marked, unplaced } = placeClaims(c.messages, c.claims);
  const groups: { turn: number | null; messages: MessageView[] }[] = [];
  for (const m of c.messages) {
    const last = groups[groups.length - 1];
    if (last && last.turn === m.turn) last.messages.push(m);
    else groups.push({ turn: m.turn, messages: [m] });
  }
  const shownTurns = new Set<number>();
  const outcomes = callOutcomes(c);
  const boxed = boxedTurns(c, outcomes);
  return (
    <ol className="space-y-4" aria-label="Messages">
      {groups.map((g, gi) => {
        const first = g.turn !== null && !shownTurns.has(g.turn);
        if (g.turn !== null) shownTurns.add(g.turn);
        const isLastOfTurn = !groups.slice(gi + 1).some((x) => x.turn === g.turn);
        const flags = isLastOfTurn ? c.flags.filter((f) => f.turn === g.turn) : [];
        const lost = isLastOfTurn ? unplaced.filter((x) => x.turn === g.turn) : [];
        // The turn's claims listed nowhere else (not in a call's box beside what it saved, not lost), to review.
        const unlisted = isLastOfTurn
          ? c.claims.filter(
              (x) =>
                x.turn === g.turn &&
                !lost.includes(x) &&
                !(x.source === "assistant" && g.turn !== null && boxed.has(g.turn)),
            )
          : [];
        const selected = g.turn !== null && g.turn === selectedTurn;
        return (
          <li
            key={gi}
            id={first && g.turn !== null ? turnAnchor(g.turn) : undefined}
            data-turn={g.turn ?? undefined}
            className={cn(
              // Turns out of sight are not laid out or painted until scrolled to (a long conversation is
              // thousands of elements); they stay in the page, so anchors, find and the keyboard reach them.
              "scroll-mt-20 rounded-lg border bg-card p-3 [contain-intrinsic-size:auto_12rem] [content-visibility:auto]",
              selected && "ring-2 ring-primary",
            )}
          >
            {first && g.turn !== null && (
              <div className="mb-2 flex items-center justify-between gap-2">
                <h2 className="text-sm font-semibold">Turn {g.turn}</h2>
                {selected ? (
                  <span className="text-xs text-muted-foreground">The score beside is at this turn.</span>
                ) : (
                  <a href={links.turn(g.turn)} className="text-xs">
                    Show the score at turn {g.turn}
                  </a>
                )}
              </div>
            )}
            <div className="space-y-3">
              {g.messages.map((m) => (
                <Message
                  key={m.index}
                  message={m}
                  conversation={c}
                  outcomes={outcomes}
                  marked={marked}
                  links={links}
                />
              ))}
              {lost.length > 0 && (
                <section aria-label={`Claims of turn ${g.turn} not found in its text`}>
                  <h3 className="mb-1 text-xs font-semibold text-muted-foreground">
                    Claims of turn {g.turn} (sentence not found verbatim in the text)
                  </h3>
                  <ClaimList claims={lost} links={links} anchored />
                </section>
              )}
              {unlisted.length > 0 && <FoldedClaims turn={g.turn} ids={unlisted.map((x) => x.id)} />}
              {flags.map((f) => (
                <FlagCard key={f.id} flag={f} href={links.flag(f)} focused={selected} />
              ))}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

const ROLE = {
  user: "border-l-4 border-l-primary/50 pl-3",
  assistant: "border-l-4 border-l-foreground/30 pl-3",
} as Record<string, string>;

function Message({
  message: m,
  conversation,
  outcomes,
  marked,
  links,
}: {
  message: MessageView;
  conversation: ConversationDetail;
  outcomes: Map<string, CallOutcome>;
  marked: Marked;
  links: ReaderLinks;
}) {
  return (
    <article data-message={m.index} data-role={m.role} className={cn("space-y-2", ROLE[m.role] ?? "pl-3")}>
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {m.role}
        {m.timestamp && (
          <time className="ml-2 font-normal normal-case">{formatDateTimeSeconds(m.timestamp)}</time>
        )}
        {m.notRead && (
          <span data-not-read className="ml-2 rounded border px-1 font-normal normal-case">
            not read ({m.notRead}): Barline reads claims in English only
          </span>
        )}
      </p>
      {m.blocks.map((b, i) => (
        <Block
          key={i}
          block={b}
          segments={marked.get(blockKey(m.index, i))}
          conversation={conversation}
          outcomes={outcomes}
          turn={m.turn}
          links={links}
        />
      ))}
    </article>
  );
}

function Block({
  block: b,
  segments,
  conversation,
  outcomes,
  turn,
  links,
}: {
  block: BlockView;
  segments: Segment[] | undefined;
  conversation: ConversationDetail;
  outcomes: Map<string, CallOutcome>;
  turn: number | null;
  links: ReaderLinks;
}) {
  switch (b.type) {
    case "text":
      return (
        <p className="whitespace-pre-wrap break-words">
          <SentenceText text={b.text} segments={segments} links={links} />
        </p>
      );
    case "tool-call":
      return (
        <ToolCallView
          call={b}
          outcome={outcomes.get(b.id) ?? null}
          conversation={conversation}
          turn={turn}
          links={links}
        />
      );
    case "tool-result":
      return <ToolResultView result={b} segments={segments} links={links} />;
    case "image":
    case "media":
    case "other":
      return <ContentBlock block={b} from="message" />;
  }
}
