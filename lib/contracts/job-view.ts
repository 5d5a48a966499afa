// POST /api/bundles and GET /api/jobs/{id}: an upload's job, its state, progress (0–1), the problems
// it met per file, and once the ingest is done what it stored (or when the same bundle was ingested
// before).
import { z } from "zod";
import { ingestSummary, problem } from "./ingest-summary.ts";

export const queuedJob = z.object({ jobId: z.string() });
export type QueuedJob = z.infer<typeof queuedJob>;

export const jobView = z.object({
  id: z.string(),
  state: z.enum(["queued", "running", "done", "failed"]),
  progress: z.number(),
  problems: z.array(problem),
  summary: ingestSummary.omit({ problems: true }).optional(),
});
export type JobView = z.infer<typeof jobView>;
