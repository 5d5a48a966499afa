// One turn of the conversation: messages, tool calls with their inputs and results (errors marked),
// images, every claim marked in its sentence, each saved version's real diff beside the claims of
// its turn, and the flags at their turn; claims listed nowhere else can be opened at the end of the
// turn to be reviewed. The reader draws the turns in view (chat-window.tsx).
import type { BlockView, MessageView } from "@/lib/contracts/conversation.ts";
import type { ClaimView } from "@/lib/contracts/claim-view.ts";
import { cn } from "../ui/cn.ts";
import { ClaimList } from "./claim-list.tsx";
import { ContentBlock } from "./content-block.tsx";
import { FlagCard } from "./flag-card.tsx";
import { FoldedClaims } from "./folded-claims.tsx";
import type { CallOutcome } from "@/lib/contracts/saved-version.ts";
import { blockKey, type Segment } from "./moments.ts";
import type { ReaderLinks } from "./reader-links.ts";
import { SentenceText } from "./sentence-text.tsx";
import { ToolCallView } from "./tool-call-view.tsx";
import { ToolResultView } from "./tool-result-view.tsx";
import type { TurnData } from "./turn-data.ts";
import { formatDateTimeSeconds } from "@/lib/format/date-time.ts";

type Marked = Map<string, Segment[]>;

/** One turn: its messages, the claims not found in its text, its claims left to review, its flags.
 * `selected`: the turn the score beside is at (its flags' evidence open). */
export function TurnView({
  data: t,
  selected,
  links,
}: {
  data: TurnData;
  selected: boolean;
  links: ReaderLinks;
}) {
  // The turn's claims listed nowhere else (not in a call's box beside what it saved, not lost), to review.
  const unlisted = t.claims.filter((x) => !t.unplaced.includes(x) && !(x.source === "assistant" && t.boxed));
  return (
    <>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">Turn {t.turn}</h2>
        {selected ? (
          <span className="text-xs text-muted-foreground">The score beside is at this turn.</span>
        ) : (
          <a href={links.turn(t.turn)} className="text-xs">
            Show the score at turn {t.turn}
          </a>
        )}
      </div>
      <div className="space-y-3">
        {t.messages.map((m) => (
          <Message
            key={m.index}
            message={m}
            claims={t.claims}
            outcomes={t.outcomes}
            marked={t.marked}
            links={links}
          />
        ))}
        {t.unplaced.length > 0 && (
          <section aria-label={`Claims of turn ${t.turn} not found in its text`}>
            <h3 className="mb-1 text-xs font-semibold text-muted-foreground">
              Claims of turn {t.turn} (sentence not found verbatim in the text)
            </h3>
            <ClaimList claims={t.unplaced} links={links} anchored />
          </section>
        )}
        {unlisted.length > 0 && <FoldedClaims turn={t.turn} ids={unlisted.map((x) => x.id)} />}
        {t.flags.map((f) => (
          <FlagCard key={f.id} flag={f} href={links.flag(f)} focused={selected} />
        ))}
      </div>
    </>
  );
}

const ROLE = {
  user: "border-l-4 border-l-primary/50 pl-3",
  assistant: "border-l-4 border-l-foreground/30 pl-3",
} as Record<string, string>;

function Message({
  message: m,
  claims,
  outcomes,
  marked,
  links,
}: {
  message: MessageView;
  claims: ClaimView[];
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
          claims={claims}
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
  claims,
  outcomes,
  turn,
  links,
}: {
  block: BlockView;
  segments: Segment[] | undefined;
  claims: ClaimView[];
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
          conversation={{ claims }}
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
