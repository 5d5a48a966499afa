// POST /api/bundles: a bundle .zip as the body or as a multipart file → 202 { jobId }; ingested in
// the background, followed at GET /api/jobs/{jobId}.
import { recordAudit } from "../../../lib/db/audit/record-audit.ts";
import { createIngestJob } from "../../../lib/jobs/create-ingest-job.ts";
import { endpoint } from "../endpoint.ts";
import { readUpload } from "./upload-body.ts";

export const POST = endpoint({
  role: "admin",
  body: readUpload,
  status: 202,
  handler: async ({ db, user, body: { bytes, name } }) => {
    const job = await createIngestJob(db, bytes);
    await recordAudit(db.prisma, {
      userId: user.id,
      action: "upload",
      target: job.jobId,
      detail: { name, bytes: bytes.length },
    });
    return job;
  },
});
