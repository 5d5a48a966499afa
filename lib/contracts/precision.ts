// GET /api/precision: per flag type and claim kind (and per day), how many decisions upheld Barline's.
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
