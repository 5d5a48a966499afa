// Every stored score with how many versions it has, how many of them changed nothing, and when the
// last was saved.
import type { Db } from "../client.ts";

export interface ScoreSummary {
  id: string;
  title: string | null;
  versions: number;
  noOps: number;
  lastSavedAt: string | null;
}

export async function listScores(db: Db): Promise<ScoreSummary[]> {
  const [scores, counts, noOps] = await Promise.all([
    db.prisma.score.findMany({ orderBy: { id: "asc" } }),
    db.prisma.scoreVersion.groupBy({ by: ["scoreId"], _count: { _all: true }, _max: { savedAt: true } }),
    db.prisma.scoreVersion.groupBy({ by: ["scoreId"], where: { noOp: true }, _count: { _all: true } }),
  ]);
  const byScore = new Map(counts.map((c) => [c.scoreId, c]));
  const noOpBy = new Map(noOps.map((c) => [c.scoreId, c._count._all]));
  return scores.map((s) => ({
    id: s.id,
    title: s.title,
    versions: byScore.get(s.id)?._count._all ?? 0,
    noOps: noOpBy.get(s.id) ?? 0,
    lastSavedAt: byScore.get(s.id)?._max.savedAt?.toISOString() ?? null,
  }));
}
