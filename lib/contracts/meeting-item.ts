// What a review meeting holds: chosen conversations, flags and claims, in order, each with its minute.
import { z } from "zod";

export const MEETING_TARGETS = ["conversation", "flag", "claim"] as const;
export type MeetingTarget = (typeof MEETING_TARGETS)[number];

export const meetingItemRef = z.object({ targetType: z.enum(MEETING_TARGETS), targetId: z.string().min(1) });
export type MeetingItemRef = z.infer<typeof meetingItemRef>;

/** A request's list of findings to put in a meeting. */
export const meetingItems = z.array(meetingItemRef).max(500);
