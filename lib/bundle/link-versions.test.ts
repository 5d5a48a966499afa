import { test } from "node:test";
import assert from "node:assert/strict";
import type { Conversation } from "../transcripts/conversation.ts";
import { importBytes } from "../transcripts/import.ts";
import { indexCalls, linkVersions, resultVersion } from "./link-versions.ts";

/** Conversations read by the real importer from OpenAI Chat messages: [time, role, content, call?]. */
type Row = [
  time: string,
  role: string,
  content: string | null,
  extra?: { id: string; name: string } | { result: string },
];

async function chat(id: string, scoreId: string, rows: Row[]): Promise<Conversation> {
  const messages = rows.map(([t, role, content, x]) => ({
    role,
    content,
    timestamp: `2026-10-09T10:${t}Z`,
    ...(x && "name" in x
      ? { tool_calls: [{ id: x.id, type: "function", function: { name: x.name, arguments: "{}" } }] }
      : {}),
    ...(x && "result" in x ? { tool_call_id: x.result } : {}),
  }));
  const text = JSON.stringify({ conversationId: id, scoreId, messages });
  for await (const item of importBytes(new TextEncoder().encode(text), `${id}.json`))
    if ("conversation" in item) return item.conversation;
  throw new Error("not read");
}

const link = (l: ReturnType<typeof linkVersions>[number]) =>
  l ? `${l.conversationId}/${l.toolCallId} by ${l.rule}` : null;

test("rule 1: the history's toolCallId, in the conversation it names", async () => {
  const a = await chat("a", "s", [
    ["00:00", "user", "Edit."],
    ["00:01", "assistant", null, { id: "c1", name: "edit_score" }],
    ["00:02", "tool", "Applied.", { result: "c1" }],
  ]);
  const b = await chat("b", "s", [
    ["05:00", "user", "Edit."],
    ["05:01", "assistant", null, { id: "c1", name: "edit_score" }],
    ["05:02", "tool", "Applied.", { result: "c1" }],
  ]);
  const links = linkVersions(
    "s",
    [
      { version: 2, savedAt: null, conversationId: "b", toolCallId: "c1" },
      { version: 3, savedAt: null, toolCallId: "nowhere" },
    ],
    indexCalls([a, b]),
  );
  assert.deepEqual(links.map(link), ["b/c1 by toolCallId", null]);
});

test("rule 1: a call id two conversations about the score both have, the history naming neither, is ambiguous", async () => {
  const turn = (t: string): Row[] => [
    [`${t}:00`, "user", "Edit."],
    [`${t}:01`, "assistant", null, { id: "c1", name: "edit_score" }],
    [`${t}:02`, "tool", "Applied.", { result: "c1" }],
  ];
  const [a, b] = [await chat("a", "s", turn("00")), await chat("b", "s", turn("05"))];
  const said: [number, string[]][] = [];
  const links = linkVersions(
    "s",
    [{ version: 2, savedAt: null, toolCallId: "c1" }],
    indexCalls([a, b]),
    (i, ids) => said.push([i, ids]),
  );
  assert.deepEqual(links, [null]);
  assert.deepEqual(said, [[0, ["a", "b"]]]);
});

test("rule 2: the version number in a mutating call's result; errors and reads are not links", async () => {
  const c = await chat("c", "s", [
    ["00:00", "user", "Edit."],
    ["00:01", "assistant", null, { id: "e1", name: "edit_score" }],
    ["00:02", "tool", "Error: version 4 is stale", { result: "e1" }],
    ["00:03", "assistant", null, { id: "r1", name: "read_score" }],
    ["00:04", "tool", "Version 5 has 16 bars.", { result: "r1" }],
    ["00:05", "assistant", null, { id: "e2", name: "set_clef" }],
    ["00:06", "tool", "Applied as version 7.\nbar 4: lower staff clef treble -> bass", { result: "e2" }],
  ]);
  const links = linkVersions(
    "s",
    [4, 5, 7].map((version) => ({ version, savedAt: null })),
    indexCalls([c]),
  );
  assert.deepEqual(links.map(link), [null, null, "c/e2 by result-version"]);
  assert.equal(
    resultVersion({
      type: "tool-result",
      callId: "x",
      isError: false,
      errorKind: null,
      content: [],
      structuredContent: { version: "12" },
      at: { file: "f" },
    }),
    12,
  );
});

