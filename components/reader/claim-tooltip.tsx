"use client";
// The evidence of a claim mark, on hover and on keyboard focus: one tooltip for the whole reader,
// listening on the document, not one per mark (a 300-turn conversation has ~900 marks, and
// hydrating a tooltip for each kept the reader from answering for seconds). It closes on Escape, on
// leaving or blurring the mark; its content can be hovered, and a focused mark keeps it open, through
// the scroll that focusing causes too. Following a mark moves the reader without reloading the page.
import { useRouter } from "next/navigation";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { ClaimEvidence } from "./claim-evidence.tsx";
import { useReaderClaims } from "./reader-claims.tsx";

const MARK = "a[data-claim]";
const ID = "claim-evidence-tooltip";
/** Below the reader's two columns (Tailwind's lg), where the score is a sheet. */
const NARROW = "(max-width: 1023.98px)";
/** The element the tooltip stays within (the chat column). */
const BOUNDS = "[data-tooltip-bounds]";
/** Hover delays: opening (as the kit's tooltips did), and the grace to move onto the content. */
const OPEN_MS = 150;
const CLOSE_MS = 100;
/** Space between the mark and the tooltip, and the least margin to the window's edge. */
const GAP = 4;

export function ClaimTooltip() {
  const router = useRouter();
  const claims = useReaderClaims();
  const [mark, setMark] = useState<HTMLElement | null>(null);
  const tip = useRef<HTMLDivElement>(null);

  const place = (m: HTMLElement) => {
    const t = tip.current;
    if (!t) return;
    // Kept within the chat's column, so it never covers the score and the page image beside it.
    const column = m.closest(BOUNDS)?.getBoundingClientRect();
    const left = Math.max(GAP, column?.left ?? 0);
    const right = Math.min(window.innerWidth, column?.right ?? window.innerWidth) - GAP;
    t.style.maxWidth = `${Math.min(448, right - left)}px`;
    const r = m.getBoundingClientRect();
    const box = t.getBoundingClientRect();
    const above = r.top - GAP - box.height;
    t.style.top = `${above >= GAP ? above : r.bottom + GAP}px`;
    const centred = r.left + r.width / 2 - box.width / 2;
    t.style.left = `${Math.max(left, Math.min(centred, right - box.width))}px`;
  };

  useLayoutEffect(() => {
    if (!mark) return;
    mark.setAttribute("aria-describedby", ID);
    place(mark);
    return () => mark.removeAttribute("aria-describedby");
  }, [mark]);

  useEffect(() => {
    let shown: HTMLElement | null = null;
    let timer: number | undefined;
    const set = (m: HTMLElement | null) => {
      window.clearTimeout(timer);
      shown = m;
      setMark(m);
    };
    const later = (f: () => void, ms: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(f, ms);
    };
    const markOf = (t: EventTarget | null) => (t instanceof Element ? t.closest<HTMLElement>(MARK) : null);
    const inTip = (n: EventTarget | null) => n instanceof Node && tip.current?.contains(n) === true;
    const focused = () => shown !== null && shown === document.activeElement;

    const onOver = (e: PointerEvent) => {
      if (inTip(e.target)) return window.clearTimeout(timer);
      const m = markOf(e.target);
      if (m === shown) window.clearTimeout(timer);
      else if (m) later(() => set(m), OPEN_MS);
    };
    const onOut = (e: PointerEvent) => {
      const from = markOf(e.target);
      if (!from && !inTip(e.target)) return;
      const to = e.relatedTarget;
      if (inTip(to) || (to instanceof Node && (from?.contains(to) || shown?.contains(to)))) return;
      if (focused()) window.clearTimeout(timer);
      else later(() => set(null), CLOSE_MS);
    };
    const onFocusIn = (e: FocusEvent) => {
      const m = markOf(e.target);
      if (m && m !== shown) set(m);
    };
    const onFocusOut = (e: FocusEvent) => {
      if (shown && e.target === shown) set(null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && shown) set(null);
    };
    const onScroll = () => {
      if (shown && !focused()) set(null);
      else if (shown) place(shown);
    };
    const onClick = (e: MouseEvent) => {
      const m = markOf(e.target);
      if (!m || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
        return;
      e.preventDefault();
      router.push(m.getAttribute("href")!, { scroll: false });
      // On a narrow screen the bar opens as a sheet over the lower part: the sentence goes to the top.
      if (window.matchMedia(NARROW).matches) m.scrollIntoView({ block: "start" });
    };

    // A pointer already resting on a mark when the reader hydrates gets its evidence too: no
    // pointerover will come for it.
    const under = markOf(Array.from(document.querySelectorAll(":hover")).pop() ?? null);
    if (under) later(() => set(under), OPEN_MS);

    document.addEventListener("pointerover", onOver);
    document.addEventListener("pointerout", onOut);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", onFocusOut);
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    window.addEventListener("scroll", onScroll, { capture: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("pointerover", onOver);
      document.removeEventListener("pointerout", onOut);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
      window.removeEventListener("scroll", onScroll, { capture: true });
    };
  }, [router]);

  const shown = (mark?.dataset.claims ?? "").split(" ").flatMap((id) => claims.get(id)?.claim ?? []);
  if (!mark || shown.length === 0) return null;
  return createPortal(
    <div
      ref={tip}
      id={ID}
      role="tooltip"
      className="fixed z-50 space-y-2 rounded-md border bg-card px-3 py-2 text-sm text-foreground shadow-md"
    >
      {shown.map((c) => (
        <ClaimEvidence key={c.id} claim={c} />
      ))}
    </div>,
    document.body,
  );
}
