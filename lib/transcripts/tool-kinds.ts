// What kind of call a tool call is (findings.md): mutating (can change the score), read (describes
// it as text), render (shows it as an image), or other. Names are matched by their word tokens
// (split on _ - . space and camelCase), never by substring: "reset" is its own word, not "set".
import type { ToolCallBlock, ToolResultBlock } from "./conversation.ts";
import { LIVE_KINDS, liveTool } from "./live-check.ts";

export type ToolKind = "mutating" | "read" | "render" | "other";

export interface ToolKindConfig {
  /** Exact tool names and their kind; these win over every word rule. */
  tools?: Record<string, ToolKind>;
  /** Words added to the defaults for each kind. */
  mutating?: string[];
  read?: string[];
  render?: string[];
}

const MUTATING = [
  "edit",
  "set",
  "apply",
  "insert",
  "delete",
  "transpose",
  "undo",
  "redo",
  "move",
  "add",
  "remove",
  "reset",
  "replace",
  "update",
  "change",
  "write",
  "save",
  "create",
  "clear",
  "append",
  "paste",
  "cut",
  "modify",
  "put",
  "rename",
  "fix",
  "swap",
  "split",
  "merge",
  "patch",
];
const READ = [
  "read",
  "get",
  "show",
  "describe",
  "list",
  "inspect",
  "view",
  "query",
  "find",
  "search",
  "fetch",
  "load",
  "analyze",
  "analyse",
  "check",
  "count",
  "info",
  "summarize",
  "summary",
  "export",
  "diff",
];
const RENDER = ["render", "snapshot", "screenshot", "engrave", "image", "preview", "png", "svg", "draw"];

/** The word tokens of a tool name, lower case: "editScore" and "edit_score" → ["edit", "score"]. */
export function nameTokens(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Mutating words win over render and read: a call that may change the score is treated as one. */
export function classifyTool(name: string, config: ToolKindConfig = {}, mcpServer?: string): ToolKind {
  const exact = config.tools?.[name];
  if (exact) return exact;
  // Barline's own tools are known by name ("check_edit" edits nothing).
  const live = liveTool(name, mcpServer);
  if (live) return LIVE_KINDS[live];
  const tokens = new Set(nameTokens(name));
  const has = (words: string[], extra: string[] = []) =>
    [...words, ...extra].some((w) => tokens.has(w.toLowerCase()));
  if (has(MUTATING, config.mutating)) return "mutating";
  if (has(RENDER, config.render)) return "render";
  if (has(READ, config.read)) return "read";
  return "other";
}

/** A call's kind with its result in view: a non-mutating call whose result holds an image is a render. */
export function classifyCall(
  call: ToolCallBlock,
  result: ToolResultBlock | undefined,
  config: ToolKindConfig = {},
): ToolKind {
  const kind = classifyTool(call.name, config, call.mcpServer);
  if (kind !== "mutating" && !config.tools?.[call.name] && result?.content.some((b) => b.type === "image"))
    return "render";
  return kind;
}
