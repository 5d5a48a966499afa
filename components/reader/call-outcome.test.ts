import assert from "node:assert/strict";
import { test } from "node:test";
import type { ConversationDetail, MessageView } from "@/lib/contracts/conversation.ts";
import { boxedTurns, callOutcomes } from "./call-outcome.ts";
import { versionAt } from "./moments.ts";

const call = (turn: number, id: string, name: string): MessageView => ({
  index: turn * 2,
  role: "assistant",
  turn,
  timestamp: null,
  notRead: null,
  blocks: [{ type: "tool-call", id, name, arguments: {}, savedVersion: null }],
});
const result = (turn: number, callId: string, text: string, isError: boolean | null): MessageView => ({
  index: turn * 2 + 1,
  role: "tool",
  turn,
  timestamp: null,
  notRead: null,
  blocks: [{ type: "tool-result", callId, isError, text, content: [] }],
});

const conversation = {
  messages: [
    call(1, "e1", "edit_score"),
    result(1, "e1", "Applied. Saved as version 2.", false),
    call(2, "e2", "edit_score"),
    result(2, "e2", "Applied.\nbar 4: clef", false),
    call(3, "r1", "read_score"),
    result(3, "r1", "bar 4 · staff 1: treble clef", false),
    call(4, "x1", "frobnicate"),
  ],
  versions: [{ scoreId: "etude", version: 2, toolCallId: "e1", noOp: false, changes: ["bar 4: clef"] }],
  claims: [],
  flags: [{ id: "f", type: "success-without-change", turn: 4, toolCallId: "x1" }],
} as unknown as ConversationDetail;

test("every call that saved a version or could have has its outcome; reads have none", () => {
  const outcomes = callOutcomes(conversation, (turn) => versionAt(conversation, turn));
  assert.equal(outcomes.get("e1")?.kind, "saved");
  // "Applied", and nothing saved: the score is still the version the call before saved.
  assert.deepEqual(outcomes.get("e2"), {
    kind: "none",
    still: 2,
    answer: { text: "Applied.", isError: false },
  });
  assert.equal(outcomes.has("r1"), false);
  // A call of a name no rule knows, flagged for what it did, has its box too (and no answer in the log).
  assert.deepEqual(outcomes.get("x1"), { kind: "none", still: 2, answer: null });
  assert.deepEqual([...boxedTurns(conversation, outcomes)], [1, 2, 4]);
});
