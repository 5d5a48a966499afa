"use client";
// Keys that follow links wherever focus is, except in a text field: one listener for a page's
// shortcuts (a key with no link, at the end of a list, does nothing). Until the page a key asked
// for arrives, `loading` says what is coming.
import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { Loading } from "./loading.tsx";
import { useKeys } from "./use-keys.ts";

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
  useKeys(
    Object.fromEntries(
      Object.entries(links).map(([key, href]) => [
        key,
        href === undefined ? undefined : () => startGoing(() => router.push(href, { scroll })),
      ]),
    ),
  );
  useEffect(() => {
    // Said on the page, so that a test presses keys only once they work (not before hydration).
    document.documentElement.dataset.keyLinks = "on";
    return () => {
      delete document.documentElement.dataset.keyLinks;
    };
  }, []);
  return going && loading ? <Loading>{loading}</Loading> : null;
}
