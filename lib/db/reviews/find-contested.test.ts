import assert from "node:assert/strict";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { ingestExamples } from "../../../test/support/ingested.ts";
import { reviewClaim } from "../claims/review-claim.ts";
import { reanalyzeConversations } from "../../ingest/reanalyze-conversations.ts";
import { reviewFlag } from "../flags/review-flag.ts";
import { findContested } from "./find-contested.ts";

const ADA = { id: "u1", name: "Ada Reviewer" };

testBothDatabases(
  "after a re-analysis: a confirmed flag no longer raised, a dismissed flag raised again and a claim whose agreed verdict changed are contested; the rest are not",
  async (db) => {
    await ingestExamples(db);
    await db.prisma.user.create({
      data: { id: "u1", name: "Ada Reviewer", email: "ada@example.org", role: "reviewer" },
    });
    const [kept, dismissed] = await db.prisma.flag.findMany({ orderBy: { id: "asc" }, take: 2 });
    // As if an older engine had raised a flag the current one does not, and given a claim another verdict.
    const gone = await db.prisma.flag.create({
      data: {
        ...kept!,
        id: "f_older_engine",
        position: 999,
        subject: kept!.subject ?? undefined,
        evidence: kept!.evidence ?? [],
      },
    });
    const claim = await db.prisma.claim.findFirstOrThrow({ where: { verdict: "contradicted" } });
    await db.prisma.claim.update({ where: { id: claim.id }, data: { verdict: "supported" } });
    const steady = await db.prisma.claim.findFirstOrThrow({
      where: { verdict: "supported", id: { not: claim.id } },
    });

    await reviewFlag(db, { flagId: kept!.id, decision: "confirmed", note: "", reviewer: ADA });
    await reviewFlag(db, { flagId: dismissed!.id, decision: "dismissed", note: "", reviewer: ADA });
    await reviewFlag(db, { flagId: gone.id, decision: "confirmed", note: "", reviewer: ADA });
    await reviewClaim(db, { claimId: claim.id, decision: "agreed", note: "", reviewer: ADA });
    await reviewClaim(db, { claimId: steady.id, decision: "agreed", note: "", reviewer: ADA });
    assert.deepEqual(await findContested(db), [], "nothing is contested before a re-analysis");

    await new Promise((r) => setTimeout(r, 5)); // the re-analysis starts strictly after the decisions
    await reanalyzeConversations(db, { all: true, workers: 1 });
    const contested = await findContested(db);
    assert.deepEqual(
      contested.map((c) => [c.targetType, c.id, c.decision, c.engineNow]).sort(),
      [
        ["claim", claim.id, "agreed", "contradicted"],
        ["flag", dismissed!.id, "dismissed", "raised"],
        ["flag", gone.id, "confirmed", "no longer raised"],
      ].sort(),
    );
  },
);
