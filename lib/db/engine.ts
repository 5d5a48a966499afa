// Which engine produced an analysis: `barline reanalyze` re-runs what an older one produced.
// Bump it whenever extraction, verification or a detector could come out differently.
export const ENGINE_VERSION = "2026.12.2";
