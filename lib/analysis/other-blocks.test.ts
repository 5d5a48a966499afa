// Blocks Barline does not model are kept raw and counted in the report, never dropped.
import assert from "node:assert/strict";
import { test } from "node:test";
import { rulesExtractor } from "../claims/extract.ts";
import type { Conversation } from "../transcripts/conversation.ts";
import { analyzeConversation } from "./analyze-conversation.ts";

const at = { file: "chats/c.json" };

test("a conversation's blocks of unmodelled kinds, in messages and in tool results, are counted", async () => {
  const conversation: Conversation = {
    id: "c",
    scoreId: null,
    model: null,
    format: "anthropic",
    labels: {},
    startedAt: null,
    at,
    messages: [
      {
        index: 0,
        role: "user",
        turn: 1,
        timestamp: null,
        at,
        blocks: [{ type: "text", text: "Which clef is bar 4 in?", at }],
      },
      {
        index: 1,
        role: "assistant",
        turn: 1,
        timestamp: null,
        at,
        blocks: [
          { type: "other", kind: "thinking", raw: { type: "thinking", thinking: "…" }, at },
          { type: "tool-call", id: "t1", idSource: "format", name: "read_score", arguments: {}, at },
        ],
      },
      {
        index: 2,
        role: "tool",
        turn: 1,
        timestamp: null,
        at,
        blocks: [
          {
            type: "tool-result",
            callId: "t1",
            isError: false,
            errorKind: null,
            content: [{ type: "other", kind: "search_result", raw: { type: "search_result" }, at }],
            at,
          },
        ],
      },
    ],
  };
  const a = await analyzeConversation(conversation, null, { extractor: rulesExtractor(), policy: null });
  assert.equal(a.otherBlocks, 2);
});
