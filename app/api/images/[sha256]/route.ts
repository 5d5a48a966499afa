// An image, sound or video a conversation held, by its sha256. Its bytes came from a chat file, so
// they are served as what their magic numbers show (an allow-list of media types; anything else a
// download), never as what the file declared, and in a sandbox even if a browser renders them.
import { z } from "zod";
import { getBlob } from "@/lib/db/blobs/get-blob.ts";
import { found } from "@/lib/errors/app-error.ts";
import { DOWNLOAD_TYPE, servedMediaType } from "@/lib/transcripts/served-type.ts";
import { endpoint } from "../../endpoint.ts";

const media = endpoint({
  role: "viewer",
  params: z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/, "must be 64 hex digits") }),
  handler: async ({ db, params: { sha256 } }) => {
    const blob = found(await getBlob(db, sha256), `no stored image ${sha256}`);
    // From the bytes, not the stored row: a database written by an older Barline holds declared types.
    const type = servedMediaType(blob.bytes);
    return new Response(blob.bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        "content-type": type,
        "content-disposition": type === DOWNLOAD_TYPE ? `attachment; filename="${sha256}.bin"` : "inline",
        // The bytes never change, but only a signed-in person may read them: no shared cache.
        "cache-control": "private, max-age=31536000, immutable",
      },
    });
  },
});

export async function GET(request: Request, ctx: RouteContext<"/api/images/[sha256]">) {
  const res = await media(request, ctx);
  // Every answer of this route, the media and a refusal alike (next.config.ts leaves it to it).
  res.headers.set("x-content-type-options", "nosniff");
  res.headers.set("content-security-policy", "sandbox; default-src 'none'");
  if (!res.ok) res.headers.set("cache-control", "no-store");
  return res;
}
