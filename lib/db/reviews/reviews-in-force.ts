// The decision in force on each of some flags and claims: the newest review of each. Flags and
// claims are asked for together, one query (and one for the reviewers' names, when there are
// reviews: most findings have none), as a conversation or a meeting shows both.
import type { Verdict } from "../../claims/claim.ts";
import type { ReviewView } from "../api-types.ts";
import type { DbClient } from "../db-client.ts";

export type ReviewTarget = "flag" | "claim";

// Ids per query, well under every database's limit on bound parameters.
const CHUNK = 500;

export async function reviewsInForce(
  prisma: DbClient,
  ids: Record<ReviewTarget, readonly string[]>,
): Promise<Record<ReviewTarget, Map<string, ReviewView>>> {
  const out = { flag: new Map<string, ReviewView>(), claim: new Map<string, ReviewView>() };
  const wanted = (["flag", "claim"] as const).flatMap((targetType) =>
    ids[targetType].map((targetId) => ({ targetType, targetId })),
  );
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const chunk = wanted.slice(i, i + CHUNK);
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
    for (const r of rows) {
      const into = out[r.targetType as ReviewTarget];
      if (!into.has(r.targetId))
        into.set(r.targetId, {
          id: r.id,
          decision: r.decision,
          verdict: (r.verdict as Verdict | null) ?? null,
          note: r.note,
          by: names.get(r.userId) ?? r.userId,
          at: r.createdAt.toISOString(),
        });
    }
  }
  return out;
}

async function userNames(prisma: DbClient, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const users = await prisma.user.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, name: true },
  });
  return new Map(users.map((u) => [u.id, u.name]));
}
