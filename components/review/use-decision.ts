"use client";
// What a review control keeps: the decision in force, the note being written, the last error; and
// posting a decision to the review route of a flag or claim, within a meeting when there is one.
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { ReviewView } from "@/lib/contracts/review-view.ts";
import { callApi } from "@/lib/contracts/call-api.ts";
import { reviewView } from "@/lib/contracts/review-view.ts";

export function useDecision(
  route: string,
  review: ReviewView | null,
  meetingId: string | undefined,
  onDecided: ((review: ReviewView) => void) | undefined,
) {
  const router = useRouter();
  const [current, setCurrent] = useState(review);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const decide = async (body: Record<string, string | undefined>) => {
    const res = await callApi(route, reviewView, { body: { ...body, note, meetingId } });
    if (!res.ok) return setError(res.error);
    setError(null);
    setCurrent(res.data);
    setNote("");
    onDecided?.(res.data);
    router.refresh();
  };
  return { current, note, setNote, error, decide };
}
