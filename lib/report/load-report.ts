// A bundle on disk → its report: the one sequence the command line and the dashboard both run.
// Claims are found by the extractor asked for, or the one the environment chooses (rules unless
// BARLINE_EXTRACTOR=claude).
import { availableParallelism } from "node:os";
import { analyzeBundleFiles } from "../analysis/analyze-bundle.ts";
import { readBundleSources } from "../bundle/read-bundle.ts";
import { chooseExtractor } from "../claims/extract.ts";
import type { Report } from "./report.ts";

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
  const files = await readBundleSources(path, { onProgress: options.onRead });
  const { report } = await analyzeBundleFiles(files, {
    extractor: chooseExtractor({ extractor: options.extractor }),
    workers: options.workers ?? (files.conversations.length >= LARGE ? availableParallelism() : 1),
    onConversation: options.onConversation,
  });
  return report;
}
