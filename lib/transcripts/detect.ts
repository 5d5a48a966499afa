// Which format a JSON value is, from its content alone (never the file name).
import { isObject, type JsonObject } from "./source-loc.ts";
import { isClaudeCodeRecord } from "./claude-code.ts";
import { isCodexRecord } from "./codex.ts";
import { isInspectLog } from "./inspect.ts";
import { isOtelMessage } from "./otel.ts";
import { isStreamEvent } from "./stream.ts";
import { isTraceExport } from "./trace-export.ts";
import { isVercelMessage } from "./vercel.ts";
import { isWrapper } from "./wrappers.ts";

export type DocumentKind =
  | "anthropic"
  | "anthropic-response"
  | "openai-chat"
  | "openai-chat-response"
  | "openai-responses"
  | "openai-response"
  | "gemini"
  | "gemini-response"
  | "vercel"
  | "otel-messages"
  | "mcp"
  | "claude-code"
  | "codex"
  | "inspect"
  | "otel"
  | "canonical"
  | "canonical-image"
  /** One Responses API item on its own (a JSON Lines log of items). */
  | "responses-item"
  /** An HTTP recording, a HAR file or an API list page around documents of a known format. */
  | "wrapper"
  /** A Langfuse or LangSmith trace export. */
  | "trace"
  /** One event or chunk of a streamed response. */
  | "stream"
  /** An array of documents, each read on its own. */
  | "list"
  | "unknown";

export type MessagesFlavour =
  "anthropic" | "openai-chat" | "openai-responses" | "gemini" | "vercel" | "otel-messages";

const RESPONSES_ITEMS = new Set([
  "message",
  "function_call",
  "function_call_output",
  "custom_tool_call",
  "custom_tool_call_output",
  "reasoning",
  "mcp_call",
  "mcp_list_tools",
  "item_reference",
  "web_search_call",
  "file_search_call",
  "code_interpreter_call",
  "image_generation_call",
  "local_shell_call",
  "local_shell_call_output",
  "shell_call",
  "shell_call_output",
  "apply_patch_call",
  "apply_patch_call_output",
  "computer_call",
  "computer_call_output",
  "mcp_approval_request",
  "mcp_approval_response",
]);
const RESPONSES_PARTS = new Set(["input_text", "output_text", "input_image", "input_file"]);
const CHAT_PARTS = new Set(["image_url", "input_audio", "refusal"]);
const ANTHROPIC_BLOCKS = new Set([
  "tool_use",
  "tool_result",
  "mcp_tool_use",
  "mcp_tool_result",
  "server_tool_use",
  "thinking",
  "redacted_thinking",
  "document",
]);

export function detectDocument(v: unknown): DocumentKind {
  if (Array.isArray(v)) {
    if (v.length > 0 && v.every((x) => isObject(x) && x.jsonrpc !== undefined)) return "mcp";
    if (v.some(isMessageLike) && !v.some(isDocumentLike)) return detectMessages(v);
    return "list";
  }
  if (!isObject(v)) return "unknown";
  if (
    Array.isArray(v.resourceSpans) ||
    Array.isArray(v.resourceLogs) ||
    Array.isArray(v.resource_spans) ||
    Array.isArray(v.resource_logs)
  )
    return "otel";
  if (v.jsonrpc !== undefined) return "mcp";
  if (isStreamEvent(v)) return "stream";
  if (
    typeof v.type === "string" &&
    RESPONSES_ITEMS.has(v.type) &&
    // (An item may name the model that wrote it, beside its Responses parts; only a "message" could
    // be an Anthropic response instead.)
    (v.model === undefined || v.type !== "message" || partTypes(v).some((t) => RESPONSES_PARTS.has(t))) &&
    (typeof v.role === "string" || typeof v.call_id === "string" || typeof v.id === "string")
  )
    return "responses-item";
  if (isWrapper(v)) return "wrapper";
  if (isTraceExport(v)) return "trace";
  if (isInspectLog(v)) return "inspect";
  if (isClaudeCodeRecord(v)) return "claude-code";
  if (isCodexRecord(v)) return "codex";
  if (typeof v.image === "string" && typeof v.data === "string") return "canonical-image";
  if (typeof v.format === "string" && typeof v.id === "string" && Array.isArray(v.messages) && isObject(v.at))
    return "canonical";
  if (
    v.type === "message" &&
    v.role === "assistant" &&
    typeof v.model === "string" &&
    Array.isArray(v.content) &&
    !partTypes(v).some((t) => RESPONSES_PARTS.has(t))
  ) {
    return "anthropic-response";
  }
  if (v.object === "chat.completion" || Array.isArray(v.choices)) return "openai-chat-response";
  if (Array.isArray(v.candidates)) return "gemini-response";
  // A prompt Gemini blocked is answered with its feedback and no candidates.
  if (isObject(v.promptFeedback ?? v.prompt_feedback)) return "gemini-response";
  if (Array.isArray(v.contents)) return "gemini";
  if (
    v.object === "response" ||
    (Array.isArray(v.output) && v.messages === undefined && v.input === undefined)
  )
    return "openai-response";
  if (Array.isArray(v.messages)) return detectMessages(v.messages);
  if (typeof v.input === "string" || Array.isArray(v.input)) return "openai-responses";
  return "unknown";
}

