import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Conversation, ToolResultBlock } from "./conversation.ts";
import { importAll } from "./import.ts";

const fixtures = fileURLToPath(new URL("../../test/fixtures/transcripts/", import.meta.url));
const read = (name: string) => importAll(join(fixtures, name), { file: name });
const summary = (c: Conversation) =>
  c.messages.map((m) => `${m.role}: ${m.blocks.map((b) => (b.type === "text" ? b.text : b.type)).join(" ")}`);
const results = (c: Conversation) =>
  c.messages.flatMap((m) => m.blocks).filter((b): b is ToolResultBlock => b.type === "tool-result");

test("a Langfuse trace: its generations read in order, the history each repeats read once", async () => {
  const { conversations, problems } = await read("langfuse-trace.json");
  assert.deepEqual(problems, []);
  assert.equal(conversations.length, 1);
  const [c] = conversations;
  assert.equal(c!.id, "session-lf");
  assert.equal(c!.model, "gpt-4.1");
  assert.deepEqual(summary(c!), [
    "system: You edit scores.",
    "user: Put bar 4 in bass clef",
    "assistant: tool-call",
    "tool: tool-result",
    "assistant: Bar 4 is in bass clef.",
  ]);
});

test("a LangSmith run tree: LangChain's serialized messages, a ToolMessage with status error is an error", async () => {
  const { conversations, problems } = await read("langsmith-run.json");
  assert.deepEqual(problems, []);
  assert.equal(conversations.length, 1);
  const [c] = conversations;
  assert.deepEqual(
    c!.messages.map((m) => m.role),
    ["user", "assistant", "tool", "assistant"],
  );
  assert.deepEqual(
    results(c!).map((r) => [r.callId, r.isError]),
    [["call_s1", true]],
  );
  assert.equal(c!.model, "claude-sonnet-4-5");
});
