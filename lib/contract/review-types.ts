// The review queue's and precision's shapes, as the API answers them.
import type { FlagView } from "./api-types.ts";

export interface QueuedFlag extends FlagView {
  conversationId: string;
  model: string | null;
  startedAt: string | null;
}

export interface FlagQueuePage {
  total: number;
  page: number;
  pageSize: number;
  rows: QueuedFlag[];
}

export interface PrecisionCount {
  reviewed: number;
  /** Flags confirmed, or claims whose verdict the reviewer agreed with. */
  upheld: number;
  /** upheld / reviewed; null when nothing is reviewed. */
  precision: number | null;
}

export interface Precision {
  flags: Record<string, PrecisionCount>;
  claims: Record<string, PrecisionCount>;
  /** Per conversation day (YYYY-MM-DD, or "undated"), the same counts. */
  byDay: Record<string, { flags: Record<string, PrecisionCount>; claims: Record<string, PrecisionCount> }>;
}
