// `barline ingest`: a bundle into the database. Idempotent by content: a bundle already ingested
// with the same bytes is not read again; otherwise only conversations whose content (or whose
// score's versions, or the engine) changed are analysed and stored, and only versions whose bytes
// changed are stored. Versions are stored before the conversations that cite them, each whole or
// not at all, and the bundle is recorded last: an ingest killed anywhere is completed by the next.
import { createHash, randomUUID } from "node:crypto";
import { availableParallelism } from "node:os";
import { analyzeBundleGroups, warningsOf } from "../../analysis/analyze-bundle.ts";
import type { VersionChanges } from "../../analysis/analyze-group.ts";
import type { Analysed } from "../../analysis/pool.ts";
import { unpackConversation, type PackedConversation } from "../../bundle/packed-conversation.ts";
import { readBundleSources, type BundleSources, type HistorySource } from "../../bundle/read-bundle.ts";
import { chooseExtractor } from "../../claims/extract.ts";
import type { Problem } from "../../transcripts/conversation.ts";
import { storeConversations, type StoredAnalysis } from "../conversations/store-conversations.ts";
import type { Db } from "../client.ts";
import { json, type PrismaClient } from "../db-client.ts";
import { ENGINE_VERSION } from "../engine.ts";
import { storeHistories } from "../scores/store-history.ts";
import { refreshStatistics } from "../statistics/refresh-statistics.ts";
import { applySavedSearches } from "../incidents/add-by-search.ts";
import { hashBundle } from "./hash-bundle.ts";
import { drainJobs } from "../jobs/drain-jobs.ts";
import { enqueueJob } from "../jobs/queue.ts";
import type { AnalysisJobInput } from "../jobs/run-analysis-job.ts";
import { turnCount } from "../../transcripts/turns.ts";

export interface IngestSummary {
  conversations: { new: number; updated: number; unchanged: number };
  versions: { new: number; unchanged: number };
  claims: number;
  flags: number;
  problems: Problem[];
  /** Set when the same bytes were ingested before: nothing was read or stored. */
  alreadyIngestedAt: string | null;
}

export type IngestPhase = "read" | "versions" | "analyse" | "store";

export interface IngestOptions {
  extractor?: "rules" | "claude";
  /** Worker threads for the analysis; default one per core for 100 conversations or more. */
  workers?: number;
  onProgress?: (phase: IngestPhase, done: number, total: number) => void;
  /** Queue the analysis for workers (default on PostgreSQL). An ingest that is itself a queued job
   * (an upload) analyses in its own process instead of queueing jobs within its job. */
  queue?: boolean;
}

/** Conversations per transaction: each is stored whole or not at all, and fewer commits are faster. */
const BATCH = 50;
/** Conversations per queued analysis job: small enough that several workers share a bundle. */
const QUEUED_CHUNK = 200;
const LARGE = 100;
/** Conversations analysed but not yet stored before the worker threads wait for the store. */
const BACKLOG = 4 * BATCH;

/** What a conversation's analysis depends on besides the engine: its content and its score's versions. */
function contentHash(c: PackedConversation, scoreFingerprint: string): string {
  const { packedMessages: _packed, firstTimestamp: _first, messagesDigest, ...rest } = c;
  return createHash("sha256")
    .update(scoreFingerprint)
    .update("\u0000")
    .update(JSON.stringify(rest))
    .update(messagesDigest ?? "")
    .digest("hex");
}

/** The score's versions as the bundle's hash saw them (each file's sha256): not read again here. */
function fingerprint(
  h: HistorySource | undefined,
  policy: unknown,
  fileHashes: ReadonlyMap<string, string>,
): string {
  const hash = createHash("sha256").update(JSON.stringify(policy ?? null));
  for (const v of h?.versions ?? [])
    hash.update(
      `${v.version}\u0000${v.file}\u0000${v.savedAt}\u0000${JSON.stringify(v.link)}\u0000${fileHashes.get(v.file)}\u0000`,
    );
  return hash.digest("hex");
}

/** For each stored conversation: its content hash, and whether this engine and extractor analysed it. */
async function existingAnalyses(
  prisma: PrismaClient,
  ids: string[],
  extractor: string,
): Promise<Map<string, { contentHash: string; current: boolean }>> {
  const out = new Map<string, { contentHash: string; current: boolean }>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await prisma.conversation.findMany({
      where: { id: { in: ids.slice(i, i + 500) } },
      select: {
        id: true,
        contentHash: true,
        analysisRun: { select: { engineVersion: true, extractor: true } },
      },
    });
    for (const r of rows)
      out.set(r.id, {
        contentHash: r.contentHash,
        current: r.analysisRun?.engineVersion === ENGINE_VERSION && r.analysisRun.extractor === extractor,
      });
  }
  return out;
}

