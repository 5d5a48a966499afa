// Analysis spread over worker threads (workers/pool.ts), one score group at a time: each worker
// parses the group's versions once and analyses its conversations, so the cores share the work and
// memory stays flat however many groups come (a worker is handed the next group only when it has
// room).
import type { Worker } from "node:worker_threads";
import type { ProcedurePolicy } from "../bundle/bundle.ts";
import type { HistorySource } from "../bundle/read-bundle.ts";
import type { HeldConversation } from "../bundle/packed-conversation.ts";
import type { Conversation, Problem } from "../transcripts/conversation.ts";
import type { ToolKindConfig } from "../transcripts/tool-kinds.ts";
import type { ConversationAnalysis } from "./analyze-conversation.ts";
import { runInWorkers, startWorker } from "../workers/pool.ts";
import type { ScoreGroup, VersionChanges } from "./analyze-group.ts";

export interface WorkerSettings {
  extractor: "rules" | "claude";
  policy: ProcedurePolicy | null;
  toolKinds?: ToolKindConfig;
}

/** What a worker sends back: the analysis without the conversation, which the main thread has, and
 * without the claims' mismatching readings (`mismatches` arrive empty). */
export type AnalysisResult = Omit<ConversationAnalysis, "conversation"> & { id: string };

/** A score group with what analysing it needs. */
export type GroupTask = {
  group: ScoreGroup<HistorySource, HeldConversation>;
  settings: WorkerSettings;
};
export type GroupAnswer = { results: AnalysisResult[]; problems: Problem[]; versions: VersionChanges[] };

/** An analysis with the conversation as it was handed over (packed or not). */
export type Analysed<C> = Omit<ConversationAnalysis, "conversation"> & { conversation: C };

export interface GroupResult<C = Conversation> {
  /** The group's place in the order the groups were given. */
  index: number;
  analyses: Analysed<C>[];
  problems: Problem[];
  /** What each of the score's versions changed from the one before. */
  versions: VersionChanges[];
}

export async function analyzeInWorkers<C extends HeldConversation>(
  groups: Iterable<ScoreGroup<HistorySource, C>>,
  settings: WorkerSettings,
  workers: number,
  onConversation?: () => void,
  /** Each group's result as it comes; a worker is given more only once a returned promise settles. */
  onGroup?: (result: GroupResult<C>) => void | Promise<void>,
  start: () => Worker = () => startWorker(import.meta.url, "pool-worker"),
): Promise<GroupResult<C>[]> {
  const collected: GroupResult<C>[] = [];
  // Each group's conversations by its index, until its analyses come back.
  const given = new Map<number, C[]>();
  function* tasks(): Generator<GroupTask> {
    let index = 0;
    for (const group of groups) {
      given.set(index++, group.conversations);
      yield { group, settings };
    }
  }
  await runInWorkers<GroupTask, GroupAnswer>(tasks(), {
    workers,
    name: "an analysis worker",
    start,
    onProgress: onConversation,
    take: (index, m) => {
      const conversations = new Map(given.get(index)!.map((c) => [c.id, c]));
      given.delete(index);
      const result = {
        index,
        analyses: m.results.map(({ id, ...r }) => ({ ...r, conversation: conversations.get(id)! })),
        problems: m.problems,
        versions: m.versions,
      };
      return onGroup ? onGroup(result) : void collected.push(result);
    },
  });
  return collected;
}
