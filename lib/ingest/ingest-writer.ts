// What an ingest stores as it goes, whether it analyses in this process or queues the analysis:
// each score's versions once, before the conversations that cite them, and conversations a batch
// (one transaction) at a time — with the counts and problems its summary reports.
import { randomUUID } from "node:crypto";
import type { VersionChanges } from "../analysis/analyze-group.ts";
import type { HistorySource } from "../bundle/read-bundle.ts";
import { chunks } from "../chunks.ts";
import type { Db } from "../db/client.ts";
import { storeConversations, type StoredAnalysis } from "../db/conversations/store-conversations.ts";
import { storeHistories } from "../db/scores/store-history.ts";
import type { Problem } from "../transcripts/conversation.ts";
import type { IngestOptions } from "./ingest-options.ts";
import type { IngestPlan } from "./ingest-plan.ts";

/** Conversations (or scores) per transaction: each stored whole or not at all; fewer commits are faster. */
export const BATCH = 50;

export class IngestWriter {
  readonly bundleId = randomUUID();
  readonly problems: Problem[];
  readonly versions = { new: 0, unchanged: 0 };
  readonly totalVersions: number;
  /** Scores whose versions are not stored yet. */
  private readonly unstored: Set<string>;
  private storedConversations = 0;

  constructor(
    private readonly db: Db,
    private readonly plan: IngestPlan,
    readonly analysisRunId: string,
    private readonly progress: IngestOptions["onProgress"],
  ) {
    this.problems = [...plan.files.problems];
    this.unstored = new Set(plan.files.histories.map((h) => h.scoreId));
    this.totalVersions = plan.files.histories.reduce((n, h) => n + h.versions.length, 0);
  }

  /** Of these scores' histories, those not stored yet — taken: the caller stores them. */
  take(histories: readonly HistorySource[]): HistorySource[] {
    return histories.filter((h) => this.unstored.delete(h.scoreId));
  }

  /** The histories no stored conversation spoke of, taken. */
  takeRest(): HistorySource[] {
    return this.take(this.plan.files.histories);
  }

  async storeVersions(
    histories: readonly HistorySource[],
    parsed?: ReadonlyMap<string, VersionChanges[]>,
  ): Promise<void> {
    for (const batch of chunks(histories, BATCH)) {
      const stored = await storeHistories(this.db, batch, this.problems, parsed);
      this.versions.new += stored.new;
      this.versions.unchanged += stored.unchanged;
      this.progress?.("versions", this.versions.new + this.versions.unchanged, this.totalVersions);
    }
  }

  /** `analysed` false: stored before their analysis, which a queued job does (no analysis run yet). */
  async storeAnalyses(analyses: readonly StoredAnalysis[], analysed: boolean): Promise<void> {
    const ctx = {
      provider: this.db.provider,
      bundleId: this.bundleId,
      analysisRunId: analysed ? this.analysisRunId : null,
      images: this.plan.files.images,
    };
    for (const batch of chunks(analyses, BATCH)) {
      await storeConversations(this.db.prisma, batch, ctx);
      this.storedConversations += batch.length;
      this.progress?.("store", this.storedConversations, this.plan.changed.length);
    }
  }

  /** The conversation's row as stored: its content hash, and whether it replaces an earlier one. */
  rowOf(id: string): { contentHash: string; replaces: boolean } {
    return { contentHash: this.plan.contentHashes.get(id)!, replaces: this.plan.existing.has(id) };
  }
}
