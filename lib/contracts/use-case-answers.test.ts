// The contracts describe what the use cases answer, whole: each answer, as JSON, parses to itself
// (a field the schema did not name would be dropped, one of another type refused).
import assert from "node:assert/strict";
import { flagEvidence as evidenceOf } from "../../components/review/flag-evidence.ts";
import { testBothDatabases } from "../../test/support/databases.ts";
import { ingestExamples } from "../../test/support/ingested.ts";
import { findConversations } from "../db/conversations/find-conversations.ts";
import { getConversation } from "../db/conversations/get-conversation.ts";
import { getTurns } from "../db/conversations/conversation-turns.ts";
import { getFigures } from "../db/figures/get-figures.ts";
import { getHealth } from "../db/health/get-health.ts";
import { reviewFlag } from "../db/flags/review-flag.ts";
import { findUnreviewedFlags } from "../db/flags/find-unreviewed-flags.ts";
import { conversationQuery } from "./query.ts";
import { undoReview } from "../db/reviews/undo-review.ts";
import { rereadBar } from "../db/scores/reread-bar.ts";
import type { z } from "zod";
import { conversationDetail, conversationPage } from "./conversation.ts";
import { turnSlice } from "./conversation-outline.ts";
import { figuresResponse } from "./figures.ts";
import { health } from "./health.ts";
import { flagEvidenceAnswer } from "./flag-evidence.ts";
import { flagQueuePage } from "./flag-view.ts";
import { reviewView, undoneReview } from "./review-view.ts";

function holds(schema: z.ZodType, answer: unknown, what: string) {
  const json: unknown = JSON.parse(JSON.stringify(answer));
  assert.deepEqual(schema.parse(json), json, what);
}

testBothDatabases(
  "every conversation, page of them, figure, evidence, re-read and review answered is of its contract",
  async (db) => {
    await ingestExamples(db);
    const rita = { id: "rita", name: "Rita Reviewer" };
    await db.prisma.user.create({ data: { ...rita, email: "rita@example.org", role: "reviewer" } });
    let rereads = 0;
    for (const { id } of await db.prisma.conversation.findMany({ select: { id: true } })) {
      const c = (await getConversation(db, id))!;
      holds(conversationDetail, c, `conversation ${id}`);
      holds(turnSlice, await getTurns(db, id, { from: 0, to: 1 }), `turns 0–1 of ${id}`);
      for (const flag of c.flags) {
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

    const all = conversationQuery.parse({});
    holds(conversationPage, await findConversations(db, all), "the conversations");
    holds(figuresResponse, await getFigures(db, { ...all, split: "2026-11-11" }), "the figures");
    holds(health, await getHealth(db), "health");
    const queue = await findUnreviewedFlags(db, all);
    assert.ok(queue.rows.length > 0);
    holds(flagQueuePage, queue, "the review queue");
    const review = await reviewFlag(db, {
      flagId: queue.rows[0]!.id,
      decision: "confirmed",
      note: "",
      reviewer: rita,
    });
    holds(reviewView, review, "a decision");
    holds(undoneReview, await undoReview(db, { reviewId: review.id, reviewer: rita }), "an undone decision");
  },
);
