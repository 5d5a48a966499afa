// The decision in force on each of some flags and claims: the newest review of each. Flags and
// claims are asked for together, one query (and one for the reviewers' names, when there are
// reviews: most findings have none), as a meeting shows both; a conversation's own are asked in one
// query of their own (reviews-of-conversation.ts).
import type { Verdict } from "../../claims/claim.ts";
import type { ReviewView } from "../../contracts/review-view.ts";
import type { DbClient } from "../db-client.ts";
import { chunks, IDS_PER_QUERY } from "../../chunks.ts";

export type ReviewTarget = "flag" | "claim";

export async function reviewsInForce(
  prisma: DbClient,
  ids: Record<ReviewTarget, readonly string[]>,
): Promise<Record<ReviewTarget, Map<string, ReviewView>>> {
  const out = { flag: new Map<string, ReviewView>(), claim: new Map<string, ReviewView>() };
  const wanted = (["flag", "claim"] as const).flatMap((targetType) =>
    ids[targetType].map((targetId) => ({ targetType, targetId })),
  );
  for (const chunk of chunks(wanted, IDS_PER_QUERY)) {
    const OR = (["flag", "claim"] as const).flatMap((targetType) => {
      const targetIds = chunk.filter((w) => w.targetType === targetType).map((w) => w.targetId);
      return targetIds.length > 0 ? [{ targetType, targetId: { in: targetIds } }] : [];
    });
    const rows = await prisma.review.findMany({
      where: { OR },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    const names = await userNames(
      prisma,
      rows.map((r) => r.userId),
    );
    keepNewest(
      rows.map((r) => ({ ...r, by: names.get(r.userId) ?? r.userId })),
      out,
    );
  }
  return out;
}

/** A review as read, with its reviewer's name (`by`). */
export interface ReviewRow {
  id: string;
  targetType: string;
  targetId: string;
  decision: string;
  verdict: string | null;
  note: string;
  by: string;
  createdAt: Date;
}

/** Into `out`, the first review of each finding: `rows` come newest first. */
export function keepNewest(rows: ReviewRow[], out: Record<ReviewTarget, Map<string, ReviewView>>): void {
  for (const r of rows) {
    const into = out[r.targetType as ReviewTarget];
    if (into && !into.has(r.targetId))
      into.set(r.targetId, {
        id: r.id,
        decision: r.decision,
        verdict: (r.verdict as Verdict | null) ?? null,
        note: r.note,
        by: r.by,
        at: r.createdAt.toISOString(),
      });
  }
}

async function userNames(prisma: DbClient, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const users = await prisma.user.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, name: true },
  });
  return new Map(users.map((u) => [u.id, u.name]));
}
