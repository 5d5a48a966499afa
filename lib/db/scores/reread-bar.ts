// GET /api/scores/{scoreId}/versions/{version}/bars/{bar}: the bar re-read from the stored bytes
// of that version and the one before. Parsed scores are kept by content hash, so stepping through
// bars and versions parses each file once.
import { barReread } from "../../score-history/bar-reread.ts";
import { readScoreBytes } from "../../score-history/read-score.ts";
import { Lru } from "../../score-history/render-cache.ts";
import type { Score } from "../../score-history/score.ts";
import type { BarReread } from "../api-types.ts";
import type { Db } from "../client.ts";
import { NotFoundError } from "../errors.ts";
import { decodeBlob } from "../blobs/blob-encoding.ts";

// Weighed by the file's bytes: a parsed score holds several times its file (the Fuge's 4.8 MB, tens
// of MB), so a handful of Fuges, or the versions of a thousand small scores, at a time.
const parsed = new Lru<string, Score>(40 * 2 ** 20);

interface StoredVersion {
  version: number;
  file: string;
  sha256: string;
}

/** The version's bytes and parsed score, and the previous version's score (its bytes only where
 * it is not parsed already), in one query. */
async function scoresOf(db: Db, current: StoredVersion, before: StoredVersion | undefined) {
  // Taken before the query: another request may push them out of the cache meanwhile.
  const known = { now: parsed.get(current.sha256), before: before && parsed.get(before.sha256) };
  const wanted = [current, ...(before && !known.before ? [before] : [])];
  const blobs = await db.prisma.blob.findMany({
    where: { sha256: { in: wanted.map((v) => v.sha256) } },
    select: { sha256: true, encoding: true, bytes: true },
  });
  const read = (v: StoredVersion) => {
    const blob = blobs.find((b) => b.sha256 === v.sha256);
    if (!blob) throw new NotFoundError(`the bytes of ${v.file} are not stored`);
    return decodeBlob(blob);
  };
  const parse = (v: StoredVersion, bytes: Uint8Array) => {
    const score = readScoreBytes(bytes, v.file);
    parsed.set(v.sha256, score, bytes.length);
    return score;
  };
  const bytes = read(current);
  return {
    bytes,
    score: known.now ?? parse(current, bytes),
    before: before ? (known.before ?? parse(before, read(before))) : null,
  };
}

export interface BarAddress {
  scoreId: string;
  version: number;
  bar: string;
  part?: string;
  staff?: number;
}

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
    throw new NotFoundError(
      known ? `score "${at.scoreId}" has no version ${at.version}` : `no score "${at.scoreId}"`,
    );
  }
  const before = versions[1];
  const scores = await scoresOf(db, current, before);
  const prev = before && scores.before ? { version: before.version, score: scores.before } : null;
  let r;
  try {
    r = await barReread({
      score: scores.score,
      source: { data: scores.bytes, file: current.file, hash: current.sha256 },
      previous: prev,
      bar: at.bar,
      ...(at.part !== undefined ? { part: at.part } : {}),
      ...(at.staff !== undefined ? { staff: at.staff } : {}),
    });
  } catch (err) {
    // The score has no such bar, part or staff: the message says what it has.
    if (err instanceof RangeError)
      throw new NotFoundError(`version ${at.version} of "${at.scoreId}": ${err.message}`);
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
