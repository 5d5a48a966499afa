// Real chat logs written by others (test/fixtures/real/, sources in its MANIFEST.md): what each must
// yield, counted by hand from the file. Then each is mutated at random (fast-check) and read again:
// reading never throws, and whatever it keeps is whole.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import type { Block, Conversation } from "./conversation.ts";
import { importAll, importBytes, type ImportItem } from "./import.ts";

const root = fileURLToPath(new URL("../../test/fixtures/real/", import.meta.url));

/** conversations, messages, tool calls, results, error results, images, other blocks, problems */
type Counts = [number, number, number, number, number, number, number, number];

const EXPECTED: Record<string, Counts> = {
  "vercel-ai/anthropic-clear-thinking.1.json": [1, 1, 0, 0, 0, 0, 1, 0],
  "vercel-ai/anthropic-code-execution-20250825.1.json": [1, 1, 2, 2, 0, 0, 1, 0],
  "vercel-ai/anthropic-mcp.1.chunks.txt": [1, 1, 1, 1, 0, 0, 0, 0],
  "vercel-ai/anthropic-mcp.1.json": [1, 1, 1, 1, 0, 0, 0, 0],
  "vercel-ai/anthropic-programmatic-tool-calling.1.json": [1, 1, 5, 1, 0, 0, 0, 0],
  "vercel-ai/anthropic-refusal.json": [1, 1, 0, 0, 0, 0, 1, 0],
  "vercel-ai/anthropic-text.chunks.txt": [1, 1, 0, 0, 0, 0, 0, 0],
  "vercel-ai/anthropic-tool-no-args.chunks.txt": [1, 1, 1, 0, 0, 0, 0, 0],
  "vercel-ai/anthropic-tool-search-regex.1.json": [1, 1, 2, 1, 0, 0, 1, 0],
  "vercel-ai/anthropic-web-fetch-tool.1.json": [1, 1, 1, 1, 0, 0, 1, 0],
  "vercel-ai/anthropic-web-fetch-tool.error.json": [1, 1, 1, 1, 1, 0, 0, 0],
  // Text with citations: each text block's citations are an `other` block beside it (9 streamed, 3 whole).
  "vercel-ai/anthropic-web-search-tool.1.chunks.txt": [1, 1, 1, 1, 0, 0, 19, 0],
  "vercel-ai/anthropic-web-search-tool.1.json": [1, 1, 2, 2, 0, 0, 13, 0],
  "vercel-ai/azure-model-router.1.chunks.txt": [1, 1, 0, 0, 0, 0, 0, 0],
  "vercel-ai/deepseek-reasoning.json": [1, 1, 0, 0, 0, 0, 1, 0],
  "vercel-ai/deepseek-tool-call.chunks.txt": [1, 1, 1, 0, 0, 0, 1, 0],
  "vercel-ai/deepseek-tool-call.json": [1, 1, 1, 0, 0, 0, 1, 0],
  "vercel-ai/google-text.json": [1, 1, 0, 0, 0, 0, 0, 0],
  "vercel-ai/google-tool-call.chunks.txt": [1, 1, 1, 0, 0, 0, 0, 0],
  "vercel-ai/google-tool-call.json": [1, 1, 1, 0, 0, 0, 0, 0],
  "vercel-ai/openai-apply-patch-tool.1.json": [1, 1, 1, 0, 0, 0, 0, 0],
  "vercel-ai/openai-code-interpreter-tool.1.chunks.txt": [1, 8, 3, 3, 0, 0, 5, 0],
  "vercel-ai/openai-code-interpreter-tool.1.json": [1, 8, 3, 3, 0, 0, 5, 0],
  "vercel-ai/openai-custom-tool.1.chunks.txt": [1, 1, 1, 0, 0, 0, 0, 0],
  "vercel-ai/openai-error.1.json": [0, 0, 0, 0, 0, 0, 0, 1],
  "vercel-ai/openai-file-search-tool.1.json": [1, 4, 1, 1, 0, 0, 3, 0],
  // Its image data was shortened to "…" upstream: not base64, so the response is a problem.
  "vercel-ai/openai-image-generation-tool.1.json": [0, 0, 0, 0, 0, 0, 0, 1],
  "vercel-ai/openai-local-shell-tool.1.json": [1, 2, 1, 0, 0, 0, 1, 0],
  "vercel-ai/openai-mcp-tool-approval.1.json": [1, 3, 0, 0, 0, 0, 3, 0],
  "vercel-ai/openai-mcp-tool.1.json": [1, 5, 1, 1, 0, 0, 3, 0],
  "vercel-ai/openai-reasoning-encrypted-content.1.json": [1, 2, 0, 0, 0, 0, 1, 0],
  "vercel-ai/openai-shell-container.1.json": [1, 3, 1, 1, 0, 0, 0, 0],
  "vercel-ai/openai-shell-tool.1.json": [1, 1, 1, 0, 0, 0, 0, 0],
  "vercel-ai/openai-text.json": [1, 1, 0, 0, 0, 0, 0, 0],
  "vercel-ai/openai-web-search-tool.1.chunks.txt": [1, 14, 6, 6, 0, 0, 8, 0],
  "vercel-ai/openai-web-search-tool.1.json": [1, 8, 3, 3, 0, 0, 5, 0],
  // Lines 1 and 6 are cut JSON upstream: the stream they open and close is not kept.
  "vercel-ai/parallel-tool-call-wrapper.1.chunks.txt": [0, 0, 0, 0, 0, 0, 0, 3],
  "inspect-ai/log_formats.eval": [1, 3, 0, 0, 0, 0, 0, 0],
  "inspect-ai/log_formats.json": [1, 3, 0, 0, 0, 0, 0, 0],
  "inspect-ai/log_images.json": [1, 3, 0, 0, 0, 1, 0, 0],
  "inspect-ai/log_message_deduplication.eval": [1, 12, 5, 5, 0, 0, 0, 0],
  "inspect-ai/log_read_sample.eval": [1, 3, 0, 0, 0, 0, 0, 0],
  "inspect-ai/log_read_sample.json": [1, 3, 0, 0, 0, 0, 0, 0],
  // Tool messages whose calls the sample does not hold: the sample is a problem, nothing invented.
  "inspect-ai/log_tool_call_error.json": [0, 0, 0, 0, 0, 0, 0, 1],
  "mcp-spec/call-tool-request.json": [1, 1, 1, 0, 0, 0, 0, 0],
  // A reply whose request is not in the file, and a result with no JSON-RPC around it.
  "mcp-spec/call-tool-result-response.json": [0, 0, 0, 0, 0, 0, 0, 1],
  "mcp-spec/invalid-tool-input-error.json": [0, 0, 0, 0, 0, 0, 0, 1],
  "otel-semconv/input-messages-text-messages.json": [1, 2, 0, 0, 0, 0, 0, 0],
  "otel-semconv/input-messages-tool-call-round-trip.json": [1, 3, 1, 1, 0, 0, 0, 0],
  "otel-semconv/input-messages-unknown-part-type.json": [1, 1, 0, 0, 0, 0, 1, 0],
  "otel-semconv/output-messages-reasoning-and-generic-parts.json": [1, 1, 0, 0, 0, 0, 2, 0],
  // Lines 10, 11, 13–16 and 18 are broken on purpose upstream; line 17 is another session's.
  "claude-code-log/edge_cases.jsonl": [2, 12, 3, 1, 1, 0, 1, 7],
  "claude-code-log/representative_messages.jsonl": [1, 12, 2, 2, 0, 0, 1, 0],
  "claude-code-log/session_b.jsonl": [1, 3, 0, 0, 0, 0, 0, 0],
  "claude-code-log/todowrite_examples.jsonl": [1, 12, 3, 3, 0, 0, 1, 0],
  "claude-code-log/rollout-2026-01-02T03-04-05-11111111-1111-4111-8111-111111111111.jsonl": [
    1, 10, 3, 3, 0, 0, 2, 0,
  ],
  // Gemini answers recorded for Firebase's SDK tests: a stop reason other than STOP, grounding, URL-context
  // and citation metadata, and a prompt feedback with no candidate are `other` blocks beside the answer.
  "firebase-vertexai/googleai-streaming-failure-prompt-blocked-safety.txt": [1, 1, 0, 0, 0, 0, 1, 0],
  "firebase-vertexai/googleai-streaming-failure-recitation-no-content.txt": [1, 1, 0, 0, 0, 0, 7, 0],
  "firebase-vertexai/googleai-streaming-success-basic-reply-short.txt": [1, 1, 0, 0, 0, 0, 0, 0],
  "firebase-vertexai/googleai-streaming-success-citations.txt": [1, 1, 0, 0, 0, 0, 1, 0],
  "firebase-vertexai/googleai-streaming-success-code-execution.txt": [1, 1, 1, 1, 0, 0, 0, 0],
  "firebase-vertexai/googleai-streaming-success-finish-message.txt": [1, 1, 0, 0, 0, 0, 0, 0],
  "firebase-vertexai/googleai-streaming-success-thinking-reply-thought-summary.txt": [1, 1, 0, 0, 0, 0, 3, 0],
  "firebase-vertexai/googleai-streaming-success-url-context.txt": [1, 1, 0, 0, 0, 0, 5, 0],
  // An API error reply, not a chat log.
  "firebase-vertexai/googleai-unary-failure-api-key.txt": [0, 0, 0, 0, 0, 0, 0, 1],
  "firebase-vertexai/googleai-unary-failure-finish-reason-safety.txt": [1, 1, 0, 0, 0, 0, 1, 0],
  "firebase-vertexai/googleai-unary-failure-only-prompt-feedback.json": [1, 1, 0, 0, 0, 0, 1, 0],
  "firebase-vertexai/googleai-unary-failure-with-message-no-content.json": [1, 1, 0, 0, 0, 0, 1, 0],
  "firebase-vertexai/googleai-unary-success-citations.txt": [1, 1, 0, 0, 0, 0, 1, 0],
  "firebase-vertexai/googleai-unary-success-code-execution.json": [1, 1, 1, 1, 0, 0, 0, 0],
  "firebase-vertexai/googleai-unary-success-google-maps-grounding.json": [1, 1, 0, 0, 0, 0, 1, 0],
  "firebase-vertexai/googleai-unary-success-google-search-grounding.json": [1, 1, 0, 0, 0, 0, 1, 0],
  "firebase-vertexai/googleai-unary-success-thinking-function-call-thought-summary-signature.json": [
    1, 1, 1, 0, 0, 0, 1, 0,
  ],
  "firebase-vertexai/googleai-unary-success-url-context.json": [1, 1, 0, 0, 0, 0, 2, 0],
  "firebase-vertexai/vertexai-unary-failure-finish-reason-safety.json": [1, 1, 0, 0, 0, 0, 2, 0],
  "firebase-vertexai/vertexai-unary-success-function-call-different-parallel-calls.json": [
    1, 1, 3, 0, 0, 0, 0, 0,
  ],
  "firebase-vertexai/vertexai-unary-success-url-context-missing-retrievedurl.json": [1, 1, 0, 0, 0, 0, 2, 0],
  // Langfuse UI exports ({trace, observations}) recorded from framework integrations: each generation's
  // input and output, JSON text or not, in the framework's own layout.
  "langfuse/autogen-2025-06-06.trace.json": [1, 2, 0, 0, 0, 0, 0, 0],
  // Three generations logged `{"content":"role"}` as their input: each is a problem, the fourth is kept.
  "langfuse/claude-agent-2025-12-22.trace.json": [1, 2, 0, 0, 0, 0, 0, 3],
  "langfuse/crewai-2025-07-11.trace.json": [1, 3, 0, 0, 0, 0, 0, 0],
  "langfuse/google-adk-2025-08-28.trace.json": [1, 5, 1, 1, 0, 0, 0, 0],
  "langfuse/google-gemini-2025-08-01.trace.json": [1, 2, 0, 0, 0, 0, 0, 0],
  // The one generation's input is the Python call's arguments, no messages.
  "langfuse/llamaindex-2025-06-05.trace.json": [0, 0, 0, 0, 0, 0, 0, 1],
  // LangChain's handler: the tools offered as `tool` messages, the call under `additional_kwargs`.
  "langfuse/langgraph-python-2025-08-22.trace.json": [1, 5, 1, 1, 0, 0, 0, 0],
  "langfuse/seeder-google-vertex-tools-langchain-2025-09-19.json": [1, 6, 0, 0, 0, 0, 0, 0],
  "langfuse/microsoft-agent-2025-12-17.trace.json": [1, 4, 1, 1, 0, 0, 0, 0],
  "langfuse/openai-agents-2025-09-30.trace.json": [1, 5, 1, 1, 0, 0, 0, 0],
  "langfuse/pydantic-ai-2025-06-06.trace.json": [1, 3, 0, 0, 0, 0, 0, 0],
  "langfuse/pydantic-ai-tools-2025-06-06.trace.json": [1, 3, 0, 0, 0, 0, 0, 0],
  // Two agents: the joke writer (three calls, three results) and the critic (its answer as a call).
  "langfuse/pydantic-ai-tools-2025-12-04.trace.json": [2, 10, 4, 3, 0, 0, 0, 0],
  "langfuse/pydantic-ai-with-gemini-2025-12-24.trace.json": [1, 2, 0, 0, 0, 0, 0, 0],
  "langfuse/seeder-autogen-2025-06-06.json": [1, 2, 0, 0, 0, 0, 0, 0],
  "langfuse/seeder-openai-assistants-2024-05-29.json": [1, 3, 0, 0, 0, 0, 0, 0],
  // The outer `ai.generateText` generation's input is `{prompt}`: a problem; the inner call is kept.
  "langfuse/vercel-aisdk-2025-11-17.trace.json": [1, 2, 1, 0, 0, 0, 0, 1],
  "langfuse/vertex-ai-2025-08-01.trace.json": [1, 2, 0, 0, 0, 0, 0, 0],
  // LangSmith SDK batches ({post, patch}) recorded by its wrap_openai tests.
  "langsmith-sdk/langsmith_js_wrap_openai_default.json": [1, 2, 0, 0, 0, 0, 0, 0],
  "langsmith-sdk/langsmith_js_wrap_openai_reasoning.json": [1, 2, 0, 0, 0, 0, 0, 0],
  "langsmith-sdk/langsmith_js_wrap_openai_stream.json": [1, 2, 0, 0, 0, 0, 0, 0],
  "langsmith-sdk/langsmith_py_wrap_openai_.json": [1, 2, 0, 0, 0, 0, 0, 0],
  "langsmith-sdk/langsmith_py_wrap_openai_stream.json": [1, 2, 0, 0, 0, 0, 0, 0],
  // Claude Code sessions from a real ~/.claude/projects: a sub-agent's file, two compaction agents'
  // files, and two main sessions (each opened by a file snapshot that names no session).
  "spotter/agent-aac57f5.jsonl": [1, 29, 12, 12, 0, 0, 12, 0],
  "spotter/agent-acompact-946d2b.jsonl": [1, 2, 0, 0, 0, 0, 0, 0],
  "spotter/agent-acompact-fffbd0.jsonl": [1, 4, 0, 0, 0, 0, 0, 0],
  "spotter/short.jsonl": [1, 11, 2, 2, 2, 0, 5, 0],
  "spotter/tool_heavy.jsonl": [1, 35, 6, 6, 0, 0, 16, 0],
  // A main session, its sub-agent's file and a team session.
  "chitragupt/subagent_child.jsonl": [1, 4, 1, 1, 0, 0, 0, 0],
  "chitragupt/subagent_main.jsonl": [1, 4, 1, 1, 0, 0, 0, 0],
  "chitragupt/subagent_team_main.jsonl": [1, 4, 1, 1, 0, 0, 0, 0],
};

