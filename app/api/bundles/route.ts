// POST /api/bundles: a bundle .zip as the body or as a multipart file → 202 { jobId }; ingested in
// the background, followed at GET /api/jobs/{jobId}.
import { createIngestJob } from "@/lib/jobs/create-ingest-job.ts";
import { endpoint } from "../endpoint.ts";
import { readUpload } from "./upload-body.ts";
import type { QueuedJob } from "@/lib/contracts/job-view.ts";

export const POST = endpoint({
  role: "admin",
  body: readUpload,
  status: 202,
  handler: async ({ db, user, body: { bytes, name } }): Promise<QueuedJob> =>
    createIngestJob(db, bytes, { name, userId: user.id }),
});
