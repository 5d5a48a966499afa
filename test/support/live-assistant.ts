// A score assistant that checks itself live, as a team would run one: a client app (this file) gives a
// model Barline's MCP tools under the names a client gives them (`mcp__barline__read_bars`), calls
// the `barline mcp` process over stdio for each tool use, and saves the conversation as Anthropic
// Messages JSON in a bundle beside the score it worked on. The model is a local stand-in speaking the
// Messages API (as lib/claims/extract-claude.test.ts uses), scripted: it reads bar 9 of the clef
// incident's score, verifies its sentence, then says it.
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import Anthropic from "@anthropic-ai/sdk";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { repoRoot } from "../fixtures/score/paths.ts";

const SCORE = path.join(repoRoot, "test/fixtures/analysis/incident-variants/scores/bagatelle");
export const LIVE_CONVERSATION = "live-bagatelle";
const MODEL = "scripted-assistant";
const PREFIX = "mcp__barline__";
const QUESTION = "Is the left hand of bar 9 in bass clef?";
export const ANSWER = "Bar 9 of the left hand is in treble clef.";

type Step = { tool: string; input: Record<string, unknown> } | { text: string };

/** What the scripted model does after as many tool results as it has seen. */
const SCRIPT: Step[] = [
  { tool: `${PREFIX}read_bars`, input: { score: "bagatelle", bars: "8-9", staff: 2 } },
  { tool: `${PREFIX}verify_claim`, input: { score: "bagatelle", sentence: ANSWER } },
  { text: ANSWER },
];

interface MessagesRequest {
  model: string;
  tools?: { name: string }[];
  messages: Anthropic.Messages.MessageParam[];
}

async function standIn(): Promise<{ url: string; tools: string[][]; close(): void }> {
  const tools: string[][] = [];
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const request = JSON.parse(Buffer.concat(chunks).toString("utf8")) as MessagesRequest;
    tools.push((request.tools ?? []).map((t) => t.name));
    const seen = request.messages
      .flatMap((m) => (typeof m.content === "string" ? [] : m.content))
      .filter((b) => b.type === "tool_result").length;
    const step = SCRIPT[Math.min(seen, SCRIPT.length - 1)]!;
    const content =
      "tool" in step
        ? [{ type: "tool_use", id: `toolu_live${seen + 1}`, name: step.tool, input: step.input }]
        : [{ type: "text", text: step.text }];
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id: `msg_live${seen + 1}`,
        type: "message",
        role: "assistant",
        model: request.model,
        content,
        stop_reason: "tool" in step ? "tool_use" : "end_turn",
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 10 },
      }),
    );
  };
  const server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tools,
    close: () => server.close(),
  };
}

/** MCP content as a tool_result's content. */
function resultContent(
  r: CallToolResult,
): (Anthropic.Messages.TextBlockParam | Anthropic.Messages.ImageBlockParam)[] {
  return r.content.flatMap((c): (Anthropic.Messages.TextBlockParam | Anthropic.Messages.ImageBlockParam)[] =>
    c.type === "text"
      ? [{ type: "text", text: c.text }]
      : c.type === "image"
        ? [{ type: "image", source: { type: "base64", media_type: "image/png", data: c.data } }]
        : [],
  );
}

/**
 * Writes a bundle into `folder`: the bagatelle's versions 1 and 2 (a re-save of the same music) and
 * the conversation the scripted assistant had through `barline mcp` on that bundle. Returns the tool
 * names the model was offered on each request.
 */
export async function recordLiveConversation(folder: string): Promise<{ offered: string[][] }> {
  const scores = path.join(folder, "scores", "bagatelle");
  mkdirSync(scores, { recursive: true });
  for (const f of ["v1.musicxml", "v2.musicxml"]) cpSync(path.join(SCORE, f), path.join(scores, f));
  writeFileSync(
    path.join(scores, "history.json"),
    JSON.stringify({
      scoreId: "bagatelle",
      title: "Bagatelle",
      versions: [
        { version: 1, file: "v1.musicxml", savedAt: "2026-11-10T09:00:00Z" },
        { version: 2, file: "v2.musicxml", savedAt: "2026-11-10T10:00:40Z" },
      ],
    }),
  );
  const stand = await standIn();
  const mcp = new Client({ name: "scripted-client", version: "1" });
  await mcp.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ["--import", "tsx", "scripts/barline.ts", "mcp", folder],
      cwd: repoRoot,
      stderr: "ignore",
    }),
  );
  try {
    const tools = (await mcp.listTools()).tools.map((t) => ({
      name: `${PREFIX}${t.name}`,
      description: t.description ?? "",
      input_schema: t.inputSchema,
    }));
    const anthropic = new Anthropic({ apiKey: "test-key", baseURL: stand.url, maxRetries: 0 });
    const messages: Anthropic.Messages.MessageParam[] = [{ role: "user", content: QUESTION }];
    for (let turn = 0; turn < SCRIPT.length; turn++) {
      const reply = await anthropic.messages.create({ model: MODEL, max_tokens: 1024, tools, messages });
      messages.push({ role: "assistant", content: reply.content });
      const uses = reply.content.filter((b) => b.type === "tool_use");
      if (uses.length === 0) break;
      const results: Anthropic.Messages.ToolResultBlockParam[] = [];
      for (const use of uses) {
        const r = (await mcp.callTool({
          name: use.name.slice(PREFIX.length),
          arguments: use.input as Record<string, unknown>,
        })) as CallToolResult;
        results.push({
          type: "tool_result",
          tool_use_id: use.id,
          content: resultContent(r),
          is_error: r.isError === true,
        });
      }
      messages.push({ role: "user", content: results });
    }
    const start = Date.parse("2026-11-12T09:00:00Z");
    mkdirSync(path.join(folder, "chats"), { recursive: true });
    writeFileSync(
      path.join(folder, "chats", `${LIVE_CONVERSATION}.json`),
      JSON.stringify({
        conversationId: LIVE_CONVERSATION,
        scoreId: "bagatelle",
        model: MODEL,
        startedAt: new Date(start).toISOString(),
        messages: messages.map((m, i) => ({
          ...m,
          timestamp: new Date(start + (i + 1) * 5000).toISOString(),
        })),
      }),
    );
    return { offered: stand.tools };
  } finally {
    await mcp.close();
    stand.close();
  }
}
