"use client";
// In a meeting, j and k (or PageDown and PageUp) go to the next and previous finding, Escape leaves.
import { useRouter } from "next/navigation";
import { useEffect } from "react";

export function MeetingKeys({ next, prev, exit }: { next?: string; prev?: string; exit: string }) {
  const router = useRouter();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.altKey || e.ctrlKey || e.metaKey || (t && /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
      const href =
        e.key === "j" || e.key === "PageDown"
          ? next
          : e.key === "k" || e.key === "PageUp"
            ? prev
            : e.key === "Escape"
              ? exit
              : undefined;
      if (!href) return;
      e.preventDefault();
      router.push(href);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [next, prev, exit, router]);
  return null;
}
