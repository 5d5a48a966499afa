import assert from "node:assert/strict";
import { test } from "node:test";
import type { Conversation, Message } from "./conversation.ts";
import { importAnthropic } from "./anthropic.ts";
import { ImageStore } from "./images.ts";
import { McpLogReader } from "./mcp.ts";
import { Loc } from "./source-loc.ts";
import { checkedLive, liveTool } from "./live-check.ts";
import { classifyTool } from "./tool-kinds.ts";

test("a Barline tool is known by the client's MCP name or its server, never by the bare name alone", () => {
  assert.equal(liveTool("mcp__barline__read_bars"), "read_bars");
  assert.equal(liveTool("mcp__Barline__verify_claim"), "verify_claim");
  assert.equal(liveTool("check_edit", "barline"), "check_edit");
  assert.equal(liveTool("read_bars"), null);
  assert.equal(liveTool("mcp__scoretools__read_bars"), null);
  assert.equal(liveTool("mcp__barline__edit_score"), null);
  assert.equal(liveTool("read_bars", "scoretools"), null);
});

test("check_edit edits nothing and verify_claim reads nothing: neither counts as an edit or a read", () => {
  assert.equal(classifyTool("mcp__barline__check_edit"), "other");
  assert.equal(classifyTool("mcp__barline__verify_claim"), "other");
  assert.equal(classifyTool("mcp__barline__read_bars"), "read");
  assert.equal(classifyTool("mcp__barline__render_bars"), "render");
  assert.equal(classifyTool("check_edit", {}, "barline"), "other");
  // Another server's tool of the same name keeps the word rules.
  assert.equal(classifyTool("check_edit"), "mutating");
});

const message = (role: Message["role"], blocks: Message["blocks"]): Message => ({
  index: 0,
  role,
  turn: 1,
  timestamp: null,
  blocks,
  at: { file: "x" },
});
const call = (name: string, mcpServer?: string) => ({
  type: "tool-call" as const,
  id: "t1",
  idSource: "format" as const,
  name,
  arguments: {},
  ...(mcpServer ? { mcpServer } : {}),
  at: { file: "x" },
});

test("a conversation is checked live when its assistant called one of Barline's tools", () => {
  const c = (blocks: Message["blocks"]): Pick<Conversation, "messages"> => ({
    messages: [message("assistant", blocks)],
  });
  assert.equal(checkedLive(c([call("mcp__barline__read_bars")])), true);
  assert.equal(checkedLive(c([call("verify_claim", "barline")])), true);
  // save_version (barline mcp --allow-save) is one of them, and an edit to the analysis.
  assert.equal(checkedLive(c([call("mcp__barline__save_version")])), true);
  assert.equal(classifyTool("save_version", {}, "barline"), "mutating");
  assert.equal(checkedLive(c([call("read_bars")])), false);
  assert.equal(checkedLive(c([call("mcp__barline__edit_score")])), false);
  assert.equal(
    checkedLive(c([{ type: "text", text: "I used mcp__barline__read_bars", at: { file: "x" } }])),
    false,
  );
});

test("the Messages API's MCP connector: the server named beside the tool is kept", () => {
  const draft = importAnthropic(
    {
      messages: [
        { role: "user", content: "Is bar 9 in bass clef?" },
        {
          role: "assistant",
          content: [
            { type: "mcp_tool_use", id: "mcptoolu_1", name: "read_bars", server_name: "barline", input: {} },
          ],
        },
      ],
    },
    new Loc("chat.json", undefined),
    new ImageStore(),
    "chat",
  );
  const blocks = draft.messages.flatMap((m) => m.blocks);
  assert.equal(checkedLive({ messages: draft.messages.map((m, index) => ({ ...m, index, turn: 1 })) }), true);
  assert.deepEqual(
    blocks.flatMap((b) => (b.type === "tool-call" ? [b.mcpServer] : [])),
    ["barline"],
  );
});

test("an MCP JSON-RPC log: the server named in the initialize reply is kept on each tool call", () => {
  const lines = [
    { jsonrpc: "2.0", id: 0, method: "initialize", params: { protocolVersion: "2025-06-18" } },
    {
      jsonrpc: "2.0",
      id: 0,
      result: { protocolVersion: "2025-06-18", serverInfo: { name: "barline", version: "0.1.0" } },
    },
    {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "read_bars", arguments: { score: "minuet" } },
    },
    { jsonrpc: "2.0", id: 1, result: { content: [{ type: "text", text: "bar 1 · staff 1: treble clef" }] } },
  ];
  const reader = new McpLogReader(new ImageStore(), "log");
  lines.forEach((l, i) => reader.add(l, new Loc("log.jsonl", i + 1), i));
  const [draft] = reader.finish();
  const messages = draft!.messages.map((m, index) => ({ ...m, index, turn: 1 }));
  assert.equal(checkedLive({ messages }), true);
  // Without the initialize reply the bare name says nothing of the server.
  const bare = new McpLogReader(new ImageStore(), "log");
  lines.slice(2).forEach((l, i) => bare.add(l, new Loc("log.jsonl", i + 1), i));
  assert.equal(
    checkedLive({ messages: bare.finish()[0]!.messages.map((m, index) => ({ ...m, index, turn: 1 })) }),
    false,
  );
});
