// The server over streamable HTTP, stateless: each POST to /mcp is answered by a server of its own
// over the same score library (parsed versions are shared). On a loopback address only a loopback
// Host is answered, so a web page cannot reach the server through DNS rebinding.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { LIMITS } from "../limits.ts";
import type { ScoreLibrary } from "./score-source.ts";
import { barlineMcpServer } from "./server.ts";

export const MCP_PATH = "/mcp";
/** A whole score file may be sent to check_edit or save_version: its limit, escaped in JSON. */
const MAX_BODY = 2 * LIMITS.documentChars;
const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

function rpcError(res: ServerResponse, status: number, code: number, message: string): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id: null }));
}

function hostName(header: string | undefined): string {
  if (!header) return "";
  return header.startsWith("[") ? header.slice(0, header.indexOf("]") + 1) : header.split(":")[0]!;
}

async function body(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function answer(library: ScoreLibrary, loopback: boolean, req: IncomingMessage, res: ServerResponse) {
  if (loopback && !LOOPBACK.has(hostName(req.headers.host)))
    return rpcError(
      res,
      403,
      -32000,
      `this server answers only on localhost, not for Host ${req.headers.host}`,
    );
  if (new URL(req.url ?? "/", "http://localhost").pathname !== MCP_PATH)
    return rpcError(res, 404, -32000, `the MCP endpoint is ${MCP_PATH}`);
  // Stateless: no session to stream to or end.
  if (req.method !== "POST") {
    res.setHeader("allow", "POST");
    return rpcError(res, 405, -32000, "this server is stateless: POST requests to /mcp only");
  }
  const text = await body(req);
  if (text === null) return rpcError(res, 413, -32000, `a request over ${MAX_BODY} bytes is refused`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return rpcError(res, 400, -32700, "Parse error: the request body is not JSON");
  }
  const server = barlineMcpServer(library);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on("close", () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, parsed);
}

/** Listening on host:port (port 0: any free one); resolves once it listens. */
export async function serveMcpHttp(library: ScoreLibrary, host: string, port: number): Promise<Server> {
  const loopback = LOOPBACK.has(host);
  const http = createServer((req, res) => {
    answer(library, loopback, req, res).catch((err: unknown) => {
      if (!res.headersSent) rpcError(res, 500, -32603, err instanceof Error ? err.message : String(err));
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(port, host, () => resolve());
  });
  return http;
}
