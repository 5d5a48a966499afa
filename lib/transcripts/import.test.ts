import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Conversation, ImageBlock, Message, ToolCallBlock, ToolResultBlock } from "./conversation.ts";
import { ImageStore } from "./images.ts";
import { importAll, importBytes } from "./import.ts";

const fixtures = fileURLToPath(new URL("../../test/fixtures/transcripts/", import.meta.url));
const read = (name: string, images = new ImageStore()) =>
  importAll(join(fixtures, name), { file: name, images });

const calls = (c: Conversation) =>
  c.messages.flatMap((m) => m.blocks).filter((b): b is ToolCallBlock => b.type === "tool-call");
const results = (c: Conversation) =>
  c.messages.flatMap((m) => m.blocks).filter((b): b is ToolResultBlock => b.type === "tool-result");
const roles = (c: Conversation) => c.messages.map((m) => `${m.role}:${m.turn}`);
const byId = (cs: Conversation[], id: string) =>
  cs.find((c) => c.id === id) ?? assert.fail(`no conversation ${id} in ${cs.map((c) => c.id).join(", ")}`);
const PNG_SHA = createHash("sha256")
  .update(
    Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    ),
  )
  .digest("hex");

test("Anthropic with the wrapper: metadata, system blocks, turns, error flags, images, MCP connector blocks", async () => {
  const images = new ImageStore();
  const { conversations, problems } = await read("anthropic-wrapped.json", images);
  assert.deepEqual(problems, []);
  const [c] = conversations;
  assert.ok(c);
  assert.equal(c.id, "anth-1");
  assert.equal(c.scoreId, "étude");
  assert.equal(c.model, "claude-sonnet-4-5");
  assert.equal(c.format, "anthropic");
  assert.deepEqual(c.labels, { deployment: "tool-server 2026-10-03", build: "42" });
  assert.equal(c.startedAt, "2026-10-09T10:00:00Z");
  assert.deepEqual(roles(c), [
    "system:null",
    "user:1",
    "assistant:1",
    "tool:1",
    "assistant:1",
    "tool:1",
    "assistant:1",
    "tool:1",
    "assistant:1",
    "user:2",
    "assistant:2",
  ]);
  assert.equal(
    (c.messages[1]!.blocks[0] as { text: string }).text,
    "Transpose bars 3–4 up a tone — ♯ please",
  );
  // The image in the person's message and the one in the render result are the same bytes, stored once.
  const userImage = c.messages[1]!.blocks[1] as ImageBlock;
  assert.deepEqual(
    { ...userImage, at: undefined },
    { type: "image", mediaType: "image/png", size: 70, sha256: PNG_SHA, at: undefined },
  );
  assert.equal(images.size, 1);
  assert.equal(images.get(PNG_SHA)?.mediaType, "image/png");
  const r = results(c);
  assert.deepEqual(
    r.map((x) => [x.callId, x.isError, x.errorKind]),
    [
      ["toolu_01", true, "tool"], // is_error: true
      ["toolu_02", true, "tool"], // no is_error, text starts with "Error"
      ["toolu_03", false, null], // no is_error: the API's default
      ["mcptoolu_01", false, null], // mcp_tool_result's required flag
    ],
  );
  assert.equal(r[2]!.content[1]!.type, "image");
  assert.deepEqual(
    calls(c).map((x) => [x.id, x.idSource, x.name]),
    [
      ["toolu_01", "format", "transpose"],
      ["toolu_02", "format", "transpose"],
      ["toolu_03", "format", "render_page"],
      ["mcptoolu_01", "format", "read_score"],
    ],
  );
  assert.deepEqual(calls(c)[0]!.arguments, { bars: [3, 4], semitones: 2 });
  // The thinking block is kept raw as an `other` block; the tool call keeps its pointer.
  assert.equal(c.messages[2]!.blocks.length, 2);
  assert.deepEqual(
    [c.messages[2]!.blocks[0]!.type, (c.messages[2]!.blocks[0] as { kind: string }).kind],
    ["other", "thinking"],
  );
  assert.deepEqual(c.messages[2]!.blocks[1]!.at, {
    file: "anthropic-wrapped.json",
    pointer: "/messages/1/content/1",
  });
});

test("a JSON array of conversations: ids from the wrapper or <file stem>#<position>", async () => {
  const { conversations, problems } = await read("anthropic-array.json");
  assert.deepEqual(problems, []);
  assert.deepEqual(
    conversations.map((c) => [c.id, c.model, c.messages.length]),
    [
      ["arr-a", null, 2],
      ["anthropic-array#1", "claude-haiku-5-5", 3],
    ],
  );
  assert.deepEqual(roles(conversations[1]!), ["system:null", "user:1", "assistant:1"]);
  assert.deepEqual(conversations[1]!.messages[1]!.at, {
    file: "anthropic-array.json",
    pointer: "/1/messages/0",
  });
});

