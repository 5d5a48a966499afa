// A bundle → the report: every conversation analysed against its score's versions, each version
// indexed once and shared by all the conversations about that score. Read whole (`analyzeBundle`);
// from its files with the versions parsed where they are analysed, in worker threads when asked
// (`analyzeBundleFiles`); or as held for analysis, the report written a conversation at a time as
// the groups are done (`writeBundleReport`), so a large bundle's report is never whole in memory.
import type { Bundle } from "../bundle/bundle.ts";
import { startOf, type HeldConversation, type PackedConversation } from "../bundle/packed-conversation.ts";
import type { BundleSources, HistorySource } from "../bundle/read-bundle.ts";
import type { Extractor } from "../claims/extract.ts";
import { reportClaim, type Report, type ReportConversation } from "../report/report.ts";
import type { Problem } from "../transcripts/conversation.ts";
import type { ToolKindConfig } from "../transcripts/tool-kinds.ts";
import type { ConversationAnalysis } from "./analyze-conversation.ts";
import { analyzeFileGroup, analyzeGroup, groupByScore, type ScoreGroup } from "./analyze-group.ts";
import { analyzeInWorkers, type Analysed, type GroupResult } from "./pool.ts";

export interface AnalyzeOptions {
  extractor: Extractor;
  toolKinds?: ToolKindConfig;
  /** Called after each conversation, for progress bars. */
  onConversation?: (done: number, total: number) => void;
  now?: () => Date;
}

type FileOptions = AnalyzeOptions & { workers: number };

/** A bundle as analysis takes it: versions as files, conversations whole or packed. */
type HeldBundle<C> = Pick<BundleSources, "source" | "policy" | "problems" | "histories"> & {
  conversations: C[];
};

export async function analyzeBundle(
  bundle: Bundle,
  options: AnalyzeOptions,
): Promise<{ report: Report; analyses: ConversationAnalysis[] }> {
  const settings = { extractor: options.extractor, policy: bundle.policy, toolKinds: options.toolKinds };
  const tick = ticker(bundle.conversations.length, options.onConversation);
  const analyses: ConversationAnalysis[] = [];
  for (const group of groupByScore(bundle.scores, bundle.conversations))
    analyses.push(...(await analyzeGroup(group, settings, tick, bundle.problems)));
  return assemble(bundle, bundle.problems, analyses, options);
}

/** The analyses keep each conversation as it was given: packed conversations stay packed. */
export async function analyzeBundleFiles<C extends HeldConversation>(
  files: HeldBundle<C>,
  options: FileOptions,
): Promise<{ report: Report; analyses: Analysed<C>[] }> {
  const analyses: Analysed<C>[] = [];
  const groups = groupByScore(files.histories, files.conversations);
  const parsing = await analyzeGroups(files, groups, options, (r) => {
    analyses.push(...r.analyses);
  });
  return assemble(files, [...files.problems, ...parsing.flat()], analyses, options);
}

/**
 * Writes the report's conversations in bundle order, each as soon as it and those before it are
 * analysed, and returns the report's problems, known only at the end: the bundle's, those met
 * parsing versions, and the extractor's warnings.
 */
export async function writeBundleReport(
  files: BundleSources,
  options: FileOptions,
  write: (c: ReportConversation) => void,
): Promise<Problem[]> {
  const position = new Map(files.conversations.map((c, i) => [c.id, i]));
  const first = (g: ScoreGroup<HistorySource, PackedConversation>) => position.get(g.conversations[0]!.id)!;
  // Analysed in the order their conversations come in the bundle, so few wait to be written.
  const groups = groupByScore(files.histories, files.conversations);
  const order = groups.map((_, i) => i).sort((a, b) => first(groups[a]!) - first(groups[b]!));
  const ordered = order.map((i) => groups[i]!);
  // null: a conversation that could not be analysed (a problem of its file), which those after it
  // must not wait for.
  const waiting = new Map<number, Analysed<PackedConversation> | null>();
  const warnings: Problem[] = [];
  let next = 0;
  const parsing = await analyzeGroups(files, ordered, options, (r) => {
    const analysed = new Map(r.analyses.map((a) => [a.conversation.id, a]));
    for (const c of ordered[r.index]!.conversations)
      waiting.set(position.get(c.id)!, analysed.get(c.id) ?? null);
    for (let a = waiting.get(next); a !== undefined; a = waiting.get(++next)) {
      waiting.delete(next);
      if (!a) continue;
      warnings.push(...warningsOf(a));
      write(toReport(a));
    }
  });
  // Problems met parsing versions, in the order of the bundle's score histories.
  const byHistory: Problem[][] = [];
  order.forEach((g, i) => (byHistory[g] = parsing[i] ?? []));
  return [...files.problems, ...byHistory.flat(), ...warnings];
}

