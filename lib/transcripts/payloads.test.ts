// Payloads under another key, behind a reference or written as JSON text are read, not taken for
// empty; state carries across chunks and files; harness-written person messages start no turn.
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Block, Conversation, ToolResultBlock } from "./conversation.ts";
import { importBytes, type ImportItem } from "./import.ts";

async function read(text: string, file = "log.json") {
  const items: ImportItem[] = [];
  for await (const item of importBytes(new TextEncoder().encode(text), file)) items.push(item);
  return {
    conversations: items.flatMap((i) => ("conversation" in i ? [i.conversation] : [])),
    problems: items.flatMap((i) => ("problem" in i ? [`${i.problem.at ?? "-"}: ${i.problem.message}`] : [])),
  };
}
const lines = (...docs: unknown[]) => docs.map((e) => JSON.stringify(e)).join("\n");
const blocks = (c: Conversation | undefined): Block[] => c!.messages.flatMap((m) => m.blocks);

test("OpenTelemetry server_tool_call and server_tool_call_response parts: payloads under their own keys", async () => {
  const { conversations, problems } = await read(
    JSON.stringify([
      { role: "user", parts: [{ type: "text", content: "Who engraved this edition?" }] },
      {
        role: "assistant",
        parts: [
          {
            type: "server_tool_call",
            id: "s1",
            name: "web_search",
            server_tool_call: { type: "web_search", query: "edition engraver" },
          },
          {
            type: "server_tool_call_response",
            id: "s1",
            server_tool_call_response: { type: "web_search", results: ["Henle"] },
          },
        ],
      },
    ]),
  );
  assert.deepEqual(problems, []);
  const [, call, result] = blocks(conversations[0]);
  assert.deepEqual((call as { arguments: unknown }).arguments, {
    type: "web_search",
    query: "edition engraver",
  });
  assert.match(JSON.stringify((result as ToolResultBlock).content), /Henle/);
});

test("Inspect: an image stored as attachment:// is read from the sample's attachments", async () => {
  const png =
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
  const { conversations, problems } = await read(
    JSON.stringify({
      eval: { run_id: "r1", model: "m" },
      samples: [
        {
          id: 1,
          epoch: 1,
          attachments: { ab12: `data:image/png;base64,${png}` },
          messages: [{ role: "user", content: [{ type: "image", image: "attachment://ab12" }] }],
        },
      ],
    }),
  );
  assert.deepEqual(problems, []);
  const image = blocks(conversations[0])[0] as { type: string; size: number; source?: string };
  assert.equal(image.type, "image");
  assert.ok(image.size > 0, "the bytes were found");
  assert.equal(image.source, undefined);
});

test("Langfuse: the UI's {trace, observations} export, input and output written as JSON text", async () => {
  const { conversations, problems } = await read(
    JSON.stringify({
      trace: { id: "t1", sessionId: "s-42" },
      observations: [
        {
          type: "GENERATION",
          startTime: "2026-01-01T00:00:00Z",
          model: "gpt-x",
          input: JSON.stringify([{ role: "user", content: "Transpose bar 3 up a tone" }]),
          output: JSON.stringify({ role: "assistant", content: "Bar 3 is a tone higher." }),
        },
      ],
    }),
  );
  assert.deepEqual(problems, []);
  assert.equal(conversations[0]!.id, "s-42");
  assert.deepEqual(
    blocks(conversations[0]).map((b) => (b.type === "text" ? b.text : b.type)),
    ["Transpose bar 3 up a tone", "Bar 3 is a tone higher."],
  );
});

