// POST /api/flags/{id}/review: a decision on a flag, kept with who and when. A later decision
// supersedes an earlier one; both stay. The review and its audit entry are one transaction.
import type { ReviewView } from "../api-types.ts";
import type { Db } from "../client.ts";
import { NotFoundError } from "../errors.ts";

export type FlagDecision = "confirmed" | "dismissed";

export async function reviewFlag(
  db: Db,
  input: { flagId: string; decision: FlagDecision; note: string; userId: string; meetingId?: string },
): Promise<ReviewView> {
  return db.prisma.$transaction(async (tx) => {
    const flag = await tx.flag.findUnique({ where: { id: input.flagId }, select: { id: true } });
    if (!flag) throw new NotFoundError(`no flag "${input.flagId}"`);
    const r = await tx.review.create({
      data: {
        targetType: "flag",
        targetId: input.flagId,
        decision: input.decision,
        note: input.note,
        userId: input.userId,
        meetingId: input.meetingId ?? null,
      },
      include: { user: { select: { name: true } } },
    });
    await tx.auditLog.create({
      data: {
        userId: input.userId,
        action: "review-flag",
        target: input.flagId,
        detail: { decision: input.decision, note: input.note },
      },
    });
    return {
      id: r.id,
      decision: r.decision,
      verdict: null,
      note: r.note,
      by: r.user.name,
      at: r.createdAt.toISOString(),
    };
  });
}
