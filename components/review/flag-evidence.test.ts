import assert from "node:assert/strict";
import { testBothDatabases } from "@/test/support/databases.ts";
import { ingestExamples } from "@/test/support/ingested.ts";
import { getConversation } from "@/lib/db/conversations/get-conversation.ts";
import { flagEvidence } from "./flag-evidence.ts";

testBothDatabases(
  "a flag's evidence: its turn's claims against the version its call saved, and the bar they name at that version",
  async (db) => {
    await ingestExamples(db);
    const flag = await db.prisma.flag.findFirstOrThrow({
      where: { conversationId: "etude-a2", type: "success-without-change" },
    });
    const c = (await getConversation(db, "etude-a2"))!;
    const e = flagEvidence(c, flag.id)!;
    assert.equal(e.conversationId, "etude-a2");
    assert.equal(e.flag.id, flag.id);
    assert.ok(e.call?.outcome.kind === "saved", "the call saved a version");
    assert.equal(e.call.outcome.saved.noOp, true, "and it changed nothing");
    assert.ok(
      e.claims.some((x) => x.claim.text.includes("bar 9 is in G major now")),
      "the claim of that turn is set against it",
    );
    assert.ok(e.claims.every((x) => x.claim.turn === flag.turn && x.claim.source === "assistant"));
    assert.ok(e.claims.every((x) => x.href.startsWith("/conversations/etude-a2?")));
    assert.deepEqual(
      [e.bar?.scoreId, e.bar?.version, e.bar?.bar],
      ["etude", e.call.outcome.saved.version, "9"],
      "bar 9 at the version in force after the save",
    );
    assert.equal(flagEvidence(c, "f_none"), null);
  },
);
