// Stored conversations analysed from what the database holds (their messages, their score's
// versions) and their findings stored under stable ids: what `reanalyze` runs, and what a queued
// analysis job runs on a `barline worker`. Each score's versions are parsed once per
// chunk of conversations, in the worker that analyses them.
import { availableParallelism } from "node:os";
import { analyzeBundleFiles } from "../analysis/analyze-bundle.ts";
import type { ProcedurePolicy } from "../bundle/bundle.ts";
import type { Extractor } from "../claims/extract.ts";
import type { Problem } from "../transcripts/conversation.ts";
import type { Db } from "../db/client.ts";
import { loadConversations, loadHistories } from "../db/conversations/load-stored.ts";
import { storeConversations } from "../db/conversations/store-conversations.ts";
import { chunks } from "../chunks.ts";

export interface StoredRef {
  id: string;
  scoreId: string | null;
  contentHash: string;
  bundleId: string;
}

export interface AnalyzedSummary {
  conversations: number;
  claims: number;
  flags: number;
  problems: Problem[];
}

export interface AnalyzeStoredOptions {
  extractor: Extractor;
  analysisRunId: string;
  policy: (bundleId: string) => ProcedurePolicy | null;
  workers?: number;
  onProgress?: (done: number, total: number) => void;
}

/** Conversations per analysis pass: enough to keep the worker threads busy, few enough to hold. */
const CHUNK = 500;
const BATCH = 50;

export async function analyzeStored(
  db: Db,
  refs: readonly StoredRef[],
  options: AnalyzeStoredOptions,
): Promise<AnalyzedSummary> {
  const summary: AnalyzedSummary = { conversations: 0, claims: 0, flags: 0, problems: [] };
  // By bundle, for its policy; within one, chunks of many scores, so the worker threads share them.
  const bundles = new Map<string, StoredRef[]>();
  for (const c of refs) {
    const group = bundles.get(c.bundleId);
    if (group) group.push(c);
    else bundles.set(c.bundleId, [c]);
  }
  for (const [bundleId, group] of bundles) {
    for (const chunk of chunks(group, CHUNK)) {
      const conversations = await loadConversations(
        db.prisma,
        chunk.map((c) => c.id),
      );
      const scoreIds = [...new Set(chunk.flatMap((c) => (c.scoreId ? [c.scoreId] : [])))];
      const { report, analyses } = await analyzeBundleFiles(
        {
          source: "database",
          policy: options.policy(bundleId),
          conversations,
          histories: await loadHistories(db.prisma, scoreIds),
          problems: [],
        },
        {
          extractor: options.extractor,
          workers: options.workers ?? (conversations.length >= 100 ? availableParallelism() : 1),
        },
      );
      summary.problems.push(...report.problems);
      const hashOf = new Map(chunk.map((c) => [c.id, c.contentHash]));
      for (const batch of chunks(analyses, BATCH))
        await storeConversations(
          db.prisma,
          batch.map((analysis) => ({
            analysis,
            contentHash: hashOf.get(analysis.conversation.id)!,
            replaces: true,
          })),
          {
            provider: db.provider,
            bundleId,
            analysisRunId: options.analysisRunId,
            images: undefined,
            findingsOnly: true,
          },
        );
      summary.conversations += analyses.length;
      summary.claims += report.conversations.reduce((n, c) => n + c.claims.length, 0);
      summary.flags += report.conversations.reduce((n, c) => n + c.flags.length, 0);
      options.onProgress?.(summary.conversations, refs.length);
    }
  }
  return summary;
}
