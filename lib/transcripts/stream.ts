// Streamed logs assembled into the messages they stream: Anthropic message stream events
// (message_start … message_stop), Chat Completions chunks (`chat.completion.chunk`), and Responses
// server-sent events (`response.*`). Each finished stream is rebuilt as the response object the API
// would have returned unstreamed, so the ordinary readers read it and it continues the request before
// it. A stream that ends in an error, or is cut before it ends, is whole or nothing: an error event
// keeps nothing; a cut stream keeps what its finished parts hold (the Responses API's done items).
import { isArray, isObject, stringOr, type JsonObject, type Loc } from "./source-loc.ts";

const ANTHROPIC_EVENTS = new Set([
  "message_start",
  "content_block_start",
  "content_block_delta",
  "content_block_stop",
  "message_delta",
  "message_stop",
  "ping",
]);

export function isStreamEvent(v: JsonObject): boolean {
  if (v.object === "chat.completion.chunk") return true;
  // Chunks some servers send without `object`: choices with deltas, or Azure's opening chunk that
  // holds only the prompt's content-filter results.
  if (Array.isArray(v.choices))
    return (
      v.choices.some((c) => isObject(c) && isObject(c.delta)) ||
      (v.choices.length === 0 && v.prompt_filter_results !== undefined)
    );
  if (typeof v.type !== "string") return false;
  if (v.type === "error" && isObject(v.error)) return true;
  return ANTHROPIC_EVENTS.has(v.type) || v.type.startsWith("response.");
}

/** A finished stream: the rebuilt response, and where its first event was; or, when a line of it
 * could not be read or its start is missing, why it is not kept. */
export type Streamed = { response: JsonObject; loc: Loc } | { notKept: string; loc: Loc };

type Open = { loc: Loc; spoiled: string | null } & (
  | { kind: "anthropic"; message: JsonObject; partial: Map<number, string> }
  | { kind: "chat"; id: unknown; chunk: JsonObject; choices: Map<number, ChatChoice> }
  | { kind: "responses"; response: JsonObject; done: Map<number, unknown> }
);

export class StreamAssembler {
  private open: Open | null = null;
  /** A line that could not be read right before any stream was open: a stream it began is not kept. */
  private unreadBefore: string | null = null;

  /** A line that could not be read: the open stream (or the one it began) is not whole. */
  spoil(where: string): void {
    if (this.open) this.open.spoiled ??= `${where} of it could not be read`;
    else this.unreadBefore = where;
  }

  /** One event; returns the responses it finishes (an event of a new stream finishes the open one). */
  add(v: JsonObject, loc: Loc): Streamed[] {
    const out: Streamed[] = [];
    if (v.object === "chat.completion.chunk" || Array.isArray(v.choices)) {
      const chunkOfOpen = this.open?.kind === "chat" && this.open.id === v.id;
      // A chunk with no choices (filter results, usage) adds nothing to a message.
      if (Array.isArray(v.choices) && v.choices.length === 0 && !chunkOfOpen) return out;
      if (this.open && (this.open.kind !== "chat" || this.open.id !== v.id)) out.push(...this.end());
      this.chatChunk(v, loc);
      return out;
    }
    const type = v.type as string;
    if (type === "error") {
      const had = this.open !== null;
      this.open = null;
      const e = asObj(v.error);
      return loc.fail(
        `${had ? "the stream ended in an error, its message not kept" : "an API error"}: ${stringOr(e.message, stringOr(e.type, "no reason given"))}`,
      );
    }
    if (type === "message_start" || type === "response.created") {
      out.push(...this.end());
      this.open =
        type === "message_start"
          ? { kind: "anthropic", loc, spoiled: null, message: startMessage(v.message), partial: new Map() }
          : {
              kind: "responses",
              loc,
              spoiled: null,
              response: { ...asObj(v.response), object: "response" },
              done: new Map(),
            };
      this.unreadBefore = null;
      return out;
    }
    const open = this.open;
    if (ANTHROPIC_EVENTS.has(type)) {
      if (open?.kind !== "anthropic") {
        if (type === "ping") return out;
        out.push(...this.end());
        this.open = {
          kind: "anthropic",
          loc,
          spoiled: this.missingStart("message_start"),
          message: startMessage({}),
          partial: new Map(),
        };
      }
      if (this.anthropicEvent(this.open as Extract<Open, { kind: "anthropic" }>, type, v))
        out.push(...this.end());
      return out;
    }
    // Responses events.
    if (open?.kind !== "responses") {
      out.push(...this.end());
      // A completed response holds the whole output: its stream's start is not needed.
      const whole =
        type === "response.completed" || type === "response.incomplete" || type === "response.failed";
      this.open = {
        kind: "responses",
        loc,
        spoiled: whole ? null : this.missingStart("response.created"),
        response: { ...asObj(v.response), object: "response" },
        done: new Map(),
      };
    }
    const r = this.open as Extract<Open, { kind: "responses" }>;
    if (type === "response.output_item.done" && typeof v.output_index === "number")
      r.done.set(v.output_index, v.item);
    if (type === "response.failed") {
      this.open = null;
      this.unreadBefore = null;
      const error = asObj(asObj(v.response).error);
      return loc.fail(
        `the streamed response failed: ${stringOr(error.message, stringOr(error.code, "no reason given"))}`,
      );
    }
    if (type === "response.completed" || type === "response.incomplete") {
      r.response = { ...r.response, ...asObj(v.response), object: "response" };
      out.push(...this.end());
    }
    return out;
  }

