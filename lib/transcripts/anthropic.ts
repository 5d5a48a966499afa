// Anthropic Messages (formats.md): a request `{model?, system?, messages}` (with or without the
// wrapper), and a response `{id, type:"message", role:"assistant", content, model}` that continues
// the request before it. Includes the MCP connector's mcp_tool_use / mcp_tool_result blocks and the
// server tools (server_tool_use and its web_search / web_fetch / code-execution results). Any other
// block (thinking, documents, …) is kept as an `other` block with its raw JSON.
import type { Block, ContentBlock, ImageBlock, ToolResultBlock } from "./conversation.ts";
import { messageTimestamp, readMeta, systemMessage, type Draft, type MessageList } from "./draft.ts";
import { base64Image, otherBlock, referencedImage, type ImageStore } from "./images.ts";
import { resultIsError } from "./result-error.ts";
import {
  asArray,
  readEach,
  asObject,
  asString,
  isObject,
  optBoolean,
  optString,
  type JsonObject,
  type Loc,
} from "./source-loc.ts";
import type { UnnumberedMessage } from "./turns.ts";

const CALL_TYPES = new Set(["tool_use", "server_tool_use", "mcp_tool_use"]);
const RESULT_TYPES = new Set(["tool_result", "mcp_tool_result"]);

export function importAnthropic(
  doc: JsonObject,
  loc: Loc,
  images: ImageStore,
  fallbackId: string,
  list?: MessageList,
): Draft {
  const system = systemMessage(doc.system, loc.child("system"));
  const ml = list?.loc ?? loc.child("messages");
  const messages = asArray(list ? list.value : doc.messages, ml).map((m, i) =>
    anthropicMessage(m, ml.child(i), images),
  );
  return {
    format: "anthropic",
    meta: readMeta(doc, loc),
    messages: system ? [system, ...messages] : messages,
    at: loc.at,
    fallbackId,
  };
}

/** A response continues its request: one assistant message, and the model that wrote it. */
export function anthropicResponse(
  doc: JsonObject,
  loc: Loc,
  images: ImageStore,
): { message: UnnumberedMessage; model: string | null } {
  const message = anthropicMessage(doc, loc, images);
  // A refusal may come with no content at all: its stop details are what the model said.
  if (doc.stop_reason === "refusal")
    message.blocks.push({
      type: "other",
      kind: "refusal",
      raw: { stop_reason: doc.stop_reason, stop_details: doc.stop_details ?? null },
      at: loc.child("stop_reason").at,
    });
  return { message, model: optString(doc, "model", loc) };
}

export function anthropicMessage(value: unknown, loc: Loc, images: ImageStore): UnnumberedMessage {
  const m = asObject(value, loc);
  const role = asString(m.role, loc.child("role"));
  // A system prompt saved as the list's first message, as many logs keep it.
  if (role === "system")
    return {
      ...(systemMessage(m.content ?? "", loc.child("content")) ?? { role: "system", blocks: [], at: loc.at }),
      timestamp: messageTimestamp(m, loc),
      at: loc.at,
    };
  if (role !== "user" && role !== "assistant")
    return loc.child("role").fail(`role "${role}" is neither user, assistant nor system`);
  const blocks = contentBlocks(m.content, loc.child("content"), images);
  const onlyResults = blocks.length > 0 && blocks.every((b) => b.type === "tool-result");
  return {
    role: role === "user" && onlyResults ? "tool" : role,
    timestamp: messageTimestamp(m, loc),
    blocks,
    at: loc.at,
  };
}

function contentBlocks(content: unknown, loc: Loc, images: ImageStore): Block[] {
  if (typeof content === "string") return [{ type: "text", text: content, at: loc.at }];
  return readEach(content, loc, (b, at) => contentBlock(b, at, images)).flat();
}

