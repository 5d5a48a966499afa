// A tool call with its input; when it saved a version, the claims of its turn beside the diff lines
// that version really has, or "no change" for a save that changed nothing.
import type { BlockView, ConversationDetail } from "../../lib/db/api-types.ts";
import { NoChangeBadge } from "../findings/badges.tsx";
import { barOfLine, scoreHref, versionAnchor } from "../findings/links.ts";
import { Badge } from "../ui/badge.tsx";
import { ClaimList } from "./claim-list.tsx";
import type { ReaderLinks } from "./reader-links.ts";

type Call = Extract<BlockView, { type: "tool-call" }>;

export function ToolCallView({
  call,
  conversation: c,
  turn,
  links,
}: {
  call: Call;
  conversation: ConversationDetail;
  turn: number | null;
  links: ReaderLinks;
}) {
  const saved = c.versions.find((v) => v.toolCallId === call.id) ?? null;
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
      {saved && (
        <section
          id={versionAnchor(saved.version)}
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
          <div className="grid gap-3 md:grid-cols-2">
            <div>
              <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                What the assistant said{turn !== null ? ` at turn ${turn}` : ""}
              </h4>
              {turnClaims(c, turn).length ? (
                <ClaimList claims={turnClaims(c, turn)} links={links} />
              ) : (
                <p className="text-sm text-muted-foreground">No claim in this turn.</p>
              )}
            </div>
            <div>
              <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
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
                      <li key={i}>
                        {bar === null ? line : <a href={links.bar(bar, saved.version)}>{line}</a>}
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          </div>
        </section>
      )}
    </div>
  );
}

function turnClaims(c: ConversationDetail, turn: number | null) {
  return turn === null ? [] : c.claims.filter((x) => x.turn === turn && x.source === "assistant");
}
