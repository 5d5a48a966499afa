// POST /api/bundles and GET /api/jobs/{id}: an upload's job, its state, progress (0–1), the problems
// it met per file, and once the ingest is done what it stored (or when the same bundle was ingested
// before).
import { z } from "zod";

export const queuedJob = z.object({ jobId: z.string() });
export type QueuedJob = z.infer<typeof queuedJob>;

export const jobView = z.object({
  id: z.string(),
  state: z.enum(["queued", "running", "done", "failed"]),
  progress: z.number(),
  problems: z.array(z.object({ file: z.string(), at: z.string().optional(), message: z.string() })),
  summary: z
    .object({
      conversations: z.object({ new: z.number(), updated: z.number(), unchanged: z.number() }),
      versions: z.object({ new: z.number(), unchanged: z.number() }),
      claims: z.number(),
      flags: z.number(),
      alreadyIngestedAt: z.string().nullable(),
    })
    .optional(),
});
export type JobView = z.infer<typeof jobView>;
