import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ToolCallBlock, ToolResultBlock } from "./conversation.ts";
import { importAll, importBytes, type ImportItem } from "./import.ts";

const fixtures = fileURLToPath(new URL("../../test/fixtures/transcripts/", import.meta.url));

test("Gemini contents: system instruction, images and audio, calls paired with responses by name, code execution", async () => {
  const { conversations, problems } = await importAll(join(fixtures, "gemini-contents.json"), {
    file: "gemini-contents.json",
  });
  assert.deepEqual(problems, []);
  const [c] = conversations;
  assert.equal(c!.id, "gem-1");
  assert.equal(c!.format, "gemini");
  assert.deepEqual(
    c!.messages.map((m) => `${m.role}: ${m.blocks.map((b) => b.type).join(" ")}`),
    [
      "system: text",
      "user: text image audio",
      "assistant: other tool-call tool-call",
      "tool: tool-result tool-result",
      "assistant: tool-call tool-result text",
    ],
  );
  const blocks = c!.messages.flatMap((m) => m.blocks);
  const calls = blocks.filter((b): b is ToolCallBlock => b.type === "tool-call");
  const results = blocks.filter((b): b is ToolResultBlock => b.type === "tool-result");
  assert.deepEqual(
    calls.map((b) => [b.id, b.idSource, b.name, b.server ?? false]),
    [
      ["functionCall#1", "derived", "read_bar", false],
      ["functionCall#2", "derived", "set_clef", false],
      ["executableCode#3", "derived", "code_execution", true],
    ],
  );
  assert.deepEqual(
    results.map((r) => [r.callId, r.isError, r.errorKind]),
    [
      ["functionCall#1", null, null],
      ["functionCall#2", true, "tool"],
      ["executableCode#3", true, "OUTCOME_FAILED"],
    ],
  );
  assert.equal((c!.messages[1]!.blocks[2] as { mediaType: string }).mediaType, "audio/wav");
});

test("a Gen AI SDK request body: the system instruction in its `config`", async () => {
  const doc = {
    model: "gemini-x",
    config: { system_instruction: "You read scores." },
    contents: [{ role: "user", parts: [{ text: "Which clef?" }] }],
  };
  const items: ImportItem[] = [];
  for await (const item of importBytes(new TextEncoder().encode(JSON.stringify(doc)), "request.json"))
    items.push(item);
  const [c] = items.flatMap((i) => ("conversation" in i ? [i.conversation] : []));
  assert.deepEqual(
    c!.messages.map((m) => [m.role, m.blocks.map((b) => (b.type === "text" ? b.text : b.type))]),
    [
      ["system", ["You read scores."]],
      ["user", ["Which clef?"]],
    ],
  );
});
