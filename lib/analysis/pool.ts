// Analysis spread over worker threads, one score group at a time: each worker parses the group's
// versions once and analyses its conversations, so the cores share the work and memory stays flat
// however many groups come (a worker is handed the next group only when it has room). A worker that
// stops before the work is done, with or without an error, fails the analysis rather than leave it
// waiting.
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { ProcedurePolicy } from "../bundle/bundle.ts";
import type { HistorySource } from "../bundle/read-bundle.ts";
import type { HeldConversation } from "../bundle/packed-conversation.ts";
import type { Conversation, Problem } from "../transcripts/conversation.ts";
import type { ToolKindConfig } from "../transcripts/tool-kinds.ts";
import type { ConversationAnalysis } from "./analyze-conversation.ts";
import type { ScoreGroup, VersionChanges } from "./analyze-group.ts";

export interface WorkerSettings {
  extractor: "rules" | "claude";
  policy: ProcedurePolicy | null;
  toolKinds?: ToolKindConfig;
}

/** What a worker sends back: the analysis without the conversation, which the main thread has, and
 * without the claims' mismatching readings (`mismatches` arrive empty). */
export type AnalysisResult = Omit<ConversationAnalysis, "conversation"> & { id: string };

export type ToWorker = {
  index: number;
  group: ScoreGroup<HistorySource, HeldConversation>;
  settings: WorkerSettings;
};
export type FromWorker =
  | { kind: "conversation" }
  | {
      kind: "done";
      index: number;
      results: AnalysisResult[];
      problems: Problem[];
      versions: VersionChanges[];
    }
  | { kind: "failed"; index: number; message: string };

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

/** Groups in flight per worker: one being analysed, one waiting, so no worker idles between groups. */
const IN_FLIGHT = 2;

export async function analyzeInWorkers<C extends HeldConversation>(
  groups: Iterable<ScoreGroup<HistorySource, C>>,
  settings: WorkerSettings,
  workers: number,
  onConversation?: () => void,
  /** Each group's result as it comes; a worker is given more only once a returned promise settles. */
  onGroup?: (result: GroupResult<C>) => void | Promise<void>,
  worker: () => Worker = startWorker,
): Promise<GroupResult<C>[]> {
  const source = groups[Symbol.iterator]();
  const collected: GroupResult<C>[] = [];
  const pending = new Map<number, C[]>();
  let next = 0;
  let taking = 0;
  const pool = Array.from({ length: workers }, worker);
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (w: Worker) => {
        const item = source.next();
        if (item.done) return;
        const index = next++;
        pending.set(index, item.value.conversations);
        w.postMessage({ index, group: item.value, settings } satisfies ToWorker);
      };
      for (const w of pool) {
        w.on("error", reject);
        // Only unexpected: the pool terminates its workers after the promise is settled.
        w.on("exit", (code) =>
          reject(new Error(`an analysis worker stopped (exit code ${code}) before the analysis was done`)),
        );
        w.on("message", (m: FromWorker) => {
          if (m.kind === "conversation") return onConversation?.();
          if (m.kind === "failed") return reject(new Error(`analysis worker failed: ${m.message}`));
          const conversations = new Map(pending.get(m.index)!.map((c) => [c.id, c]));
          pending.delete(m.index);
          const result = {
            index: m.index,
            analyses: m.results.map(({ id, ...r }) => ({ ...r, conversation: conversations.get(id)! })),
            problems: m.problems,
            versions: m.versions,
          };
          taking++;
          Promise.resolve(onGroup ? onGroup(result) : void collected.push(result)).then(() => {
            taking--;
            feed(w);
            if (pending.size === 0 && taking === 0) resolve();
          }, reject);
        });
        for (let i = 0; i < IN_FLIGHT; i++) feed(w);
      }
      if (pending.size === 0) resolve();
    });
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return collected;
}

/** The worker beside this module: compiled JavaScript as shipped (dist/), or, run from the TypeScript
 * sources (tests, tsx), a boot file that registers tsx in the thread first, since worker threads do
 * not inherit the main thread's loader. */
function startWorker(): Worker {
  // Built from a variable, so a bundler does not go looking for a file that only exists in dist/.
  const beside = (file: string) => pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), file));
  if (import.meta.url.endsWith(".js")) return new Worker(beside("./pool-worker.js"));
  return new Worker(beside("./pool-worker-boot.mjs"), {
    workerData: { entry: beside("./pool-worker.ts").href },
  });
}