test("Anthropic request/response pairs in JSON Lines: the response continues its request", async () => {
  const { conversations, problems } = await read("anthropic-pairs.jsonl");
  assert.deepEqual(problems, []);
  assert.deepEqual(
    conversations.map((c) => [c.id, c.messages.length]),
    [
      ["anthropic-pairs#0", 2],
      ["anthropic-pairs#2", 1],
    ],
  );
  const reply = conversations[0]!.messages[1]!;
  assert.equal(reply.role, "assistant");
  assert.deepEqual(reply.at, { file: "anthropic-pairs.jsonl", line: 2, pointer: "" });
  assert.equal(calls(conversations[0]!)[0]!.name, "add_pedal");
});

test("OpenAI Chat Completions: JSON-string arguments, unparseable ones kept raw, the text rule, data-URL images", async () => {
  const { conversations, problems } = await read("openai-chat.jsonl");
  assert.deepEqual(problems, []);
  const c = byId(conversations, "oa-1");
  assert.equal(c.format, "openai-chat");
  assert.deepEqual(roles(c), ["system:null", "user:1", "assistant:1", "tool:1", "tool:1", "assistant:1"]);
  assert.deepEqual(
    calls(c).map((x) => x.arguments),
    [{ bars: [3, 4] }, "{bars: 3"],
  );
  assert.deepEqual(
    results(c).map((x) => [x.isError, x.errorKind]),
    [
      [true, "tool"], // "ERROR: …"
      [null, null], // no flag in the format, nothing in the text
    ],
  );
  assert.equal((c.messages[1]!.blocks[1] as ImageBlock).sha256, PNG_SHA);
  assert.deepEqual(c.messages[3]!.at, { file: "openai-chat.jsonl", line: 1, pointer: "/messages/3" });
  // A plain request followed by a chat.completion response: one conversation, timed and with the response's model.
  const pair = byId(conversations, "openai-chat#1");
  assert.equal(pair.format, "openai-chat");
  assert.deepEqual(roles(pair), ["user:1", "assistant:1"]);
  assert.equal(pair.messages[1]!.timestamp, new Date(1791540000 * 1000).toISOString());
});

test("OpenAI Chat as a bare message array (formats.md's example)", async () => {
  const { conversations, problems } = await read("openai-chat-bare.json");
  assert.deepEqual(problems, []);
  assert.equal(conversations.length, 1);
  assert.deepEqual(roles(conversations[0]!), ["user:1", "assistant:1", "tool:1", "assistant:1"]);
  assert.deepEqual(conversations[0]!.messages[2]!.at, { file: "openai-chat-bare.json", pointer: "/2" });
});

test("OpenAI Responses items, a request with string input, and a response object continuing it", async () => {
  const { conversations, problems } = await read("openai-responses.json");
  assert.deepEqual(problems, []);
  const c = byId(conversations, "resp-1");
  assert.equal(c.format, "openai-responses");
  assert.deepEqual(roles(c), [
    "system:null",
    "user:1",
    "assistant:1", // the reasoning item, kept raw
    "assistant:1",
    "tool:1",
    "assistant:1",
    "tool:1",
    "assistant:1",
  ]);
  assert.deepEqual(c.messages[2]!.blocks[0], {
    type: "other",
    kind: "reasoning",
    raw: { type: "reasoning", id: "rs_1", summary: [] },
    at: { file: "openai-responses.json", pointer: "/0/messages/1" },
  });
  assert.deepEqual(
    results(c).map((x) => [x.callId, x.isError]),
    [
      ["call_r1", true], // "Nothing changed: …"
      ["call_r2", null],
    ],
  );
  assert.deepEqual(calls(c)[0]!.arguments, { bar: 5, dynamic: "f" });
  assert.equal(c.messages[1]!.blocks[1]!.type, "image");
  const resp = byId(conversations, "conv_77");
  assert.deepEqual(roles(resp), ["user:1", "assistant:1"]);
  assert.equal(resp.model, "gpt-5");
});

