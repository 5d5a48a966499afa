// OpenAI Responses (formats.md): input/output items — message (input_text, output_text,
// input_image), function_call (arguments a JSON string), function_call_output (no error flag),
// custom tool calls, and hosted mcp_call items (whose `error` is the only flag the format has).
// Hosted and built-in tools are tool calls with their results (see hosted-tools.ts); any other item
// or part (reasoning, item references, files, …) is kept as an `other` block with its raw JSON.
import type { Block, ContentBlock } from "./conversation.ts";
import {
  emptyMeta,
  messageTimestamp,
  readMeta,
  systemMessage,
  type Draft,
  type MessageList,
  type Meta,
} from "./draft.ts";
import { hostedToolItem } from "./hosted-tools.ts";
import { otherBlock, referencedImage, urlImage, type ImageStore } from "./images.ts";
import { resultIsError } from "./result-error.ts";
import {
  asArray,
  readEach,
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

/** A request (`input`, `instructions`) or a wrapper whose `messages` are items. */
export function importOpenAIResponses(
  doc: JsonObject,
  loc: Loc,
  images: ImageStore,
  fallbackId: string,
  list?: MessageList,
): Draft {
  const system = systemMessage(doc.instructions, loc.child("instructions"));
  const key = doc.messages !== undefined ? "messages" : "input";
  const il = list?.loc ?? loc.child(key);
  const input = list ? list.value : doc[key];
  const messages =
    typeof input === "string"
      ? [
          {
            role: "user" as const,
            timestamp: null,
            blocks: [{ type: "text" as const, text: input, at: il.at }],
            at: il.at,
          },
        ]
      : responseItems(input, il, images);
  return {
    format: "openai-responses",
    meta: readMeta(doc, loc),
    messages: system ? [system, ...messages] : messages,
    at: loc.at,
    fallbackId,
  };
}

/** A response object: its output items (timed by `created_at`) and what it says about the conversation. */
export function openAIResponse(
  doc: JsonObject,
  loc: Loc,
  images: ImageStore,
): { messages: UnnumberedMessage[]; meta: Meta } {
  const messages = responseItems(doc.output, loc.child("output"), images);
  if (typeof doc.created_at === "number") {
    const at = isoTime(doc.created_at * 1000);
    for (const m of messages) m.timestamp ??= at;
  }
  const conversation = isObject(doc.conversation) ? doc.conversation.id : doc.conversation;
  return {
    messages,
    meta: {
      ...emptyMeta(),
      model: optString(doc, "model", loc),
      conversationId: typeof conversation === "string" ? conversation : null,
    },
  };
}

export function responseItems(items: unknown, loc: Loc, images: ImageStore): UnnumberedMessage[] {
  return readEach(items, loc, (v, at) => responseItem(v, at, images));
}

export function responseItem(value: unknown, loc: Loc, images: ImageStore): UnnumberedMessage | null {
  const item = asObject(value, loc);
  const type = item.type === undefined ? "message" : asString(item.type, loc.child("type"));
  const timestamp = messageTimestamp(item, loc);
  const at = loc.at;
  switch (type) {
    case "message": {
      const role = asString(item.role, loc.child("role"));
      const blocks = content(item.content, loc.child("content"), images);
      if (role === "user" || role === "assistant") return { role, timestamp, blocks, at };
      if (role === "system" || role === "developer") return { role: "system", timestamp, blocks, at };
      return loc.child("role").fail(`role "${role}" is not one of user, assistant, system, developer`);
    }
    case "function_call":
    case "custom_tool_call":
      return {
        role: "assistant",
        timestamp,
        blocks: [call(item, type === "function_call" ? "arguments" : "input", loc)],
        at,
      };
    case "function_call_output":
    case "custom_tool_call_output": {
      const c = content(item.output, loc.child("output"), images);
      const callId = asString(item.call_id, loc.child("call_id"));
      return {
        role: "tool",
        timestamp,
        blocks: [
          {
            type: "tool-result",
            callId,
            ...resultIsError({ flag: undefined, content: c, absent: null }),
            content: c,
            at,
          },
        ],
        at,
      };
    }
    case "mcp_call": {
      const id = asString(item.id, loc.child("id"));
      const name = asString(item.name, loc.child("name"));
      const blocks: Block[] = [
        {
          type: "tool-call",
          id,
          idSource: "format",
          name,
          arguments: parseArguments(item.arguments),
          server: true,
          at,
        },
      ];
      if (item.output !== undefined || item.error !== undefined) {
        const errorText = optString(item, "error", loc);
        const c = content(
          errorText ?? item.output ?? null,
          loc.child(errorText ? "error" : "output"),
          images,
        );
        blocks.push({
          type: "tool-result",
          callId: id,
          ...resultIsError({ flag: errorText !== null, content: c, absent: null }),
          content: c,
          at,
        });
      }
      return { role: "assistant", timestamp, blocks, at };
    }
    default: {
      const hosted = hostedToolItem(item, type, loc, images);
      if (hosted) return { role: hosted.role, timestamp, blocks: hosted.blocks, at };
      // reasoning, item references, compaction…: kept raw, said by the model's side.
      return { role: "assistant", timestamp, blocks: [otherBlock(item, loc)], at };
    }
  }
}

function call(item: JsonObject, argsKey: string, loc: Loc): Block {
  return {
    type: "tool-call",
    id: asString(item.call_id, loc.child("call_id")),
    idSource: "format",
    name: asString(item.name, loc.child("name")),
    arguments: parseArguments(item[argsKey]),
    at: loc.at,
  };
}

export function content(value: unknown, loc: Loc, images: ImageStore): ContentBlock[] {
  if (value === undefined || value === null) return [];
  if (typeof value === "string") return [{ type: "text", text: value, at: loc.at }];
  const blocks: ContentBlock[] = [];
  asArray(value, loc).forEach((p, i) => {
    const pl = loc.child(i);
    const part = asObject(p, pl);
    const type = asString(part.type, pl.child("type"));
    if (type === "input_text" || type === "output_text" || type === "text") {
      blocks.push({ type: "text", text: asString(part.text, pl.child("text")), at: pl.at });
      // Annotations say which pages or files back the text (url and file citations): kept beside it.
      if (Array.isArray(part.annotations) && part.annotations.length > 0)
        blocks.push({
          type: "other",
          kind: "annotations",
          raw: part.annotations,
          at: pl.child("annotations").at,
        });
    } else if (type === "refusal") {
      blocks.push({ type: "text", text: asString(part.refusal, pl.child("refusal")), at: pl.at });
    } else if (type === "input_image") {
      const url = optString(part, "image_url", pl);
      blocks.push(
        url
          ? urlImage(images, url, pl)
          : referencedImage(asString(part.file_id, pl.child("file_id")), null, pl),
      );
    } else blocks.push(otherBlock(part, pl));
  });
  return blocks;
}
