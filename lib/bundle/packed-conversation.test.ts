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

test("the messages' digest is the same for the same messages and changes with one character", async () => {
  const conversations: Conversation[] = [];
  for await (const item of importFile(chat))
    if ("conversation" in item) conversations.push(item.conversation);
  const c = conversations[0]!;
  const again = structuredClone(c);
  assert.equal(packConversation(c).messagesDigest, null);
  assert.equal(packConversation(again, true).messagesDigest, packConversation(c, true).messagesDigest);
  const text = again.messages.flatMap((m) => m.blocks).find((b) => b.type === "text");
  assert.ok(text && text.type === "text");
  text.text += ".";
  assert.notEqual(packConversation(again, true).messagesDigest, packConversation(c, true).messagesDigest);
});