test("MCP 2026-07-28 log: tool traffic only, derived call ids, isError vs JSON-RPC error, structuredContent", async () => {
  const { conversations, problems } = await read("mcp-2026.jsonl");
  assert.deepEqual(problems, []);
  assert.equal(conversations.length, 1);
  const c = conversations[0]!;
  assert.equal(c.format, "mcp");
  assert.ok(c.messages.every((m) => m.turn === null && (m.role === "assistant" || m.role === "tool")));
  assert.deepEqual(
    calls(c).map((x) => [x.id, x.idSource, x.name]),
    [
      ["jsonrpc:7", "derived", "transpose"],
      ["jsonrpc:8", "derived", "render_page"],
      ["jsonrpc:9", "derived", "transpos"],
      ["jsonrpc:10", "derived", "edit_score"],
    ],
  );
  assert.deepEqual(
    results(c).map((x) => [x.isError, x.errorKind]),
    [
      [true, "tool"],
      [false, null],
      [true, "protocol"],
      [false, null], // isError absent: MCP's default is false
    ],
  );
  assert.deepEqual(results(c)[1]!.structuredContent, { version: 12 });
  assert.equal(results(c)[1]!.content[0]!.type, "image");
  assert.deepEqual(results(c)[2]!.at, { file: "mcp-2026.jsonl", line: 6, pointer: "" });
});

test("MCP 2025 log: each initialize starts a session; non-tool traffic is dropped; an unanswered call stays", async () => {
  const { conversations, problems } = await read("mcp-2025.jsonl");
  assert.deepEqual(problems, []);
  assert.deepEqual(
    conversations.map((c) => [c.id, calls(c).map((x) => x.name), results(c).map((x) => x.isError)]),
    [
      ["mcp-2025#0", ["edit_score"], [true]], // "Nothing changed" with no isError
      ["mcp-2025#7", ["read_score", "edit_score"], [false]],
    ],
  );
});

test("an OpenTelemetry export in the metadata wrapper takes its score and labels; a conversation id only when it holds one conversation", async () => {
  const { readFile } = await import("node:fs/promises");
  const doc = JSON.parse(await readFile(join(fixtures, "otel.json"), "utf8")) as object;
  const wrapped = (extra: object) =>
    new TextEncoder().encode(
      JSON.stringify({ ...doc, scoreId: "nocturne", labels: { deployment: "d1" }, ...extra }),
    );
  const items = [];
  for await (const item of importBytes(wrapped({ conversationId: "one" }), "w.json")) items.push(item);
  const conversations = items.flatMap((i) => ("conversation" in i ? [i.conversation] : []));
  assert.equal(conversations.length, 2);
  assert.deepEqual(
    conversations.map((c) => [c.id, c.scoreId, c.labels.deployment]),
    [
      ["w#0", "nocturne", "d1"],
      ["conv-otel-1", "nocturne", "d1"],
    ],
  );
});

test("OpenTelemetry GenAI spans: grouped by conversation, ordered by start time, history not repeated, tool span errors", async () => {
  const { conversations, problems } = await read("otel.json");
  assert.deepEqual(problems, []);
  assert.deepEqual(
    conversations.map((c) => c.id),
    ["otel#0", "conv-otel-1"],
  );
  const c = byId(conversations, "conv-otel-1");
  assert.equal(c.format, "otel");
  assert.equal(c.model, "gpt-4.1-2026");
  assert.deepEqual(roles(c), [
    "system:null",
    "user:1",
    "assistant:1",
    "tool:1",
    "assistant:1",
    "assistant:1",
    "tool:1",
  ]);
  assert.deepEqual(
    results(c).map((x) => [x.callId, x.isError, x.errorKind]),
    [
      ["call_o1", true, "tool_error"],
      ["call_o2", false, null],
    ],
  );
  assert.equal(c.messages[1]!.timestamp, new Date(1791540000 * 1000).toISOString());
  const other = byId(conversations, "otel#0");
  assert.equal(other.model, "claude-x");
  assert.deepEqual(
    other.messages[0]!.blocks.map((b) => b.type),
    ["text", "image"],
  );
  assert.equal((other.messages[0]!.blocks[0] as { text: string }).text, "Hello ♫");
});

test("bad input: each a problem with the file and the line or pointer; nothing half-read is kept", async () => {
  const cases: [string, string | undefined, RegExp][] = [
    ["bad-truncated.json", "line 4", /not JSON/],
    ["bad-wrong-type.json", "/messages/1/content/0/text", /"text" is a number where text should be/],
    ["bad-unknown.json", "line 1", /not a chat log/],
    ["bad-orphan.json", "/messages/1/content/0", /toolu_ghost.*no message before it made/],
  ];
  for (const [file, at, message] of cases) {
    const { conversations, problems } = await read(file);
    assert.deepEqual(conversations, [], file);
    assert.equal(problems.length, 1, file);
    assert.equal(problems[0]!.file, file);
    assert.equal(problems[0]!.at, at, file);
    assert.match(problems[0]!.message, message, file);
  }
  const lines = await read("bad-lines.jsonl");
  assert.deepEqual(
    lines.conversations.map((c) => c.id),
    ["ok-1", "ok-2"],
  );
  assert.deepEqual(
    lines.problems.map((p) => p.at),
    ["line 2", "line 4 /messages/0/role"],
  );
});

