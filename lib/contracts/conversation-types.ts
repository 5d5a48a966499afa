// The conversation list's filter values, and a conversation's flagged neighbours in a list.
export interface FilterValues {
  models: string[];
  labels: string[];
  scores: string[];
  tools: string[];
}

export interface FlaggedNeighbours {
  previous: string | null;
  next: string | null;
  /** The conversation's place among the flagged ones (from 1), or null when it is not one of them. */
  position: number | null;
  total: number;
}
