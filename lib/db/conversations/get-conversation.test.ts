import assert from "node:assert/strict";
import { testBothDatabases } from "../../../test/support/databases.ts";
import { ingestExamples } from "../../../test/support/ingested.ts";
import { getConversation } from "./get-conversation.ts";

testBothDatabases(
  "a conversation whole: messages in order, calls with the version they saved, claims and flags",
  async (db) => {
    const report = await ingestExamples(db);
    const want = report.find((c) => c.id === "etude-a2")!;
    const got = (await getConversation(db, "etude-a2"))!;
    assert.equal(got.turns, want.turns);
    assert.deepEqual(
      got.messages.map((m) => m.index),
      got.messages.map((_, i) => i),
    );
    assert.deepEqual(
      got.claims.map((c) => [c.turn, c.text, c.verdict]),
      want.claims.map((c) => [c.turn, c.text, c.verdict]),
    );
    assert.deepEqual(
      got.flags.map((f) => [f.turn, f.type, f.message]),
      want.flags.map((f) => [f.turn, f.type, f.message]),
    );
    assert.ok(got.claims.every((c) => /^c_[0-9a-f]{24}$/.test(c.id)));

    // The edit that answered success and saved the same music: version 4, no change.
    const calls = got.messages.flatMap((m) => m.blocks).filter((b) => b.type === "tool-call");
    const noOpCall = calls.find((b) => b.type === "tool-call" && b.id === "toolu_b1003");
    assert.equal(noOpCall?.type === "tool-call" && noOpCall.savedVersion, 4);
    const v4 = got.versions.find((v) => v.version === 4)!;
    assert.deepEqual([v4.noOp, v4.changes], [true, []]);
    const v2 = got.versions.find((v) => v.version === 2)!;
    assert.deepEqual(v2.changes, ["bar 3: lower staff clef bass -> treble"]);

    // The error the tool reported stays marked as one.
    const results = got.messages.flatMap((m) => m.blocks).filter((b) => b.type === "tool-result");
    assert.ok(
      results.some((r) => r.type === "tool-result" && r.callId === "toolu_b1004" && r.isError === true),
    );
    const swc = got.flags.find((f) => f.type === "success-without-change")!;
    assert.equal(swc.toolCallId, "toolu_b1003");

    assert.equal(await getConversation(db, "no-such-conversation"), null);
  },
);