test("a bad line spoils the MCP session it falls in, and only that one; a reply without its request does not", async () => {
  const log = [
    '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}',
    '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"edit_score","arguments":{}}}',
    '{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"ok"',
    '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}',
    '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"read_score","arguments":{}}}',
    '{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"16 bars"}]}}',
    '{"jsonrpc":"2.0","id":5,"result":{"content":[{"type":"text","text":"orphan"}]}}',
    '{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}',
    '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_bar","arguments":{}}}',
  ].join("\n");
  const items = [];
  for await (const item of importBytes(new TextEncoder().encode(log), "log.jsonl")) items.push(item);
  const conversations = items.flatMap((i) => ("conversation" in i ? [i.conversation] : []));
  const problems = items.flatMap((i) => ("problem" in i ? [i.problem] : []));
  assert.deepEqual(
    conversations.map((c) => calls(c).map((x) => x.name)),
    [["read_score"], ["get_bar"]],
  );
  assert.deepEqual(
    problems.map((p) => p.at),
    ["line 3", "line 7"],
  );
  assert.match(problems[1]!.message, /no line before it sent .*; not kept/);
});

test("an MCP log that starts mid-session, and a request answered twice: problems for those lines, the pairs kept", async () => {
  const log = [
    '{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"bar 2 is in 3/4"}]}}',
    '{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"set_clef","arguments":{"bar":5,"clef":"bass"}}}',
    '{"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"bar 5 now in bass clef"}]}}',
    '{"jsonrpc":"2.0","id":4,"result":{"content":[{"type":"text","text":"bar 5 now in bass clef"}]}}',
  ].join("\n");
  const items = [];
  for await (const item of importBytes(new TextEncoder().encode(log), "log.jsonl")) items.push(item);
  const conversations = items.flatMap((i) => ("conversation" in i ? [i.conversation] : []));
  const problems = items.flatMap((i) => ("problem" in i ? [`${i.problem.at}: ${i.problem.message}`] : []));
  assert.deepEqual(problems, [
    "line 1: a reply to JSON-RPC request 3, which no line before it sent (a log that starts mid-session?); not kept",
    "line 4: a second reply to JSON-RPC request 4, already answered at line 3; not kept",
  ]);
  assert.equal(conversations.length, 1);
  assert.deepEqual(
    results(conversations[0]!).map((r) => [r.callId, r.isError]),
    [["jsonrpc:4", false]],
  );
});

test("a pretty-printed JSON file whose first line is broken JSON Lines is read line by line", async () => {
  const text =
    '{"conversationId":"x","messages":[\n{"conversationId":"y","messages":[{"role":"user","content":"Hi"}]}\n';
  const items = [];
  for await (const item of importBytes(new TextEncoder().encode(text), "mixed.jsonl")) items.push(item);
  assert.deepEqual(
    items.map((i) => ("conversation" in i ? i.conversation.id : i.problem.at)),
    ["line 1", "y"],
  );
});

test("very long messages and many conversations per JSON Lines file stream through whole", async () => {
  const dir = mkdtempSync(join(tmpdir(), "barline-import-"));
  const long = "♩ bar 4 is in bass clef. ".repeat(200_000); // ~5 MB of text in one message
  const lines = [0, 1, 2].map((i) =>
    JSON.stringify({
      conversationId: `long-${i}`,
      messages: [
        { role: "user", content: long },
        { role: "assistant", content: `ok ${i}` },
      ],
    }),
  );
  const path = join(dir, "long.jsonl");
  writeFileSync(path, `${lines.join("\n")}\n`);
  const { conversations, problems } = await importAll(path);
  assert.deepEqual(problems, []);
  assert.deepEqual(
    conversations.map((c) => c.id),
    ["long-0", "long-1", "long-2"],
  );
  assert.equal((conversations[2]!.messages[0]!.blocks[0] as { text: string }).text, long);
  assert.equal(conversations[2]!.messages[0]!.at.file, path);
});

