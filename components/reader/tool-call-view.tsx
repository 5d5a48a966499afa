// A tool call with its input and, for a call that saved a version or could have, what the assistant
// said at its turn against what the score really has after it: the diff of the version it saved,
// "no change" for a save that changed nothing, or "no version saved" for a call that saved none —
// whatever the tool answered.
import type { ReactNode } from "react";
import type { BlockView, ConversationDetail } from "@/lib/contracts/conversation.ts";
import type { ClaimView } from "@/lib/contracts/claim-view.ts";
import { NoChangeBadge } from "../findings/badges.tsx";
import { barOfLine, scoreHref, versionAnchor } from "../findings/links.ts";
import { Badge } from "../ui/badge.tsx";
import type { CallOutcome } from "@/lib/contracts/saved-version.ts";
import { turnClaims } from "./call-outcome.ts";
import { ClaimList } from "./claim-list.tsx";
import type { ReaderLinks } from "./reader-links.ts";

type Call = Extract<BlockView, { type: "tool-call" }>;

export function ToolCallView({
  call,
  outcome,
  conversation: c,
  turn,
  links,
}: {
  call: Call;
  outcome: CallOutcome | null;
  conversation: Pick<ConversationDetail, "claims">;
  turn: number | null;
  links: ReaderLinks;
}) {
  const args = JSON.stringify(call.arguments, null, 2);
  return (
    <div data-tool-call={call.id} className="rounded-md border bg-muted/40 p-2 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">tool call</Badge>
        <code className="font-semibold">{call.name}</code>
        <span className="text-xs text-muted-foreground">{call.id}</span>
      </p>
      {args && args !== "{}" && args !== "null" && (
        <pre className="mt-1 max-h-48 overflow-auto rounded bg-card p-2 text-xs">{args}</pre>
      )}
      {outcome && (
        <CallOutcomeBox
          outcome={outcome}
          callName={call.name}
          claims={turn === null ? [] : turnClaims(c, turn)}
          turn={turn}
          links={links}
        />
      )}
    </div>
  );
}

type BoxLinks = Pick<ReaderLinks, "claim" | "bar">;
type BoxProps<K> = {
  claims: ClaimView[];
  turn: number | null;
  links: BoxLinks;
  outcome: K;
  /** The version's deep link lands here (the reader); elsewhere the box carries no anchor. */
  anchored?: boolean;
  /** The conversation, where the page is not its reader. */
  conversationId?: string;
};

/** What a call did against what its turn said (the reader's box; the review queue shows it too). */
export function CallOutcomeBox({
  outcome,
  callName,
  ...box
}: Omit<BoxProps<CallOutcome>, "outcome"> & { outcome: CallOutcome; callName: string }) {
  return outcome.kind === "saved" ? (
    <SavedBox outcome={outcome} {...box} />
  ) : (
    <UnsavedBox
      outcome={outcome}
      callName={callName}
      claims={box.claims}
      turn={box.turn}
      links={box.links}
      conversationId={box.conversationId}
    />
  );
}

function SavedBox({
  outcome: { saved },
  claims,
  turn,
  links,
  anchored = true,
  conversationId,
}: BoxProps<Extract<CallOutcome, { kind: "saved" }>>) {
  return (
    <section
      id={anchored ? versionAnchor(saved.version) : undefined}
      aria-label={`Version ${saved.version} saved by this call`}
      data-saved-version={saved.version}
      data-no-op={saved.noOp}
      className="mt-2 scroll-mt-24 rounded-md border bg-card p-2"
    >
      <h3 className="mb-2 flex flex-wrap items-center gap-2 text-sm font-semibold">
        Saved version {saved.version}
        {saved.noOp && <NoChangeBadge />}
        <a href={scoreHref(saved.scoreId, saved.version)} className="text-xs font-normal">
          in the history of {saved.scoreId}
        </a>
      </h3>
      <ClaimsBeside claims={claims} turn={turn} links={links} conversationId={conversationId}>
        <h4 className={COLUMN_HEADING}>
          What version {saved.version} has (diff from version {saved.version - 1})
        </h4>
        {saved.noOp || saved.changes.length === 0 ? (
          <p data-testid="diff-no-change" className="text-sm font-semibold text-contradicted">
            no change: the same music as version {saved.version - 1}
          </p>
        ) : (
          <ul data-testid="diff-lines" className="space-y-0.5 font-mono text-xs">
            {saved.changes.map((line, i) => {
              const bar = barOfLine(line);
              return (
                <li key={i}>{bar === null ? line : <a href={links.bar(bar, saved.version)}>{line}</a>}</li>
              );
            })}
          </ul>
        )}
      </ClaimsBeside>
    </section>
  );
}

function UnsavedBox({
  outcome: { still, answer },
  callName,
  claims,
  turn,
  links,
  conversationId,
}: Omit<BoxProps<Extract<CallOutcome, { kind: "none" }>>, "anchored"> & { callName: string }) {
  const answered =
    answer === null
      ? "the log holds no answer to it"
      : answer.isError === true
        ? `it answered with an error: “${answer.text}”`
        : `it answered “${answer.text}”`;
  return (
    <section
      aria-label="No version saved by this call"
      data-saved-version="none"
      className="mt-2 rounded-md border bg-card p-2"
    >
      <h3 className="mb-2 text-sm font-semibold">No version saved by {callName}</h3>
      <ClaimsBeside claims={claims} turn={turn} links={links} conversationId={conversationId}>
        <h4 className={COLUMN_HEADING}>What the score has after the call</h4>
        <p data-testid="no-version-saved" className="text-sm font-semibold text-contradicted">
          no version saved: the score is still {still === null ? "as it was" : `version ${still}`}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{answered}</p>
      </ClaimsBeside>
    </section>
  );
}

const COLUMN_HEADING = "mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground";

/** The turn's assistant claims on the left, what the score has on the right. */
function ClaimsBeside({
  claims,
  turn,
  links,
  conversationId,
  children,
}: {
  claims: ClaimView[];
  conversationId: string | undefined;
  turn: number | null;
  links: BoxLinks;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <div>
        <h4 className={COLUMN_HEADING}>What the assistant said{turn !== null ? ` at turn ${turn}` : ""}</h4>
        {claims.length ? (
          <ClaimList claims={claims} links={links} conversationId={conversationId} />
        ) : (
          <p className="text-sm text-muted-foreground">No claim in this turn.</p>
        )}
      </div>
      <div>{children}</div>
    </div>
  );
}
