import { test } from "node:test";
import assert from "node:assert/strict";
import type { Conversation, ToolResultBlock } from "./conversation.ts";
import { importBytes } from "./import.ts";
import { joinMcpLogs } from "./mcp-join.ts";

async function read(file: string, text: string): Promise<Conversation[]> {
  const out: Conversation[] = [];
  for await (const item of importBytes(new TextEncoder().encode(text), file))
    if ("conversation" in item) out.push(item.conversation);
  return out;
}

const chatWith = (id: string, calls: [string, string, object][], resultFor: Record<string, string>) =>
  JSON.stringify({
    conversationId: id,
    messages: [
      { role: "user", content: "Go." },
      ...calls.flatMap(([cid, name, args]) => [
        {
          role: "assistant",
          content: null,
          tool_calls: [{ id: cid, type: "function", function: { name, arguments: JSON.stringify(args) } }],
        },
        ...(resultFor[cid] ? [{ role: "tool", tool_call_id: cid, content: resultFor[cid] }] : []),
      ]),
      { role: "assistant", content: "Done." },
    ],
  });

const mcpLog = (calls: [string, object, string, boolean?][]) =>
  calls
    .flatMap(([name, args, text, isError], i) => [
      JSON.stringify({ jsonrpc: "2.0", id: i + 1, method: "tools/call", params: { name, arguments: args } }),
      JSON.stringify({
        jsonrpc: "2.0",
        id: i + 1,
        result: {
          content: [{ type: "text", text }],
          ...(isError === undefined ? {} : { isError }),
          structuredContent: { version: i + 2 },
        },
      }),
    ])
    .join("\n");

const results = (c: Conversation) =>
  c.messages.flatMap((m) => m.blocks).filter((b): b is ToolResultBlock => b.type === "tool-result");

test("an MCP log fills the chat's missing results and unknown error flags, matched by order, name and arguments", async () => {
  const chat = await read(
    "chat.json",
    chatWith(
      "c",
      [
        ["call_1", "edit_score", { bar: 1 }],
        ["call_2", "lookup", {}],
        ["call_3", "edit_score", { bar: 2 }],
      ],
      { call_1: "Applied.", call_2: "ok" },
    ),
  );
  const log = await read(
    "log.jsonl",
    mcpLog([
      ["edit_score", { bar: 1 }, "Applied.", true],
      ["edit_score", { bar: 2 }, "Applied as version 3."],
    ]),
  );
  const joined = joinMcpLogs([...chat, ...log]);
  assert.deepEqual(
    joined.map((c) => c.id),
    ["c"],
  );
  const c = joined[0]!;
  assert.deepEqual(
    results(c).map((r) => [r.callId, r.isError, r.errorKind, r.structuredContent ?? null]),
    [
      ["call_1", true, "tool", { version: 2 }], // the chat's flag was unknown; the log says isError
      ["call_2", null, null, null], // not in the log
      ["call_3", false, null, { version: 3 }], // missing in the chat: inserted after its call
    ],
  );
  assert.deepEqual(
    c.messages.map((m) => `${m.index}:${m.role}:${m.turn}`),
    [
      "0:user:1",
      "1:assistant:1",
      "2:tool:1",
      "3:assistant:1",
      "4:tool:1",
      "5:assistant:1",
      "6:tool:1",
      "7:assistant:1",
    ],
  );
  assert.deepEqual(c.messages[6]!.at, { file: "log.jsonl", line: 4, pointer: "" });
  // The inputs are not changed.
  assert.equal(results(chat[0]!).length, 2);
});

test("a log that matches no chat, or two chats, stays a tool-only conversation of its own", async () => {
  const log = await read("log.jsonl", mcpLog([["edit_score", { bar: 9 }, "Applied."]]));
  const other = await read("chat.json", chatWith("c", [["call_1", "edit_score", { bar: 1 }]], {}));
  assert.deepEqual(
    joinMcpLogs([...other, ...log]).map((c) => c.id),
    ["c", "log#0"],
  );
  const twice = [
    ...(await read("a.json", chatWith("a", [["x", "edit_score", { bar: 9 }]], {}))),
    ...(await read("b.json", chatWith("b", [["y", "edit_score", { bar: 9 }]], {}))),
  ];
  const joined = joinMcpLogs([...twice, ...log]);
  assert.deepEqual(
    joined.map((c) => [c.id, results(c).length]),
    [
      ["a", 0],
      ["b", 0],
      ["log#0", 1],
    ],
  );
});
