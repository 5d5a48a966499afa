import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Conversation, ToolCallBlock } from "./conversation.ts";
import { importAll } from "./import.ts";

const fixtures = fileURLToPath(new URL("../../test/fixtures/transcripts/", import.meta.url));
const read = (name: string) => importAll(join(fixtures, name), { file: name });
const summary = (c: Conversation) =>
  c.messages.map((m) => `${m.role}: ${m.blocks.map((b) => (b.type === "text" ? b.text : b.type)).join(" ")}`);

test("an HTTP recording: the request body, then the response streamed as server-sent events", async () => {
  const { conversations, problems } = await read("wrapped-http-recording.json");
  assert.deepEqual(problems, []);
  const [c] = conversations;
  assert.equal(c!.format, "anthropic");
  assert.deepEqual(summary(c!), ["user: Put bar 3 in bass clef", "assistant: tool-call"]);
  assert.deepEqual((c!.messages[1]!.blocks[0] as ToolCallBlock).arguments, { bar: 3, clef: "bass" });
  assert.equal(c!.messages[0]!.at.pointer, "/request/body/messages/0");
});

test("a HAR file: only the entry holding a chat log is read; a base64 response body is decoded", async () => {
  const { conversations, problems } = await read("wrapped-har.har.json");
  assert.deepEqual(problems, []);
  assert.equal(conversations.length, 1);
  assert.deepEqual(summary(conversations[0]!), ["user: How many bars?", "assistant: There are 32 bars."]);
  assert.equal(conversations[0]!.model, "gpt-4.1");
});

test("nock recordings and an API list page (the Conversations API's items)", async () => {
  const nock = await read("wrapped-nock.json");
  assert.deepEqual(nock.problems, []);
  assert.deepEqual(summary(nock.conversations[0]!), [
    "user: Transpose bar 2 up a tone",
    "assistant: tool-call",
  ]);
  const page = await read("wrapped-list-page.json");
  assert.deepEqual(page.problems, []);
  assert.deepEqual(summary(page.conversations[0]!), [
    "user: Is bar 4 in 6/8?",
    "assistant: Yes, bar 4 is in 6/8.",
  ]);
  assert.equal(page.conversations[0]!.messages[1]!.at.pointer, "/data/1");
});

test("Responses items logged one a line make one conversation", async () => {
  const { conversations, problems } = await read("responses-items.jsonl");
  assert.deepEqual(problems, []);
  assert.equal(conversations.length, 1);
  assert.deepEqual(summary(conversations[0]!), [
    "user: Make bar 5 piano",
    "assistant: other",
    "assistant: tool-call",
    "tool: tool-result",
    "assistant: Bar 5 is locked; it stays forte.",
  ]);
});

test("Vertex AI batch prediction lines: each request with its response, a conversation each", async () => {
  const { conversations, problems } = await read("vertex-batch.jsonl");
  assert.deepEqual(problems, []);
  assert.deepEqual(conversations.map(summary), [
    ["user: Which clef does bar 1 use?", "assistant: Bar 1 uses the treble clef."],
    ["user: How many bars?", "assistant: There are 32 bars."],
  ]);
  assert.equal(conversations[0]!.model, "gemini-2.5-flash");
});

test("OpenAI Batch API files: an input line is a request, an output line a response", async () => {
  const input = await read("openai-batch-input.jsonl");
  assert.deepEqual(input.problems, []);
  assert.deepEqual(input.conversations.map(summary), [
    ["system: You read scores.", "user: Which clef does bar 1 use?"],
  ]);
  const output = await read("openai-batch-output.jsonl");
  assert.deepEqual(output.problems, []);
  assert.deepEqual(output.conversations.map(summary), [
    ["assistant: Bar 1 uses the treble clef."],
    ["assistant: Bar 2 uses the bass clef."],
  ]);
});

test("Anthropic Message Batches results: a succeeded result is a response, an errored one a problem", async () => {
  const { conversations, problems } = await read("anthropic-batch-results.jsonl");
  assert.deepEqual(conversations.map(summary), [["assistant: Bar 1 uses the treble clef."]]);
  assert.equal(problems.length, 1);
  assert.match(
    `${problems[0]!.at}: ${problems[0]!.message}`,
    /^line 2: not a chat log: an API error reply\./,
  );
});
