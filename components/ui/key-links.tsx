"use client";
// Keys that follow links wherever focus is, except in a text field: one listener for a page's
// shortcuts (a key with no link, at the end of a list, does nothing). Until the page a key asked
// for arrives, `loading` says what is coming.
import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { Loading } from "./loading.tsx";

/** `links`: the address each key goes to; `scroll`: whether the page scrolls to the top after. */
export function KeyLinks({
  links,
  scroll = false,
  loading,
}: {
  links: Record<string, string | undefined>;
  scroll?: boolean;
  loading?: string;
}) {
  const router = useRouter();
  const [going, startGoing] = useTransition();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
      const t = e.target as HTMLElement | null;
      if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
      const href = Object.hasOwn(links, e.key) ? links[e.key] : undefined;
      if (!href) return;
      e.preventDefault();
      startGoing(() => router.push(href, { scroll }));
    };
    window.addEventListener("keydown", onKey);
    // Said on the page, so that a test presses keys only once they work (not before hydration).
    document.documentElement.dataset.keyLinks = "on";
    return () => {
      window.removeEventListener("keydown", onKey);
      delete document.documentElement.dataset.keyLinks;
    };
  }, [router, links, scroll]);
  return going && loading ? <Loading>{loading}</Loading> : null;
}
