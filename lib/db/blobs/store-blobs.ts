// Bytes stored once by sha256 (page images, version files): what is already stored is not written again.
import type { DbClient } from "../db-client.ts";
import { encodeBlob } from "./blob-encoding.ts";

export interface BlobInput {
  sha256: string;
  mediaType: string;
  bytes: Uint8Array;
}

export async function storeBlobs(tx: DbClient, blobs: readonly BlobInput[]): Promise<number> {
  if (blobs.length === 0) return 0;
  const unique = [...new Map(blobs.map((b) => [b.sha256, b])).values()];
  const have = new Set(
    (
      await tx.blob.findMany({
        where: { sha256: { in: unique.map((b) => b.sha256) } },
        select: { sha256: true },
      })
    ).map((b) => b.sha256),
  );
  const missing = unique.filter((b) => !have.has(b.sha256));
  if (missing.length === 0) return 0;
  await tx.blob.createMany({
    data: missing.map((b) => {
      const stored = encodeBlob(b.mediaType, b.bytes);
      return {
        sha256: b.sha256,
        mediaType: b.mediaType,
        size: b.bytes.byteLength,
        encoding: stored.encoding,
        bytes: stored.bytes,
      };
    }),
  });
  return missing.length;
}
