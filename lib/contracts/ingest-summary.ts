// What an ingest stored: the CLI's summary, and an upload job's once done.
import { z } from "zod";
import type { Problem } from "../transcripts/conversation.ts";

/** A file the ingest could not read whole, and why. */
export const problem = z.object({
  file: z.string(),
  at: z.string().optional(),
  message: z.string(),
}) satisfies z.ZodType<Problem>;

export const ingestSummary = z.object({
  conversations: z.object({ new: z.number(), updated: z.number(), unchanged: z.number() }),
  versions: z.object({ new: z.number(), unchanged: z.number() }),
  claims: z.number(),
  flags: z.number(),
  problems: z.array(problem),
  /** Set when the same bytes were ingested before: nothing was read or stored. */
  alreadyIngestedAt: z.string().nullable(),
});
export type IngestSummary = z.infer<typeof ingestSummary>;
