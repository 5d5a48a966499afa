// The canonical conversation every importer produces. Every block points back to its place in the
// source file so a finding can cite it exactly.

export type FormatName =
  | "anthropic"
  | "openai-chat"
  | "openai-responses"
  | "mcp"
  | "otel"
  | "gemini"
  | "claude-code"
  | "codex"
  | "inspect"
  | "vercel-ai"
  | "canonical";

/** Where something came from: the file, and a JSON pointer (RFC 6901) or a 1-based line. */
export interface SourcePointer {
  file: string;
  pointer?: string;
  line?: number;
}

export interface TextBlock {
  type: "text";
  text: string;
  at: SourcePointer;
}

export interface ImageBlock {
  type: "image";
  mediaType: string;
  /** Decoded size in bytes. */
  size: number;
  /** Hex sha256 of the decoded bytes: the key of the image in the ImageStore. "" (and size 0) when
   * the log holds no bytes, only a reference. */
  sha256: string;
  /** The URL or file id of an image whose bytes the log does not hold. */
  source?: string;
  at: SourcePointer;
}

/** Sound or moving pictures: the bytes (when the log holds them) go to the same content-addressed
 * store as images; never shown or read as an image. */
export interface MediaBlock {
  type: "audio" | "video";
  mediaType: string;
  /** Decoded size in bytes; 0 (and sha256 "") when the log holds only a reference. */
  size: number;
  sha256: string;
  source?: string;
  /** What the log says was said (a transcript), when it gives one. */
  transcript?: string;
  at: SourcePointer;
}

/** A block or item of a kind Barline does not model (thinking, documents, hosted-tool chatter…):
 * kept with its raw JSON so nothing in a log is lost, never interpreted. */
export interface OtherBlock {
  type: "other";
  /** The kind the log gave it (its `type`), or "unknown". */
  kind: string;
  raw: unknown;
  at: SourcePointer;
}

/** What a tool result or a message may hold besides calls and results. */
export type ContentBlock = TextBlock | ImageBlock | MediaBlock | OtherBlock;

export interface ToolCallBlock {
  type: "tool-call";
  id: string;
  /** "format": the id the log gave; "derived": made by the importer (e.g. MCP's JSON-RPC id, position). */
  idSource: "format" | "derived";
  name: string;
  arguments: unknown;
  /** The provider ran the tool itself (Anthropic server tools, Responses hosted tools, Gemini code
   * execution); absent: the client did. */
  server?: true;
  /** The MCP server the log names for the call (the Messages API connector's `server_name`). */
  mcpServer?: string;
  at: SourcePointer;
}

export interface ToolResultBlock {
  type: "tool-result";
  callId: string;
  /** null: the format does not say and the text does not show it. Never default unknown to false. */
  isError: boolean | null;
  /** "tool" (isError / is_error / a text rule), "protocol" (JSON-RPC error), or an OTel error.type, etc. */
  errorKind: string | null;
  content: ContentBlock[];
  structuredContent?: unknown;
  at: SourcePointer;
}

export type Block = ContentBlock | ToolCallBlock | ToolResultBlock;

/** "user" is a message written by the person; a message carrying only tool results is "tool". */
export type Role = "system" | "user" | "assistant" | "tool";

export interface Message {
  /** 0-based position in the conversation. */
  index: number;
  role: Role;
  /** Turn k starts at the k-th person message; null for system messages and anything before turn 1. */
  turn: number | null;
  timestamp: string | null;
  blocks: Block[];
  /** Written in the person's role by a harness (environment context, an interruption notice, a task
   * notification, hook output): it starts no turn. */
  harness?: true;
  at: SourcePointer;
}

export interface Conversation {
  id: string;
  scoreId: string | null;
  model: string | null;
  format: FormatName;
  labels: Record<string, string>;
  startedAt: string | null;
  messages: Message[];
  at: SourcePointer;
}

/** A file, or a place in it, that could not be read. Matches the report's `problems` items. */
export interface Problem {
  file: string;
  at?: string;
  message: string;
}
