"use client";
// One key steps the bar (← →) or the version ([ ]) wherever focus is, except in a text field.
import { useRouter } from "next/navigation";
import { useEffect } from "react";

export interface Steps {
  prevBar?: string;
  nextBar?: string;
  prevVersion?: string;
  nextVersion?: string;
}

const KEYS: Record<string, keyof Steps> = {
  ArrowLeft: "prevBar",
  ArrowRight: "nextBar",
  "[": "prevVersion",
  "]": "nextVersion",
};

export function StepKeys({ steps }: { steps: Steps }) {
  const router = useRouter();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
      const t = e.target as HTMLElement | null;
      if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
      const step = KEYS[e.key];
      const href = step && steps[step];
      if (!href) return;
      e.preventDefault();
      router.push(href, { scroll: false });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [router, steps]);
  return null;
}
