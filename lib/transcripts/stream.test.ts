import { test } from "node:test";
import assert from "node:assert/strict";
import type { ToolCallBlock } from "./conversation.ts";
import { importBytes, type ImportItem } from "./import.ts";

async function read(text: string) {
  const items: ImportItem[] = [];
  for await (const item of importBytes(new TextEncoder().encode(text), "stream.txt")) items.push(item);
  return {
    conversations: items.flatMap((i) => ("conversation" in i ? [i.conversation] : [])),
    problems: items.flatMap((i) => ("problem" in i ? [`${i.problem.at ?? "-"}: ${i.problem.message}`] : [])),
  };
}
const lines = (...events: unknown[]) => events.map((e) => JSON.stringify(e)).join("\n");

test("a request followed by its streamed Anthropic response: one conversation, tool input assembled", async () => {
  const { conversations, problems } = await read(
    lines(
      { model: "claude-x", messages: [{ role: "user", content: "Make bar 2 forte" }] },
      {
        type: "message_start",
        message: { id: "m1", type: "message", role: "assistant", model: "claude-x", content: [] },
      },
      { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
      { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "Setting " } },
      { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "bar 2." } },
      { type: "content_block_stop", index: 0 },
      {
        type: "content_block_start",
        index: 1,
        content_block: { type: "tool_use", id: "toolu_1", name: "set_dynamics", input: {} },
      },
      {
        type: "content_block_delta",
        index: 1,
        delta: { type: "input_json_delta", partial_json: '{"bar": 2, ' },
      },
      {
        type: "content_block_delta",
        index: 1,
        delta: { type: "input_json_delta", partial_json: '"dynamic": "f"}' },
      },
      { type: "content_block_stop", index: 1 },
      { type: "message_delta", delta: { stop_reason: "tool_use" } },
      { type: "message_stop" },
    ),
  );
  assert.deepEqual(problems, []);
  assert.equal(conversations.length, 1);
  const c = conversations[0]!;
  assert.deepEqual(
    c.messages.map((m) => m.role),
    ["user", "assistant"],
  );
  assert.deepEqual(c.messages[1]!.blocks[0], {
    type: "text",
    text: "Setting bar 2.",
    at: c.messages[1]!.blocks[0]!.at,
  });
  assert.deepEqual((c.messages[1]!.blocks[1] as ToolCallBlock).arguments, { bar: 2, dynamic: "f" });
  assert.equal(c.model, "claude-x");
});

test("Chat Completions chunks, saved as server-sent events, become one assistant message with its tool calls", async () => {
  const chunk = (delta: unknown, finish: string | null = null) =>
    `data: ${JSON.stringify({ id: "cc1", object: "chat.completion.chunk", created: 1791540000, model: "gpt-x", choices: [{ index: 0, delta, finish_reason: finish }] })}`;
  const { conversations, problems } = await read(
    [
      chunk({ role: "assistant", content: "" }),
      "",
      chunk({
        tool_calls: [
          { index: 0, id: "call_1", type: "function", function: { name: "transpose", arguments: "" } },
        ],
      }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: '{"semitones"' } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: ": 2}" } }] }),
      chunk({}, "tool_calls"),
      "data: [DONE]",
    ].join("\n"),
  );
  assert.deepEqual(problems, []);
  const calls = conversations[0]!.messages.flatMap((m) => m.blocks) as ToolCallBlock[];
  assert.deepEqual(
    calls.map((b) => [b.type, b.id, b.name, b.arguments]),
    [["tool-call", "call_1", "transpose", { semitones: 2 }]],
  );
  assert.equal(conversations[0]!.messages[0]!.timestamp, "2026-10-09T10:00:00.000Z");
});

test("a stream that ends in an error keeps nothing; one that starts mid-way is not kept either", async () => {
  const { conversations, problems } = await read(
    lines(
      {
        type: "message_start",
        message: { id: "m1", type: "message", role: "assistant", model: "claude-x", content: [] },
      },
      { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
      { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "Bar 3 is" } },
      { type: "error", error: { type: "overloaded_error", message: "Overloaded" } },
      { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: " in 3/4." } },
      { type: "message_stop" },
    ),
  );
  assert.deepEqual(conversations, []);
  assert.deepEqual(problems, [
    "line 4: the stream ended in an error, its message not kept: Overloaded",
    "line 5: a streamed response not kept: its start (message_start) is not in the file",
  ]);
});
