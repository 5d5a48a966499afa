import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ToolResultBlock } from "./conversation.ts";
import { importAll } from "./import.ts";

const fixtures = fileURLToPath(new URL("../../test/fixtures/transcripts/", import.meta.url));

test("Inspect AI log: a conversation per sample, typed tool errors, a sample that cannot be read is a problem", async () => {
  const { conversations, problems } = await importAll(join(fixtures, "inspect-log.json"), {
    file: "inspect-log.json",
  });
  assert.deepEqual(
    problems.map((p) => `${p.at}: ${p.message}`),
    ['/samples/1/messages/0/role: role "robot" is not one of system, user, assistant, tool'],
  );
  assert.equal(conversations.length, 1);
  const [c] = conversations;
  assert.equal(c!.id, "run-7:s1:1");
  assert.equal(c!.format, "inspect");
  assert.equal(c!.model, "anthropic/claude-sonnet-4-5");
  assert.deepEqual(
    c!.messages.map((m) => `${m.role}: ${m.blocks.map((b) => b.type).join(" ")}`),
    [
      "system: text",
      "user: text image",
      "assistant: other tool-call",
      "tool: tool-result",
      "assistant: text tool-call",
      "tool: tool-result",
    ],
  );
  const results = c!.messages
    .flatMap((m) => m.blocks)
    .filter((b): b is ToolResultBlock => b.type === "tool-result");
  assert.deepEqual(
    results.map((r) => [r.callId, r.isError, r.errorKind]),
    [
      ["tc1", true, "timeout"],
      ["tc2", false, null],
    ],
  );
  assert.equal((results[0]!.content[0] as { text: string }).text, "Command timed out before completing.");
});
