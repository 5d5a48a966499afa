// Vercel AI SDK messages as apps save them. UI messages (`{id, role, parts}`): text, reasoning, files,
// and tool parts (`tool-<name>` or `dynamic-tool`, v5; `tool-invocation`, v4) that carry the call and,
// once it ran, its output or `errorText` (state `output-error`: an error). Model messages (`{role,
// content}` with `tool-call` / `tool-result` parts): a v5 result's `output` says its own kind
// (`error-text`, `error-json` are errors); a v4 result has `result` and an optional `isError`.
// Step markers, sources, data parts and anything else are kept raw.
import type { Block, ContentBlock, ToolResultBlock } from "./conversation.ts";
import { messageTimestamp, readMeta, type Draft, type MessageList } from "./draft.ts";
import {
  base64Image,
  base64Media,
  otherBlock,
  referencedMedia,
  urlImage,
  type ImageStore,
} from "./images.ts";
import { resultIsError } from "./result-error.ts";
import { asArray, asObject, asString, isObject, type JsonObject, type Loc } from "./source-loc.ts";
import type { UnnumberedMessage } from "./turns.ts";

/** A message list only the AI SDK writes: UI parts with a `type`, or hyphenated model parts. */
export function isVercelMessage(m: JsonObject): boolean {
  if (Array.isArray(m.parts))
    return m.parts.some(
      (p) =>
        isObject(p) &&
        typeof p.type === "string" &&
        (p.type.startsWith("tool-") ||
          p.type === "dynamic-tool" ||
          p.type === "step-start" ||
          // OpenTelemetry's parts say `content`; the AI SDK's text part says `text`.
          (p.type === "text" && typeof p.text === "string")),
    );
  return (
    Array.isArray(m.content) &&
    m.content.some((p) => isObject(p) && (p.type === "tool-call" || p.type === "tool-result"))
  );
}

export function importVercel(
  doc: JsonObject,
  loc: Loc,
  images: ImageStore,
  fallbackId: string,
  list?: MessageList,
): Draft {
  const ml = list?.loc ?? loc.child("messages");
  const messages = asArray(list ? list.value : doc.messages, ml).map((m, i) =>
    message(m, ml.child(i), images),
  );
  const meta = readMeta(doc, loc);
  if (meta.conversationId === null && typeof doc.id === "string") meta.conversationId = doc.id;
  return { format: "vercel-ai", meta, messages, at: loc.at, fallbackId };
}

function message(value: unknown, loc: Loc, images: ImageStore): UnnumberedMessage {
  const m = asObject(value, loc);
  const role = asString(m.role, loc.child("role"));
  const timestamp = messageTimestamp(m, loc) ?? (typeof m.createdAt === "string" ? m.createdAt : null);
  const blocks = Array.isArray(m.parts)
    ? uiParts(m.parts, loc.child("parts"), images)
    : modelContent(m.content, loc.child("content"), images);
  const at = loc.at;
  if (role === "system") return { role, timestamp, blocks, at };
  if (
    role === "tool" ||
    (role === "user" && blocks.length > 0 && blocks.every((b) => b.type === "tool-result"))
  )
    return { role: "tool", timestamp, blocks, at };
  if (role === "user" || role === "assistant") return { role, timestamp, blocks, at };
  return loc.child("role").fail(`role "${role}" is not one of system, user, assistant, tool`);
}