/**
 * The bundle's score groups analysed one by one, each handed to `take` with its group as it is done
 * (in worker threads, in the order they finish): for a caller that stores results as they come, so
 * the worker threads go on while it stores. A group's worker is given more work only once `take`'s
 * promise settles, so results never pile up faster than they are taken.
 */
export async function analyzeBundleGroups<C extends HeldConversation>(
  files: HeldBundle<C>,
  options: FileOptions,
  take: (result: GroupResult<C>, group: ScoreGroup<HistorySource, C>) => void | Promise<void>,
): Promise<void> {
  const groups = groupByScore(files.histories, files.conversations);
  await analyzeGroups(files, groups, options, (r) => take(r, groups[r.index]!));
}

/**
 * Analyses the groups, in worker threads when asked, handing each group's analyses to `take` as it
 * is done; returns the problems met parsing each group's versions, by the group's place.
 */
async function analyzeGroups<C extends HeldConversation>(
  files: HeldBundle<C>,
  groups: ScoreGroup<HistorySource, C>[],
  options: FileOptions,
  take: (result: GroupResult<C>) => void | Promise<void>,
): Promise<Problem[][]> {
  const tick = ticker(files.conversations.length, options.onConversation);
  const problems: Problem[][] = [];
  const done = (r: GroupResult<C>) => {
    problems[r.index] = r.problems;
    return take(r);
  };
  if (options.workers > 1 && groups.length > 1) {
    await analyzeInWorkers(
      groups,
      { extractor: options.extractor.name, policy: files.policy, toolKinds: options.toolKinds },
      options.workers,
      tick,
      done,
    );
  } else {
    const settings = { extractor: options.extractor, policy: files.policy, toolKinds: options.toolKinds };
    for (const [index, group] of groups.entries()) {
      const d = await analyzeFileGroup(group, settings, tick);
      // Each keeps the conversation as it was given (one that could not be analysed has none).
      const given = new Map(group.conversations.map((c) => [c.id, c]));
      const analyses = d.analyses.map((a) => ({ ...a, conversation: given.get(a.conversation.id)! }));
      await done({ index, analyses, problems: d.problems, versions: d.versions });
    }
  }
  return problems;
}

function ticker(total: number, report?: (done: number, total: number) => void): () => void {
  let done = 0;
  return () => report?.(++done, total);
}

/** The extractor's warnings about one conversation, as problems of its file. */
export function warningsOf(a: Analysed<HeldConversation>): Problem[] {
  return [...new Set(a.warnings)].map((message) => ({ file: a.conversation.at.file, message }));
}

/** The report, with conversations in bundle order and the extractor's warnings as problems. */
function assemble<C extends HeldConversation>(
  bundle: { source: string; conversations: readonly HeldConversation[] },
  problems: Problem[],
  analyses: Analysed<C>[],
  options: AnalyzeOptions,
): { report: Report; analyses: Analysed<C>[] } {
  const byId = new Map(analyses.map((a) => [a.conversation.id, a]));
  const ordered = bundle.conversations.flatMap((c) => byId.get(c.id) ?? []);
  const report: Report = {
    bundle: bundle.source,
    generatedAt: (options.now?.() ?? new Date()).toISOString(),
    problems: [...problems, ...ordered.flatMap(warningsOf)],
    conversations: ordered.map(toReport),
  };
  return { report, analyses: ordered };
}

function toReport(a: Analysed<HeldConversation>): ReportConversation {
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
    startedAt: startOf(c),
    otherBlocks: a.otherBlocks,
  };
}
