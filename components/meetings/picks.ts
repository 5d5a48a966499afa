// Findings picked for the next meeting, kept in the browser (localStorage) while one moves between
// the tables and the reader; the meetings page opens a meeting over them. Each pick keeps its name
// ("Flag success-without-change in etude-01, turn 2, bar 4") to list it by. The meeting last
// stepped through in this browser is the open one, which findings can be added to directly.
import type { MeetingItemRef } from "@/lib/contracts/meeting.ts";

const KEY = "barline.meeting-picks";
const OPEN = "barline.open-meeting";
const EVENT = "barline-picks";

export type Picked = MeetingItemRef & { name?: string };

export interface OpenMeeting {
  id: string;
  title: string;
}

function read<T>(key: string, otherwise: T): T {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? "null") as T | null) ?? otherwise;
  } catch {
    return otherwise;
  }
}

function write(key: string, value: unknown): void {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(value));
  window.dispatchEvent(new Event(EVENT));
}

export const readPicks = (): Picked[] => read<Picked[]>(KEY, []);
export const writePicks = (picks: Picked[]): void => write(KEY, picks);
export const readOpenMeeting = (): OpenMeeting | null => read<OpenMeeting | null>(OPEN, null);
export const writeOpenMeeting = (m: OpenMeeting | null): void => write(OPEN, m);

/** Calls `sync` now and whenever the picks or the open meeting change; returns the unsubscribe. */
export function onPicks(sync: () => void): () => void {
  sync();
  window.addEventListener(EVENT, sync);
  return () => window.removeEventListener(EVENT, sync);
}

export const samePick = (a: MeetingItemRef, b: MeetingItemRef) =>
  a.targetType === b.targetType && a.targetId === b.targetId;
