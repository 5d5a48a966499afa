// A stored image or version file by its sha256 (GET /api/images/{sha256}).
import type { Db } from "../client.ts";
import { decodeBlob } from "./blob-encoding.ts";

export async function getBlob(
  db: Db,
  sha256: string,
): Promise<{ mediaType: string; bytes: Uint8Array } | null> {
  if (!/^[0-9a-f]{64}$/.test(sha256)) return null;
  const blob = await db.prisma.blob.findUnique({
    where: { sha256 },
    select: { mediaType: true, encoding: true, bytes: true },
  });
  return blob && { mediaType: blob.mediaType, bytes: decodeBlob(blob) };
}
