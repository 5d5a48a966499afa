// Gemini / Vertex AI `contents` with `parts` (generateContent): a request `{contents,
// systemInstruction?}` or a bare list of contents, and a response `{candidates:[{content}]}` that
// continues the request before it. Parts: text, inlineData (images, audio, video by MIME type),
// fileData, functionCall / functionResponse (ids when the log gives them, else paired by name in
// order), executableCode / codeExecutionResult (the hosted code tool; an outcome other than
// OUTCOME_OK is an error); thoughts and anything else are kept raw. Both camelCase (REST) and
// snake_case (Python SDK) field names are read.
import type { Block, ContentBlock, ToolResultBlock } from "./conversation.ts";
import { messageTimestamp, readMeta, type Draft, type MessageList } from "./draft.ts";
import {
  base64Image,
  base64Media,
  otherBlock,
  referencedImage,
  referencedMedia,
  type ImageStore,
} from "./images.ts";
import { notes, unusualStop } from "./answer-notes.ts";
import { resultIsError } from "./result-error.ts";
import { asArray, asObject, asString, isObject, optString, type JsonObject, type Loc } from "./source-loc.ts";
import type { UnnumberedMessage } from "./turns.ts";

/** A field by its camelCase name or its snake_case twin. */
function field(o: JsonObject, camel: string): unknown {
  return o[camel] ?? o[camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)];
}

export function importGemini(
  doc: JsonObject,
  loc: Loc,
  images: ImageStore,
  fallbackId: string,
  list?: MessageList,
): Draft {
  const reader = new GeminiReader(images);
  const messages: UnnumberedMessage[] = [];
  // The Google Gen AI SDKs put it in the request's `config`.
  const config = isObject(doc.config) ? doc.config : null;
  const holder = field(doc, "systemInstruction") === undefined && config ? config : doc;
  const sys = field(holder, "systemInstruction");
  if (isObject(sys) || typeof sys === "string") {
    const key = holder.systemInstruction !== undefined ? "systemInstruction" : "system_instruction";
    const sl = holder === doc ? loc.child(key) : loc.child("config").child(key);
    const blocks =
      typeof sys === "string"
        ? [{ type: "text" as const, text: sys, at: sl.at }]
        : reader.parts(sys.parts, sl.child("parts"));
    messages.push({ role: "system", timestamp: null, blocks, at: sl.at });
  }
  const cl = list?.loc ?? loc.child("contents");
  asArray(list ? list.value : doc.contents, cl).forEach((c, i) =>
    messages.push(reader.content(c, cl.child(i))),
  );
  return { format: "gemini", meta: readMeta(doc, loc), messages, at: loc.at, fallbackId };
}

/** Metadata of a candidate that records hosted-tool work: what a search grounded, which pages the URL
 * tool read, what a citation recites. */
const CANDIDATE_METADATA = ["groundingMetadata", "urlContextMetadata", "citationMetadata", "safetyRatings"];

/** A response: the first candidate's content, and the model that wrote it. Streamed chunks share one
 * reader, so a code result in a later chunk answers the call of an earlier one. A finish reason other
 * than STOP (SAFETY, RECITATION, MAX_TOKENS…) and the candidate's hosted-tool metadata are kept beside
 * the answer; safety ratings only when one blocked it. A prompt blocked before any candidate is a
 * reply of that block alone. */
export function geminiResponse(
  doc: JsonObject,
  loc: Loc,
  images: ImageStore,
  reader: GeminiReader = new GeminiReader(images),
): { message: UnnumberedMessage; model: string | null; finished: boolean } {
  const cl = loc.child("candidates");
  const model = optString(doc, "modelVersion", loc) ?? optString(doc, "model_version", loc);
  const feedback = field(doc, "promptFeedback");
  const none = doc.candidates === undefined || (Array.isArray(doc.candidates) && doc.candidates.length === 0);
  if (none && isObject(feedback)) {
    const fl = loc.child(doc.promptFeedback !== undefined ? "promptFeedback" : "prompt_feedback");
    const blocks = [{ type: "other" as const, kind: "prompt feedback", raw: feedback, at: fl.at }];
    return { message: { role: "assistant", timestamp: null, blocks, at: loc.at }, model, finished: true };
  }
  const c0 = cl.child(0);
  if (asArray(doc.candidates, cl).length === 0)
    cl.fail("a Gemini response with no candidates and no prompt feedback: no answer in it");
  const candidate = asObject(asArray(doc.candidates, cl)[0], c0);
  const content = isObject(candidate.content) ? candidate.content : { role: "model", parts: [] };
  const message = reader.content(content, c0.child("content"));
  const reason = field(candidate, "finishReason");
  const reasonKey = candidate.finishReason !== undefined ? "finishReason" : "finish_reason";
  message.blocks.push(...notes(unusualStop(reason, c0.child(reasonKey), field(candidate, "finishMessage"))));
  for (const key of CANDIDATE_METADATA) {
    const v = field(candidate, key);
    const snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    if (v === undefined || v === null) continue;
    if (key === "safetyRatings" && !JSON.stringify(v).includes('"blocked":true')) continue;
    message.blocks.push({
      type: "other",
      kind: key,
      raw: v,
      at: c0.child(candidate[key] !== undefined ? key : snake).at,
    });
  }
  return { message, model, finished: reason !== undefined };
}

