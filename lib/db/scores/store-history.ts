// Score histories stored version by version, each with the diff lines from the version before. A
// version already stored with the same bytes is left as it is (and a history with nothing new is
// not even parsed); the versions of a call are written in one transaction, so a killed ingest
// leaves none half-stored.
import { createHash } from "node:crypto";
import type { VersionChanges } from "../../analysis/analyze-group.ts";
import { versionBytes, type HistorySource } from "../../bundle/read-bundle.ts";
import { ReadError } from "../../read-error.ts";
import { diffScores, type DiffChange } from "../../score-history/diff.ts";
import { MeasureMemo } from "../../score-history/measure-memo.ts";
import { readScoreBytes } from "../../score-history/read-score.ts";
import type { Score } from "../../score-history/score.ts";
import type { Problem } from "../../transcripts/conversation.ts";
import { storeBlobs } from "../blobs/store-blobs.ts";
import { insertRows } from "../bulk-insert.ts";
import type { Db } from "../client.ts";
import { dateOrNull } from "../dates.ts";

export interface HistoryStored {
  new: number;
  unchanged: number;
}

const MEDIA_TYPES: Record<string, string> = {
  mxl: "application/vnd.recordare.musicxml",
  mei: "application/mei+xml",
};

function mediaTypeOf(file: string): string {
  return MEDIA_TYPES[file.split(".").pop()?.toLowerCase() ?? ""] ?? "application/vnd.recordare.musicxml+xml";
}

interface NewVersion {
  scoreId: string;
  version: HistorySource["versions"][number];
  bytes: Uint8Array;
  sha256: string;
  bars: number;
  noOp: boolean;
  changes: DiffChange[];
}

function problemOf(err: unknown, file: string): Problem {
  return {
    file,
    message: err instanceof ReadError ? err.reason : `could not be read: ${(err as Error).message}`,
  };
}

/** The versions of one history that are not stored yet, parsed and diffed against the one before
 * (unless `parsed` says what each changed: then a version that was not parsed is not stored). */
function newVersions(
  h: HistorySource,
  stored: Map<string, string>,
  problems: Problem[],
  parsed: readonly VersionChanges[] | undefined,
): { fresh: NewVersion[]; unchanged: number } {
  // Read from disk one history at a time: a bundle's versions are never all in memory.
  const read = h.versions.flatMap((v) => {
    try {
      const bytes = versionBytes(v);
      return [{ v, bytes, sha256: createHash("sha256").update(bytes).digest("hex") }];
    } catch (err) {
      problems.push(problemOf(err, v.file));
      return [];
    }
  });
  const key = (version: number) => `${h.scoreId}\u0000${version}`;
  if (read.every((r) => stored.get(key(r.v.version)) === r.sha256))
    return { fresh: [], unchanged: read.length };
  if (parsed) {
    // Parsed and diffed already, where the conversations about the score were analysed.
    const bySource = new Map(read.map((r) => [r.v.version, r]));
    const fresh: NewVersion[] = [];
    let unchanged = 0;
    for (const p of parsed) {
      const r = bySource.get(p.version);
      if (!r) continue;
      if (stored.get(key(p.version)) === r.sha256) {
        unchanged++;
        continue;
      }
      const changes = p.changes ?? [];
      const noOp = p.changes !== null && changes.length === 0;
      fresh.push({
        scoreId: h.scoreId,
        version: r.v,
        bytes: r.bytes,
        sha256: r.sha256,
        bars: p.bars,
        noOp,
        changes,
      });
    }
    return { fresh, unchanged };
  }
  const memo = new MeasureMemo();
  const fresh: NewVersion[] = [];
  let unchanged = 0;
  let previous: Score | null = null;
  for (const { v, bytes, sha256 } of read) {
    let score: Score;
    try {
      score = readScoreBytes(bytes, v.file, { memo });
      // Bytes that are not UTF-8, read past: a problem of the version's file.
      problems.push(...(score.warnings ?? []));
    } catch (err) {
      problems.push(problemOf(err, v.file));
      continue;
    }
    const before = previous;
    previous = score;
    if (stored.get(key(v.version)) === sha256) {
      unchanged++;
      continue;
    }
    const changes = before ? diffScores(before, score) : [];
    fresh.push({
      scoreId: h.scoreId,
      version: v,
      bytes,
      sha256,
      bars: score.bars.length,
      noOp: before !== null && changes.length === 0,
      changes,
    });
  }
  return { fresh, unchanged };
}

