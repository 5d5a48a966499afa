import assert from "node:assert/strict";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { ingestExamples } from "../../../test/support/ingested.ts";
import { getConversation } from "../conversations/get-conversation.ts";
import { isAppError } from "../../errors/app-error.ts";
import { reviewHistory } from "../reviews/review-history.ts";
import { reviewClaim } from "./review-claim.ts";

const ADA = { id: "u1", name: "Ada Reviewer" };

testBothDatabases(
  "a claim agreed with, then corrected: the correction is in force, both are in its history with who and when, each with its audit entry",
  async (db) => {
    await ingestExamples(db);
    await db.prisma.user.create({
      data: { id: "u1", name: "Ada Reviewer", email: "ada@example.org", role: "reviewer" },
    });
    await db.prisma.user.create({
      data: { id: "u2", name: "Ben Lead", email: "ben@example.org", role: "reviewer" },
    });
    const claim = await db.prisma.claim.findFirstOrThrow({ where: { verdict: "contradicted" } });

    const agreed = await reviewClaim(db, {
      claimId: claim.id,
      decision: "agreed",
      note: "the score has no change",
      reviewer: ADA,
    });
    assert.equal(agreed.verdict, "contradicted", "agreeing stores the verdict agreed with");
    assert.equal(agreed.by, "Ada Reviewer");
    const corrected = await reviewClaim(db, {
      claimId: claim.id,
      decision: "corrected",
      verdict: "unverifiable",
      note: "bar 4 is not in the saved version",
      reviewer: { id: "u2", name: "Ben Lead" },
    });

    const history = await reviewHistory(db, "claim", claim.id);
    assert.deepEqual(
      history.map((r) => [r.decision, r.verdict, r.by, r.note]),
      [
        ["corrected", "unverifiable", "Ben Lead", "bar 4 is not in the saved version"],
        ["agreed", "contradicted", "Ada Reviewer", "the score has no change"],
      ],
    );
    assert.ok(Date.parse(history[0]!.at) >= Date.parse(history[1]!.at));

    const detail = await getConversation(db, claim.conversationId);
    assert.deepEqual(detail!.claims.find((c) => c.id === claim.id)!.review, corrected);

    const audit = await db.prisma.auditLog.findMany({ where: { target: claim.id }, orderBy: { id: "asc" } });
    assert.deepEqual(
      audit.map((a) => [a.action, a.userId]),
      [
        ["review-claim", "u1"],
        ["review-claim", "u2"],
      ],
    );
  },
);

testBothDatabases(
  "a review of a claim that does not exist writes nothing and names the claim",
  async (db) => {
    await db.prisma.user.create({
      data: { id: "u1", name: "Ada Reviewer", email: "ada@example.org", role: "reviewer" },
    });
    await assert.rejects(
      reviewClaim(db, { claimId: "c_missing", decision: "agreed", note: "", reviewer: ADA }),
      (e: unknown) => isAppError(e, "not-found") && /c_missing/.test(e.message),
    );
    await assert.rejects(reviewHistory(db, "flag", "f_missing"), (e: unknown) => isAppError(e, "not-found"));
    assert.equal(await db.prisma.review.count(), 0);
    assert.equal(await db.prisma.auditLog.count(), 0);
  },
);
