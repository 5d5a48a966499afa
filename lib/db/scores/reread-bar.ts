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

// A parsed Grosse Fuge holds tens of MB: a handful of versions at a time.
const parsed = new Lru<string, Score>(8);

async function scoreOf(db: Db, sha256: string, file: string): Promise<{ score: Score; bytes: Uint8Array }> {
  const blob = await db.prisma.blob.findUnique({
    where: { sha256 },
    select: { encoding: true, bytes: true },
  });
  if (!blob) throw new NotFoundError(`the bytes of ${file} are not stored`);
  const bytes = decodeBlob(blob);
  let score = parsed.get(sha256);
  if (!score) {
    score = readScoreBytes(bytes, file);
    parsed.set(sha256, score);
  }
  return { score, bytes };
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
  const now = await scoreOf(db, current.sha256, current.file);
  const prev = before
    ? { version: before.version, score: (await scoreOf(db, before.sha256, before.file)).score }
    : null;
  let r;
  try {
    r = await barReread({
      score: now.score,
      source: { data: now.bytes, file: current.file, hash: current.sha256 },
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
