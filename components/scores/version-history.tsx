// A score's versions in order: who saved each (conversation, turn, tool call), its diff from the
// version before — each line opening its bar — and the saves that changed nothing marked.
import type { VersionEntry } from "@/lib/contracts/score-types.ts";
import { NoChangeBadge } from "../findings/badges.tsx";
import { barHref, barOfLine, conversationHref, versionAnchor } from "../findings/links.ts";
import { formatDateTime } from "@/lib/format/date-time.ts";

export function VersionHistory({ scoreId, versions }: { scoreId: string; versions: VersionEntry[] }) {
  return (
    <ol className="space-y-3" aria-label="Versions">
      {versions.map((v, i) => (
        <li
          key={v.version}
          id={versionAnchor(v.version)}
          data-version={v.version}
          data-no-op={v.noOp}
          className="scroll-mt-24 rounded-lg border bg-card p-3 target:ring-2 target:ring-primary"
        >
          <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold">
            Version {v.version}
            {v.noOp && <NoChangeBadge />}
            <span className="text-sm font-normal text-muted-foreground">
              {v.file} · {v.bars} bars
              {v.savedAt ? ` · saved ${formatDateTime(v.savedAt)}` : ""}
            </span>
            <a href={barHref({ scoreId, version: v.version, bar: 1 })} className="text-sm font-normal">
              read from bar 1
            </a>
          </h2>
          <p className="mt-1 text-sm">
            {v.savedBy ? (
              <>
                Saved by{" "}
                <a
                  href={conversationHref(v.savedBy.conversationId, {
                    turn: v.savedBy.turn,
                    version: v.version,
                    hash: versionAnchor(v.version),
                  })}
                >
                  {v.savedBy.conversationId}
                  {v.savedBy.turn !== null && `, turn ${v.savedBy.turn}`}
                </a>
                , tool call <code>{v.savedBy.tool ?? "?"}</code>{" "}
                <span className="text-muted-foreground">({v.savedBy.toolCallId})</span>
              </>
            ) : (
              <span className="text-muted-foreground">No conversation in the store saved this version.</span>
            )}
          </p>
          {i === 0 ? (
            <p className="mt-1 text-sm text-muted-foreground">
              The first version: nothing to compare it with.
            </p>
          ) : v.noOp || v.changes.length === 0 ? (
            <p className="mt-1 text-sm font-semibold text-contradicted">
              no change: the same music as version {versions[i - 1]!.version}
            </p>
          ) : (
            <ul className="mt-1 space-y-0.5 font-mono text-xs">
              {v.changes.map((c, j) => {
                const bar = barOfLine(c.text);
                return (
                  <li key={j}>
                    {bar === null ? (
                      c.text
                    ) : (
                      <a href={barHref({ scoreId, version: v.version, bar })}>{c.text}</a>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
