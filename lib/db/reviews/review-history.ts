// GET /api/reviews?target=flag:<id>|claim:<id>: every decision on a flag or claim, newest first (the
// first is the one in force).
import type { Verdict } from "../../claims/claim.ts";
import type { ReviewView } from "../../contract/api-types.ts";
import type { Db } from "../client.ts";
import { AppError } from "../../errors/app-error.ts";
import type { ReviewTarget } from "./reviews-in-force.ts";

export async function reviewHistory(
  db: Db,
  targetType: ReviewTarget,
  targetId: string,
): Promise<ReviewView[]> {
  const exists =
    targetType === "flag"
      ? await db.prisma.flag.count({ where: { id: targetId } })
      : await db.prisma.claim.count({ where: { id: targetId } });
  if (!exists) throw new AppError("not-found", `no ${targetType} "${targetId}"`);
  const rows = await db.prisma.review.findMany({
    where: { targetType, targetId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: { user: { select: { name: true } } },
  });
  return rows.map((r) => ({
    id: r.id,
    decision: r.decision,
    verdict: (r.verdict as Verdict | null) ?? null,
    note: r.note,
    by: r.user.name,
    at: r.createdAt.toISOString(),
  }));
}