/** Every block, and the blocks inside tool results. */
function allBlocks(c: Conversation): Block[] {
  return c.messages.flatMap((m) =>
    m.blocks.flatMap((b): Block[] => (b.type === "tool-result" ? [b, ...b.content] : [b])),
  );
}

function counts(conversations: Conversation[], problems: number): Counts {
  const blocks = conversations.flatMap(allBlocks);
  const n = (t: Block["type"]) => blocks.filter((b) => b.type === t).length;
  return [
    conversations.length,
    conversations.reduce((k, c) => k + c.messages.length, 0),
    n("tool-call"),
    n("tool-result"),
    blocks.filter((b) => b.type === "tool-result" && b.isError === true).length,
    n("image"),
    n("other"),
    problems,
  ];
}

const files = readdirSync(root, { withFileTypes: true, recursive: true })
  .filter((f) => f.isFile() && !f.name.endsWith(".md") && f.name !== "LICENSE")
  .map((f) => join(f.parentPath, f.name).slice(root.length));

test("every real file has its expected counts, and every expectation its file", () => {
  assert.deepEqual([...files].sort(), Object.keys(EXPECTED).sort());
  assert.ok(files.length >= 40, `${files.length} real files`);
});

for (const file of Object.keys(EXPECTED)) {
  test(`real file ${file}`, async () => {
    const { conversations, problems } = await importAll(join(root, file), { file });
    assert.deepEqual(
      counts(conversations, problems.length),
      EXPECTED[file],
      problems.map((p) => `${p.at ?? "-"}: ${p.message}`).join("\n"),
    );
  });
}