/** The flavour of a message list: the first message that only one format could have written decides;
 * plain text messages fit all, and read as Anthropic. */
export function detectMessages(list: unknown[]): MessagesFlavour {
  return decisiveFlavour(list) ?? "anthropic";
}

/** The flavour only one format could have written, or null for plain text messages that fit all. */
export function decisiveFlavour(list: unknown[]): MessagesFlavour | null {
  // The AI SDK's parts are unmistakable wherever they are; its system and tool roles are not.
  if (list.some((m) => isObject(m) && isVercelMessage(m))) return "vercel";
  if (list.some((m) => isObject(m) && isOtelMessage(m))) return "otel-messages";
  // A "system" message beside Anthropic's tool blocks is a system prompt kept in the list.
  const anthropicBlocks = list.some((m) => isObject(m) && partTypes(m).some((t) => ANTHROPIC_BLOCKS.has(t)));
  for (const m of list) {
    if (!isObject(m)) continue;
    if (Array.isArray(m.parts) && m.content === undefined) return "gemini";
    if (typeof m.type === "string" && RESPONSES_ITEMS.has(m.type)) return "openai-responses";
    const parts = partTypes(m);
    if (parts.some((t) => RESPONSES_PARTS.has(t))) return "openai-responses";
    if (
      ["tool", "function", "developer"].includes(String(m.role)) ||
      (m.role === "system" && !anthropicBlocks) ||
      m.tool_calls !== undefined ||
      m.function_call !== undefined ||
      m.content === null
    ) {
      return "openai-chat";
    }
    if (parts.some((t) => CHAT_PARTS.has(t))) return "openai-chat";
    if (parts.some((t) => ANTHROPIC_BLOCKS.has(t))) return "anthropic";
    if (
      Array.isArray(m.content) &&
      m.content.some((b) => isObject(b) && b.type === "image" && isObject(b.source))
    )
      return "anthropic";
  }
  return null;
}

function partTypes(m: JsonObject): string[] {
  return Array.isArray(m.content)
    ? m.content.flatMap((b) => (isObject(b) && typeof b.type === "string" ? [b.type] : []))
    : [];
}

function isMessageLike(x: unknown): boolean {
  return (
    isObject(x) &&
    (typeof x.role === "string" ||
      (typeof x.type === "string" &&
        RESPONSES_ITEMS.has(x.type) &&
        (x.model === undefined || x.type !== "message")))
  );
}

function isDocumentLike(x: unknown): boolean {
  return (
    isObject(x) &&
    (Array.isArray(x.messages) ||
      x.input !== undefined ||
      Array.isArray(x.resourceSpans) ||
      Array.isArray(x.resourceLogs) ||
      Array.isArray(x.choices) ||
      Array.isArray(x.candidates) ||
      Array.isArray(x.contents) ||
      Array.isArray(x.output) ||
      typeof x.model === "string")
  );
}
