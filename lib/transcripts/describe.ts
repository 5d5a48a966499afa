// What a JSON value that is no chat log looks like, in words, for the problem that says so: an
// investigator who brought the wrong file learns what they brought and what Barline reads instead.
import { isObject } from "./source-loc.ts";

export const READS =
  "Barline reads Anthropic Messages, OpenAI Chat Completions and Responses, Gemini contents (each also " +
  "streamed), Vercel AI SDK messages, any of these inside an HTTP recording, a HAR file, a batch file or an " +
  "API list page, MCP JSON-RPC logs, OpenTelemetry GenAI spans and logs (OTLP JSON), Langfuse and LangSmith " +
  "traces, Inspect AI logs, Claude Code and Codex CLI sessions, and its own canonical JSON Lines";

/** A short description of the value's shape. */
export function describeValue(v: unknown): string {
  if (Array.isArray(v)) return v.length === 0 ? "an empty list" : `a list of ${v.length} ${kindOf(v[0])}s`;
  if (!isObject(v)) return v === null ? "null" : `a ${typeof v}`;
  const keys = Object.keys(v);
  if (isObject(v.log) && Array.isArray(v.log.entries)) return "a HAR file whose entries hold no chat log";
  if ((isObject(v.request) || isObject(v.req)) && (isObject(v.response) || isObject(v.res)))
    return "an HTTP recording (request and response) whose bodies hold no chat log";
  if (v.object === "list") return "an API list page whose items are no chat log";
  if (typeof v.type === "string" && /^(response\.|message_|content_block_|ping$|error$)/.test(v.type))
    return `a streamed event ("${v.type}") with no message in the stream`;
  if (v.object === "chat.completion.chunk")
    return "a streamed Chat Completions chunk with no message in the stream";
  if (v.error !== undefined && keys.length <= 3) return "an API error reply";
  if (
    Array.isArray(v.content) &&
    (v.isError !== undefined || v.structuredContent !== undefined || v.resultType !== undefined)
  )
    return "an MCP tool result on its own, with no JSON-RPC request or reply around it";
  return keys.length === 0
    ? "an empty object"
    : `an object with ${keys
        .slice(0, 6)
        .map((k) => `"${k}"`)
        .join(", ")}${keys.length > 6 ? ", …" : ""}`;
}

function kindOf(v: unknown): string {
  if (Array.isArray(v)) return "list";
  if (isObject(v)) return "object";
  return v === null ? "null" : typeof v;
}
