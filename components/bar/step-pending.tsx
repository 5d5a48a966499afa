"use client";
// Inside a step link: a spinner while the bar or version it asked for is re-read (the link's own
// label names where it goes; the keys' status line says it in words).
import { LoaderCircle } from "lucide-react";
import { useLinkStatus } from "next/link";

export function StepPending() {
  const { pending } = useLinkStatus();
  return pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null;
}
