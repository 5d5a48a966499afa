// OpenAI Chat Completions (formats.md): `messages` with `tool_calls` (arguments a JSON string) and
// `role: "tool"` results that carry no error flag; a `chat.completion` response continues the
// request before it. Legacy `function_call` / `role: "function"` messages are read too. Audio parts
// (and an assistant's `audio` reply) are audio blocks; any other part is kept as an `other` block.
import { filteredContent, notes, unusualStop } from "./answer-notes.ts";
import type { Block, ContentBlock, OtherBlock } from "./conversation.ts";
import { messageTimestamp, readMeta, type Draft, type MessageList } from "./draft.ts";
import { base64Media, otherBlock, referencedMedia, urlImage, type ImageStore } from "./images.ts";
import { resultIsError } from "./result-error.ts";
import {
  asArray,
  asObject,
  asString,
  isObject,
  isoTime,
  optString,
  parseArguments,
  type JsonObject,
  type Loc,
} from "./source-loc.ts";
import type { UnnumberedMessage } from "./turns.ts";

export function importOpenAIChat(
  doc: JsonObject,
  loc: Loc,
  images: ImageStore,
  fallbackId: string,
  list?: MessageList,
): Draft {
  const ml = list?.loc ?? loc.child("messages");
  const reader = new ChatReader(images);
  return {
    format: "openai-chat",
    meta: readMeta(doc, loc),
    messages: asArray(list ? list.value : doc.messages, ml).map((m, i) => reader.message(m, ml.child(i))),
    at: loc.at,
    fallbackId,
  };
}

/** A `chat.completion` response: its first choice's message, the model and the creation time. A stop
 * reason other than a normal end and filtered content are kept beside the answer; further choices
 * (`n` > 1) are kept raw, as the alternatives they are. */
export function openAIChatResponse(
  doc: JsonObject,
  loc: Loc,
  images: ImageStore,
): { message: UnnumberedMessage; model: string | null } {
  const cl = loc.child("choices");
  const choices = asArray(doc.choices, cl);
  if (choices.length === 0) return cl.fail("a chat completion with no choices: no answer in it");
  const c0 = cl.child(0);
  const choice = asObject(choices[0], c0);
  const message =
    choice.message === undefined && Array.isArray(choice.messages)
      ? legacyMessages(choice.messages, c0.child("messages"), new ChatReader(images))
      : new ChatReader(images).message(choice.message, c0.child("message"));
  message.blocks.push(
    ...notes(
      unusualStop(choice.finish_reason, c0.child("finish_reason")),
      filteredContent(choice.content_filter_results, c0.child("content_filter_results")),
      filteredContent(doc.prompt_filter_results, loc.child("prompt_filter_results")),
    ),
    ...choices
      .slice(1)
      .map((c, i): OtherBlock => ({ type: "other", kind: "choice", raw: c, at: cl.child(i + 1).at })),
  );
  if (message.timestamp === null && typeof doc.created === "number")
    message.timestamp = isoTime(doc.created * 1000);
  return { message, model: optString(doc, "model", loc) };
}

/** Azure OpenAI's legacy reply with data sources: `choices[0].messages`, the assistant's answer and
 * the `tool` message holding the retrieved citations (no call is made for it). One assistant message:
 * the answer's blocks, and every other message kept raw. */
function legacyMessages(list: unknown[], loc: Loc, reader: ChatReader): UnnumberedMessage {
  const blocks: Block[] = [];
  list.forEach((m, i) => {
    const ml = loc.child(i);
    const o = asObject(m, ml);
    if (o.role === "assistant") blocks.push(...reader.message(o, ml).blocks);
    else
      blocks.push({
        type: "other",
        kind: `${typeof o.role === "string" ? o.role : "unknown"} message`,
        raw: o,
        at: ml.at,
      });
  });
  return { role: "assistant", timestamp: null, blocks, at: loc.at };
}

class ChatReader {
  /** Legacy function calls waiting for their `role: "function"` answer, by name. */
  private readonly openFunctionCalls = new Map<string, string[]>();
  private legacyCount = 0;

  constructor(private readonly images: ImageStore) {}

  message(value: unknown, loc: Loc): UnnumberedMessage {
    const m = asObject(value, loc);
    const role = asString(m.role, loc.child("role"));
    const timestamp = messageTimestamp(m, loc);
    const at = loc.at;
    switch (role) {
      case "system":
      case "developer":
        return { role: "system", timestamp, blocks: this.content(m.content, loc.child("content")), at };
      case "user":
        return { role: "user", timestamp, blocks: this.content(m.content, loc.child("content")), at };
      case "assistant":
        return {
          role: "assistant",
          timestamp,
          blocks: [
            ...this.content(m.content, loc.child("content")),
            ...this.extras(m, loc),
            ...this.calls(m, loc),
          ],
          at,
        };
      case "tool":
      case "function": {
        const callId =
          role === "tool" ? asString(m.tool_call_id, loc.child("tool_call_id")) : this.answerFunction(m, loc);
        const content = this.content(m.content, loc.child("content"));
        return {
          role: "tool",
          timestamp,
          blocks: [
            {
              type: "tool-result",
              callId,
              ...resultIsError({ flag: undefined, content, absent: null }),
              content,
              at,
            },
          ],
          at,
        };
      }
      default:
        return loc
          .child("role")
          .fail(`role "${role}" is not one of system, developer, user, assistant, tool`);
    }
  }

