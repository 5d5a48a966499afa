import assert from "node:assert/strict";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import type { Conversation } from "../transcripts/conversation.ts";
import { importFile } from "../transcripts/import.ts";
import { packConversation, startOf, unpackConversation } from "./packed-conversation.ts";

const chat = fileURLToPath(
  new URL("../../test/fixtures/transcripts/anthropic-agent-loop.jsonl", import.meta.url),
);

test("a packed conversation unpacks to the same conversation, smaller than its messages as JSON", async () => {
  const conversations: Conversation[] = [];
  for await (const item of importFile(chat))
    if ("conversation" in item) conversations.push(item.conversation);
  assert.ok(conversations.length > 0);
  for (const c of conversations) {
    const packed = packConversation(c);
    assert.equal("messages" in packed, false);
    assert.ok(packed.packedMessages.byteLength < JSON.stringify(c.messages).length);
    assert.deepEqual(unpackConversation(packed), c);
    assert.equal(unpackConversation(c), c);
    assert.equal(startOf(packed), startOf(c));
  }
});
