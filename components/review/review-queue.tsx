"use client";
// The review queue: unreviewed flags, each with its evidence, in the order the server gives (by the
// date the conversation started). Keyboard: j / k (or ↓ / ↑) move, n writes a note, c confirms,
// d dismisses, u undoes the last decision; a decided flag leaves the queue and the next one is
// selected, and an undone one comes back where it was.
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ReviewView } from "@/lib/contracts/review-view.ts";
import type { QueuedFlag } from "@/lib/contracts/flag-view.ts";
import { callApi } from "@/lib/contracts/call-api.ts";
import { reviewView, undoneReview } from "@/lib/contracts/review-view.ts";
import { useCan } from "../auth/role-context.tsx";
import { FlagBadge } from "../findings/badges.tsx";
import { conversationHref, flagAnchor } from "../findings/links.ts";
import { Button } from "../ui/button.tsx";
import { Input } from "../ui/input.tsx";
import { useKeys } from "../ui/use-keys.ts";
import { cn } from "../ui/cn.ts";
import { PickButton } from "../meetings/pick-button.tsx";
import { QueueEvidence } from "./queue-evidence.tsx";
import { formatDate } from "@/lib/format/date-time.ts";

/** The last decision taken here, which Undo takes back. */
interface Decided {
  review: ReviewView;
  flag: QueuedFlag;
  index: number;
}

const where = (f: QueuedFlag) => `${f.conversationId}, turn ${f.turn}`;

