// Nothing a log holds is silently empty: blocks read as empty keep their source; what a response
// says about its answer (stop reasons, filters, citations, other choices) is kept beside it.
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Block, Conversation } from "./conversation.ts";
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
const kinds = (c: Conversation | undefined) =>
  blocks(c).map((b) => (b.type === "other" ? `other:${b.kind}` : b.type));

test("an Anthropic text block whose text is empty but whose citations hold data: a problem, and the block kept raw", async () => {
  const { conversations, problems } = await read(
    JSON.stringify({
      id: "m1",
      type: "message",
      role: "assistant",
      model: "claude-x",
      content: [
        { type: "text", text: "", citations: [{ type: "char_location", cited_text: "Bar 4 is in 3/4" }] },
      ],
    }),
  );
  assert.deepEqual(kinds(conversations[0]), ["text", "other:citations"]);
  const { conversations: c2, problems: p2 } = await read(
    JSON.stringify({
      id: "m1",
      type: "message",
      role: "assistant",
      content: [{ type: "text", text: " ", quote: { said: "Bar 4 is in 3/4" } }],
    }),
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(kinds(c2[0]), ["text", "other:text"]);
  assert.deepEqual(p2, [
    'line 1 /content/0: a text that reads as empty, though the file holds "Bar 4 is in 3/4" there: kept as it is written',
  ]);
});

test("Chat Completions: every choice kept, a content-filter stop and filtered prompt shown, Azure's legacy choices[].messages read", async () => {
  const { conversations, problems } = await read(
    JSON.stringify({
      id: "c1",
      object: "chat.completion",
      prompt_filter_results: [
        { prompt_index: 0, content_filter_results: { hate: { filtered: true, severity: "high" } } },
      ],
      choices: [
        { index: 0, message: { role: "assistant", content: "" }, finish_reason: "content_filter" },
        { index: 1, message: { role: "assistant", content: "Bar 2 is forte." }, finish_reason: "stop" },
      ],
    }),
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(kinds(conversations[0]), [
    "text",
    "other:stop reason",
    "other:content filter",
    "other:choice",
  ]);
  const legacy = await read(
    JSON.stringify({
      id: "c2",
      object: "chat.completion",
      choices: [
        {
          index: 0,
          messages: [
            { role: "tool", content: '{"citations": [{"content": "Score notes"}]}', end_turn: false },
            { role: "assistant", content: "Bar 2 is forte [doc1].", end_turn: true },
          ],
        },
      ],
    }),
  );
  assert.deepEqual(legacy.problems, []);
  assert.deepEqual(kinds(legacy.conversations[0]), ["other:tool message", "text"]);
});

test("Chat Completions chunks: every choice and every delta field merged", async () => {
  const chunk = (choices: unknown[]) => ({ id: "s1", object: "chat.completion.chunk", choices });
  const { conversations, problems } = await read(
    lines(
      chunk([
        { index: 0, delta: { role: "assistant", content: "Bar " } },
        { index: 1, delta: { content: "Ba" } },
      ]),
      chunk([{ index: 0, delta: { content: "2", annotations: [{ url: "https://a.example" }] } }]),
      chunk([{ index: 1, delta: { content: "r 3" }, finish_reason: "length" }]),
      chunk([{ index: 0, delta: {}, finish_reason: "stop" }]),
    ),
    "stream.jsonl",
  );
  assert.deepEqual(problems, []);
  const b = blocks(conversations[0]);
  assert.deepEqual(kinds(conversations[0]), ["text", "other:choice"]);
  assert.equal((b[0] as { text: string }).text, "Bar 2");
  const other = b[1] as {
    raw: { message: { content: string; annotations?: unknown }; finish_reason: string };
  };
  assert.equal(other.raw.message.content, "Bar 3");
  assert.equal(other.raw.finish_reason, "length");
});

test("Anthropic stream: a delta of a kind not known is merged into its block", async () => {
  const { conversations, problems } = await read(
    lines(
      { type: "message_start", message: { id: "m1", type: "message", role: "assistant", content: [] } },
      { type: "content_block_start", index: 0, content_block: { type: "compaction", summary: "" } },
      { type: "content_block_delta", index: 0, delta: { type: "compaction_delta", summary: "Bars 1–4 " } },
      { type: "content_block_delta", index: 0, delta: { type: "compaction_delta", summary: "were edited." } },
      { type: "message_stop" },
    ),
    "stream.jsonl",
  );
  assert.deepEqual(problems, []);
  const b = blocks(conversations[0])[0] as { type: string; raw: { summary: string } };
  assert.equal(b.raw.summary, "Bars 1–4 were edited.");
});

test("Gemini: a SAFETY stop, grounding metadata, a blocked prompt; streamed chunks as one message whose code result answers an earlier chunk's call", async () => {
  const { conversations, problems } = await read(
    JSON.stringify({
      candidates: [
        {
          content: { role: "model", parts: [{ text: "" }] },
          finishReason: "SAFETY",
          groundingMetadata: { webSearchQueries: ["bar 4 time signature"] },
        },
      ],
    }),
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(kinds(conversations[0]), ["text", "other:stop reason", "other:groundingMetadata"]);
  const blocked = await read(JSON.stringify({ promptFeedback: { blockReason: "SAFETY" } }));
  assert.deepEqual(kinds(blocked.conversations[0]), ["other:prompt feedback"]);
  const chunks = await read(
    JSON.stringify([
      { candidates: [{ content: { role: "model", parts: [{ text: "Counting " }] } }] },
      { candidates: [{ content: { role: "model", parts: [{ text: "bars." }] } }] },
      { candidates: [{ content: { role: "model", parts: [{ executableCode: { code: "print(4)" } }] } }] },
      {
        candidates: [
          {
            content: {
              role: "model",
              parts: [{ codeExecutionResult: { outcome: "OUTCOME_OK", output: "4" } }],
            },
            finishReason: "STOP",
          },
        ],
      },
    ]),
  );
  assert.deepEqual(chunks.problems, []);
  assert.equal(chunks.conversations[0]!.messages.length, 1);
  const b = blocks(chunks.conversations[0]);
  assert.deepEqual(kinds(chunks.conversations[0]), ["text", "tool-call", "tool-result"]);
  assert.equal((b[0] as { text: string }).text, "Counting bars.");
});
