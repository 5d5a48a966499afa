import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Conversation } from "./conversation.ts";
import { importAll, importBytes, type ImportItem } from "./import.ts";

const fixtures = fileURLToPath(new URL("../../test/fixtures/transcripts/", import.meta.url));
const shape = (c: Conversation) =>
  c.messages.map(
    (m) => `${m.role}: ${m.blocks.map((b) => (b.type === "other" ? `other:${b.kind}` : b.type)).join(" ")}`,
  );

test("a Claude Code session: block-by-block replies joined across other records, meta records as system, the sidechain apart, every record kept", async () => {
  const { conversations, problems } = await importAll(join(fixtures, "claude-code-session.jsonl"), {
    file: "claude-code-session.jsonl",
  });
  assert.deepEqual(problems, []);
  assert.deepEqual(
    conversations.map((c) => [c.id, c.format, c.model]),
    [
      ["cc-1", "claude-code", "claude-opus-4-1"],
      ["cc-1/sidechain", "claude-code", "claude-haiku-4-5"],
    ],
  );
  assert.deepEqual(shape(conversations[0]!), [
    "system: other:queue-operation",
    "user: text",
    "assistant: other:thinking tool-call", // two records, a progress record between them
    "system: other:progress",
    "tool: tool-result",
    "system: text",
    "system: text", // a compaction's summary, not typed by the person
    "assistant: tool-call",
    "tool: tool-result",
    "assistant: text",
    "system: other:summary",
  ]);
  const read = conversations[0]!.messages[8]!.blocks[0]!;
  assert.ok(read.type === "tool-result");
  assert.deepEqual(read.structuredContent, {
    type: "text",
    file: { filePath: "/work/bar2.musicxml", numLines: 1, startLine: 1, totalLines: 1 },
  });
  assert.deepEqual(shape(conversations[1]!), ["user: text", "assistant: text"]);
  assert.equal(conversations[0]!.messages[1]!.timestamp, "2026-10-09T10:00:00.100Z");
});

async function readLines(...records: unknown[]) {
  const items: ImportItem[] = [];
  const text = records.map((r) => JSON.stringify(r)).join("\n");
  for await (const item of importBytes(new TextEncoder().encode(text), "session.jsonl")) items.push(item);
  return {
    conversations: items.flatMap((i) => ("conversation" in i ? [i.conversation] : [])),
    problems: items.flatMap((i) => ("problem" in i ? [i.problem] : [])),
  };
}

test("a file snapshot that opens the file, naming no session, belongs to the session that follows", async () => {
  const session = { sessionId: "s-1", timestamp: "2026-02-10T21:12:00Z" };
  const { conversations, problems } = await readLines(
    { type: "file-history-snapshot", messageId: "u1", snapshot: { trackedFileBackups: {} } },
    { ...session, type: "user", uuid: "u1", message: { role: "user", content: "Engrave bar 5" } },
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(
    conversations.map((c) => [c.id, shape(c)]),
    [["s-1", ["system: other:file-history-snapshot", "user: text"]]],
  );
});

test("Claude Code's own line for a tool's outcome (\"User rejected tool use\") is kept beside the result", async () => {
  const session = { sessionId: "s-1", timestamp: "2026-02-10T21:12:00Z" };
  const { conversations } = await readLines(
    {
      ...session,
      type: "assistant",
      uuid: "a1",
      message: {
        id: "m1",
        role: "assistant",
        content: [{ type: "tool_use", id: "t1", name: "Bash", input: {} }],
      },
    },
    {
      ...session,
      type: "user",
      uuid: "u2",
      toolUseResult: "User rejected tool use",
      message: {
        role: "user",
        content: [{ type: "tool_result", tool_use_id: "t1", content: "rejected", is_error: true }],
      },
    },
  );
  const result = conversations[0]!.messages[1]!.blocks[0]!;
  assert.ok(result.type === "tool-result");
  assert.equal(result.structuredContent, "User rejected tool use");
});

test("real files: a session's file and its sub-agent's file (isSidechain, agentId) take different ids", async () => {
  const real = fileURLToPath(new URL("../../test/fixtures/real/chitragupt/", import.meta.url));
  const ids = await Promise.all(
    ["subagent_main.jsonl", "subagent_child.jsonl"].map(async (f) =>
      (await importAll(join(real, f), { file: f })).conversations.map((c) => c.id),
    ),
  );
  assert.deepEqual(ids, [["sess-main-1"], ["sess-main-1/agent-ae267a1"]]);
});