async function readAll(bytes: Uint8Array): Promise<ImportItem[]> {
  const items: ImportItem[] = [];
  for await (const item of importBytes(bytes, "mutated.jsonl")) items.push(item);
  return items;
}

test("real files cut, spliced or with bytes changed: reading never throws, and keeps only whole conversations", async () => {
  const seeds = Object.keys(EXPECTED).map((f) => readFileSync(join(root, f)));
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 0, max: seeds.length - 1 }),
      fc.array(fc.tuple(fc.nat(), fc.nat({ max: 3 }), fc.string({ maxLength: 3 })), {
        minLength: 1,
        maxLength: 4,
      }),
      async (seed, edits) => {
        let text = seeds[seed]!.toString("utf8");
        for (const [at, cut, insert] of edits) {
          const i = at % (text.length + 1);
          text = text.slice(0, i) + insert + text.slice(i + cut);
        }
        const items = await readAll(new TextEncoder().encode(text));
        for (const item of items) {
          if ("problem" in item) {
            assert.equal(typeof item.problem.message, "string");
            continue;
          }
          const c = item.conversation;
          assert.ok(c.messages.length > 0, "no empty conversation");
          const calls = new Set<string>();
          for (const b of c.messages.flatMap((m) => m.blocks)) {
            if (b.type === "tool-call") calls.add(b.id);
            if (b.type === "tool-result") assert.ok(calls.has(b.callId), "a result answers a call before it");
          }
          assert.doesNotThrow(() => JSON.stringify(c), "blocks are plain JSON");
        }
      },
    ),
    { numRuns: 150 },
  );
});

