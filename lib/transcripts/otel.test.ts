import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Conversation, ToolCallBlock, ToolResultBlock } from "./conversation.ts";
import { importAll, importBytes } from "./import.ts";

const fixtures = fileURLToPath(new URL("../../test/fixtures/transcripts/", import.meta.url));
const read = (name: string) => importAll(join(fixtures, name), { file: name });
const texts = (c: Conversation) =>
  c.messages.map((m) => `${m.role}: ${m.blocks.map((b) => (b.type === "text" ? b.text : b.type)).join(" ")}`);

test("the history repeated in each span's input is the same messages though the outputs carried finish_reason", async () => {
  const { conversations, problems } = await read("otel-finish-reason.json");
  assert.deepEqual(problems, []);
  assert.equal(conversations.length, 1);
  assert.deepEqual(texts(conversations[0]!), [
    "system: You edit scores.", // written gen_ai.system.instructions by some instrumentations
    "user: Put bar 4 in bass clef",
    "assistant: tool-call",
    "tool: tool-result",
    "assistant: Bar 4 is in bass clef now.",
    "user: And bar 5?",
    "assistant: Bar 5 is still in treble clef.",
  ]);
  assert.deepEqual(
    conversations[0]!.messages.map((m) => m.turn),
    [null, 1, 1, 1, 1, 2, 2],
  );
});

test("one export batch per line is joined by trace id; string content is read", async () => {
  const { conversations, problems } = await read("otel-batches.jsonl");
  assert.deepEqual(problems, []);
  assert.equal(conversations.length, 1);
  assert.deepEqual(texts(conversations[0]!), [
    "user: How many bars?",
    "assistant: There are 32 bars.",
    "user: And staves?",
    "assistant: Two staves.",
  ]);
});

test("OpenLLMetry's gen_ai.prompt.N / gen_ai.completion.N attributes", async () => {
  const { conversations, problems } = await read("otel-openllmetry.json");
  assert.deepEqual(problems, []);
  const [c] = conversations;
  assert.deepEqual(texts(c!), [
    "system: You edit scores.",
    "user: Transpose bar 2 up a tone",
    "assistant: tool-call",
    "tool: tool-result",
    "assistant: Bar 2 is locked, so I could not transpose it.",
  ]);
  const call = c!.messages[2]!.blocks[0] as ToolCallBlock;
  assert.deepEqual(
    [call.id, call.name, call.arguments],
    ["call_t", "transpose", { bars: [2], semitones: 2 }],
  );
  const result = c!.messages[3]!.blocks[0] as ToolResultBlock;
  assert.deepEqual([result.callId, result.isError], ["call_t", true]);
  assert.equal(c!.model, "gpt-4o");
});

test("OpenInference's llm.input_messages / llm.output_messages, with an image and the session id", async () => {
  const { conversations, problems } = await read("otel-openinference.json");
  assert.deepEqual(problems, []);
  const [c] = conversations;
  assert.equal(c!.id, "sess-9");
  assert.equal(c!.model, "claude-sonnet-4-5");
  assert.deepEqual(texts(c!), ["user: What clef is bar 1 in? image", "assistant: Bar 1 is in treble clef."]);
  assert.equal((c!.messages[0]!.blocks[1] as { source?: string }).source, "https://example.org/bar1.png");
});

test("GenAI events exported as OTLP logs: per-message events of one span, then the details event", async () => {
  const { conversations, problems } = await read("otel-logs.json");
  assert.deepEqual(problems, []);
  assert.equal(conversations.length, 1);
  assert.deepEqual(texts(conversations[0]!), [
    "user: Is bar 3 in 3/4?",
    "assistant: Yes, bar 3 is in 3/4.",
    "user: And bar 4?",
    "assistant: Bar 4 is in 2/4.",
  ]);
});

test("an export with no GenAI spans says so", async () => {
  const { conversations, problems } = await read("bad-otel-no-genai.json");
  assert.deepEqual(conversations, []);
  assert.equal(problems.length, 1);
  assert.match(problems[0]!.message, /OpenTelemetry export with 1 span .*none of them GenAI/);
});

test("an export written with protobuf's field names (resource_spans, string_value…) reads the same", async () => {
  const camel = await read("otel-finish-reason.json");
  const snake = await read("otel-snake-case.json");
  assert.deepEqual(snake.problems, []);
  assert.deepEqual(snake.conversations.map(texts), camel.conversations.map(texts));
});

test("an output given as parts and repeated in the next input as a string is the same message", async () => {
  const attr = (key: string, value: unknown) => ({ key, value: { stringValue: JSON.stringify(value) } });
  const span = (id: string, start: number, input: unknown[], output: unknown[]) => ({
    traceId: "t1",
    spanId: id,
    name: "chat",
    startTimeUnixNano: String(1791540000000000000 + start * 1e9),
    endTimeUnixNano: String(1791540000000000000 + (start + 1) * 1e9),
    attributes: [attr("gen_ai.input.messages", input), attr("gen_ai.output.messages", output)],
  });
  const user = { role: "user", content: "How many bars?" };
  const doc = {
    resourceSpans: [
      {
        scopeSpans: [
          {
            spans: [
              span(
                "a",
                0,
                [user],
                [
                  {
                    role: "assistant",
                    parts: [{ type: "text", content: "32 bars." }],
                    finish_reason: "stop",
                  },
                ],
              ),
              span(
                "b",
                2,
                [user, { role: "assistant", content: "32 bars." }, { role: "user", content: "Staves?" }],
                [{ role: "assistant", content: "Two." }],
              ),
            ],
          },
        ],
      },
    ],
  };
  const items = [];
  for await (const item of importBytes(new TextEncoder().encode(JSON.stringify(doc)), "otel.json"))
    items.push(item);
  const conversations = items.flatMap((i) => ("conversation" in i ? [i.conversation] : []));
  assert.equal(conversations.length, 1);
  assert.deepEqual(texts(conversations[0]!), [
    "user: How many bars?",
    "assistant: 32 bars.",
    "user: Staves?",
    "assistant: Two.",
  ]);
});

test("messages in the conventions' layout saved on their own: read as OpenTelemetry, no error flag without a span", async () => {
  const items = [];
  const text = JSON.stringify([
    { role: "user", parts: [{ type: "text", content: "Put bar 2 in bass clef" }] },
    { role: "assistant", parts: [{ type: "tool_call", id: "c1", name: "set_clef", arguments: { bar: 2 } }] },
    { role: "tool", parts: [{ type: "tool_call_response", id: "c1", response: "done" }] },
  ]);
  for await (const item of importBytes(new TextEncoder().encode(text), "messages.json")) items.push(item);
  const [c] = items.flatMap((i) => ("conversation" in i ? [i.conversation] : []));
  assert.equal(c!.format, "otel");
  const result = c!.messages[2]!.blocks[0]!;
  assert.ok(result.type === "tool-result");
  assert.equal(result.isError, null);
});