/** One block; a kind Barline does not model (thinking, documents, …) is kept as an `other` block. */
function contentBlock(value: unknown, loc: Loc, images: ImageStore): Block | Block[] {
  const b = asObject(value, loc);
  const type = asString(b.type, loc.child("type"));
  if (type === "text") {
    const text: Block = { type: "text", text: asString(b.text, loc.child("text")), at: loc.at };
    // Citations say where a hosted search or a document backs the text: kept beside it.
    if (!Array.isArray(b.citations) || b.citations.length === 0) return text;
    const cl = loc.child("citations");
    return [text, { type: "other", kind: "citations", raw: b.citations, at: cl.at }];
  }
  if (type === "image") return imageBlock(b, loc, images);
  if (CALL_TYPES.has(type)) {
    return {
      type: "tool-call",
      id: asString(b.id, loc.child("id")),
      idSource: "format",
      name: asString(b.name, loc.child("name")),
      arguments: b.input ?? null,
      ...(type === "tool_use" ? {} : { server: true as const }),
      ...(type === "mcp_tool_use" && typeof b.server_name === "string" ? { mcpServer: b.server_name } : {}),
      at: loc.at,
    };
  }
  if (RESULT_TYPES.has(type)) return toolResult(b, type, loc, images);
  if (type.endsWith("_tool_result") && typeof b.tool_use_id === "string") return serverToolResult(b, loc);
  return otherBlock(b, loc);
}

/** A server tool's result (web_search_tool_result, web_fetch_tool_result, code_execution_tool_result,
 * bash_/text_editor_code_execution_tool_result, …): an error when its content carries an `error_code`
 * or a non-zero `return_code`. Output text (stdout, stderr) is text; the rest is kept raw. */
function serverToolResult(b: JsonObject, loc: Loc): ToolResultBlock {
  const cl = loc.child("content");
  const raw = b.content;
  const content: ContentBlock[] = [];
  let isError = false;
  if (isObject(raw)) {
    if (typeof raw.error_code === "string") {
      isError = true;
      content.push({ type: "text", text: `Error: ${raw.error_code}`, at: cl.at });
    } else {
      if (typeof raw.return_code === "number" && raw.return_code !== 0) isError = true;
      for (const key of ["stdout", "stderr"] as const) {
        const out = raw[key];
        if (typeof out === "string" && out !== "")
          content.push({ type: "text", text: out, at: cl.child(key).at });
      }
      if (content.length === 0 || !("stdout" in raw)) content.push(otherBlock(raw, cl));
    }
  } else if (Array.isArray(raw)) raw.forEach((r, i) => content.push(otherBlock(r, cl.child(i))));
  else if (raw !== undefined && raw !== null) content.push(otherBlock(raw, cl));
  return {
    type: "tool-result",
    callId: asString(b.tool_use_id, loc.child("tool_use_id")),
    isError,
    errorKind: isError ? "tool" : null,
    content,
    ...(raw !== undefined ? { structuredContent: raw } : {}),
    at: loc.at,
  };
}

function toolResult(b: JsonObject, type: string, loc: Loc, images: ImageStore): ToolResultBlock {
  const flag = optBoolean(b, "is_error", loc);
  // mcp_tool_result's is_error is required by the connector's schema.
  if (type === "mcp_tool_result" && flag === undefined)
    loc.child("is_error").fail("mcp_tool_result has no is_error");
  const content = resultContent(b.content, loc.child("content"), images);
  return {
    type: "tool-result",
    callId: asString(b.tool_use_id, loc.child("tool_use_id")),
    ...resultIsError({ flag, content, absent: false }),
    content,
    at: loc.at,
  };
}

/** A result's content: text, images, and anything else kept raw (a result holds no calls). */
function resultContent(content: unknown, loc: Loc, images: ImageStore): ContentBlock[] {
  if (content === undefined || content === null) return [];
  if (typeof content === "string") return [{ type: "text", text: content, at: loc.at }];
  return readEach(content, loc, (b, at) => {
    const read = contentBlock(b, at, images);
    const blocks = Array.isArray(read) ? read : [read];
    return blocks.some((x) => x.type === "tool-call" || x.type === "tool-result")
      ? [otherBlock(b, at)]
      : (blocks as ContentBlock[]);
  }).flat();
}

function imageBlock(b: JsonObject, loc: Loc, images: ImageStore): ImageBlock {
  const sl = loc.child("source");
  const source = asObject(b.source, sl);
  const kind = asString(source.type, sl.child("type"));
  if (kind === "base64") {
    return base64Image(
      images,
      asString(source.data, sl.child("data")),
      asString(source.media_type, sl.child("media_type")),
      loc,
    );
  }
  if (kind === "url") return referencedImage(asString(source.url, sl.child("url")), null, loc);
  if (kind === "file") return referencedImage(asString(source.file_id, sl.child("file_id")), null, loc);
  return sl.child("type").fail(`image source type "${kind}" is not base64, url or file`);
}