  /** An assistant message's `refusal` text, spoken `audio` (its transcript kept) and reasoning text
   * some providers add (`reasoning_content`, `reasoning`), kept raw. */
  private extras(m: JsonObject, loc: Loc): ContentBlock[] {
    const blocks: ContentBlock[] = [];
    if (typeof m.refusal === "string")
      blocks.push({ type: "text", text: m.refusal, at: loc.child("refusal").at });
    if (isObject(m.audio)) {
      const al = loc.child("audio");
      const a = m.audio;
      const block =
        typeof a.data === "string"
          ? base64Media(this.images, "audio", a.data, "audio/wav", al)
          : referencedMedia("audio", typeof a.id === "string" ? a.id : "", null, al);
      blocks.push(typeof a.transcript === "string" ? { ...block, transcript: a.transcript } : block);
    }
    for (const key of ["reasoning_content", "reasoning"])
      if (m[key] !== undefined && m[key] !== null)
        blocks.push({ type: "other", kind: key, raw: m[key], at: loc.child(key).at });
    return blocks;
  }

  private content(content: unknown, loc: Loc): ContentBlock[] {
    if (content === undefined || content === null) return [];
    if (typeof content === "string") return [{ type: "text", text: content, at: loc.at }];
    const blocks: ContentBlock[] = [];
    asArray(content, loc).forEach((p, i) => {
      const pl = loc.child(i);
      const part = asObject(p, pl);
      const type = asString(part.type, pl.child("type"));
      if (type === "text")
        blocks.push({ type: "text", text: asString(part.text, pl.child("text")), at: pl.at });
      else if (type === "refusal")
        blocks.push({ type: "text", text: asString(part.refusal, pl.child("refusal")), at: pl.at });
      else if (type === "image_url") {
        const il = pl.child("image_url");
        const url = isObject(part.image_url)
          ? asString(part.image_url.url, il.child("url"))
          : asString(part.image_url, il);
        blocks.push(urlImage(this.images, url, pl));
      } else if (type === "input_audio" && isObject(part.input_audio)) {
        const al = pl.child("input_audio");
        const format = optString(part.input_audio, "format", al);
        blocks.push(
          base64Media(
            this.images,
            "audio",
            asString(part.input_audio.data, al.child("data")),
            format ? `audio/${format}` : "application/octet-stream",
            pl,
          ),
        );
      } else blocks.push(otherBlock(part, pl));
    });
    return blocks;
  }

  private calls(m: JsonObject, loc: Loc): Block[] {
    const blocks: Block[] = [];
    if (m.tool_calls !== undefined && m.tool_calls !== null) {
      const tl = loc.child("tool_calls");
      asArray(m.tool_calls, tl).forEach((c, i) => {
        const cl = tl.child(i);
        const call = asObject(c, cl);
        const id = asString(call.id, cl.child("id"));
        if (isObject(call.custom)) {
          const name = asString(call.custom.name, cl.child("custom").child("name"));
          blocks.push({
            type: "tool-call",
            id,
            idSource: "format",
            name,
            arguments: call.custom.input ?? null,
            at: cl.at,
          });
          return;
        }
        const fl = cl.child("function");
        const fn = asObject(call.function, fl);
        const name = asString(fn.name, fl.child("name"));
        blocks.push({
          type: "tool-call",
          id,
          idSource: "format",
          name,
          arguments: parseArguments(fn.arguments),
          at: cl.at,
        });
      });
    }
    if (isObject(m.function_call)) {
      const fl = loc.child("function_call");
      const name = asString(m.function_call.name, fl.child("name"));
      const id = `function_call#${++this.legacyCount}`;
      this.openFunctionCalls.set(name, [...(this.openFunctionCalls.get(name) ?? []), id]);
      blocks.push({
        type: "tool-call",
        id,
        idSource: "derived",
        name,
        arguments: parseArguments(m.function_call.arguments),
        at: fl.at,
      });
    }
    return blocks;
  }

  /** A legacy `role: "function"` message answers the oldest open call of that name. */
  private answerFunction(m: JsonObject, loc: Loc): string {
    const name = asString(m.name, loc.child("name"));
    const open = this.openFunctionCalls.get(name);
    const id = open?.shift();
    return id ?? `function_call:${name}`;
  }
}
