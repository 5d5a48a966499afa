// An ingest's last step: the versions no changed conversation spoke of, then the bundle recorded —
// last, so an ingest killed anywhere before is completed by the next — and the figures and
// incidents' saved searches brought up to date.
import { chunks, IDS_PER_QUERY } from "../chunks.ts";
import type { IngestSummary } from "../contracts/ingest-summary.ts";
import type { Db } from "../db/client.ts";
import { json, type PrismaClient } from "../db/db-client.ts";
import { applySavedSearches } from "../db/incidents/add-by-search.ts";
import { refreshStatistics } from "../db/statistics/refresh-statistics.ts";
import type { Problem } from "../transcripts/conversation.ts";
import type { IngestPlan } from "./ingest-plan.ts";
import type { IngestWriter } from "./ingest-writer.ts";

async function bundleTotals(prisma: PrismaClient, ids: string[]): Promise<{ claims: number; flags: number }> {
  let claims = 0;
  let flags = 0;
  for (const chunk of chunks(ids, IDS_PER_QUERY)) {
    const where = { active: true, conversationId: { in: chunk } };
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

/** The summary of the bundle with this hash if it was ingested before, else null. */
export async function alreadyIngested(db: Db, hash: string): Promise<IngestSummary | null> {
  const { prisma } = db;
  const before = await prisma.bundle.findUnique({ where: { contentHash: hash } });
  if (!before) return null;
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

/** `jobProblems`: what the queued analysis jobs met, once they have ended. */
export async function finishIngest(
  db: Db,
  plan: IngestPlan,
  writer: IngestWriter,
  jobProblems: readonly Problem[],
): Promise<IngestSummary> {
  const { prisma } = db;
  await writer.storeVersions(writer.takeRest());
  const ids = plan.files.conversations.map((c) => c.id);
  await prisma.$transaction(async (tx) => {
    // Conversations unchanged since an earlier bundle now belong to this one too.
    for (const chunk of chunks(ids, IDS_PER_QUERY))
      await tx.conversation.updateMany({ where: { id: { in: chunk } }, data: { bundleId: writer.bundleId } });
    await tx.bundle.create({
      data: {
        id: writer.bundleId,
        source: plan.path,
        name: plan.files.name,
        contentHash: plan.hash,
        labels: json(plan.files.labels),
        policy: plan.files.policy ? json(plan.files.policy) : undefined,
        conversations: plan.files.conversations.length,
        versions: writer.totalVersions,
        files: {
          create: [...plan.fileHashes]
            .filter(([file]) => file.startsWith("chats/"))
            .map(([file, sha]) => ({ path: file, contentHash: sha })),
        },
      },
    });
    await tx.analysisRun.update({ where: { id: writer.analysisRunId }, data: { finishedAt: new Date() } });
  });
  if (plan.changed.length > 0) {
    await refreshStatistics(db);
    // Incidents' saved searches take in the new and changed conversations they match.
    await applySavedSearches(db);
  }
  return {
    conversations: plan.counts,
    versions: writer.versions,
    ...(await bundleTotals(prisma, ids)),
    problems: dedupe([...writer.problems, ...jobProblems]),
    alreadyIngestedAt: null,
  };
}
