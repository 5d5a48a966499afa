// A score's history stored version by version, each with the diff lines from the version before:
// a version already stored with the same bytes is left as it is; each version and its diff lines
// are written in one transaction, so a killed ingest leaves none half-stored.
import { createHash } from "node:crypto";
import type { HistoryFiles } from "../../bundle/read-bundle.ts";
import { diffScores } from "../../score-history/diff.ts";
import { MeasureMemo } from "../../score-history/measure-memo.ts";
import { readScoreBytes } from "../../score-history/read-score.ts";
import type { Score } from "../../score-history/score.ts";
import type { Problem } from "../../transcripts/conversation.ts";
import { ReadError } from "../../read-error.ts";
import { storeBlobs } from "../blobs/store-blobs.ts";
import { dateOrNull } from "../dates.ts";
import type { PrismaClient } from "../db-client.ts";

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

export async function storeHistory(
  prisma: PrismaClient,
  history: HistoryFiles,
  problems: Problem[],
): Promise<HistoryStored> {
  await prisma.score.upsert({
    where: { id: history.scoreId },
    create: { id: history.scoreId, title: history.title },
    update: { title: history.title },
  });
  const stored = new Map(
    (
      await prisma.scoreVersion.findMany({
        where: { scoreId: history.scoreId },
        select: { version: true, sha256: true },
      })
    ).map((v) => [v.version, v.sha256]),
  );
  const memo = new MeasureMemo();
  const counts: HistoryStored = { new: 0, unchanged: 0 };
  let previous: Score | null = null;
  for (const v of history.versions) {
    const sha256 = createHash("sha256").update(v.bytes).digest("hex");
    let score: Score;
    try {
      score = readScoreBytes(v.bytes, v.file, memo);
    } catch (err) {
      problems.push({
        file: v.file,
        message: err instanceof ReadError ? err.reason : `could not be read: ${(err as Error).message}`,
      });
      continue;
    }
    const before = previous;
    previous = score;
    if (stored.get(v.version) === sha256) {
      counts.unchanged++;
      continue;
    }
    const changes = before ? diffScores(before, score) : [];
    await prisma.$transaction(async (tx) => {
      await storeBlobs(tx, [{ sha256, mediaType: mediaTypeOf(v.file), bytes: v.bytes }]);
      await tx.scoreVersion.deleteMany({ where: { scoreId: history.scoreId, version: v.version } });
      await tx.scoreVersion.create({
        data: {
          scoreId: history.scoreId,
          version: v.version,
          file: v.file,
          sha256,
          savedAt: dateOrNull(v.savedAt),
          conversationId: v.link?.conversationId ?? null,
          toolCallId: v.link?.toolCallId ?? null,
          linkRule: v.link?.rule ?? null,
          bars: score.bars.length,
          noOp: before !== null && changes.length === 0,
          diffLines: {
            create: changes.map((c, position) => ({
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
          },
        },
      });
    });
    counts.new++;
  }
  return counts;
}