test("every message of every fixture has a pointer into its file, and turns follow the person's messages", async () => {
  for (const name of [
    "anthropic-wrapped.json",
    "openai-chat.jsonl",
    "openai-responses.json",
    "otel.json",
    "mcp-2026.jsonl",
  ]) {
    const { conversations } = await read(name);
    for (const c of conversations) {
      let turn = 0;
      c.messages.forEach((m: Message, i) => {
        assert.equal(m.index, i);
        assert.equal(m.at.file, name);
        assert.ok(m.at.pointer !== undefined || m.at.line !== undefined);
        if (m.role === "user") turn++;
        assert.equal(m.turn, m.role === "system" || turn === 0 ? null : turn, `${name} ${c.id} message ${i}`);
      });
    }
  }
});

test("an API log that repeats the history in each request yields each conversation once, as its last request has it", async () => {
  const { conversations, problems } = await read("anthropic-agent-loop.jsonl");
  assert.deepEqual(problems, []);
  assert.deepEqual(
    conversations.map((c) => [c.id, c.messages.length]),
    [
      ["anthropic-agent-loop#4", 7],
      ["anthropic-agent-loop#6", 2],
    ],
  );
  const c = conversations[0]!;
  assert.deepEqual(roles(c), [
    "system:null",
    "user:1",
    "assistant:1",
    "tool:1",
    "assistant:1",
    "user:2",
    "assistant:2",
  ]);
  assert.deepEqual(c.messages[6]!.at, { file: "anthropic-agent-loop.jsonl", line: 6, pointer: "" });
});

test("a system prompt kept as the first message of an Anthropic list is a system message, not OpenAI Chat", async () => {
  const log = {
    conversationId: "sys-first",
    messages: [
      { role: "system", content: "You edit the score with the tools." },
      { role: "user", content: [{ type: "text", text: "Read the clefs." }] },
      { role: "assistant", content: [{ type: "tool_use", id: "t1", name: "read_score", input: {} }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "t1", content: "bar 1: bass" }] },
      { role: "assistant", content: [{ type: "text", text: "Bar 1 is in bass clef." }] },
      { role: "user", content: [{ type: "text", text: "Thanks." }] },
    ],
  };
  const items = [];
  for await (const item of importBytes(new TextEncoder().encode(JSON.stringify(log)), "sys.json"))
    items.push(item);
  const [c] = items.flatMap((i) => ("conversation" in i ? [i.conversation] : []));
  assert.ok(c);
  assert.deepEqual(roles(c), ["system:null", "user:1", "assistant:1", "tool:1", "assistant:1", "user:2"]);
  assert.equal(calls(c).length, 1);
  assert.equal(results(c).length, 1);
});

test("a Responses item may name the model that wrote it", async () => {
  const items = [
    { type: "message", role: "user", content: [{ type: "input_text", text: "Which clef is bar 3 in?" }] },
    {
      type: "message",
      role: "assistant",
      model: "gpt-5-mini",
      created_at: "2026-11-26T11:01:10Z",
      content: [{ type: "output_text", text: "Bar 3 is in treble clef." }],
    },
  ];
  const out = [];
  for await (const item of importBytes(new TextEncoder().encode(JSON.stringify(items)), "r.json"))
    out.push(item);
  const [c] = out.flatMap((i) => ("conversation" in i ? [i.conversation] : []));
  assert.ok(c, JSON.stringify(out).slice(0, 300));
  assert.deepEqual(roles(c), ["user:1", "assistant:1"]);
});

test("a Responses function call may name the model that made it", async () => {
  const items = [
    {
      type: "message",
      role: "user",
      content: [{ type: "input_text", text: "Take bars 9–10 down an octave." }],
    },
    {
      type: "function_call",
      id: "fc_1",
      call_id: "call_1",
      name: "transpose",
      arguments: '{"bars": [9, 10], "semitones": -12}',
      timestamp: "2026-11-22T11:00:46Z",
      model: "gpt-5.1",
    },
    { type: "function_call_output", call_id: "call_1", output: "Applied. Saved as version 3." },
    {
      type: "message",
      role: "assistant",
      model: "gpt-5.1",
      content: [{ type: "output_text", text: "Done." }],
    },
  ];
  const out = [];
  for await (const item of importBytes(new TextEncoder().encode(JSON.stringify(items)), "r.json"))
    out.push(item);
  const conversations = out.flatMap((i) => ("conversation" in i ? [i.conversation] : []));
  assert.equal(conversations.length, 1, JSON.stringify(out).slice(0, 300));
  assert.deepEqual(
    calls(conversations[0]!).map((b) => b.name),
    ["transpose"],
  );
});
