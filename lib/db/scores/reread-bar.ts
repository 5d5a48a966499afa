// GET /api/scores/{scoreId}/versions/{version}/bars/{bar}: the bar re-read from the stored bytes
// of that version and the one before, on a bar re-reading thread (bar-reread-pool.ts), which keeps
// them parsed: the bytes are fetched only for a version it was not sent lately.
import { rereadOnThreads } from "../../score-history/bar-reread-pool.ts";
import type { BarReread } from "../../contract/api-types.ts";
import type { Db } from "../client.ts";
import { AppError } from "../../errors/app-error.ts";
import { decodeBlob } from "../blobs/blob-encoding.ts";
import type { BarAddress } from "../../contract/bar-address.ts";

export async function rereadBar(db: Db, at: BarAddress): Promise<BarReread> {
  const versions = await db.prisma.scoreVersion.findMany({
    where: { scoreId: at.scoreId, version: { lte: at.version } },
    orderBy: { version: "desc" },
    take: 2,
    select: { version: true, file: true, sha256: true },
  });
  const current = versions[0];
  if (!current || current.version !== at.version) {
    const known = await db.prisma.score.findUnique({ where: { id: at.scoreId }, select: { id: true } });
    throw new AppError(
      "not-found",
      known ? `score "${at.scoreId}" has no version ${at.version}` : `no score "${at.scoreId}"`,
    );
  }
  const before = versions[1];
  const bytesOf = async (sha256s: string[]) => {
    const blobs = await db.prisma.blob.findMany({
      where: { sha256: { in: sha256s } },
      select: { sha256: true, encoding: true, bytes: true },
    });
    for (const v of [current, before])
      if (v && sha256s.includes(v.sha256) && !blobs.some((b) => b.sha256 === v.sha256))
        throw new AppError("not-found", `the bytes of ${v.file} are not stored`);
    return new Map(blobs.map((b) => [b.sha256, decodeBlob(b)]));
  };
  let r;
  try {
    r = await rereadOnThreads(
      {
        current: { sha256: current.sha256, file: current.file },
        before: before ? { sha256: before.sha256, file: before.file, version: before.version } : null,
        bar: at.bar,
        ...(at.part !== undefined ? { part: at.part } : {}),
        ...(at.staff !== undefined ? { staff: at.staff } : {}),
      },
      bytesOf,
    );
  } catch (err) {
    // The score has no such bar, part or staff: the message says what it has.
    if (err instanceof RangeError)
      throw new AppError("not-found", `version ${at.version} of "${at.scoreId}": ${err.message}`);
    throw err;
  }
  return {
    scoreId: at.scoreId,
    version: at.version,
    bar: /^\d+$/.test(r.bar) ? Number(r.bar) : r.bar,
    part: r.part,
    staff: r.staff,
    reading: r.reading,
    courtesy: r.courtesy,
    previous: r.previous,
    changes: r.changes,
    svg: r.svg,
  };
}
