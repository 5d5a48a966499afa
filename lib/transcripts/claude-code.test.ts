import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Conversation } from "./conversation.ts";
import { importAll } from "./import.ts";

const fixtures = fileURLToPath(new URL("../../test/fixtures/transcripts/", import.meta.url));
const shape = (c: Conversation) =>
  c.messages.map(
    (m) => `${m.role}: ${m.blocks.map((b) => (b.type === "other" ? `other:${b.kind}` : b.type)).join(" ")}`,
  );

test("a Claude Code session: block-by-block replies joined across other records, meta records as system, the sidechain apart, every record kept", async () => {
  const { conversations, problems } = await importAll(join(fixtures, "claude-code-session.jsonl"), {
    file: "claude-code-session.jsonl",
  });
  assert.deepEqual(problems, []);
  assert.deepEqual(
    conversations.map((c) => [c.id, c.format, c.model]),
    [
      ["cc-1", "claude-code", "claude-opus-4-1"],
      ["cc-1/sidechain", "claude-code", "claude-haiku-4-5"],
    ],
  );
  assert.deepEqual(shape(conversations[0]!), [
    "system: other:queue-operation",
    "user: text",
    "assistant: other:thinking tool-call", // two records, a progress record between them
    "system: other:progress",
    "tool: tool-result",
    "system: text",
    "system: text", // a compaction's summary, not typed by the person
    "assistant: tool-call",
    "tool: tool-result",
    "assistant: text",
    "system: other:summary",
  ]);
  const read = conversations[0]!.messages[8]!.blocks[0]!;
  assert.ok(read.type === "tool-result");
  assert.deepEqual(read.structuredContent, {
    type: "text",
    file: { filePath: "/work/bar2.musicxml", numLines: 1, startLine: 1, totalLines: 1 },
  });
  assert.deepEqual(shape(conversations[1]!), ["user: text", "assistant: text"]);
  assert.equal(conversations[0]!.messages[1]!.timestamp, "2026-10-09T10:00:00.100Z");
});
