// The contracts describe what the use cases answer, whole: each answer, as JSON, parses to itself
// (a field the schema did not name would be dropped, one of another type refused).
import assert from "node:assert/strict";
import { flagEvidence as evidenceOf } from "../../components/review/flag-evidence.ts";
import { testBothDatabases } from "../../test/support/databases.ts";
import { ingestExamples } from "../../test/support/ingested.ts";
import { getConversation } from "../db/conversations/get-conversation.ts";
import { reviewFlag } from "../db/flags/review-flag.ts";
import { findUnreviewedFlags } from "../db/flags/find-unreviewed-flags.ts";
import { conversationQuery } from "../db/query.ts";
import { undoReview } from "../db/reviews/undo-review.ts";
import { rereadBar } from "../db/scores/reread-bar.ts";
import type { z } from "zod";
import { claimView } from "./claim-view.ts";
import { flagEvidenceAnswer } from "./flag-evidence.ts";
import { flagView } from "./flag-view.ts";
import { reviewView, undoneReview } from "./review-view.ts";
import { savedVersionView } from "./saved-version.ts";

function holds(schema: z.ZodType, answer: unknown, what: string) {
  const json: unknown = JSON.parse(JSON.stringify(answer));
  assert.deepEqual(schema.parse(json), json, what);
}

testBothDatabases(
  "every claim, flag, evidence, re-read and review answered is of its contract",
  async (db) => {
    await ingestExamples(db);
    const rita = { id: "rita", name: "Rita Reviewer" };
    await db.prisma.user.create({ data: { ...rita, email: "rita@example.org", role: "reviewer" } });
    let rereads = 0;
    for (const { id } of await db.prisma.conversation.findMany({ select: { id: true } })) {
      const c = (await getConversation(db, id))!;
      for (const claim of c.claims) holds(claimView, claim, `claim ${claim.id}`);
      for (const v of c.versions) holds(savedVersionView, v, `version ${v.version} of ${v.scoreId}`);
      for (const flag of c.flags) {
        holds(flagView, flag, `flag ${flag.id}`);
        const evidence = evidenceOf(c, flag.id)!;
        const reread = evidence.bar ? await rereadBar(db, evidence.bar).catch(() => null) : null;
        if (reread) rereads++;
        holds(
          flagEvidenceAnswer,
          { ...evidence, reread, rereadProblem: null },
          `evidence of flag ${flag.id}`,
        );
      }
    }
    assert.ok(rereads > 0, "some flag's bar was re-read");

    const queue = await findUnreviewedFlags(db, conversationQuery.parse({}));
    assert.ok(queue.rows.length > 0);
    for (const row of queue.rows)
      holds(flagView, { ...row, conversationId: undefined, model: undefined, startedAt: undefined }, row.id);

    const review = await reviewFlag(db, {
      flagId: queue.rows[0]!.id,
      decision: "confirmed",
      note: "",
      reviewer: rita,
    });
    holds(reviewView, review, "a decision");
    const undone = await undoReview(db, { reviewId: review.id, reviewer: rita });
    assert.ok(undone.ok);
    const { ok: _, ...answer } = undone;
    holds(undoneReview, answer, "an undone decision");
  },
);
