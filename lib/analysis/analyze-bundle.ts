// A bundle read whole → the report: every conversation analysed against its score's versions,
// each version indexed once and shared by all the conversations that edit that score.
import type { Bundle } from "../bundle/bundle.ts";
import type { Extractor } from "../claims/extract.ts";
import { reportClaim, type Report, type ReportConversation } from "../report/report.ts";
import type { ToolKindConfig } from "../transcripts/tool-kinds.ts";
import { analyzeConversation, type ConversationAnalysis } from "./analyze-conversation.ts";
import { VersionStore } from "./versions.ts";

export interface AnalyzeOptions {
  extractor: Extractor;
  toolKinds?: ToolKindConfig;
  /** Called after each conversation, for progress bars. */
  onConversation?: (done: number, total: number) => void;
  now?: () => Date;
}

export async function analyzeBundle(bundle: Bundle, options: AnalyzeOptions): Promise<{ report: Report; analyses: ConversationAnalysis[] }> {
  const stores = new Map(bundle.scores.map((h) => [h.scoreId, new VersionStore(h)]));
  const analyses: ConversationAnalysis[] = [];
  for (const conversation of bundle.conversations) {
    const store = conversation.scoreId ? (stores.get(conversation.scoreId) ?? null) : null;
    analyses.push(await analyzeConversation(conversation, store, { extractor: options.extractor, policy: bundle.policy, toolKinds: options.toolKinds }));
    options.onConversation?.(analyses.length, bundle.conversations.length);
  }
  const report: Report = {
    bundle: bundle.source,
    generatedAt: (options.now?.() ?? new Date()).toISOString(),
    problems: [
      ...bundle.problems,
      ...analyses.flatMap((a) => [...new Set(a.warnings)].map((message) => ({ file: a.conversation.at.file, message }))),
    ],
    conversations: analyses.map(toReport),
  };
  return { report, analyses };
}

function toReport(a: ConversationAnalysis): ReportConversation {
  const c = a.conversation;
  return { id: c.id, scoreId: c.scoreId, format: c.format, model: c.model, turns: a.turns, claims: a.claims.map(reportClaim), flags: a.flags };
}