test("rule 3: the save time inside exactly one mutating call's window; two windows are a guess and link nothing", async () => {
  const c = await chat("c", "s", [
    ["00:00", "user", "Edit twice."],
    ["00:10", "assistant", null, { id: "e1", name: "edit_score" }],
    ["00:20", "tool", "Done.", { result: "e1" }],
    ["00:30", "assistant", null, { id: "e2", name: "edit_score" }],
    ["00:40", "tool", "Done.", { result: "e2" }],
  ]);
  const other = await chat("d", "other-score", [
    ["00:00", "user", "Edit."],
    ["00:31", "assistant", null, { id: "x1", name: "edit_score" }],
    ["00:41", "tool", "Done.", { result: "x1" }],
  ]);
  const at = (s: string) => `2026-10-09T10:${s}Z`;
  const links = linkVersions(
    "s",
    [
      { version: 2, savedAt: at("00:15") },
      { version: 3, savedAt: at("00:30") },
      { version: 4, savedAt: at("00:50") },
    ],
    indexCalls([c, other]),
  );
  assert.deepEqual(links.map(link), ["c/e1 by save-time", "c/e2 by save-time", null]);
  // The same versions with both calls inside one window: no link is guessed.
  const both = await chat("c", "s", [
    ["00:00", "user", "Edit."],
    ["00:10", "assistant", null, { id: "e1", name: "edit_score" }],
    ["00:10", "assistant", null, { id: "e2", name: "edit_score" }],
    ["00:20", "tool", "Done.", { result: "e1" }],
  ]);
  assert.deepEqual(linkVersions("s", [{ version: 2, savedAt: at("00:10") }], indexCalls([both])).map(link), [
    null,
  ]);
});

test("rules in order over all versions: an explicit link is not taken again by a later rule", async () => {
  const c = await chat("c", "s", [
    ["00:00", "user", "Edit."],
    ["00:10", "assistant", null, { id: "e1", name: "edit_score" }],
    ["00:20", "tool", "Saved as version 3.", { result: "e1" }],
  ]);
  const links = linkVersions(
    "s",
    [
      { version: 3, savedAt: null },
      { version: 4, savedAt: null, toolCallId: "e1" },
    ],
    indexCalls([c]),
  );
  assert.deepEqual(links.map(link), [null, "c/e1 by toolCallId"]);
});

test("one index of the bundle's calls links every score's versions, each from its own conversations", async () => {
  const a = await chat("a", "s", [
    ["00:00", "user", "Edit."],
    ["00:10", "assistant", null, { id: "e1", name: "edit_score" }],
    ["00:20", "tool", "Saved as version 2.", { result: "e1" }],
  ]);
  const b = await chat("b", "t", [
    ["00:00", "user", "Edit."],
    ["00:12", "assistant", null, { id: "e1", name: "edit_score" }],
    ["00:22", "tool", "Saved as version 2.", { result: "e1" }],
  ]);
  const calls = indexCalls([a, b]);
  const at = (s: string) => `2026-10-09T10:${s}Z`;
  assert.deepEqual(linkVersions("s", [{ version: 2, savedAt: null }], calls).map(link), [
    "a/e1 by result-version",
  ]);
  assert.deepEqual(linkVersions("t", [{ version: 2, savedAt: null }], calls).map(link), [
    "b/e1 by result-version",
  ]);
  // A call id both conversations use: the one about the history's own score is taken.
  assert.deepEqual(linkVersions("t", [{ version: 3, savedAt: null, toolCallId: "e1" }], calls).map(link), [
    "b/e1 by toolCallId",
  ]);
  assert.deepEqual(linkVersions("t", [{ version: 3, savedAt: at("00:15") }], calls).map(link), [
    "b/e1 by save-time",
  ]);
  assert.deepEqual(linkVersions("u", [{ version: 2, savedAt: at("00:15") }], calls).map(link), [null]);
});