export async function storeHistories(
  db: Db,
  histories: readonly HistorySource[],
  problems: Problem[],
  /** What each version changed, by score, where the analysis parsed them already. */
  parsed: ReadonlyMap<string, readonly VersionChanges[]> = new Map(),
  /** false: a version number stored already (by a save that ran meanwhile) is never replaced: the
   * transaction fails instead, on the unique (score, version). */
  replace = true,
): Promise<HistoryStored> {
  if (histories.length === 0) return { new: 0, unchanged: 0 };
  const { prisma } = db;
  const ids = histories.map((h) => h.scoreId);
  const stored = new Map(
    (
      await prisma.scoreVersion.findMany({
        where: { scoreId: { in: ids } },
        select: { scoreId: true, version: true, sha256: true },
      })
    ).map((v) => [`${v.scoreId}\u0000${v.version}`, v.sha256]),
  );
  const counts: HistoryStored = { new: 0, unchanged: 0 };
  const fresh: NewVersion[] = [];
  for (const h of histories) {
    const r = newVersions(h, stored, problems, parsed.get(h.scoreId));
    fresh.push(...r.fresh);
    counts.unchanged += r.unchanged;
  }
  counts.new = fresh.length;
  const known = new Set(
    (await prisma.score.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((s) => s.id),
  );
  await prisma.$transaction(async (tx) => {
    await tx.score.createMany({
      data: histories.filter((h) => !known.has(h.scoreId)).map((h) => ({ id: h.scoreId, title: h.title })),
    });
    for (const h of histories)
      if (known.has(h.scoreId)) await tx.score.update({ where: { id: h.scoreId }, data: { title: h.title } });
    if (fresh.length === 0) return;
    await storeBlobs(
      tx,
      fresh.map((f) => ({
        sha256: f.sha256,
        mediaType: mediaTypeOf(f.version.file),
        bytes: f.bytes,
      })),
    );
    // A version number saved again with other bytes replaces the one stored.
    if (replace)
      await tx.scoreVersion.deleteMany({
        where: { OR: fresh.map((f) => ({ scoreId: f.scoreId, version: f.version.version })) },
      });
    await tx.scoreVersion.createMany({
      data: fresh.map((f) => ({
        scoreId: f.scoreId,
        version: f.version.version,
        file: f.version.file,
        sha256: f.sha256,
        savedAt: dateOrNull(f.version.savedAt),
        conversationId: f.version.link?.conversationId ?? null,
        toolCallId: f.version.link?.toolCallId ?? null,
        linkRule: f.version.link?.rule ?? null,
        bars: f.bars,
        noOp: f.noOp,
      })),
    });
    const rows = await tx.scoreVersion.findMany({
      where: { OR: fresh.map((f) => ({ scoreId: f.scoreId, version: f.version.version })) },
      select: { id: true, scoreId: true, version: true },
    });
    const idOf = new Map(rows.map((r) => [`${r.scoreId}\u0000${r.version}`, r.id]));
    await insertRows(
      tx,
      db.provider,
      "DiffLine",
      fresh.flatMap((f) =>
        f.changes.map((c, position) => ({
          versionId: idOf.get(`${f.scoreId}\u0000${f.version.version}`)!,
          position,
          property: c.property,
          fromBar: c.bars.from,
          toBar: c.bars.to,
          fromPosition: c.positions.from,
          toPosition: c.positions.to,
          part: c.part,
          staff: c.staff,
          text: c.line,
        })),
      ),
    );
  });
  return counts;
}