test("Codex: a command whose output reports a failing exit code is an error, exit code 0 is not", async () => {
  const rec = (type: string, payload: unknown) => ({ timestamp: "2026-01-01T00:00:00Z", type, payload });
  const { conversations, problems } = await read(
    lines(
      rec("session_meta", { id: "sess-1" }),
      rec("response_item", {
        type: "message",
        role: "user",
        content: [{ type: "input_text", text: "Run it" }],
      }),
      rec("response_item", {
        type: "function_call",
        call_id: "c1",
        name: "shell",
        arguments: '{"command":["false"]}',
      }),
      rec("response_item", {
        type: "function_call_output",
        call_id: "c1",
        output: JSON.stringify({ output: "", metadata: { exit_code: 1, duration_seconds: 0 } }),
      }),
      rec("response_item", {
        type: "function_call",
        call_id: "c2",
        name: "shell",
        arguments: '{"command":["true"]}',
      }),
      rec("response_item", {
        type: "function_call_output",
        call_id: "c2",
        output: "Exit code: 0\nWall time: 0.1 seconds\nOutput:\n",
      }),
    ),
    "rollout.jsonl",
  );
  assert.deepEqual(problems, []);
  const results = blocks(conversations[0]).filter((b): b is ToolResultBlock => b.type === "tool-result");
  assert.deepEqual(
    results.map((r) => r.isError),
    [true, false],
  );
});

test("Claude Code: two sub-agents of one session are two conversations, not one", async () => {
  const rec = (agentId: string, uuid: string, text: string) => ({
    type: "user",
    sessionId: "sess-1",
    isSidechain: true,
    agentId,
    uuid,
    timestamp: "2026-01-01T00:00:00Z",
    message: { role: "user", content: text },
  });
  const a = await read(lines(rec("a1", "u1", "Find the key signature")), "agent-a1.jsonl");
  const b = await read(lines(rec("b2", "u2", "Count the bars")), "agent-b2.jsonl");
  assert.notEqual(a.conversations[0]!.id, b.conversations[0]!.id);
});

test("messages a harness writes in the person's role start no turn", async () => {
  const { conversations, problems } = await read(
    JSON.stringify({
      messages: [
        { role: "user", content: "<environment_context>\n  <cwd>/scores</cwd>\n</environment_context>" },
        { role: "user", content: "Make bar 2 forte" },
        { role: "assistant", content: "Done." },
        { role: "user", content: "[Request interrupted by user]" },
        { role: "user", content: "And bar 3 piano" },
      ],
    }),
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(
    conversations[0]!.messages.map((m) => m.turn),
    [null, 1, 1, 1, 2],
  );
});

test("OpenAI Chat: an image alone in the person's role right after a tool's result is the render, not a turn", async () => {
  const image = { type: "image_url", image_url: { url: "data:image/png;base64,iVBORw0KGgo=" } };
  const { conversations, problems } = await read(
    JSON.stringify([
      { role: "user", content: "What clef is bar 4 in?" },
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "c1", type: "function", function: { name: "render", arguments: "{}" } }],
      },
      { role: "tool", tool_call_id: "c1", content: "Page 1 rendered." },
      { role: "user", content: [image] },
      { role: "assistant", content: "Bar 4: treble." },
      { role: "user", content: [image] },
      { role: "assistant", content: "That photo shows bar 4 in bass clef." },
    ]),
  );
  assert.deepEqual(problems, []);
  // (A photo the person sends after the assistant's answer is theirs: it starts a turn.)
  assert.deepEqual(
    conversations[0]!.messages.map((m) => m.turn),
    [1, 1, 1, 1, 1, 2, 2],
  );
});

test("Claude Code: a session's records in a file named for another session do not take the first file's id", async () => {
  const rec = (sessionId: string, uuid: string) => ({
    type: "user",
    sessionId,
    uuid,
    timestamp: "2026-01-01T00:00:00Z",
    message: { role: "user", content: "Add a fermata to bar 8" },
  });
  const first = "11111111-1111-4111-8111-111111111111";
  const resumed = "22222222-2222-4222-8222-222222222222";
  const a = await read(lines(rec(first, "u1")), `${first}.jsonl`);
  const b = await read(lines(rec(first, "u1")), `${resumed}.jsonl`);
  assert.equal(a.conversations[0]!.id, first);
  assert.equal(b.conversations[0]!.id, `${first}/${resumed}`);
});
