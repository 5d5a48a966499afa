// Analysis spread over worker threads, one score group at a time: each worker parses the group's
// versions once and analyses its conversations, so the cores share the work and memory stays flat
// however many groups come (a worker is handed the next group only when it has room).
import { Worker } from "node:worker_threads";
import type { ProcedurePolicy } from "../bundle/bundle.ts";
import type { HistoryFiles } from "../bundle/read-bundle.ts";
import type { Conversation, Problem } from "../transcripts/conversation.ts";
import type { ToolKindConfig } from "../transcripts/tool-kinds.ts";
import type { ConversationAnalysis } from "./analyze-conversation.ts";
import type { ScoreGroup } from "./analyze-group.ts";

export interface WorkerSettings {
  extractor: "rules" | "claude";
  policy: ProcedurePolicy | null;
  toolKinds?: ToolKindConfig;
}

/** What a worker sends back: the analysis without the conversation, which the main thread has, and
 * without the claims' mismatching readings (`mismatches` arrive empty). */
export type AnalysisResult = Omit<ConversationAnalysis, "conversation"> & { id: string };

export type ToWorker = { index: number; group: ScoreGroup<HistoryFiles>; settings: WorkerSettings };
export type FromWorker =
  | { kind: "conversation" }
  | { kind: "done"; index: number; results: AnalysisResult[]; problems: Problem[] }
  | { kind: "failed"; index: number; message: string };

export interface GroupResult {
  analyses: ConversationAnalysis[];
  problems: Problem[];
}

/** Groups in flight per worker: one being analysed, one waiting, so no worker idles between groups. */
const IN_FLIGHT = 2;

export async function analyzeInWorkers(
  groups: Iterable<ScoreGroup<HistoryFiles>>,
  settings: WorkerSettings,
  workers: number,
  onConversation?: () => void,
  onGroup?: (result: GroupResult) => void,
): Promise<GroupResult[]> {
  const source = groups[Symbol.iterator]();
  const collected: GroupResult[] = [];
  const pending = new Map<number, Conversation[]>();
  let next = 0;
  const pool = Array.from({ length: workers }, () => startWorker());
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
        w.on("message", (m: FromWorker) => {
          if (m.kind === "conversation") return onConversation?.();
          if (m.kind === "failed") return reject(new Error(`analysis worker failed: ${m.message}`));
          const conversations = new Map(pending.get(m.index)!.map((c) => [c.id, c]));
          pending.delete(m.index);
          const result = {
            analyses: m.results.map(({ id, ...r }) => ({ ...r, conversation: conversations.get(id)! })),
            problems: m.problems,
          };
          if (onGroup) onGroup(result);
          else collected.push(result);
          feed(w);
          if (pending.size === 0) resolve();
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

function startWorker(): Worker {
  // The boot file registers the TypeScript loader in the worker, then loads pool-worker.ts.
  return new Worker(new URL("./pool-worker-boot.mjs", import.meta.url), {
    workerData: { entry: new URL("./pool-worker.ts", import.meta.url).href },
  });
}
