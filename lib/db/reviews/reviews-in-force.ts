// The decision in force on each of some flags or claims: the newest review of each.
import type { Verdict } from "../../claims/claim.ts";
import type { ReviewView } from "../api-types.ts";
import type { DbClient } from "../db-client.ts";

export type ReviewTarget = "flag" | "claim";

export async function reviewsInForce(
  prisma: DbClient,
  targetType: ReviewTarget,
  ids: readonly string[],
): Promise<Map<string, ReviewView>> {
  const out = new Map<string, ReviewView>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await prisma.review.findMany({
      where: { targetType, targetId: { in: ids.slice(i, i + 500) } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      include: { user: { select: { name: true } } },
    });
    for (const r of rows)
      if (!out.has(r.targetId))
        out.set(r.targetId, {
          id: r.id,
          decision: r.decision,
          verdict: (r.verdict as Verdict | null) ?? null,
          note: r.note,
          by: r.user.name,
          at: r.createdAt.toISOString(),
        });
  }
  return out;
}
