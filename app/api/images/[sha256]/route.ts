// An image the model was shown (or any stored blob), by its sha256: never changes, cached for good.
import { getBlob } from "../../../../lib/db/blobs/get-blob.ts";
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
    return new Response(blob.bytes as Uint8Array<ArrayBuffer>, {
      headers: { "content-type": blob.mediaType, "cache-control": "public, max-age=31536000, immutable" },
    });
  });
}
