// A stored image or version file's bytes by its sha256 (GET /api/images/{sha256}).
import type { Db } from "../client.ts";
import { decodeBlob } from "./blob-encoding.ts";

export async function getBlob(db: Db, sha256: string): Promise<{ bytes: Uint8Array } | null> {
  if (!/^[0-9a-f]{64}$/.test(sha256)) return null;
  const blob = await db.prisma.blob.findUnique({
    where: { sha256 },
    select: { encoding: true, bytes: true },
  });
  return blob && { bytes: decodeBlob(blob) };
}
