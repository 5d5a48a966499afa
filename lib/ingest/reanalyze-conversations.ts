// `barline reanalyze`: the analysis run again over stored conversations — those an older engine (or
// another extractor) produced, or all of them — from what the database holds. Claims and flags keep
// their stable ids, so every review stays with the finding it judged, and findings the new engine
// no longer makes stay inactive beside their reviews.
import type { ProcedurePolicy } from "../bundle/bundle.ts";
import { chooseExtractor } from "../claims/extract.ts";
import type { Db } from "../db/client.ts";
import { ENGINE_VERSION } from "../db/engine.ts";
import { analyzeStored, type AnalyzedSummary } from "./analyze-stored.ts";

export interface ReanalyzeOptions {
  all?: boolean;
  extractor?: "rules" | "claude";
  workers?: number;
  onProgress?: (done: number, total: number) => void;
}

export type ReanalyzeSummary = AnalyzedSummary;

export async function reanalyzeConversations(
  db: Db,
  options: ReanalyzeOptions = {},
): Promise<ReanalyzeSummary> {
  const { prisma } = db;
  const extractor = chooseExtractor({ extractor: options.extractor });
  const stale = await prisma.conversation.findMany({
    where: options.all
      ? {}
      : {
          OR: [
            { analysisRunId: null },
            { analysisRun: { NOT: { engineVersion: ENGINE_VERSION, extractor: extractor.name } } },
          ],
        },
    select: { id: true, scoreId: true, contentHash: true, bundleId: true },
    orderBy: [{ scoreId: "asc" }, { id: "asc" }],
  });
  if (stale.length === 0) return { conversations: 0, claims: 0, flags: 0, problems: [] };

  const bundles = await prisma.bundle.findMany({
    where: { id: { in: [...new Set(stale.map((c) => c.bundleId))] } },
    select: { id: true, policy: true },
  });
  const policyOf = new Map(bundles.map((b) => [b.id, (b.policy as ProcedurePolicy | null) ?? null]));
  const run = await prisma.analysisRun.create({
    data: { engineVersion: ENGINE_VERSION, extractor: extractor.name },
  });
  const summary = await analyzeStored(db, stale, {
    extractor,
    analysisRunId: run.id,
    policy: (bundleId) => policyOf.get(bundleId) ?? null,
    ...(options.workers !== undefined ? { workers: options.workers } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  await prisma.analysisRun.update({ where: { id: run.id }, data: { finishedAt: new Date() } });
  return summary;
}