export function ReviewQueue({ flags }: { flags: QueuedFlag[] }) {
  const router = useRouter();
  const can = useCan("reviewer");
  const [rows, setRows] = useState(flags);
  // New flags from the server (after router.refresh) replace the rows, set while rendering as React
  // advises rather than in an effect that would render twice.
  const [shownFlags, setShownFlags] = useState(flags);
  if (shownFlags !== flags) {
    setShownFlags(flags);
    setRows(flags);
  }
  const [at, setAt] = useState(0);
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [last, setLast] = useState<Decided | null>(null);
  const items = useRef<(HTMLLIElement | null)[]>([]);

  const decide = useCallback(
    async (index: number, decision: "confirmed" | "dismissed") => {
      const f = rows[index];
      if (!f) return;
      const res = await callApi(`/api/flags/${encodeURIComponent(f.id)}/review`, reviewView, {
        body: {
          decision,
          note: notes[f.id] ?? "",
        },
      });
      if (!res.ok) return setStatus(res.error);
      setStatus(`${decision === "confirmed" ? "Confirmed" : "Dismissed"}: ${f.type} in ${where(f)}`);
      setLast({ review: res.data, flag: f, index });
      setRows((r) => r.filter((x) => x.id !== f.id));
      setAt((a) => Math.min(a, rows.length - 2));
      router.refresh();
    },
    [rows, notes, router],
  );

  const undo = useCallback(async () => {
    if (!last) return;
    const res = await callApi("/api/reviews/undo", undoneReview, {
      body: {
        reviewId: last.review.id,
      },
    });
    if (!res.ok) return setStatus(`The ${last.review.decision} decision was not undone: ${res.error}`);
    const f = last.flag;
    const now = res.data.inForce;
    setStatus(
      `Undone: the ${f.type} flag in ${where(f)} is ${now ? `${now.decision} again, as ${now.by} decided` : "unreviewed again"}`,
    );
    setLast(null);
    if (!now) {
      setRows((r) => [...r.slice(0, last.index), f, ...r.slice(last.index)]);
      setAt(Math.min(last.index, rows.length));
    }
    router.refresh();
  }, [last, rows.length, router]);

  useEffect(() => {
    items.current[at]?.focus();
  }, [at, rows]);

  const scope = useRef<HTMLDivElement>(null);
  useKeys(
    {
      j: () => setAt((a) => Math.min(a + 1, rows.length - 1)),
      ArrowDown: () => setAt((a) => Math.min(a + 1, rows.length - 1)),
      k: () => setAt((a) => Math.max(a - 1, 0)),
      ArrowUp: () => setAt((a) => Math.max(a - 1, 0)),
      ...(can && {
        c: () => void decide(at, "confirmed"),
        d: () => void decide(at, "dismissed"),
        n: () => items.current[at]?.querySelector<HTMLInputElement>("[data-flag-actions] input")?.focus(),
        u: last ? () => void undo() : undefined,
      }),
    },
    scope,
  );
  // From the note's field, Escape or Enter goes back to its flag (and its keys).
  const leaveNote = (e: React.KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement && (e.key === "Escape" || e.key === "Enter"))
      items.current[at]?.focus();
  };

  const decided = (
    <div className="mb-2 flex flex-wrap items-center gap-2">
      <p role="status" className="text-sm" data-testid="queue-status">
        {status}
      </p>
      {last && (
        <Button size="sm" variant="outline" onClick={() => void undo()} aria-keyshortcuts="u">
          Undo (u)
        </Button>
      )}
    </div>
  );
  if (rows.length === 0)
    return (
      <div ref={scope}>
        {decided}
        <p className="text-sm text-muted-foreground">No unreviewed flag here.</p>
      </div>
    );
  return (
    <div ref={scope} onKeyDown={leaveNote}>
      {can && (
        <p className="mb-2 text-xs text-muted-foreground" id="queue-keys">
          Keys: <kbd>j</kbd>/<kbd>k</kbd> move · <kbd>n</kbd> note · <kbd>c</kbd> confirm · <kbd>d</kbd>{" "}
          dismiss · <kbd>u</kbd> undo the last decision
        </p>
      )}
      {decided}
      <ul className="divide-y rounded-md border bg-card" aria-describedby="queue-keys">
        {rows.map((f, i) => (
          <li
            key={f.id}
            ref={(el) => {
              items.current[i] = el;
            }}
            tabIndex={i === at ? 0 : -1}
            onFocus={() => setAt(i)}
            data-queued-flag={f.id}
            aria-current={i === at ? "true" : undefined}
            className={cn("p-3 text-sm outline-none", i === at && "bg-muted ring-2 ring-primary")}
          >
            <div className="flex flex-wrap items-center gap-2">
              <FlagBadge type={f.type} />
              <a
                href={conversationHref(f.conversationId, { turn: f.turn, hash: flagAnchor(f.id) })}
                tabIndex={-1}
              >
                {where(f)}
              </a>
              <span className="text-xs text-muted-foreground">
                {[f.model, f.startedAt && `started ${formatDate(f.startedAt)}`].filter(Boolean).join(" · ")}
              </span>
            </div>
            <p className="mt-0.5">{f.message}</p>
            <QueueEvidence flagId={f.id} where={where(f)} />
            {can && (
              <div className="mt-1 flex flex-wrap items-center gap-2" data-flag-actions>
                <Input
                  aria-label={`Note on the flag in ${where(f)}`}
                  placeholder="note (n)"
                  value={notes[f.id] ?? ""}
                  onChange={(e) => setNotes((n) => ({ ...n, [f.id]: e.target.value }))}
                  className="h-8 w-72 max-w-full"
                  tabIndex={i === at ? 0 : -1}
                />
                <button
                  type="button"
                  className="text-xs underline"
                  onClick={() => void decide(i, "confirmed")}
                  tabIndex={i === at ? 0 : -1}
                >
                  Confirm (c)
                </button>
                <button
                  type="button"
                  className="text-xs underline"
                  onClick={() => void decide(i, "dismissed")}
                  tabIndex={i === at ? 0 : -1}
                >
                  Dismiss (d)
                </button>
                <PickButton
                  targetType="flag"
                  targetId={f.id}
                  described={{
                    conversationId: f.conversationId,
                    what: f.type,
                    turn: f.turn,
                    subject: f.subject,
                  }}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
