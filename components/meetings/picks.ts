// Findings picked for the next meeting, kept in the browser (localStorage) while one moves between
// the tables and the reader; the meetings page opens a meeting over them.
import type { MeetingItemRef } from "../../lib/db/meetings/meeting-types.ts";

const KEY = "barline.meeting-picks";

export function readPicks(): MeetingItemRef[] {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? "[]") as MeetingItemRef[];
  } catch {
    return [];
  }
}

export function writePicks(picks: MeetingItemRef[]): void {
  localStorage.setItem(KEY, JSON.stringify(picks));
  window.dispatchEvent(new Event("barline-picks"));
}

export const samePick = (a: MeetingItemRef, b: MeetingItemRef) =>
  a.targetType === b.targetType && a.targetId === b.targetId;
