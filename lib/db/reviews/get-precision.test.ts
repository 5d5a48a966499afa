import assert from "node:assert/strict";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { ingestExamples } from "../../../test/support/ingested.ts";
import { reviewClaim } from "../claims/review-claim.ts";
import { reviewFlag } from "../flags/review-flag.ts";
import { getPrecision } from "./get-precision.ts";

const ADA = { id: "u1", name: "Ada Reviewer" };

testBothDatabases(
  "precision counts the decision in force on each finding, per flag type, claim kind and day",
  async (db) => {
    await ingestExamples(db);
    await db.prisma.user.create({
      data: { id: "u1", name: "Ada Reviewer", email: "ada@example.org", role: "reviewer" },
    });
    const flags = await db.prisma.flag.findMany({ orderBy: { id: "asc" } });
    const type = flags[0]!.type;
    const sameType = flags.filter((f) => f.type === type).slice(0, 3);
    assert.ok(sameType.length >= 2, "the examples raise a flag type at least twice");
    // The first is dismissed, then confirmed: only the confirmation counts.
    await reviewFlag(db, { flagId: sameType[0]!.id, decision: "dismissed", note: "", reviewer: ADA });
    await reviewFlag(db, { flagId: sameType[0]!.id, decision: "confirmed", note: "", reviewer: ADA });
    await reviewFlag(db, { flagId: sameType[1]!.id, decision: "dismissed", note: "", reviewer: ADA });

    const kind = (await db.prisma.claim.findFirstOrThrow({ orderBy: { id: "asc" } })).kind;
    const claims = await db.prisma.claim.findMany({ where: { kind }, take: 3, orderBy: { id: "asc" } });
    assert.equal(claims.length, 3, "the examples make three claims of a kind");
    await reviewClaim(db, { claimId: claims[0]!.id, decision: "agreed", note: "", reviewer: ADA });
    await reviewClaim(db, { claimId: claims[1]!.id, decision: "agreed", note: "", reviewer: ADA });
    await reviewClaim(db, {
      claimId: claims[2]!.id,
      decision: "corrected",
      verdict: "unverifiable",
      note: "",
      reviewer: ADA,
    });

    const p = await getPrecision(db);
    assert.deepEqual(p.flags, { [type]: { reviewed: 2, upheld: 1, precision: 0.5 } });
    assert.deepEqual(p.claims, { [kind]: { reviewed: 3, upheld: 2, precision: 2 / 3 } });
    const flagDays = Object.values(p.byDay).map((d) => d.flags[type]?.reviewed ?? 0);
    assert.equal(
      flagDays.reduce((a, b) => a + b, 0),
      2,
      "each reviewed flag counted on one day",
    );
    const conversation = await db.prisma.conversation.findUniqueOrThrow({
      where: { id: sameType[0]!.conversationId },
    });
    const dayOfFirst = conversation.day ?? "undated";
    assert.ok(p.byDay[dayOfFirst]!.flags[type]!.upheld >= 1);
  },
);
