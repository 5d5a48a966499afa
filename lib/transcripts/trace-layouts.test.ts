// Trace exports whose LLM calls are written in whichever format the instrumented framework used:
// Langfuse generations holding provider request bodies, message lists of any flavour or text, and
// LangSmith's SDK batches.
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Conversation } from "./conversation.ts";
import { importBytes, type ImportItem } from "./import.ts";

async function read(doc: unknown) {
  const items: ImportItem[] = [];
  for await (const item of importBytes(new TextEncoder().encode(JSON.stringify(doc)), "trace.json"))
    items.push(item);
  return {
    conversations: items.flatMap((i) => ("conversation" in i ? [i.conversation] : [])),
    problems: items.flatMap((i) => ("problem" in i ? [`${i.problem.at ?? "-"}: ${i.problem.message}`] : [])),
  };
}
const shape = (c: Conversation | undefined) =>
  c!.messages.map(
    (m) =>
      `${m.role}: ${m.blocks.map((b) => (b.type === "text" ? b.text : b.type === "tool-call" ? `call ${b.name}` : b.type)).join(" | ")}`,
  );
const generation = (startTime: string, input: unknown, output: unknown) => ({
  type: "GENERATION",
  startTime,
  input: JSON.stringify(input),
  output: typeof output === "string" ? output : JSON.stringify(output),
});
const trace = (...observations: unknown[]) => ({ trace: { id: "t1" }, observations });

test("Langfuse: OpenTelemetry-part messages, each call's output list followed by the next call's history", async () => {
  const user = { role: "user", parts: [{ type: "text", content: "Transpose bar 3" }] };
  const call = {
    role: "assistant",
    parts: [{ type: "tool_call", id: "c1", name: "transpose", arguments: { bar: 3 } }],
  };
  const result = {
    role: "user",
    parts: [{ type: "tool_call_response", id: "c1", result: "bar 3 up a tone" }],
  };
  const answer = { role: "assistant", parts: [{ type: "text", content: "Done." }] };
  const { conversations, problems } = await read(
    trace(
      generation("2026-01-01T00:00:02Z", [user, call, result], [answer]),
      generation("2026-01-01T00:00:01Z", [user], [call]),
    ),
  );
  assert.deepEqual(problems, []);
  assert.equal(conversations.length, 1);
  // The result's payload is under `result` (pydantic-ai), not the conventions' `response`.
  assert.deepEqual(shape(conversations[0]), [
    "user: Transpose bar 3",
    "assistant: call transpose",
    "tool: tool-result",
    "assistant: Done.",
  ]);
  const r = conversations[0]!.messages[2]!.blocks[0]!;
  assert.ok(r.type === "tool-result" && JSON.stringify(r.content).includes("bar 3 up a tone"));
});

test("Langfuse: a Gen AI SDK request body (text contents, system instruction in its config) and a candidate", async () => {
  const { conversations, problems } = await read(
    trace(
      generation(
        "2026-01-01T00:00:01Z",
        {
          model: "gemini-x",
          contents: "Which clef is bar 1 in?",
          config: { system_instruction: "You read scores." },
        },
        { content: { role: "model", parts: [{ text: "Treble clef." }] }, finish_reason: "STOP" },
      ),
    ),
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(shape(conversations[0]), [
    "system: You read scores.",
    "user: Which clef is bar 1 in?",
    "assistant: Treble clef.",
  ]);
});

test("Langfuse: Responses items sent, a Responses object returned; its instructions are the request's", async () => {
  const reply = (output: unknown[]) => ({
    object: "response",
    instructions: "You edit scores.",
    model: "m",
    output,
  });
  const ask = { role: "user", content: "Add a courtesy clef" };
  const fc = { type: "function_call", call_id: "f1", name: "add_clef", arguments: "{}" };
  const { conversations, problems } = await read(
    trace(
      generation("2026-01-01T00:00:01Z", [ask], reply([fc])),
      generation(
        "2026-01-01T00:00:02Z",
        [ask, fc, { type: "function_call_output", call_id: "f1", output: "added" }],
        reply([{ type: "message", role: "assistant", content: [{ type: "output_text", text: "Added." }] }]),
      ),
    ),
  );
  assert.deepEqual(problems, []);
  assert.equal(conversations.length, 1);
  assert.deepEqual(shape(conversations[0]), [
    "system: You edit scores.",
    "user: Add a courtesy clef",
    "assistant: call add_clef",
    "tool: tool-result",
    "assistant: Added.",
  ]);
});

test("Langfuse: the AI SDK's list of tool calls is the assistant's message", async () => {
  const { conversations, problems } = await read(
    trace(
      generation(
        "2026-01-01T00:00:01Z",
        [{ role: "user", content: [{ type: "text", text: "Bar 2?" }] }],
        [{ toolCallId: "c1", toolName: "getBar", input: '{"bar":2}' }],
      ),
    ),
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(shape(conversations[0]), ["user: Bar 2?", "assistant: call getBar"]);
});

test("Langfuse: a generation whose input holds no messages is a problem at its place, the others are kept", async () => {
  const { conversations, problems } = await read(
    trace(
      generation("2026-01-01T00:00:01Z", { args: ["What is a clef?"] }, "A sign at the start of a staff."),
      generation("2026-01-01T00:00:02Z", [{ role: "user", content: "And a bar?" }], "A measure."),
      { type: "GENERATION", startTime: "2026-01-01T00:00:03Z", output: "A staff." },
    ),
  );
  assert.deepEqual(problems, [
    'line 1 /observations/0: a generation whose `input` holds no messages ({"args":["What is a clef?"]}): not kept',
    "line 1 /observations/2: a generation with no `input`: not kept",
  ]);
  assert.deepEqual(shape(conversations[0]), ["user: And a bar?", "assistant: A measure."]);
});

test("Langfuse: calls that send only what is new since the call before go on from it", async () => {
  const { conversations, problems } = await read(
    trace(
      generation("2026-01-01T00:00:01Z", [{ role: "user", content: "Bar 4 clef?" }], {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "c1", type: "function", function: { name: "clef", arguments: '{"bar":4}' } }],
      }),
      generation(
        "2026-01-01T00:00:02Z",
        [{ role: "tool", tool_call_id: "c1", content: "bass" }],
        "Bass clef.",
      ),
    ),
  );
  assert.deepEqual(problems, []);
  assert.equal(conversations.length, 1);
  assert.deepEqual(shape(conversations[0]), [
    "user: Bar 4 clef?",
    "assistant: call clef",
    "tool: tool-result",
    "assistant: Bass clef.",
  ]);
});