  private missingStart(start: string): string {
    const why = this.unreadBefore
      ? `${this.unreadBefore}, where it began, could not be read`
      : `its start (${start}) is not in the file`;
    this.unreadBefore = null;
    return why;
  }

  /** The open stream, finished with what it has (the file ended, or a document of another kind came). */
  end(): Streamed[] {
    const open = this.open;
    this.open = null;
    if (!open) return [];
    if (open.spoiled !== null)
      return [{ notKept: `a streamed response not kept: ${open.spoiled}`, loc: open.loc }];
    if (open.kind === "anthropic") {
      finishAnthropicBlocks(open);
      return [{ response: open.message, loc: open.loc }];
    }
    if (open.kind === "chat") {
      const choices: JsonObject[] = [...open.choices.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([, c]) => {
          const message = { ...c.message };
          if (c.calls.length > 0) message.tool_calls = c.calls.filter(Boolean);
          return { ...c.choice, message };
        });
      // A stream of filter results alone answers nothing: an empty reply, as the API's own would be.
      if (choices.length === 0) choices.push({ index: 0, message: { role: "assistant", content: null } });
      return [{ response: { ...open.chunk, object: "chat.completion", choices }, loc: open.loc }];
    }
    const output = Array.isArray(open.response.output) ? open.response.output : [];
    const done = [...open.done.entries()].sort((a, b) => a[0] - b[0]).map(([, item]) => item);
    return [{ response: { ...open.response, output: output.length > 0 ? output : done }, loc: open.loc }];
  }

  /** Returns true when the event ends the message. */
  private anthropicEvent(open: Extract<Open, { kind: "anthropic" }>, type: string, v: JsonObject): boolean {
    const content = open.message.content as JsonObject[];
    const index = typeof v.index === "number" ? v.index : -1;
    if (type === "content_block_start") {
      content[index] = { ...asObj(v.content_block) };
      const block = content[index];
      // Tool input arrives as JSON text in deltas; the start's `{}` is a placeholder.
      if (isObject(block.input) && Object.keys(block.input).length === 0) open.partial.set(index, "");
    } else if (type === "content_block_delta") {
      const block = content[index];
      const d = asObj(v.delta);
      if (!block) return false;
      if (d.type === "text_delta") block.text = stringOr(block.text, "") + stringOr(d.text, "");
      else if (d.type === "thinking_delta")
        block.thinking = stringOr(block.thinking, "") + stringOr(d.thinking, "");
      else if (d.type === "signature_delta") block.signature = d.signature;
      else if (d.type === "input_json_delta")
        open.partial.set(index, (open.partial.get(index) ?? "") + stringOr(d.partial_json, ""));
      else if (d.type === "citations_delta")
        block.citations = [...(isArray(block.citations) ? block.citations : []), d.citation];
      // A delta of a kind not named above: each of its fields merged into the block.
      else mergeInto(block, d, new Set(["type"]));
    } else if (type === "message_delta") {
      Object.assign(open.message, asObj(v.delta));
    } else if (type === "message_stop") return true;
    return false;
  }

