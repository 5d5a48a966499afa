// An image, sound or video a conversation held, by its sha256. Its bytes came from a chat file, so
// they are served as what their magic numbers show (an allow-list of media types; anything else a
// download), never as what the file declared, and in a sandbox even if a browser renders them.
import { getBlob } from "../../../../lib/db/blobs/get-blob.ts";
import { DOWNLOAD_TYPE, servedMediaType } from "../../../../lib/transcripts/served-type.ts";
import { answer, problem } from "../../answer.ts";
import { requireRole } from "../../../../lib/auth/require-role.ts";

export async function GET(request: Request, ctx: RouteContext<"/api/images/[sha256]">) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  const { sha256 } = await ctx.params;
  if (!/^[0-9a-f]{64}$/.test(sha256))
    return problem(400, `parameter "sha256": "${sha256}" is not 64 hex digits`);
  return answer(`image ${sha256}`, async (db) => {
    const blob = await getBlob(db, sha256);
    if (!blob) return problem(404, `no stored image ${sha256}`);
    // From the bytes, not the stored row: a database written by an older Barline holds declared types.
    const type = servedMediaType(blob.bytes);
    return new Response(blob.bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "content-type": type,
        "content-disposition": type === DOWNLOAD_TYPE ? `attachment; filename="${sha256}.bin"` : "inline",
        "x-content-type-options": "nosniff",
        "content-security-policy": "sandbox; default-src 'none'",
        // The bytes never change, but only a signed-in person may read them: no shared cache.
        "cache-control": "private, max-age=31536000, immutable",
      },
    });
  });
}
