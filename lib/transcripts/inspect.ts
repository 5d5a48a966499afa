// Inspect AI evaluation logs: a `.json` log (`{eval, samples[]}`) or a `.eval` zip (`header.json`
// and one `samples/<id>_epoch_<n>.json` per sample). Each sample is a conversation,
// `<run>:<sample id>:<epoch>`, model from the eval. Messages: content as a string or parts (text,
// image, audio, video; reasoning and anything else kept raw); assistant `tool_calls` with arguments
// as an object; tool messages with `tool_call_id` and a typed `error` ({type, message}: the error
// kind) — a tool message without one succeeded.
import type { Block, ContentBlock } from "./conversation.ts";
import { emptyMeta, type Draft } from "./draft.ts";
import { base64Media, otherBlock, referencedMedia, urlImage, type ImageStore } from "./images.ts";
import { resultIsError } from "./result-error.ts";
import { asArray, asObject, asString, isObject, optString, type JsonObject, type Loc } from "./source-loc.ts";
import type { UnnumberedMessage } from "./turns.ts";

export function isInspectLog(v: JsonObject): boolean {
  return (
    isObject(v.eval) &&
    (Array.isArray(v.samples) || (typeof v.status === "string" && v.version !== undefined))
  );
}

/** One sample as a conversation. */
export function inspectSample(
  evalInfo: JsonObject,
  value: unknown,
  loc: Loc,
  images: ImageStore,
  fallbackId: string,
): Draft {
  const sample = asObject(value, loc);
  const run =
    optString(evalInfo, "run_id", loc) ??
    optString(evalInfo, "eval_id", loc) ??
    optString(evalInfo, "task", loc);
  const id = typeof sample.id === "string" || typeof sample.id === "number" ? String(sample.id) : null;
  const epoch = typeof sample.epoch === "number" ? sample.epoch : 1;
  const ml = loc.child("messages");
  // Inspect moves large strings (images above all) into the sample's attachments, leaving
  // `attachment://<hash>` in their place.
  const attachments = isObject(sample.attachments) ? sample.attachments : {};
  const resolve = (s: string): string => {
    const m = /^attachment:\/\/([0-9a-f]+)$/.exec(s);
    const found = m ? attachments[m[1]!] : undefined;
    return typeof found === "string" ? found : s;
  };
  const messages = asArray(sample.messages, ml).map((m, i) => message(m, ml.child(i), images, resolve));
  return {
    format: "inspect",
    meta: {
      ...emptyMeta(),
      conversationId: run !== null && id !== null ? `${run}:${id}:${epoch}` : null,
      model: optString(evalInfo, "model", loc),
      startedAt: optString(evalInfo, "created", loc),
    },
    messages,
    at: loc.at,
    fallbackId,
  };
}

type Resolve = (s: string) => string;

function message(value: unknown, loc: Loc, images: ImageStore, resolve: Resolve): UnnumberedMessage {
  const m = asObject(value, loc);
  const role = asString(m.role, loc.child("role"));
  const content = contentBlocks(m.content, loc.child("content"), images, resolve);
  const at = loc.at;
  const timestamp = optString(m, "timestamp", loc);
  if (role === "system" || role === "user") return { role, timestamp, blocks: content, at };
  if (role === "assistant") {
    const blocks: Block[] = [...content];
    const tl = loc.child("tool_calls");
    if (Array.isArray(m.tool_calls))
      m.tool_calls.forEach((c, i) => {
        const call = asObject(c, tl.child(i));
        blocks.push({
          type: "tool-call",
          id: asString(call.id, tl.child(i).child("id")),
          idSource: "format",
          name: asString(call.function, tl.child(i).child("function")),
          arguments: call.arguments ?? null,
          at: tl.child(i).at,
        });
      });
    return { role, timestamp, blocks, at };
  }
  if (role === "tool") {
    const error = isObject(m.error) ? m.error : null;
    const shown: ContentBlock[] =
      error && typeof error.message === "string" && content.length === 0
        ? [{ type: "text", text: error.message, at: loc.child("error").at }]
        : content;
    return {
      role: "tool",
      timestamp,
      blocks: [
        {
          type: "tool-result",
          callId: asString(m.tool_call_id, loc.child("tool_call_id")),
          ...resultIsError({
            flag: error ? true : undefined,
            flagKind: error && typeof error.type === "string" ? error.type : "tool",
            content: shown,
            absent: false,
          }),
          content: shown,
          ...(error ? { structuredContent: { error } } : {}),
          at,
        },
      ],
      at,
    };
  }
  return loc.child("role").fail(`role "${role}" is not one of system, user, assistant, tool`);
}

function contentBlocks(value: unknown, loc: Loc, images: ImageStore, resolve: Resolve): ContentBlock[] {
  if (value === undefined || value === null) return [];
  if (typeof value === "string")
    return value === "" ? [] : [{ type: "text", text: resolve(value), at: loc.at }];
  return asArray(value, loc).map((p, i) => {
    const pl = loc.child(i);
    const part = asObject(p, pl);
    if (part.type === "text" && typeof part.text === "string")
      return { type: "text", text: resolve(part.text), at: pl.at };
    if (part.type === "image" && typeof part.image === "string")
      return urlImage(images, resolve(part.image), pl);
    if ((part.type === "audio" || part.type === "video") && typeof part[part.type] === "string") {
      const kind = part.type;
      const data = resolve(part[kind] as string);
      const format = typeof part.format === "string" ? `${kind}/${part.format}` : null;
      const m = /^data:([^;,]+)?;base64,(.*)$/s.exec(data);
      return m
        ? base64Media(images, kind, m[2] ?? "", m[1] ?? format ?? "application/octet-stream", pl)
        : referencedMedia(kind, data, format, pl);
    }
    return otherBlock(part, pl);
  });
}
