// What a review meeting holds: chosen conversations, flags and claims, in order, each with its minute.
import { z } from "zod";
import type { Subject, Verdict } from "../claims/claim.ts";
import type { ReviewView } from "./review-view.ts";

export const MEETING_TARGETS = ["conversation", "flag", "claim"] as const;
export type MeetingTarget = (typeof MEETING_TARGETS)[number];

export const meetingItemRef = z.object({ targetType: z.enum(MEETING_TARGETS), targetId: z.string().min(1) });
export type MeetingItemRef = z.infer<typeof meetingItemRef>;

/** A request's list of findings to put in a meeting. */
export const meetingItems = z.array(meetingItemRef).max(500);

export interface MeetingFinding {
  targetType: MeetingTarget;
  targetId: string;
  position: number;
  minute: string;
  conversationId: string;
  /** What it is, in words: "Flag success-without-change in etude-01, turn 2, bar 4". */
  name: string;
  turn: number | null;
  /** The bars (and staff) the flag or claim speaks of; null for a conversation or the whole piece. */
  subject: Subject | null;
  /** The flag type, the claim kind, or the conversation's model. */
  what: string;
  /** The flag's message, the claim's sentence, or the conversation's counts. */
  text: string;
  verdict: Verdict | null;
  evidence: string[];
  /** For a conversation: its active flags, each decided in the meeting like any flag. */
  flags: { id: string; type: string; turn: number; message: string; review: ReviewView | null }[];
  decidedHere: ReviewView | null;
  inForce: ReviewView | null;
}

export interface MeetingDetail {
  id: string;
  title: string;
  heldOn: string;
  attendees: string[];
  items: MeetingFinding[];
}
