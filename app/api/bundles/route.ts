// POST /api/bundles: a bundle .zip as the body or as a multipart file → 202 { jobId }; ingested in
// the background, followed at GET /api/jobs/{jobId}.
import { createIngestJob } from "../../../lib/jobs/create-ingest-job.ts";
import { answer, problem } from "../answer.ts";
import { requireRole } from "../../../lib/auth/require-role.ts";
import { recordAudit } from "../../../lib/db/audit/record-audit.ts";
import { readUpload } from "./upload-body.ts";

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && (b[2] === 0x03 || b[2] === 0x05);

export async function POST(request: Request) {
  const allowed = await requireRole(request, "admin");
  if (allowed.refused) return allowed.refused;
  const upload = await readUpload(request);
  if (upload.error) return upload.error;
  const { bytes, name } = upload;
  if (bytes.length === 0) return problem(400, `${name} is empty: send a bundle .zip`);
  if (!isZip(bytes))
    return problem(400, `${name} is not a .zip archive (it does not start with a zip signature)`);
  return answer("storing the upload", async (db) => {
    const job = await createIngestJob(db, bytes);
    await recordAudit(db.prisma, {
      userId: allowed.user.id,
      action: "upload",
      target: job.jobId,
      detail: { name, bytes: bytes.length },
    });
    return Response.json(job, { status: 202 });
  });
}
