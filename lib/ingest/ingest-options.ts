export type IngestPhase = "read" | "versions" | "analyse" | "store";

export interface IngestOptions {
  extractor?: "rules" | "claude";
  /** Worker threads for the analysis; default one per core for 100 conversations or more. */
  workers?: number;
  onProgress?: (phase: IngestPhase, done: number, total: number) => void;
  /** Queue the analysis for workers (default on PostgreSQL). An ingest that is itself a queued job
   * (an upload) analyses in its own process instead of queueing jobs within its job. */
  queue?: boolean;
}
