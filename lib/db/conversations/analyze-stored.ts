// Stored conversations analysed from what the database holds (their messages, their score's
// versions) and their findings stored under stable ids: what `reanalyze` runs, and what a queued
// analysis job runs on a `barline worker`. One pass per score, so its versions are parsed once.
import { availableParallelism } from "node:os";
import { analyzeBundleFiles } from "../../analysis/analyze-bundle.ts";
import type { ProcedurePolicy } from "../../bundle/bundle.ts";
import type { Extractor } from "../../claims/extract.ts";
import type { Problem } from "../../transcripts/conversation.ts";
import type { Db } from "../client.ts";
import { loadConversations, loadHistory } from "./load-stored.ts";
import { storeConversations } from "./store-conversations.ts";

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
  const groups = new Map<string, StoredRef[]>();
  for (const c of refs) {
    const key = `${c.scoreId ?? ""}\u0000${c.bundleId}`;
    const group = groups.get(key);
    if (group) group.push(c);
    else groups.set(key, [c]);
  }
  for (const group of groups.values()) {
    const first = group[0]!;
    const history = first.scoreId ? await loadHistory(db.prisma, first.scoreId) : null;
    for (let i = 0; i < group.length; i += CHUNK) {
      const chunk = group.slice(i, i + CHUNK);
      const conversations = await loadConversations(
        db.prisma,
        chunk.map((c) => c.id),
      );
      const { report, analyses } = await analyzeBundleFiles(
        {
          source: "database",
          policy: options.policy(first.bundleId),
          conversations,
          histories: history ? [history] : [],
          problems: [],
        },
        {
          extractor: options.extractor,
          workers: options.workers ?? (conversations.length >= 100 ? availableParallelism() : 1),
        },
      );
      summary.problems.push(...report.problems);
      const hashOf = new Map(chunk.map((c) => [c.id, c.contentHash]));
      for (let j = 0; j < analyses.length; j += BATCH)
        await storeConversations(
          db.prisma,
          analyses.slice(j, j + BATCH).map((analysis) => ({
            analysis,
            contentHash: hashOf.get(analysis.conversation.id)!,
            replaces: true,
          })),
          {
            provider: db.provider,
            bundleId: first.bundleId,
            analysisRunId: options.analysisRunId,
            images: undefined,
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