  private chatChunk(v: JsonObject, loc: Loc): void {
    if (this.open?.kind !== "chat") {
      this.open = {
        kind: "chat",
        loc,
        spoiled: this.unreadBefore ? `${this.unreadBefore}, right before it, could not be read` : null,
        id: v.id,
        chunk: { id: v.id, model: v.model, created: v.created },
        choices: new Map(),
      };
    }
    const open = this.open;
    // Filter results for the prompt (Azure) come in a chunk of their own.
    if (v.prompt_filter_results !== undefined) open.chunk.prompt_filter_results = v.prompt_filter_results;
    if (!isArray(v.choices)) return;
    for (const c of v.choices) {
      if (!isObject(c)) continue;
      const index = typeof c.index === "number" ? c.index : 0;
      let choice = open.choices.get(index);
      if (!choice) {
        choice = { choice: { index }, message: { role: "assistant", content: null }, calls: [] };
        open.choices.set(index, choice);
      }
      // Choice fields besides the delta (finish reason, content filter results, logprobs) are kept.
      mergeInto(choice.choice, c, new Set(["delta", "index"]));
      if (isObject(c.delta)) chatDelta(choice, c.delta);
    }
  }
}

type ChatChoice = { choice: JsonObject; message: JsonObject; calls: JsonObject[] };

/** One choice's delta: text of every kind appended, tool calls assembled piece by piece, any other
 * field merged. */
function chatDelta(open: ChatChoice, d: JsonObject): void {
  mergeInto(open.message, d, new Set(["tool_calls", "role"]));
  if (!Array.isArray(d.tool_calls)) return;
  for (const tc of d.tool_calls) {
    if (!isObject(tc)) continue;
    const i = typeof tc.index === "number" ? tc.index : open.calls.length;
    const fn = asObj(tc.function);
    const call = (open.calls[i] ??= { id: "", type: "function", function: { name: "", arguments: "" } });
    const cf = call.function as JsonObject;
    if (typeof tc.id === "string") call.id = tc.id;
    if (typeof fn.name === "string") cf.name = String(cf.name) + fn.name;
    if (typeof fn.arguments === "string") cf.arguments = String(cf.arguments) + fn.arguments;
    mergeInto(call, tc, new Set(["id", "index", "function", "type"]));
  }
}

/** Adds a delta's fields to what earlier deltas built: text is appended, lists extended, objects
 * merged field by field, anything else replaced. */
function mergeInto(into: JsonObject, delta: JsonObject, skip: ReadonlySet<string> = new Set()): void {
  for (const [key, value] of Object.entries(delta)) {
    // Null and "" add nothing (a first chunk's `content: ""` is no text block).
    if (skip.has(key) || value === null || value === undefined || value === "") continue;
    const had = into[key];
    if (typeof value === "string" && typeof had === "string") into[key] = had + value;
    else if (isArray(value)) into[key] = [...(isArray(had) ? had : []), ...value];
    else if (isObject(value)) {
      const merged = isObject(had) ? { ...had } : {};
      mergeInto(merged, value);
      into[key] = merged;
    } else into[key] = value;
  }
}

function asObj(v: unknown): JsonObject {
  return isObject(v) ? v : {};
}

function startMessage(v: unknown): JsonObject {
  const m = asObj(v);
  return {
    ...m,
    type: "message",
    role: "assistant",
    content: isArray(m.content) ? [...m.content] : [],
  };
}

/** Tool inputs parsed from their streamed JSON text (kept as the text when it does not parse);
 * holes left by blocks that never started are closed up. */
function finishAnthropicBlocks(open: Extract<Open, { kind: "anthropic" }>): void {
  const content = open.message.content as (JsonObject | undefined)[];
  for (const [index, text] of open.partial) {
    const block = content[index];
    if (!block) continue;
    if (text === "") continue;
    try {
      block.input = JSON.parse(text) as unknown;
    } catch {
      block.input = text;
    }
  }
  open.message.content = content.filter((b): b is JsonObject => b !== undefined);
}
