// An uploaded bundle's body, read as it arrives and counted: one past the limit is answered 413 as
// soon as it passes it, whether or not it declared its length (a chunked upload declares none), and
// is never held whole first. What is read must be a .zip.
import { AppError } from "@/lib/errors/app-error.ts";

/** The largest upload taken: a bundle of thousands of chats with page images fits well within. */
export const UPLOAD_LIMIT = 512 * 1024 * 1024;
const MB = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

export interface Upload {
  bytes: Uint8Array<ArrayBuffer>;
  /** What the upload is called in a refusal: `the body`, or the multipart file's name. */
  name: string;
}

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && (b[2] === 0x03 || b[2] === 0x05);

/** The body's bytes, at most `limit`, of a .zip; multipart: its first file's. */
export async function readUpload(request: Request, limit = UPLOAD_LIMIT): Promise<Upload> {
  const upload = await readBody(request, limit);
  if (upload.bytes.length === 0)
    throw new AppError("bad-request", `${upload.name} is empty: send a bundle .zip`);
  if (!isZip(upload.bytes))
    throw new AppError(
      "bad-request",
      `${upload.name} is not a .zip archive (it does not start with a zip signature)`,
    );
  return upload;
}

async function readBody(request: Request, limit: number): Promise<Upload> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > limit)
    throw new AppError("too-large", `the upload is ${MB(declared)}; the limit is ${MB(limit)}`);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    total += read.value.length;
    if (total > limit) {
      await reader!.cancel();
      throw new AppError("too-large", `the upload is over ${MB(limit)}, the limit`);
    }
    chunks.push(read.value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    body.set(c, offset);
    offset += c.length;
  }
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) return { bytes: body, name: "the body" };
  const form = await new Response(body, { headers: { "content-type": type } }).formData().catch(() => null);
  let file: File | undefined;
  form?.forEach((v) => {
    if (!file && typeof v !== "string") file = v;
  });
  if (!file)
    throw new AppError(
      "bad-request",
      "the multipart upload holds no file: send the bundle .zip as a file field",
    );
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: `"${file.name}"` };
}
