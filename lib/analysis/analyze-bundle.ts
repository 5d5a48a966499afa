// A bundle → the report: every conversation analysed against its score's versions, each version
// indexed once and shared by all the conversations about that score. Read whole (`analyzeBundle`),
// or from its files with the versions parsed where they are analysed, in worker threads when asked
// (`analyzeBundleFiles`).
import type { Bundle } from "../bundle/bundle.ts";
import type { BundleSources } from "../bundle/read-bundle.ts";
import type { Extractor } from "../claims/extract.ts";
import { reportClaim, type Report, type ReportConversation } from "../report/report.ts";
import type { Problem } from "../transcripts/conversation.ts";
import type { ToolKindConfig } from "../transcripts/tool-kinds.ts";
import type { ConversationAnalysis } from "./analyze-conversation.ts";
import { analyzeFileGroup, analyzeGroup, groupByScore } from "./analyze-group.ts";
import { analyzeInWorkers } from "./pool.ts";

export interface AnalyzeOptions {
  extractor: Extractor;
  toolKinds?: ToolKindConfig;
  /** Called after each conversation, for progress bars. */
  onConversation?: (done: number, total: number) => void;
  now?: () => Date;
}

export async function analyzeBundle(
  bundle: Bundle,
  options: AnalyzeOptions,
): Promise<{ report: Report; analyses: ConversationAnalysis[] }> {
  const settings = { extractor: options.extractor, policy: bundle.policy, toolKinds: options.toolKinds };
  const tick = ticker(bundle.conversations.length, options.onConversation);
  const analyses: ConversationAnalysis[] = [];
  for (const group of groupByScore(bundle.scores, bundle.conversations))
    analyses.push(...(await analyzeGroup(group, settings, tick)));
  return assemble(bundle, bundle.problems, analyses, options);
}

export async function analyzeBundleFiles(
  files: BundleSources,
  options: AnalyzeOptions & { workers: number },
): Promise<{ report: Report; analyses: ConversationAnalysis[] }> {
  const groups = groupByScore(files.histories, files.conversations);
  const tick = ticker(files.conversations.length, options.onConversation);
  const problems = [...files.problems];
  const analyses: ConversationAnalysis[] = [];
  if (options.workers > 1 && groups.length > 1) {
    const done = await analyzeInWorkers(
      groups,
      { extractor: options.extractor.name, policy: files.policy, toolKinds: options.toolKinds },
      options.workers,
      tick,
    );
    for (const d of done) {
      problems.push(...d.problems);
      analyses.push(...d.analyses);
    }
  } else {
    const settings = { extractor: options.extractor, policy: files.policy, toolKinds: options.toolKinds };
    for (const group of groups) {
      const d = await analyzeFileGroup(group, settings, tick);
      problems.push(...d.problems);
      analyses.push(...d.analyses);
    }
  }
  return assemble(files, problems, analyses, options);
}

function ticker(total: number, report?: (done: number, total: number) => void): () => void {
  let done = 0;
  return () => report?.(++done, total);
}

/** The report, with conversations in bundle order and the extractor's warnings as problems. */
function assemble(
  bundle: Pick<Bundle, "source" | "conversations">,
  problems: Problem[],
  analyses: ConversationAnalysis[],
  options: AnalyzeOptions,
): { report: Report; analyses: ConversationAnalysis[] } {
  const byId = new Map(analyses.map((a) => [a.conversation.id, a]));
  const ordered = bundle.conversations.flatMap((c) => byId.get(c.id) ?? []);
  const report: Report = {
    bundle: bundle.source,
    generatedAt: (options.now?.() ?? new Date()).toISOString(),
    problems: [
      ...problems,
      ...ordered.flatMap((a) =>
        [...new Set(a.warnings)].map((message) => ({ file: a.conversation.at.file, message })),
      ),
    ],
    conversations: ordered.map(toReport),
  };
  return { report, analyses: ordered };
}

function toReport(a: ConversationAnalysis): ReportConversation {
  const c = a.conversation;
  return {
    id: c.id,
    scoreId: c.scoreId,
    format: c.format,
    model: c.model,
    turns: a.turns,
    claims: a.claims.map(reportClaim),
    flags: a.flags,
    labels: c.labels,
    startedAt: c.startedAt ?? c.messages.find((m) => m.timestamp)?.timestamp ?? null,
  };
}
