// An ingest's plan: the bundle read, and which of its conversations need analysing — those whose
// content, score versions, engine or extractor changed since they were stored.
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import type { PackedConversation } from "../bundle/packed-conversation.ts";
import { readBundleSources, type BundleSources, type HistorySource } from "../bundle/read-bundle.ts";
import { chooseExtractor, type Extractor } from "../claims/extract.ts";
import { chunks, IDS_PER_QUERY } from "../chunks.ts";
import type { IngestSummary } from "../contracts/ingest-summary.ts";
import type { Db } from "../db/client.ts";
import type { PrismaClient } from "../db/db-client.ts";
import { ENGINE_VERSION } from "../db/engine.ts";
import type { IngestOptions } from "./ingest-options.ts";

export interface IngestPlan {
  path: string;
  /** The bundle's hash and each file's, as `hashBundle` found them. */
  hash: string;
  fileHashes: ReadonlyMap<string, string>;
  files: BundleSources;
  extractor: Extractor;
  histories: ReadonlyMap<string, HistorySource>;
  /** Per conversation id: what its analysis depends on besides the engine. */
  contentHashes: ReadonlyMap<string, string>;
  /** The conversations stored before, by id. */
  existing: ReadonlyMap<string, { contentHash: string; current: boolean }>;
  /** The conversations to analyse and store, grouped by score. */
  changed: PackedConversation[];
  counts: IngestSummary["conversations"];
}

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
  for (const chunk of chunks(ids, IDS_PER_QUERY)) {
    const rows = await prisma.conversation.findMany({
      where: { id: { in: chunk } },
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

export async function planIngest(
  db: Db,
  path: string,
  bundle: { hash: string; files: ReadonlyMap<string, string> },
  options: IngestOptions,
): Promise<IngestPlan> {
  const files = await readBundleSources(path, {
    digests: true,
    workers: options.workers ?? availableParallelism(),
    onProgress: (done, total) => options.onProgress?.("read", done, total),
  });
  const extractor = chooseExtractor({ extractor: options.extractor });
  const histories = new Map(files.histories.map((h) => [h.scoreId, h]));
  const prints = new Map<string, string>();
  const contentHashes = new Map<string, string>();
  for (const c of files.conversations) {
    const key = c.scoreId ?? "";
    let print = prints.get(key);
    if (print === undefined) {
      print = fingerprint(
        c.scoreId === null ? undefined : histories.get(c.scoreId),
        files.policy,
        bundle.files,
      );
      prints.set(key, print);
    }
    contentHashes.set(c.id, contentHash(c, print));
  }
  const existing = await existingAnalyses(db.prisma, [...contentHashes.keys()], extractor.name);
  // Grouped by score, so each chunk's versions are read once for all their conversations.
  const changed = files.conversations
    .filter((c) => {
      const e = existing.get(c.id);
      return !e || !e.current || e.contentHash !== contentHashes.get(c.id);
    })
    .sort((a, b) => (a.scoreId ?? "\uffff").localeCompare(b.scoreId ?? "\uffff"));
  return {
    path,
    hash: bundle.hash,
    fileHashes: bundle.files,
    files,
    extractor,
    histories,
    contentHashes,
    existing,
    changed,
    counts: {
      new: changed.filter((c) => !existing.has(c.id)).length,
      updated: changed.filter((c) => existing.has(c.id)).length,
      unchanged: files.conversations.length - changed.length,
    },
  };
}
