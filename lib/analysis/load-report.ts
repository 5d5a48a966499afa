// A bundle on disk → its report: the one sequence the command line and the dashboard both run.
// Claims are found by the extractor asked for, or the one the environment chooses (rules unless
// BARLINE_EXTRACTOR=claude). `writeReport` hands the report over a conversation at a time, for
// bundles whose report is too large to hold whole.
import { availableParallelism } from "node:os";
import { writeBundleReport } from "./analyze-bundle.ts";
import { readBundleSources } from "../bundle/read-bundle.ts";
import { chooseExtractor } from "../claims/extract.ts";
import type { Problem } from "../transcripts/conversation.ts";
import type { Report, ReportConversation } from "../report/report.ts";

export interface LoadOptions {
  extractor?: "rules" | "claude";
  /** Worker threads for the analysis; default one per core for large bundles, else this thread. */
  workers?: number;
  onRead?: (done: number, total: number) => void;
  onConversation?: (done: number, total: number) => void;
}

/** Below this many conversations, starting worker threads costs more than it saves. */
const LARGE = 100;

/** Throws ReadError when the bundle cannot be opened at all; anything less is a report problem. */
export async function loadReport(path: string, options: LoadOptions = {}): Promise<Report> {
  const generatedAt = new Date().toISOString();
  const conversations: ReportConversation[] = [];
  const problems = await writeReport(path, options, (c) => conversations.push(c));
  return { bundle: path, generatedAt, problems, conversations };
}

/** The report's conversations handed to `write` in bundle order; returns its problems. Throws
 * ReadError, before writing anything, when the bundle cannot be opened at all. */
export async function writeReport(
  path: string,
  options: LoadOptions,
  write: (c: ReportConversation) => void,
): Promise<Problem[]> {
  const files = await readBundleSources(path, {
    onProgress: options.onRead,
    workers: options.workers ?? availableParallelism(),
  });
  return writeBundleReport(
    files,
    {
      extractor: chooseExtractor({ extractor: options.extractor }),
      workers: options.workers ?? (files.conversations.length >= LARGE ? availableParallelism() : 1),
      onConversation: options.onConversation,
    },
    write,
  );
}
