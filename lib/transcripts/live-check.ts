// Barline's own MCP tools (lib/mcp): their names, the server name a client is told to give them, and
// whether a conversation's assistant called them — "checked live". A client names an MCP tool for the
// model as `mcp__<server>__<tool>` (Claude Code, the Agent SDK, Claude Desktop's logs), or keeps the
// server beside the name (the Messages API's MCP connector: `server_name`; an MCP JSON-RPC log: its
// initialize reply's `serverInfo.name`): the server's name must be Barline's, so another server's
// `read_bars` does not count.
import type { Conversation } from "./conversation.ts";

export const LIVE_SERVER = "barline";

export const LIVE_TOOLS = [
  "read_bars",
  "diff_versions",
  "check_edit",
  "verify_claim",
  "render_bars",
  "save_version",
] as const;
export type LiveTool = (typeof LIVE_TOOLS)[number];

const TOOLS: ReadonlySet<string> = new Set(LIVE_TOOLS);

/** What each tool is to the analysis (tool-kinds.ts): check_edit and verify_claim change nothing and
 * their text is Barline's verdict, not a reading of the score, so neither is a mutating call or a read;
 * save_version (`barline mcp --allow-save`) saves a version. */
export const LIVE_KINDS: Record<LiveTool, "mutating" | "read" | "render" | "other"> = {
  read_bars: "read",
  diff_versions: "read",
  check_edit: "other",
  verify_claim: "other",
  render_bars: "render",
  save_version: "mutating",
};

/** The Barline tool a call named, or null: `mcp__barline__read_bars`, or `read_bars` on server `barline`. */
export function liveTool(name: string, server?: string): LiveTool | null {
  if (server !== undefined)
    return server.toLowerCase() === LIVE_SERVER && TOOLS.has(name) ? (name as LiveTool) : null;
  const m = /^mcp__([^_].*?)__(.+)$/.exec(name);
  return m && m[1]!.toLowerCase() === LIVE_SERVER && TOOLS.has(m[2]!) ? (m[2] as LiveTool) : null;
}

/** The assistant called at least one of Barline's tools through its MCP server. */
export function checkedLive(conversation: Pick<Conversation, "messages">): boolean {
  for (const m of conversation.messages) {
    if (m.role !== "assistant") continue;
    for (const b of m.blocks)
      if (b.type === "tool-call" && liveTool(b.name, b.mcpServer) !== null) return true;
  }
  return false;
}
