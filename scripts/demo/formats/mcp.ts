// An MCP JSON-RPC log (protocol 2026-07-28, one message a line) of a chat's tool calls: the chat
// itself is written without its tool results, and Barline joins the two by call order (mcp-join.ts).
import { base64, type ChatScript } from "../chat-script.ts";

const META = { "io.modelcontextprotocol/protocolVersion": "2026-07-28" };

export function mcpLog(chat: ChatScript): string {
  const lines: object[] = [];
  let id = 0;
  for (const s of chat.steps) {
    if (s.role !== "assistant" || !s.call) continue;
    id++;
    lines.push({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { _meta: META, name: s.call.name, arguments: s.call.args },
    });
    const r = s.call.result;
    const content: object[] = [{ type: "text", text: r.text }];
    if (r.image) content.push({ type: "image", data: base64(r.image), mimeType: "image/png" });
    lines.push({
      jsonrpc: "2.0",
      id,
      result: {
        resultType: "complete",
        content,
        isError: r.isError ?? false,
        ...(s.call.saves ? { structuredContent: { version: s.call.saves } } : {}),
      },
    });
  }
  return lines.map((l) => JSON.stringify(l)).join("\n") + "\n";
}