/** Every JSON value the fixture files hold (a whole file, or each line of a JSON Lines file). */
function seedDocuments(): unknown[] {
  const dirs = [root, fileURLToPath(new URL("../../test/fixtures/transcripts/", import.meta.url))];
  return dirs.flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((f) => f.isFile() && /\.(json|jsonl|txt)$/.test(f.name))
      .flatMap((f) => {
        const text = readFileSync(join(f.parentPath, f.name), "utf8");
        try {
          return [JSON.parse(text) as unknown];
        } catch {
          return text.split("\n").flatMap((l) => {
            try {
              return [JSON.parse(l) as unknown];
            } catch {
              return [];
            }
          });
        }
      }),
  );
}

/** Every path into a value. */
function paths(v: unknown, at: string[] = [], out: string[][] = []): string[][] {
  out.push(at);
  if (typeof v === "object" && v !== null) for (const [k, x] of Object.entries(v)) paths(x, [...at, k], out);
  return out;
}

function replaced(v: unknown, at: string[], x: unknown): unknown {
  if (at.length === 0) return x;
  const copy: Record<string, unknown> = Array.isArray(v)
    ? ([...(v as unknown[])] as never)
    : { ...(v as object) };
  copy[at[0]!] = replaced((v as Record<string, unknown>)[at[0]!], at.slice(1), x);
  return copy;
}

test("any field of any fixture replaced by any JSON: every importer reads it or names a problem, never throws", async () => {
  const docs = seedDocuments();
  await fc.assert(
    fc.asyncProperty(fc.nat(), fc.nat(), fc.jsonValue({ maxDepth: 2 }), async (d, at, value) => {
      const doc = docs[d % docs.length];
      const all = paths(doc);
      const text = JSON.stringify(replaced(doc, all[at % all.length]!, value));
      await readAll(new TextEncoder().encode(text));
    }),
    { numRuns: 300 },
  );
});
