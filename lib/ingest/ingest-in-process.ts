// Without a queue (SQLite, or an upload that is itself a job): one pool of worker threads over every
// changed conversation's score group; this thread stores each group's versions (as the analysis
// parsed and diffed them) and then its conversations, a batch at a time, while the workers go on
// with the next groups.
import { availableParallelism } from "node:os";
import { analyzeBundleGroups, warningsOf } from "../analysis/analyze-bundle.ts";
import type { VersionChanges } from "../analysis/analyze-group.ts";
import type { Analysed } from "../analysis/pool.ts";
import { unpackConversation, type PackedConversation } from "../bundle/packed-conversation.ts";
import type { HistorySource } from "../bundle/read-bundle.ts";
import type { IngestOptions } from "./ingest-options.ts";
import type { IngestPlan } from "./ingest-plan.ts";
import { BATCH, type IngestWriter } from "./ingest-writer.ts";

/** From this many conversations on, the analysis takes one worker thread per core by default. */
const LARGE = 100;
/** Conversations analysed but not yet stored before the worker threads wait for the store. */
const BACKLOG = 4 * BATCH;

interface AnalysedGroup {
  analyses: Analysed<PackedConversation>[];
  history: HistorySource | null;
  versions: VersionChanges[];
}

export async function analyseInProcess(
  plan: IngestPlan,
  writer: IngestWriter,
  options: IngestOptions,
): Promise<void> {
  const { changed } = plan;
  const waiting: AnalysedGroup[] = [];
  let analysed = 0;
  let unscheduled = 0;
  let unstored = 0;
  let storing = Promise.resolve();
  const store = async () => {
    const groups = waiting.splice(0);
    const taken = new Set(writer.take(groups.flatMap((g) => g.history ?? [])).map((h) => h.scoreId));
    const parsed = new Map<string, VersionChanges[]>();
    const histories: HistorySource[] = [];
    for (const g of groups)
      if (g.history && taken.has(g.history.scoreId)) {
        histories.push(g.history);
        parsed.set(g.history.scoreId, g.versions);
      }
    await writer.storeVersions(histories, parsed);
    const analyses = groups.flatMap((g) => g.analyses);
    await writer.storeAnalyses(
      analyses.map((analysis) => ({
        analysis: { ...analysis, conversation: unpackConversation(analysis.conversation) },
        ...writer.rowOf(analysis.conversation.id),
      })),
      true,
    );
    unstored -= analyses.length;
  };
  const histories = [...new Set(changed.flatMap((c) => (c.scoreId !== null ? [c.scoreId] : [])))].flatMap(
    (id) => plan.histories.get(id) ?? [],
  );
  await analyzeBundleGroups(
    { ...plan.files, conversations: changed, histories, problems: [] },
    {
      extractor: plan.extractor,
      workers: options.workers ?? (changed.length >= LARGE ? availableParallelism() : 1),
      onConversation: () => options.onProgress?.("analyse", ++analysed, changed.length),
    },
    (result, group) => {
      writer.problems.push(...result.problems, ...result.analyses.flatMap(warningsOf));
      waiting.push({ analyses: result.analyses, history: group.history, versions: result.versions });
      unscheduled += result.analyses.length;
      unstored += result.analyses.length;
      // Stored one after another, so a batch's versions and conversations commit in order.
      if (unscheduled >= BATCH) {
        unscheduled = 0;
        storing = storing.then(store);
      }
      // The workers go on while this thread stores, unless it falls far behind them.
      return unstored >= BACKLOG ? storing : undefined;
    },
  );
  await (storing = storing.then(store));
}
