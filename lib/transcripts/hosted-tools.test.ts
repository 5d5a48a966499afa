import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Conversation, ToolCallBlock, ToolResultBlock } from "./conversation.ts";
import { importAll } from "./import.ts";

const fixtures = fileURLToPath(new URL("../../test/fixtures/transcripts/", import.meta.url));
const read = (name: string) => importAll(join(fixtures, name), { file: name });
const blocks = (c: Conversation) => c.messages.flatMap((m) => m.blocks);

test("Responses built-in tools are calls with results: failed status, a traceback, an exit code, a failed patch", async () => {
  const { conversations, problems } = await read("openai-responses-hosted-tools.json");
  assert.deepEqual(problems, []);
  const [c] = conversations;
  const calls = blocks(c!).filter((b): b is ToolCallBlock => b.type === "tool-call");
  assert.deepEqual(
    calls.map((b) => [b.id, b.name, b.server ?? false]),
    [
      ["ws_1", "web_search", true],
      ["ci_1", "code_interpreter", true],
      ["call_sh1", "shell", false],
      ["call_ap1", "apply_patch", false],
      ["call_ls1", "local_shell", false],
      ["call_cu1", "computer", false],
      ["ig_1", "image_generation", true],
    ],
  );
  const results = blocks(c!).filter((b): b is ToolResultBlock => b.type === "tool-result");
  assert.deepEqual(
    results.map((r) => [r.callId, r.isError, r.content.map((x) => x.type).join(",")]),
    [
      ["ws_1", true, ""],
      ["ci_1", true, "text"],
      ["call_sh1", true, "text"],
      ["call_ap1", true, "text"],
      ["call_ls1", null, "text"],
      ["call_cu1", null, "image"],
      ["ig_1", false, "image"],
    ],
  );
});

test("Anthropic server tools: a non-zero return code and an error_code make the result an error", async () => {
  const { conversations, problems } = await read("anthropic-server-tools.json");
  assert.deepEqual(problems, []);
  const results = blocks(conversations[0]!).filter((b): b is ToolResultBlock => b.type === "tool-result");
  assert.deepEqual(
    results.map((r) => [r.callId, r.isError, r.content.map((x) => (x.type === "text" ? x.text : x.type))]),
    [
      ["srvtoolu_1", true, ["FileNotFoundError: count.py"]],
      ["srvtoolu_2", true, ["Error: max_uses_exceeded"]],
    ],
  );
});
