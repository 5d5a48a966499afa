// What an ingest stored: the CLI's summary, and an upload job's once done.
import type { Problem } from "../transcripts/conversation.ts";

export interface IngestSummary {
  conversations: { new: number; updated: number; unchanged: number };
  versions: { new: number; unchanged: number };
  claims: number;
  flags: number;
  problems: Problem[];
  /** Set when the same bytes were ingested before: nothing was read or stored. */
  alreadyIngestedAt: string | null;
}
