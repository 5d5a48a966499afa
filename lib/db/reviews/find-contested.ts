// GET /api/reviews/contested: after a re-analysis, the findings whose decision in force the new engine
// contradicts — a confirmed flag it no longer raises, a dismissed flag it raised again, a claim whose
// verdict (the one a reviewer agreed with or corrected to) it no longer gives. A finding counts only
// when the analysis that last wrote it ran after the decision.
import type { Db } from "../client.ts";
import { decisionsInForce, inChunks } from "./decisions-in-force.ts";

export interface ContestedFinding {
  targetType: "flag" | "claim";
  id: string;
  conversationId: string;
  /** The flag type or claim kind. */
  what: string;
  decision: string;
  /** For a claim: the verdict the reviewers stand behind. */
  reviewedVerdict: string | null;
  decidedAt: string;
  /** What the engine says now: "raised", "no longer raised", or a claim's verdict ("no longer found"). */
  engineNow: string;
}

export async function findContested(db: Db): Promise<ContestedFinding[]> {
  const runs = new Map(
    (await db.prisma.analysisRun.findMany({ select: { id: true, startedAt: true } })).map((r) => [
      r.id,
      r.startedAt,
    ]),
  );
  const after = (runId: string | null, at: Date) => {
    const started = runId ? runs.get(runId) : undefined;
    return started !== undefined && started > at;
  };
  const out: ContestedFinding[] = [];

  const flagDecisions = await decisionsInForce(db, "flag");
  const flags = await inChunks([...flagDecisions.keys()], (chunk) =>
    db.prisma.flag.findMany({
      where: { id: { in: chunk } },
      select: {
        id: true,
        type: true,
        active: true,
        analysisRunId: true,
        conversationId: true,
        conversation: { select: { analysisRunId: true } },
      },
    }),
  );
  for (const f of flags) {
    const d = flagDecisions.get(f.id)!;
    // An inactive flag was last judged by its conversation's latest analysis, not by its own run.
    const judgedAfter = after(f.active ? f.analysisRunId : f.conversation.analysisRunId, d.at);
    const contested = (d.decision === "confirmed" && !f.active) || (d.decision === "dismissed" && f.active);
    if (judgedAfter && contested)
      out.push({
        targetType: "flag",
        id: f.id,
        conversationId: f.conversationId,
        what: f.type,
        decision: d.decision,
        reviewedVerdict: null,
        decidedAt: d.at.toISOString(),
        engineNow: f.active ? "raised" : "no longer raised",
      });
  }

  const claimDecisions = await decisionsInForce(db, "claim");
  const claims = await inChunks([...claimDecisions.keys()], (chunk) =>
    db.prisma.claim.findMany({
      where: { id: { in: chunk } },
      select: {
        id: true,
        kind: true,
        verdict: true,
        active: true,
        analysisRunId: true,
        conversationId: true,
        conversation: { select: { analysisRunId: true } },
      },
    }),
  );
  for (const c of claims) {
    const d = claimDecisions.get(c.id)!;
    const judgedAfter = after(c.active ? c.analysisRunId : c.conversation.analysisRunId, d.at);
    if (judgedAfter && (!c.active || c.verdict !== d.verdict))
      out.push({
        targetType: "claim",
        id: c.id,
        conversationId: c.conversationId,
        what: c.kind,
        decision: d.decision,
        reviewedVerdict: d.verdict,
        decidedAt: d.at.toISOString(),
        engineNow: c.active ? c.verdict : "no longer found",
      });
  }
  return out.sort((a, b) => b.decidedAt.localeCompare(a.decidedAt));
}