function uiParts(parts: unknown[], loc: Loc, images: ImageStore): Block[] {
  return parts.flatMap((p, i): Block[] => {
    const pl = loc.child(i);
    const part = asObject(p, pl);
    const type = asString(part.type, pl.child("type"));
    if (type === "text") return [{ type: "text", text: asString(part.text, pl.child("text")), at: pl.at }];
    if (type === "file" && typeof part.url === "string")
      return [media(images, part.url, part.mediaType, pl) ?? otherBlock(part, pl)];
    if (type === "tool-invocation" && isObject(part.toolInvocation)) {
      const t = part.toolInvocation;
      const tl = pl.child("toolInvocation");
      const id = asString(t.toolCallId, tl.child("toolCallId"));
      const call = callBlock(id, asString(t.toolName, tl.child("toolName")), t.args, tl);
      return t.state === "result" ? [call, result(id, t.result, false, tl)] : [call];
    }
    if (type.startsWith("tool-") || type === "dynamic-tool") {
      const id = asString(part.toolCallId, pl.child("toolCallId"));
      const name = type === "dynamic-tool" ? asString(part.toolName, pl.child("toolName")) : type.slice(5);
      const call = callBlock(id, name, part.input, pl);
      if (part.state === "output-available") return [call, result(id, part.output, false, pl)];
      if (part.state === "output-error") return [call, result(id, part.errorText ?? null, true, pl)];
      return [call];
    }
    return [otherBlock(part, pl)];
  });
}

function modelContent(content: unknown, loc: Loc, images: ImageStore): Block[] {
  if (typeof content === "string") return [{ type: "text", text: content, at: loc.at }];
  return asArray(content, loc).map((p, i): Block => {
    const pl = loc.child(i);
    const part = asObject(p, pl);
    if (part.type === "text" && typeof part.text === "string")
      return { type: "text", text: part.text, at: pl.at };
    if ((part.type === "image" || part.type === "file") && typeof (part.image ?? part.data) === "string")
      return (
        media(images, (part.image ?? part.data) as string, part.mediaType ?? part.mimeType, pl) ??
        otherBlock(part, pl)
      );
    if (part.type === "tool-call")
      return callBlock(
        asString(part.toolCallId, pl.child("toolCallId")),
        asString(part.toolName, pl.child("toolName")),
        part.input ?? part.args,
        pl,
      );
    if (part.type === "tool-result") {
      const id = asString(part.toolCallId, pl.child("toolCallId"));
      if (isObject(part.output) && typeof part.output.type === "string") {
        const failed = part.output.type === "error-text" || part.output.type === "error-json";
        return result(id, part.output.value ?? null, failed, pl);
      }
      return result(id, part.result, typeof part.isError === "boolean" ? part.isError : undefined, pl);
    }
    return otherBlock(part, pl);
  });
}

function callBlock(id: string, name: string, input: unknown, loc: Loc): Block {
  return { type: "tool-call", id, idSource: "format", name, arguments: input ?? null, at: loc.at };
}

function result(callId: string, output: unknown, flag: boolean | undefined, loc: Loc): ToolResultBlock {
  const content: ContentBlock[] =
    output === undefined || output === null
      ? []
      : [{ type: "text", text: typeof output === "string" ? output : JSON.stringify(output), at: loc.at }];
  return {
    type: "tool-result",
    callId,
    ...resultIsError({ flag, content, absent: false }),
    content,
    ...(isObject(output) || Array.isArray(output) ? { structuredContent: output } : {}),
    at: loc.at,
  };
}

/** A file or image given as a data URL, base64 or a URL: images as images, audio and video as theirs;
 * null for other files (documents…), which are kept raw. */
function media(images: ImageStore, data: string, mediaType: unknown, loc: Loc): ContentBlock | null {
  const mime = typeof mediaType === "string" ? mediaType : null;
  const kind = mime?.startsWith("audio/") ? "audio" : mime?.startsWith("video/") ? "video" : "image";
  if (mime !== null && kind === "image" && !mime.startsWith("image/")) return null;
  const isUrl = /^(data:|https?:|file:|gs:|s3:)/.test(data);
  if (kind === "image")
    return isUrl ? urlImage(images, data, loc) : base64Image(images, data, mime ?? "image/png", loc);
  const m = /^data:([^;,]+)?;base64,(.*)$/s.exec(data);
  if (m) return base64Media(images, kind, m[2] ?? "", m[1] ?? mime ?? "application/octet-stream", loc);
  return isUrl ? referencedMedia(kind, data, mime, loc) : base64Media(images, kind, data, mime!, loc);
}
