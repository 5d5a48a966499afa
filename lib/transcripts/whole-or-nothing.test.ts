import { test } from "node:test";
import assert from "node:assert/strict";
import { importBytes, type ImportItem } from "./import.ts";

async function read(text: string) {
  const items: ImportItem[] = [];
  for await (const item of importBytes(new TextEncoder().encode(text), "log.jsonl")) items.push(item);
  return {
    conversations: items.flatMap((i) => ("conversation" in i ? [i.conversation] : [])),
    problems: items.flatMap((i) => ("problem" in i ? [`${i.problem.at ?? "-"}: ${i.problem.message}`] : [])),
  };
}

const request = (content: unknown) =>
  JSON.stringify({ model: "claude-x", messages: [{ role: "user", content }] });
const response = (content: unknown) =>
  JSON.stringify({ type: "message", role: "assistant", model: "claude-x", content });

test("a request that cannot be read takes its response along: no conversation of the response alone", async () => {
  const { conversations, problems } = await read(
    [
      request([{ type: "image", source: { type: "base64", media_type: "image/png", data: "**" } }]),
      response([{ type: "text", text: "Bar 3 is in 3/4." }]),
    ].join("\n"),
  );
  assert.deepEqual(conversations, []);
  assert.deepEqual(problems, [
    "line 1 /messages/0/content/0: image data is not base64",
    "line 2: not kept: the response to the request at line 1, which could not be read",
  ]);
});

test("a response that cannot be read takes its request along; the next pair is read", async () => {
  const { conversations, problems } = await read(
    [
      request("Is bar 3 in 3/4?"),
      response([{ type: "tool_use", id: 7, name: "read_bar", input: {} }]),
      request("Is bar 4 in 3/4?"),
      response([{ type: "text", text: "Yes." }]),
    ].join("\n"),
  );
  assert.deepEqual(problems, [
    'line 2 /content/0/id: "id" is a number where text should be',
    "line 1: not kept: its response (line 2) could not be read",
  ]);
  assert.equal(conversations.length, 1);
  assert.deepEqual(
    conversations[0]!.messages.map((m) => m.role),
    ["user", "assistant"],
  );
});

test("a conversation with no messages is a problem, not an empty conversation", async () => {
  const { conversations, problems } = await read('{"conversationId":"c1","messages":[]}');
  assert.deepEqual(conversations, []);
  assert.deepEqual(problems, ["line 1: a conversation with no messages: nothing kept"]);
});