test("Langfuse: two conversations of one trace take the trace's id and the same id with #2", async () => {
  const { conversations } = await read(
    trace(
      generation(
        "2026-01-01T00:00:01Z",
        [
          { role: "system", content: "You write." },
          { role: "user", content: "A motif" },
        ],
        "C–E–G",
      ),
      generation(
        "2026-01-01T00:00:02Z",
        [
          { role: "system", content: "You judge." },
          { role: "user", content: "C–E–G?" },
        ],
        "Fine.",
      ),
    ),
  );
  assert.deepEqual(
    conversations.map((c) => c.id),
    ["t1", "t1#2"],
  );
});

test("LangSmith SDK batch: a run as posted with its inputs and as patched with its outputs is one call", async () => {
  const run = { id: "r1", run_type: "llm", start_time: 1, trace_id: "r1", dotted_order: "1r1" };
  const { conversations, problems } = await read({
    post: [{ ...run, inputs: { model: "m", messages: [{ role: "user", content: "howdy" }] } }],
    // The JS SDK's update names its run by dotted order only.
    patch: [
      {
        dotted_order: "1r1",
        outputs: {
          object: "chat.completion",
          choices: [{ index: 0, message: { role: "assistant", content: "Howdy!" } }],
        },
      },
    ],
  });
  assert.deepEqual(problems, []);
  assert.deepEqual(shape(conversations[0]), ["user: howdy", "assistant: Howdy!"]);
});

test("Langfuse, LangChain's handler: tools offered written as tool messages, calls under additional_kwargs", async () => {
  const tool = { type: "function", function: { name: "find_bar", parameters: { type: "object" } } };
  const ask = { role: "user", content: "Find bar 9" };
  const call = {
    role: "assistant",
    content: "",
    additional_kwargs: {
      tool_calls: [{ id: "c1", type: "function", function: { name: "find_bar", arguments: "{}" } }],
    },
  };
  const { conversations, problems } = await read(
    trace(
      generation("2026-01-01T00:00:01Z", [ask, { role: "tool", content: tool }], call),
      generation(
        "2026-01-01T00:00:02Z",
        [ask, call, { role: "tool", content: "page 2", tool_call_id: "c1" }, { role: "tool", content: tool }],
        { role: "assistant", content: "Bar 9 is on page 2." },
      ),
    ),
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(shape(conversations[0]), [
    "user: Find bar 9",
    "assistant:  | call find_bar",
    "tool: tool-result",
    "assistant: Bar 9 is on page 2.",
  ]);
});

test("Langfuse, Koog: calls written as JSON text in a message, results with no call id answer them in order", async () => {
  const calls = (name: string, id: string) =>
    JSON.stringify([{ function: { name, arguments: "{}" }, id, type: "function" }]);
  const { conversations, problems } = await read(
    trace(
      generation(
        "2026-01-01T00:00:01Z",
        [
          { role: "user", content: "Add a clef, then a key" },
          { role: "tool", content: calls("add_clef", "c1") },
          { role: "tool", content: "clef added" },
          { role: "tool", content: calls("add_key", "c2") },
          { role: "tool", content: "key added" },
        ],
        [{ role: "assistant", content: "Both added." }],
      ),
    ),
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(shape(conversations[0]), [
    "user: Add a clef, then a key",
    "assistant: call add_clef",
    "tool: tool-result",
    "assistant: call add_key",
    "tool: tool-result",
    "assistant: Both added.",
  ]);
  const results = conversations[0]!.messages.flatMap((m) => m.blocks).filter((b) => b.type === "tool-result");
  assert.deepEqual(
    results.map((r) => r.type === "tool-result" && r.callId),
    ["c1", "c2"],
  );
});