async function bundleTotals(prisma: PrismaClient, ids: string[]): Promise<{ claims: number; flags: number }> {
  let claims = 0;
  let flags = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const where = { active: true, conversationId: { in: ids.slice(i, i + 500) } };
    claims += await prisma.claim.count({ where });
    flags += await prisma.flag.count({ where });
  }
  return { claims, flags };
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const k = `${p.file}\u0000${p.at ?? ""}\u0000${p.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Throws ReadError when the bundle cannot be opened at all; anything less is a problem in the summary. */
export async function ingestBundle(
  db: Db,
  path: string,
  options: IngestOptions = {},
): Promise<IngestSummary> {
  const { prisma } = db;
  const { hash, files: fileHashes } = await hashBundle(path);
  const before = await prisma.bundle.findUnique({ where: { contentHash: hash } });
  if (before) {
    const ids = (
      await prisma.conversation.findMany({ where: { bundleId: before.id }, select: { id: true } })
    ).map((c) => c.id);
    return {
      conversations: { new: 0, updated: 0, unchanged: before.conversations },
      versions: { new: 0, unchanged: before.versions },
      ...(await bundleTotals(prisma, ids)),
      problems: [],
      alreadyIngestedAt: before.ingestedAt.toISOString(),
    };
  }

  const progress = options.onProgress;
  const files: BundleSources = await readBundleSources(path, {
    digests: true,
    workers: options.workers ?? availableParallelism(),
    onProgress: (done, total) => progress?.("read", done, total),
  });
  const problems: Problem[] = [...files.problems];
  const extractor = chooseExtractor({ extractor: options.extractor });

  const histories = new Map(files.histories.map((h) => [h.scoreId, h]));
  const prints = new Map<string, string>();
  const hashes = new Map<string, string>();
  for (const c of files.conversations) {
    const key = c.scoreId ?? "";
    let print = prints.get(key);
    if (print === undefined) {
      print = fingerprint(
        c.scoreId === null ? undefined : histories.get(c.scoreId),
        files.policy,
        fileHashes,
      );
      prints.set(key, print);
    }
    hashes.set(c.id, contentHash(c, print));
  }
  const existing = await existingAnalyses(prisma, [...hashes.keys()], extractor.name);
  // Grouped by score, so each chunk's versions are read once for all their conversations.
  const changed = files.conversations
    .filter((c) => {
      const e = existing.get(c.id);
      return !e || !e.current || e.contentHash !== hashes.get(c.id);
    })
    .sort((a, b) => (a.scoreId ?? "\uffff").localeCompare(b.scoreId ?? "\uffff"));
  const counts = {
    new: changed.filter((c) => !existing.has(c.id)).length,
    updated: changed.filter((c) => existing.has(c.id)).length,
    unchanged: files.conversations.length - changed.length,
  };

  const run = await prisma.analysisRun.create({
    data: { engineVersion: ENGINE_VERSION, extractor: extractor.name },
  });
  const bundleId = randomUUID();
  const ctx = { provider: db.provider, bundleId, analysisRunId: run.id, images: files.images };
  const versions = { new: 0, unchanged: 0 };
  const totalVersions = files.histories.reduce((n, h) => n + h.versions.length, 0);
  const storeVersions = async (hs: HistorySource[], parsed?: ReadonlyMap<string, VersionChanges[]>) => {
    const stored = await storeHistories(db, hs, problems, parsed);
    versions.new += stored.new;
    versions.unchanged += stored.unchanged;
    progress?.("versions", versions.new + versions.unchanged, totalVersions);
  };
  const pending = new Set(files.histories.map((h) => h.scoreId));
  let analysed = 0;
  let storedCount = 0;
  // On PostgreSQL the analysis is queued, chunk by chunk, for this process and any `barline worker`.
  const queued = options.queue ?? db.provider === "postgresql";
  const jobIds: string[] = [];
  if (queued) {
    for (let i = 0; i < changed.length; i += QUEUED_CHUNK) {
      const chunk = changed.slice(i, i + QUEUED_CHUNK);
      const chunkHistories = [
        ...new Set(chunk.flatMap((c) => (c.scoreId !== null && histories.has(c.scoreId) ? [c.scoreId] : []))),
      ].map((id) => histories.get(id)!);
      const unstored = chunkHistories.filter((h) => pending.delete(h.scoreId));
      for (let j = 0; j < unstored.length; j += BATCH) await storeVersions(unstored.slice(j, j + BATCH));
      // Stored unanalysed (no analysis run): a killed ingest's next run queues them again.
      for (let j = 0; j < chunk.length; j += BATCH) {
        const batch = chunk.slice(j, j + BATCH).map((packed) => {
          const conversation = unpackConversation(packed);
          return {
            analysis: {
              conversation,
              turns: turnCount(conversation.messages),
              claims: [],
              flags: [],
              warnings: [],
              otherBlocks: 0,
            },
            contentHash: hashes.get(conversation.id)!,
            replaces: existing.has(conversation.id),
          };
        });
        await storeConversations(prisma, batch, { ...ctx, analysisRunId: null });
        storedCount += batch.length;
        progress?.("store", storedCount, changed.length);
      }
      const input: AnalysisJobInput = {
        conversationIds: chunk.map((c) => c.id),
        extractor: extractor.name === "claude" ? "claude" : "rules",
        analysisRunId: run.id,
        policy: files.policy,
      };
      const job = await prisma.job.create({
        data: { kind: "analyse", state: "queued", input: JSON.stringify(input), problems: json([]) },
      });
      await enqueueJob(db, job.id);
      jobIds.push(job.id);
    }
    problems.push(...(await drainJobs(db, jobIds, (done, total) => progress?.("analyse", done, total))));
  } else {
    // One pool of worker threads over every changed conversation's score group; this thread stores
    // each group's versions (as the analysis parsed and diffed them) and then its conversations, a
    // batch at a time, while the workers go on with the next groups.
    const waiting: {
      analyses: Analysed<PackedConversation>[];
      history: HistorySource | null;
      versions: VersionChanges[];
    }[] = [];
    let unscheduled = 0;
    let unstored = 0;
    let storing = Promise.resolve();
    const store = async () => {
      const groups = waiting.splice(0);
      const parsed = new Map<string, VersionChanges[]>();
      const hs: HistorySource[] = [];
      for (const g of groups)
        if (g.history && pending.delete(g.history.scoreId)) {
          hs.push(g.history);
          parsed.set(g.history.scoreId, g.versions);
        }
      for (let j = 0; j < hs.length; j += BATCH) await storeVersions(hs.slice(j, j + BATCH), parsed);
      const analyses = groups.flatMap((g) => g.analyses);
      for (let j = 0; j < analyses.length; j += BATCH) {
        const batch: StoredAnalysis[] = analyses.slice(j, j + BATCH).map((analysis) => ({
          analysis: { ...analysis, conversation: unpackConversation(analysis.conversation) },
          contentHash: hashes.get(analysis.conversation.id)!,
          replaces: existing.has(analysis.conversation.id),
        }));
        await storeConversations(prisma, batch, ctx);
        storedCount += batch.length;
        unstored -= batch.length;
        progress?.("store", storedCount, changed.length);
      }
    };
    const changedHistories = [
      ...new Set(changed.flatMap((c) => (c.scoreId !== null ? [c.scoreId] : []))),
    ].flatMap((id) => histories.get(id) ?? []);
    await analyzeBundleGroups(
      { ...files, conversations: changed, histories: changedHistories, problems: [] },
      {
        extractor,
        workers: options.workers ?? (changed.length >= LARGE ? availableParallelism() : 1),
        onConversation: () => progress?.("analyse", ++analysed, changed.length),
      },
      (result, group) => {
        problems.push(...result.problems, ...result.analyses.flatMap(warningsOf));
        waiting.push({ analyses: result.analyses, history: group.history, versions: result.versions });
        unscheduled += result.analyses.length;
        unstored += result.analyses.length;
        // Stored one after another, so a batch's versions and conversations commit in order.
        if (unscheduled >= BATCH) {
          unscheduled = 0;
          storing = storing.then(store);
        }
        // The workers go on while this thread stores, unless it falls far behind them.
        return unstored >= BACKLOG ? storing : undefined;
      },
    );
    await (storing = storing.then(store));
  }
  // Scores no changed conversation speaks of still have their versions stored.
  const rest = files.histories.filter((h) => pending.has(h.scoreId));
  for (let j = 0; j < rest.length; j += BATCH) await storeVersions(rest.slice(j, j + BATCH));

  const ids = files.conversations.map((c) => c.id);
  await prisma.$transaction(async (tx) => {
    // Conversations unchanged since an earlier bundle now belong to this one too.
    for (let i = 0; i < ids.length; i += 500)
      await tx.conversation.updateMany({ where: { id: { in: ids.slice(i, i + 500) } }, data: { bundleId } });
    await tx.bundle.create({
      data: {
        id: bundleId,
        source: path,
        name: files.name,
        contentHash: hash,
        labels: json(files.labels),
        policy: files.policy ? json(files.policy) : undefined,
        conversations: files.conversations.length,
        versions: totalVersions,
        files: {
          create: [...fileHashes]
            .filter(([file]) => file.startsWith("chats/"))
            .map(([file, sha]) => ({ path: file, contentHash: sha })),
        },
      },
    });
    await tx.analysisRun.update({ where: { id: run.id }, data: { finishedAt: new Date() } });
  });
  if (changed.length > 0) {
    await refreshStatistics(db);
    // Incidents' saved searches take in the new and changed conversations they match.
    await applySavedSearches(db);
  }

  return {
    conversations: counts,
    versions,
    ...(await bundleTotals(prisma, ids)),
    problems: dedupe(problems),
    alreadyIngestedAt: null,
  };
}
