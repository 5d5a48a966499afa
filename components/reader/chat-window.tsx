"use client";
// The chat of a conversation of any length: only the turns in view (and a few either side) are in
// the page, each turn fetched as it comes into view (GET /api/conversations/{id}/turns, a run of
// turns at a time) and dropped again once far out of view, so a 5,000-turn session costs the browser
// what a short one does. The outline (the turns, and the height each is given until drawn) comes
// with the page, so the scroll bar is the whole conversation's from the start and a link to a turn,
// a claim or a flag scrolls the window to its turn, then to the item, which it focuses.
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { callApi } from "@/lib/contracts/call-api.ts";
import { turnSlice, type TurnSlice, type VersionSources } from "@/lib/contracts/conversation-outline.ts";
import { turnAnchor } from "../findings/links.ts";
import { cn } from "../ui/cn.ts";
import { TurnView } from "./chat.tsx";
import { ClaimTooltip } from "./claim-tooltip.tsx";
import { versionIn } from "./moments.ts";
import { ReaderClaims } from "./reader-claims.tsx";
import { readerLinks } from "./reader-links.ts";
import { turnData, type TurnData } from "./turn-data.ts";

/** The outline as the window needs it: the turns in order and the height each is reserved before
 * it is drawn (turn-data.ts, `reservedHeight`), kept small for a long session. */
export interface ChatOutline {
  id: string;
  turns: number[];
  heights: number[];
  versions: VersionSources;
}

/** Turns asked for at once; turns fetched beyond those in view; turns kept in memory at most. */
const RUN = 40;
const AHEAD = 12;
const KEEP = 240;
/** Space between turns (px). */
const GAP = 16;