export class GeminiReader {
  /** Function calls without ids waiting for their response, by name. */
  private readonly open = new Map<string, string[]>();
  private derived = 0;
  /** The code execution call the next code result answers (in this message, or a later chunk of it). */
  private lastCode: string | null = null;

  constructor(private readonly images: ImageStore) {}

  content(value: unknown, loc: Loc): UnnumberedMessage {
    const c = asObject(value, loc);
    const role = c.role === undefined ? "user" : asString(c.role, loc.child("role"));
    const blocks = this.parts(c.parts, loc.child("parts"));
    const onlyResults = blocks.length > 0 && blocks.every((b) => b.type === "tool-result");
    const timestamp = messageTimestamp(c, loc);
    if (role === "model" || role === "assistant") return { role: "assistant", timestamp, blocks, at: loc.at };
    if (role === "function" || role === "tool" || (role === "user" && onlyResults))
      return { role: "tool", timestamp, blocks, at: loc.at };
    if (role === "user") return { role: "user", timestamp, blocks, at: loc.at };
    if (role === "system") return { role: "system", timestamp, blocks, at: loc.at };
    return loc.child("role").fail(`role "${role}" is neither user nor model`);
  }

  parts(value: unknown, loc: Loc): Block[] {
    if (value === undefined || value === null) return [];
    const blocks: Block[] = [];
    asArray(value, loc).forEach((p, i) => {
      const pl = loc.child(i);
      const part = asObject(p, pl);
      const inline = field(part, "inlineData");
      const file = field(part, "fileData");
      const call = field(part, "functionCall");
      const response = field(part, "functionResponse");
      const code = field(part, "executableCode");
      const codeResult = field(part, "codeExecutionResult");
      if (typeof part.text === "string" && part.thought !== true)
        blocks.push({ type: "text", text: part.text, at: pl.at });
      else if (isObject(inline)) blocks.push(this.inline(inline, pl));
      else if (isObject(file)) {
        const mime = typeof field(file, "mimeType") === "string" ? (field(file, "mimeType") as string) : null;
        const uri = asString(field(file, "fileUri"), pl.child("fileData").child("fileUri"));
        const kind = mediaKind(mime);
        blocks.push(kind === "image" ? referencedImage(uri, mime, pl) : referencedMedia(kind, uri, mime, pl));
      } else if (isObject(call)) {
        const name = asString(call.name, pl.child("functionCall").child("name"));
        const given = typeof call.id === "string" && call.id !== "" ? call.id : null;
        const id = given ?? `functionCall#${++this.derived}`;
        if (!given) this.open.set(name, [...(this.open.get(name) ?? []), id]);
        blocks.push({
          type: "tool-call",
          id,
          idSource: given ? "format" : "derived",
          name,
          arguments: call.args ?? null,
          at: pl.at,
        });
      } else if (isObject(response)) {
        const name = asString(response.name, pl.child("functionResponse").child("name"));
        const id =
          typeof response.id === "string" && response.id !== ""
            ? response.id
            : (this.open.get(name)?.shift() ?? `functionCall:${name}`);
        blocks.push(functionResult(id, response.response, pl));
      } else if (isObject(code)) {
        this.lastCode = `executableCode#${++this.derived}`;
        blocks.push({
          type: "tool-call",
          id: this.lastCode,
          idSource: "derived",
          name: "code_execution",
          arguments: code,
          server: true,
          at: pl.at,
        });
      } else if (isObject(codeResult) && this.lastCode !== null) {
        const output = typeof codeResult.output === "string" ? codeResult.output : "";
        const failed = codeResult.outcome !== undefined && codeResult.outcome !== "OUTCOME_OK";
        blocks.push({
          type: "tool-result",
          callId: this.lastCode,
          isError: failed,
          errorKind: failed ? String(codeResult.outcome) : null,
          content: output ? [{ type: "text", text: output, at: pl.at }] : [],
          structuredContent: codeResult,
          at: pl.at,
        });
        this.lastCode = null;
      } else blocks.push(otherBlock(part, pl));
    });
    return blocks;
  }

  private inline(inline: JsonObject, loc: Loc): ContentBlock {
    const il = loc.child("inlineData");
    const mime = asString(field(inline, "mimeType"), il.child("mimeType"));
    const data = asString(inline.data, il.child("data"));
    const kind = mediaKind(mime);
    return kind === "image"
      ? base64Image(this.images, data, mime, loc)
      : base64Media(this.images, kind, data, mime, loc);
  }
}

function mediaKind(mime: string | null): "image" | "audio" | "video" {
  if (mime?.startsWith("audio/")) return "audio";
  if (mime?.startsWith("video/")) return "video";
  return "image";
}

/** A functionResponse: its `response` object is the result; no error flag in the format, but an
 * `error` key in it is the convention Gemini's own SDKs use for a failed call. */
function functionResult(callId: string, response: unknown, loc: Loc): ToolResultBlock {
  const text = response === undefined || response === null ? "" : JSON.stringify(response);
  const failed = isObject(response) && response.error !== undefined && response.error !== null;
  const content: ContentBlock[] = text ? [{ type: "text", text, at: loc.at }] : [];
  return {
    type: "tool-result",
    callId,
    ...resultIsError({ flag: failed ? true : undefined, content, absent: null }),
    content,
    ...(response !== undefined ? { structuredContent: response } : {}),
    at: loc.at,
  };
}
