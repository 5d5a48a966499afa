import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Conversation, ToolResultBlock } from "./conversation.ts";
import { importAll } from "./import.ts";

const fixtures = fileURLToPath(new URL("../../test/fixtures/transcripts/", import.meta.url));
const read = (name: string) => importAll(join(fixtures, name), { file: name });
const results = (c: Conversation) =>
  c.messages.flatMap((m) => m.blocks).filter((b): b is ToolResultBlock => b.type === "tool-result");

test("AI SDK UI messages: tool parts carry call and output, output-error is an error, other parts kept raw", async () => {
  const { conversations, problems } = await read("vercel-ui-messages.json");
  assert.deepEqual(problems, []);
  const [c] = conversations;
  assert.equal(c!.id, "chat-v1");
  assert.equal(c!.format, "vercel-ai");
  assert.deepEqual(
    c!.messages.map((m) => m.blocks.map((b) => (b.type === "other" ? `other:${b.kind}` : b.type)).join(" ")),
    [
      "text image other:file",
      "other:step-start other:reasoning tool-call tool-result tool-call tool-result tool-call text",
    ],
  );
  assert.deepEqual(
    results(c!).map((r) => [r.callId, r.isError]),
    [
      ["call_v1", true],
      ["call_v2", false],
    ],
  );
  assert.equal((results(c!)[0]!.content[0] as { text: string }).text, "bar 6 is locked");
});

test("AI SDK model messages (v5 output kinds and v4 results) in a bare list that starts with a system message", async () => {
  const { conversations, problems } = await read("vercel-model-messages.json");
  assert.deepEqual(problems, []);
  const [c] = conversations;
  assert.deepEqual(
    c!.messages.map((m) => m.role),
    ["system", "user", "assistant", "tool", "assistant", "tool", "assistant"],
  );
  assert.deepEqual(
    results(c!).map((r) => [r.callId, r.isError]),
    [
      ["call_m1", true],
      ["call_m2", false],
    ],
  );
});