export function ChatWindow({
  outline,
  initial,
  selectedTurn,
  asked,
  list,
}: {
  outline: ChatOutline;
  /** The turns around the selected one, read with the page (drawn before any script runs). */
  initial: TurnSlice;
  selectedTurn: number | null;
  /** The address names a turn: the window opens at it. */
  asked: boolean;
  list: string | null;
}) {
  const { id, turns, heights, versions } = outline;
  const indexOf = useMemo(() => new Map(turns.map((t, i) => [t, i])), [turns]);
  const links = useMemo(
    () => readerLinks({ id, versions }, selectedTurn, list),
    [id, versions, selectedTurn, list],
  );
  const inForce = useMemo(() => (turn: number) => versionIn(versions, turn), [versions]);

  const [loaded, setLoaded] = useState<ReadonlyMap<number, TurnData>>(() => turnData(initial, inForce));
  // The page read again (another moment, a review saved): its turns replace those held.
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setLoaded((held) => new Map([...held, ...turnData(initial, inForce)]));
  }

  const list_ = useRef<HTMLOListElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setMargin((list_.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const selectedIndex = selectedTurn === null ? undefined : indexOf.get(selectedTurn);
  const v = useWindowVirtualizer({
    count: turns.length,
    estimateSize: (i) => heights[i]!,
    getItemKey: (i) => turns[i]!,
    overscan: 3,
    gap: GAP,
    scrollMargin: margin,
    // Before the page knows the window (on the server, and hydrating): open at the turn asked for.
    initialRect: { width: 1024, height: 1200 },
    initialOffset: () => {
      if (!asked || selectedIndex === undefined) return 0;
      let top = 0;
      for (let i = 0; i < selectedIndex; i++) top += heights[i]! + GAP;
      return top;
    },
  });
  const items = v.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;

  // Fetch the runs of turns the window is near and does not hold; forget those far from it.
  const asking = useRef(new Set<number>());
  useEffect(() => {
    const from = Math.max(0, first - AHEAD);
    const to = Math.min(turns.length - 1, last + AHEAD);
    for (let run = Math.floor(from / RUN); run <= Math.floor(to / RUN); run++) {
      const lo = run * RUN;
      const hi = Math.min(turns.length - 1, lo + RUN - 1);
      const wanted = turns.slice(Math.max(lo, from), Math.min(hi, to) + 1);
      if (asking.current.has(run) || wanted.every((t) => loaded.has(t))) continue;
      asking.current.add(run);
      void callApi(
        `/api/conversations/${encodeURIComponent(id)}/turns?from=${turns[lo]}&to=${turns[hi]}`,
        turnSlice,
      )
        .then((answer) => {
          if (!answer.ok) return;
          const slice = answer.data;
          const centre = (first + last) / 2;
          setLoaded((held) => {
            const next = new Map([...held, ...turnData(slice, inForce)]);
            if (next.size <= KEEP) return next;
            const far = [...next.keys()].sort(
              (a, b) => Math.abs(indexOf.get(b)! - centre) - Math.abs(indexOf.get(a)! - centre),
            );
            for (const t of far.slice(0, next.size - KEEP)) next.delete(t);
            return next;
          });
        })
        .finally(() => asking.current.delete(run));
    }
  }, [first, last, turns, loaded, id, inForce, indexOf]);

  // A link to a turn, a claim or a flag, when the page opens or the hash changes: scroll the window
  // to its turn, then bring the item into view and focus it. A claim's, flag's or version's link
  // names its turn in the address. (Moves within the reader scroll as they did: not here.)
  const opened = useRef({ asked, selectedTurn });
  useEffect(() => {
    opened.current = { asked, selectedTurn };
  });
  useEffect(() => {
    let frame = 0;
    const land = () => {
      cancelAnimationFrame(frame);
      const { asked, selectedTurn } = opened.current;
      const hash = decodeURIComponent(window.location.hash.slice(1));
      const turn = hash.startsWith("turn-") ? Number(hash.slice(5)) : hash || asked ? selectedTurn : null;
      const index = turn === null ? undefined : indexOf.get(turn);
      if (index === undefined) return;
      v.scrollToIndex(index, { align: "start" });
      const until = performance.now() + 10_000;
      const look = () => {
        const item = hash ? document.getElementById(hash) : null;
        const drawn = list_.current?.querySelector<HTMLElement>(`li[data-turn="${turn}"][data-loaded]`);
        if (drawn && (item || !hash)) {
          const target = item ?? drawn;
          target.scrollIntoView({ block: "start" });
          if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
          target.setAttribute("data-landed", "");
          target.focus({ preventScroll: true });
          return;
        }
        if (performance.now() < until) frame = requestAnimationFrame(look);
      };
      frame = requestAnimationFrame(look);
    };
    land();
    window.addEventListener("hashchange", land);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("hashchange", land);
    };
  }, [v, indexOf]);

  // Said on the page once it answers (hydrated, its first turns drawn): tests and the benchmark wait for it.
  useEffect(() => {
    list_.current?.setAttribute("data-ready", "");
  }, []);

  const claims = useMemo(
    () => [...loaded.values()].flatMap((t) => t.claims.map((claim) => ({ claim, href: links.claim(claim) }))),
    [loaded, links],
  );

  return (
    <ReaderClaims claims={claims}>
      <ol
        ref={list_}
        aria-label="Messages"
        data-turns={turns.length}
        className="relative"
        style={{ height: v.getTotalSize() }}
      >
        {items.map((item) => {
          const turn = turns[item.index]!;
          const data = loaded.get(turn);
          const selected = turn === selectedTurn;
          return (
            <li
              key={item.key}
              ref={v.measureElement}
              data-index={item.index}
              id={turnAnchor(turn)}
              data-turn={turn}
              data-loaded={data ? "" : undefined}
              className={cn(
                "absolute inset-x-0 top-0 scroll-mt-20 rounded-lg border bg-card p-3",
                selected && "ring-2 ring-primary",
              )}
              style={{ transform: `translateY(${item.start - v.options.scrollMargin}px)` }}
            >
              {data ? (
                <TurnView data={data} selected={selected} links={links} />
              ) : (
                <p className="text-sm text-muted-foreground" role="status">
                  Reading turn {turn}…
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <ClaimTooltip />
    </ReaderClaims>
  );
}
