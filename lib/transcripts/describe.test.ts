import { test } from "node:test";
import assert from "node:assert/strict";
import { READS } from "./describe.ts";
import { importBytes } from "./import.ts";

async function problems(text: string, file = "log.json") {
  const out: string[] = [];
  for await (const item of importBytes(new TextEncoder().encode(text), file))
    if ("problem" in item) out.push(`${item.problem.at ?? "-"}: ${item.problem.message}`);
  return out;
}

test("'not a chat log' says what the file looked like and what Barline reads", async () => {
  const har = JSON.stringify({ log: { version: "1.2", entries: [{ request: {}, response: {} }] } }, null, 1);
  const [p] = await problems(har);
  assert.match(
    p!,
    /^-: not a chat log: a HAR file whose entries hold no chat log\. Barline reads Anthropic Messages/,
  );
  const [q] = await problems('{\n "error": {"type": "overloaded_error", "message": "Overloaded"}\n}');
  assert.match(q!, /not a chat log: an API error reply\./);
  const [mcp] = await problems('{"content": [{"type": "text", "text": "bar 3"}], "isError": true}');
  assert.match(
    mcp!,
    /not a chat log: an MCP tool result on its own, with no JSON-RPC request or reply around it\./,
  );
  const [r] = await problems('{"candidates_x": 1, "usage": 2}');
  assert.match(r!, /not a chat log: an object with "candidates_x", "usage"\./);
});

test("JSON Lines that are no chat log, one after another, are one problem", async () => {
  const lines = [
    '{"level":"info","msg":"start"}',
    '{"level":"info","msg":"start"}',
    '{"level":"info","msg":"start"}',
  ];
  assert.deepEqual(await problems(lines.join("\n"), "app.jsonl"), [
    `line 1: not a chat log: an object with "level", "msg". ${READS} (lines 1–3 alike)`,
  ]);
});

test("a file that is not JSON at all says what it looks like", async () => {
  const [vcr] = await problems("interactions:\n- request:\n    body: '{}'\n", "cassette.yaml");
  assert.match(
    vcr!,
    /^line 1: not JSON at column 1: .*\. It looks like a VCR cassette \(YAML\): Barline reads recordings saved as JSON$/,
  );
  const [html] = await problems("<!doctype html>\n<html></html>\n", "page.html");
  assert.match(html!, /It looks like HTML or XML/);
});
