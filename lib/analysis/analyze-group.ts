// The unit of analysis: one score's history and every conversation about it. Versions are indexed
// once for the group; a worker thread or the main thread runs the same function. A packed
// conversation is unpacked only when its turn comes.
import type { ProcedurePolicy, ScoreHistory } from "../bundle/bundle.ts";
import { unpackConversation, type HeldConversation } from "../bundle/packed-conversation.ts";
import { parseHistory, type HistorySource } from "../bundle/read-bundle.ts";
import type { Extractor } from "../claims/extract.ts";
import type { DiffChange } from "../score-history/diff.ts";
import type { Conversation, Problem } from "../transcripts/conversation.ts";
import { formatAt } from "../transcripts/source-loc.ts";
import type { ToolKindConfig } from "../transcripts/tool-kinds.ts";
import { analyzeConversation, type ConversationAnalysis } from "./analyze-conversation.ts";
import { VersionStore } from "../conversation-context/versions.ts";

export interface AnalysisSettings {
  extractor: Extractor;
  policy: ProcedurePolicy | null;
  toolKinds?: ToolKindConfig;
}

export interface ScoreGroup<H, C = Conversation> {
  /** null: conversations linked to no score in the bundle. */
  history: H | null;
  conversations: C[];
}

/** What a saved version changed from the version parsed before it (null for the first). */
export interface VersionChanges {
  version: number;
  bars: number;
  changes: DiffChange[] | null;
}

export async function analyzeGroup(
  group: ScoreGroup<ScoreHistory, HeldConversation>,
  settings: AnalysisSettings,
  onConversation?: () => void,
  problems: Problem[] = [],
  store: VersionStore | null = group.history ? new VersionStore(group.history) : null,
): Promise<ConversationAnalysis[]> {
  // What the score readers read past (bytes that are not UTF-8) is a problem of the version's file.
  for (const v of group.history?.versions ?? []) problems.push(...(v.score.warnings ?? []));
  const out: ConversationAnalysis[] = [];
  for (const c of group.conversations) {
    const conversation = unpackConversation(c);
    try {
      out.push(await analyzeConversation(conversation, store, settings));
    } catch (err) {
      // One conversation the detectors cannot take is a problem of its file; the others go on.
      const where = formatAt(conversation.at);
      const reason = err instanceof Error ? err.message : String(err);
      problems.push({
        file: conversation.at.file,
        ...(where ? { at: where } : {}),
        message: `conversation "${conversation.id}" could not be analysed (${reason})`,
      });
    }
    onConversation?.();
  }
  return out;
}

/** A group whose versions are still bytes: parse each once, then analyse. Also what each version
 * changed, from the diffs the detectors computed (memoised), for a store of the versions. */
export async function analyzeFileGroup(
  group: ScoreGroup<HistorySource, HeldConversation>,
  settings: AnalysisSettings,
  onConversation?: () => void,
): Promise<{ analyses: ConversationAnalysis[]; problems: Problem[]; versions: VersionChanges[] }> {
  const problems: Problem[] = [];
  const history = group.history ? parseHistory(group.history, problems) : null;
  const store = history ? new VersionStore(history) : null;
  const analyses = await analyzeGroup(
    { history, conversations: group.conversations },
    settings,
    onConversation,
    problems,
    store,
  );
  const versions = (store?.views ?? []).map((view, i, views) => ({
    version: view.version,
    bars: view.source.score.bars.length,
    changes: i === 0 ? null : store!.diff(views[i - 1]!, view),
  }));
  return { analyses, problems, versions };
}

/** Conversations grouped by the score they are linked to, in bundle order; unlinked ones last. */
export function groupByScore<H extends { scoreId: string }, C extends { scoreId: string | null }>(
  histories: H[],
  conversations: C[],
): ScoreGroup<H, C>[] {
  const groups = new Map<string | null, ScoreGroup<H, C>>(
    histories.map((h) => [h.scoreId, { history: h, conversations: [] }]),
  );
  const unlinked: ScoreGroup<H, C> = { history: null, conversations: [] };
  for (const c of conversations)
    ((c.scoreId !== null && groups.get(c.scoreId)) || unlinked).conversations.push(c);
  return [...groups.values(), unlinked].filter((g) => g.conversations.length > 0);
}
