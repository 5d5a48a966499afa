// The newest decision on every reviewed target of a type, with when it was made: what precision and
// the contested findings are computed from.
import type { Db } from "../client.ts";
import type { ReviewTarget } from "./reviews-in-force.ts";
import { chunks, IDS_PER_QUERY } from "../../chunks.ts";

export interface DecisionInForce {
  targetId: string;
  decision: string;
  verdict: string | null;
  at: Date;
  userId: string;
}

export async function decisionsInForce(
  db: Db,
  targetType: ReviewTarget,
): Promise<Map<string, DecisionInForce>> {
  const rows = await db.prisma.review.findMany({
    where: { targetType },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { targetId: true, decision: true, verdict: true, createdAt: true, userId: true },
  });
  const out = new Map<string, DecisionInForce>();
  for (const r of rows)
    if (!out.has(r.targetId))
      out.set(r.targetId, {
        targetId: r.targetId,
        decision: r.decision,
        verdict: r.verdict,
        at: r.createdAt,
        userId: r.userId,
      });
  return out;
}

/** Runs `body` over `ids` 500 at a time (under every database's limit on bound parameters). */
export async function inChunks<T>(
  ids: readonly string[],
  body: (chunk: string[]) => Promise<T[]>,
): Promise<T[]> {
  const out: T[] = [];
  for (const chunk of chunks(ids, IDS_PER_QUERY)) out.push(...(await body(chunk)));
  return out;
}
