"use client";
// One-key shortcuts (j / k to move, c / d / n / u in the review queue, ← → [ ] on a bar), the same
// way everywhere: a key pressed with Alt, Ctrl or Meta, or while typing in a text field, is the
// field's or the browser's; a key with no action here does nothing and keeps its default.
import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

/** The action of each key, by `KeyboardEvent.key`; undefined: the key does nothing just now. */
export type KeyActions = Record<string, (() => void) | undefined>;

function typing(target: EventTarget | null): boolean {
  const t = target as HTMLElement | null;
  return !!t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
}

/** The action a key press asks for, if any. */
export function actionOf(e: KeyboardEvent, keys: KeyActions): (() => void) | undefined {
  if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented || typing(e.target)) return undefined;
  return Object.hasOwn(keys, e.key) ? keys[e.key] : undefined;
}

/** Listens on the whole page, or within `scope` when given (the keys act where focus is in it). */
export function useKeys(keys: KeyActions, scope?: RefObject<HTMLElement | null>): void {
  // The newest actions, read when a key is pressed: listening does not restart on each render. Set
  // before paint, so a key pressed on a page just shown acts on that page's links.
  const latest = useRef(keys);
  useLayoutEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    const target: HTMLElement | Window | null = scope ? scope.current : window;
    if (!target) return;
    const onKey = (e: Event) => {
      const action = actionOf(e as KeyboardEvent, latest.current);
      if (!action) return;
      e.preventDefault();
      action();
    };
    target.addEventListener("keydown", onKey);
    return () => target.removeEventListener("keydown", onKey);
  }, [scope]);
}
