// POST /api/bundles: a bundle .zip as the body or as a multipart file → 202 { jobId }; ingested in
// the background, followed at GET /api/jobs/{jobId}.
import { createIngestJob } from "../../../lib/db/jobs/create-ingest-job.ts";
import { answer, problem } from "../answer.ts";
import { requireRole } from "../../../lib/auth/require-role.ts";
import { recordAudit } from "../../../lib/db/audit/record-audit.ts";

/** The largest upload taken: a bundle of thousands of chats with page images fits well within. */
const UPLOAD_LIMIT = 512 * 1024 * 1024;
const MB = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && (b[2] === 0x03 || b[2] === 0x05);

export async function POST(request: Request) {
  const allowed = await requireRole(request, "admin");
  if (allowed.refused) return allowed.refused;
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > UPLOAD_LIMIT)
    return problem(413, `the upload is ${MB(declared)}; the limit is ${MB(UPLOAD_LIMIT)}`);
  let bytes: Uint8Array<ArrayBuffer>;
  let name = "the body";
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const form = await request.formData().catch(() => null);
    let file: File | undefined;
    form?.forEach((v) => {
      if (!file && typeof v !== "string") file = v;
    });
    if (!file)
      return problem(400, "the multipart upload holds no file: send the bundle .zip as a file field");
    name = `"${file.name}"`;
    bytes = new Uint8Array(await file.arrayBuffer());
  } else bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > UPLOAD_LIMIT)
    return problem(413, `the upload is ${MB(bytes.length)}; the limit is ${MB(UPLOAD_LIMIT)}`);
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
