// `barline reanalyze`: the analysis run again over stored conversations — those an older engine (or
// another extractor) produced, or all of them. A score at a time, from what the database holds;
// claims and flags keep their stable ids, so every review stays with the finding it judged, and
// findings the new engine no longer makes stay inactive beside their reviews.
import { availableParallelism } from "node:os";
import { analyzeBundleFiles } from "../../analysis/analyze-bundle.ts";
import type { ProcedurePolicy } from "../../bundle/bundle.ts";
import { chooseExtractor } from "../../claims/extract.ts";
import type { Problem } from "../../transcripts/conversation.ts";
import type { Db } from "../client.ts";
import { ENGINE_VERSION } from "../engine.ts";
import { loadConversations, loadHistory } from "./load-stored.ts";
import { storeConversations } from "./store-conversations.ts";

export interface ReanalyzeOptions {
  all?: boolean;
  extractor?: "rules" | "claude";
  workers?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface ReanalyzeSummary {
  conversations: number;
  claims: number;
  flags: number;
  problems: Problem[];
}

/** Conversations per analysis pass: enough to keep the worker threads busy, few enough to hold. */
const CHUNK = 500;

export async function reanalyzeConversations(db: Db, options: ReanalyzeOptions = {}): Promise<ReanalyzeSummary> {
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
  const summary: ReanalyzeSummary = { conversations: 0, claims: 0, flags: 0, problems: [] };
  if (stale.length === 0) return summary;

  const bundles = await prisma.bundle.findMany({
    where: { id: { in: [...new Set(stale.map((c) => c.bundleId))] } },
    select: { id: true, policy: true },
  });
  const policyOf = new Map(bundles.map((b) => [b.id, (b.policy as ProcedurePolicy | null) ?? null]));
  const run = await prisma.analysisRun.create({ data: { engineVersion: ENGINE_VERSION, extractor: extractor.name } });

  // One pass per score and bundle policy: the versions are read once for all their conversations.
  const groups = new Map<string, typeof stale>();
  for (const c of stale) {
    const key = `${c.scoreId ?? ""}\u0000${c.bundleId}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  for (const group of groups.values()) {
    const first = group[0]!;
    const history = first.scoreId ? await loadHistory(prisma, first.scoreId) : null;
    for (let i = 0; i < group.length; i += CHUNK) {
      const chunk = group.slice(i, i + CHUNK);
      const conversations = await loadConversations(prisma, chunk.map((c) => c.id));
      const { report, analyses } = await analyzeBundleFiles(
        {
          source: "database",
          policy: policyOf.get(first.bundleId) ?? null,
          conversations,
          histories: history ? [history] : [],
          problems: [],
        },
        { extractor, workers: options.workers ?? (conversations.length >= 100 ? availableParallelism() : 1) },
      );
      summary.problems.push(...report.problems);
      const hashOf = new Map(chunk.map((c) => [c.id, c.contentHash]));
      for (let j = 0; j < analyses.length; j += 50)
        await storeConversations(
          prisma,
          analyses.slice(j, j + 50).map((analysis) => ({
            analysis,
            contentHash: hashOf.get(analysis.conversation.id)!,
            replaces: true,
          })),
          { provider: db.provider, bundleId: first.bundleId, analysisRunId: run.id, images: undefined },
        );
      summary.conversations += analyses.length;
      summary.claims += report.conversations.reduce((n, c) => n + c.claims.length, 0);
      summary.flags += report.conversations.reduce((n, c) => n + c.flags.length, 0);
      options.onProgress?.(summary.conversations, stale.length);
    }
  }
  await prisma.analysisRun.update({ where: { id: run.id }, data: { finishedAt: new Date() } });
  return summary;
}
