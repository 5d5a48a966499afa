// OpenTelemetry GenAI spans exported as OTLP JSON (formats.md): resourceSpans[].scopeSpans[].spans[],
// attributes as key/value lists; also GenAI events exported as OTLP logs (resourceLogs), and the
// older attribute layouts (otel-legacy.ts). A file may hold one export, or one export batch per line
// (the collector's file exporter): the batches are read together. Spans are grouped into
// conversations by gen_ai.conversation.id (else by trace) and read in start-time order. A chat span's
// input usually repeats the history: inputs that extend what was already read add only their new
// messages, a message being the same when its role and content are (an output's finish_reason is not
// repeated in the next input). execute_tool spans carry the error (status code 2, error.type); they
// set the flag of the matching result, or add the call and result when the messages do not hold them.
import { ReadError } from "../read-error.ts";
import type { Block, ContentBlock, ToolResultBlock } from "./conversation.ts";
import { emptyMeta, readMeta, type Draft, type MessageList } from "./draft.ts";
import {
  base64Image,
  base64Media,
  otherBlock,
  referencedImage,
  referencedMedia,
  type ImageStore,
} from "./images.ts";
import { legacyMessages } from "./otel-legacy.ts";
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

interface Attr {
  value: unknown;
  loc: Loc;
}

interface Span {
  loc: Loc;
  traceId: string;
  start: bigint;
  end: bigint;
  attrs: Map<string, Attr>;
  error: boolean;
}

/** A message the same as one read before: the same role and blocks as read, whatever the layout
 * (content as a string or as parts) and whatever else it carries (an output's finish_reason). */
function messageKey(m: UnnumberedMessage): string {
  return JSON.stringify([m.role, m.blocks], (k, v: unknown) => (k === "at" ? undefined : v));
}

/** One export (a document, or a line of a JSON Lines file) and where it is. */
export interface OtelBatch {
  doc: JsonObject;
  loc: Loc;
}

/** Each conversation in the batches, or the error that kept it (or a batch) out. */
export function importOtel(batches: OtelBatch[], images: ImageStore, stem: string): (Draft | ReadError)[] {
  const spans: Span[] = [];
  const errors: ReadError[] = [];
  for (const { doc, loc } of batches) {
    try {
      spans.push(...collectSpans(doc, loc), ...collectLogs(doc, loc));
    } catch (err) {
      if (!(err instanceof ReadError)) throw err;
      errors.push(err);
    }
  }
  const genAi = spans.filter((s) => [...s.attrs.keys()].some(isGenAiKey));
  if (genAi.length === 0 && errors.length === 0) {
    const first = batches[0]!.loc;
    errors.push(
      new ReadError(
        first.file,
        `an OpenTelemetry export with ${spans.length} span${spans.length === 1 ? "" : "s"} or log record${spans.length === 1 ? "" : "s"}, none of them GenAI (no gen_ai.*, llm.* attributes): no conversation in it`,
        first.line === undefined ? undefined : `line ${first.line}`,
      ),
    );
  }
  const convOfTrace = new Map<string, string>();
  for (const s of genAi) {
    const c = s.attrs.get("gen_ai.conversation.id")?.value ?? s.attrs.get("session.id")?.value;
    if (typeof c === "string" && !convOfTrace.has(s.traceId)) convOfTrace.set(s.traceId, c);
  }
  const groups = new Map<string, Span[]>();
  for (const s of genAi) {
    const own = s.attrs.get("gen_ai.conversation.id")?.value ?? s.attrs.get("session.id")?.value;
    const key = typeof own === "string" ? own : (convOfTrace.get(s.traceId) ?? `trace:${s.traceId}`);
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const ordered = [...groups.entries()].map(
    ([key, g]) => [key, g.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))] as const,
  );
  ordered.sort((a, b) => (a[1][0]!.start < b[1][0]!.start ? -1 : 1));
  const drafts = ordered.map(([key, group], k) => {
    try {
      return conversation(key, group, images, `${stem}#${k}`);
    } catch (err) {
      if (err instanceof ReadError) return err;
      throw err;
    }
  });
  return [...errors, ...drafts];
}

/** An export written with protobuf's field names (resource_spans, start_time_unix_nano,
 * string_value…), as Python's json_format can, in the JSON mapping's names. Attribute names are
 * values (`key`), never object keys, so no attribute is renamed. */
export function otlpCamelCase(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(otlpCamelCase);
  if (!isObject(v)) return v;
  return Object.fromEntries(
    Object.entries(v).map(([k, x]) => [
      k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
      otlpCamelCase(x),
    ]),
  );
}

const isGenAiKey = (k: string) => k.startsWith("gen_ai.") || k.startsWith("llm.");

function collectSpans(doc: JsonObject, loc: Loc): Span[] {
  const spans: Span[] = [];
  if (doc.resourceSpans === undefined) return spans;
  const rl = loc.child("resourceSpans");
  asArray(doc.resourceSpans, rl).forEach((r, i) => {
    const sl = rl.child(i).child("scopeSpans");
    asArray(asObject(r, rl.child(i)).scopeSpans ?? [], sl).forEach((sc, j) => {
      const pl = sl.child(j).child("spans");
      asArray(asObject(sc, sl.child(j)).spans ?? [], pl).forEach((sp, k) =>
        spans.push(readSpan(sp, pl.child(k))),
      );
    });
  });
  return spans;
}

/** GenAI events exported as OTLP logs. The inference details event carries the message attributes
 * as a span does; the older per-message events (gen_ai.user.message, …, gen_ai.choice) of one span
 * are gathered into one call's input and output. */
function collectLogs(doc: JsonObject, loc: Loc): Span[] {
  if (doc.resourceLogs === undefined) return [];
  const out: Span[] = [];
  const bySpan = new Map<string, Span>();
  const rl = loc.child("resourceLogs");
  asArray(doc.resourceLogs, rl).forEach((r, i) => {
    const sl = rl.child(i).child("scopeLogs");
    asArray(asObject(r, rl.child(i)).scopeLogs ?? [], sl).forEach((sc, j) => {
      const ll = sl.child(j).child("logRecords");
      asArray(asObject(sc, sl.child(j)).logRecords ?? [], ll).forEach((lr, k) => {
        const at = ll.child(k);
        const record = asObject(lr, at);
        const span = readSpan(
          { ...record, startTimeUnixNano: record.timeUnixNano ?? record.observedTimeUnixNano },
          at,
        );
        const name = record.eventName ?? span.attrs.get("event.name")?.value;
        const event = typeof name === "string" ? EVENT_ROLES.get(name) : undefined;
        if (!event) return void out.push(span);
        const body = isObject(record.body) ? anyValue(record.body, at.child("body")) : null;
        const message = eventMessage(event, body);
        const key =
          typeof record.spanId === "string" && record.spanId !== "" ? `${span.traceId}/${record.spanId}` : "";
        let call = key ? bySpan.get(key) : undefined;
        if (!call) {
          call = { ...span, attrs: new Map(span.attrs) };
          out.push(call);
          if (key) bySpan.set(key, call);
        }
        const list = event === "choice" ? "gen_ai.output.messages" : "gen_ai.input.messages";
        const held = call.attrs.get(list);
        call.attrs.set(list, {
          value: [...((held?.value as unknown[]) ?? []), message],
          loc: held?.loc ?? at.child("body"),
        });
        if (span.end > call.end) call.end = span.end;
      });
    });
  });
  return out;
}

const EVENT_ROLES = new Map<string, string>(
  Object.entries({
    "gen_ai.system.message": "system",
    "gen_ai.user.message": "user",
    "gen_ai.assistant.message": "assistant",
    "gen_ai.tool.message": "tool",
    "gen_ai.choice": "choice",
  }),
);

/** An older event's body ({content, tool_calls, id} or, for a choice, {message, finish_reason}) as a message. */
function eventMessage(event: string, body: unknown): JsonObject {
  const b = isObject(body) ? body : {};
  const m = event === "choice" && isObject(b.message) ? b.message : b;
  const role = event === "choice" ? (typeof m.role === "string" ? m.role : "assistant") : event;
  const parts: JsonObject[] = [];
  if (role === "tool" && typeof b.id === "string")
    parts.push({ type: "tool_call_response", id: b.id, response: m.content ?? null });
  else if (typeof m.content === "string") parts.push({ type: "text", content: m.content });
  else if (Array.isArray(m.content)) parts.push(...m.content.filter(isObject));
  for (const c of Array.isArray(m.tool_calls) ? m.tool_calls : []) {
    if (!isObject(c)) continue;
    const fn = isObject(c.function) ? c.function : c;
    parts.push({ type: "tool_call", id: c.id, name: fn.name, arguments: fn.arguments });
  }
  return { role, parts };
}

function readSpan(value: unknown, loc: Loc): Span {
  const s = asObject(value, loc);
  const attrs = new Map<string, Attr>();
  const al = loc.child("attributes");
  asArray(s.attributes ?? [], al).forEach((a, i) => {
    const kv = asObject(a, al.child(i));
    attrs.set(asString(kv.key, al.child(i).child("key")), {
      value: anyValue(kv.value, al.child(i).child("value")),
      loc: al.child(i).child("value"),
    });
  });
  const status = isObject(s.status) ? s.status.code : undefined;
  return {
    loc,
    traceId: typeof s.traceId === "string" ? s.traceId : "",
    start: nanos(s.startTimeUnixNano, loc.child("startTimeUnixNano")),
    end: nanos(s.endTimeUnixNano ?? s.startTimeUnixNano, loc.child("endTimeUnixNano")),
    attrs,
    error: status === 2 || status === "STATUS_CODE_ERROR" || attrs.has("error.type"),
  };
}

function nanos(v: unknown, loc: Loc): bigint {
  if ((typeof v === "string" && /^\d+$/.test(v)) || (typeof v === "number" && Number.isInteger(v)))
    return BigInt(v);
  return loc.fail("expected a time in nanoseconds since the epoch");
}

const iso = (ns: bigint): string | null => isoTime(Number(ns / 1_000_000n));

/** OTLP's AnyValue as plain JSON. */
function anyValue(v: unknown, loc: Loc): unknown {
  const o = asObject(v, loc);
  if ("stringValue" in o) return o.stringValue;
  if ("boolValue" in o) return o.boolValue;
  if ("intValue" in o) return Number(o.intValue);
  if ("doubleValue" in o) return o.doubleValue;
  if ("bytesValue" in o) return o.bytesValue;
  if ("arrayValue" in o) {
    const al = loc.child("arrayValue");
    const values = asObject(o.arrayValue, al).values ?? [];
    return asArray(values, al.child("values")).map((x, i) => anyValue(x, al.child("values").child(i)));
  }
  if ("kvlistValue" in o) {
    const kl = loc.child("kvlistValue").child("values");
    const out: JsonObject = {};
    asArray(asObject(o.kvlistValue, loc.child("kvlistValue")).values ?? [], kl).forEach((kv, i) => {
      const e = asObject(kv, kl.child(i));
      out[asString(e.key, kl.child(i).child("key"))] = anyValue(e.value, kl.child(i).child("value"));
    });
    return out;
  }
  return null;
}

/** gen_ai.*.messages: a JSON string or an array of message objects. */
function messagesOf(attr: Attr | undefined): unknown[] {
  if (!attr) return [];
  let v = attr.value;
  if (typeof v === "string") {
    try {
      v = JSON.parse(v);
    } catch {
      attr.loc.fail("the messages attribute is not JSON");
    }
  }
  return asArray(v, attr.loc);
}

function conversation(key: string, spans: Span[], images: ImageStore, fallbackId: string): Draft {
  const messages: UnnumberedMessage[] = [];
  const seen: string[] = []; // the raw JSON of each message read from the attributes, in order
  const toolSpans = new Map<string, Span>();
  let model: string | null = null;
  for (const span of spans) {
    const op = span.attrs.get("gen_ai.operation.name")?.value;
    const name = span.attrs.get("gen_ai.tool.name")?.value;
    if (op === "execute_tool" || (typeof name === "string" && span.attrs.has("gen_ai.tool.call.id"))) {
      const idValue = span.attrs.get("gen_ai.tool.call.id")?.value;
      const id = typeof idValue === "string" ? idValue : `span:${span.loc.pointer}`;
      if (messages.some((m) => m.blocks.some((b) => b.type === "tool-call" && b.id === id)))
        toolSpans.set(id, span);
      else messages.push(...spanMessages(id, span));
      continue;
    }
    const m =
      span.attrs.get("gen_ai.response.model")?.value ??
      span.attrs.get("gen_ai.request.model")?.value ??
      span.attrs.get("llm.model_name")?.value;
    if (typeof m === "string") model = m;
    // Some instrumentations write the key with a dot (gen_ai.system.instructions).
    const sys = span.attrs.get("gen_ai.system_instructions") ?? span.attrs.get("gen_ai.system.instructions");
    if (sys && messages.length === 0)
      messages.push({
        role: "system",
        timestamp: null,
        blocks: parts(instructions(sys.value), sys.loc, images),
        at: sys.loc.at,
      });
    const input =
      span.attrs.get("gen_ai.input.messages") ??
      legacyMessages(span.attrs, "gen_ai.prompt") ??
      legacyMessages(span.attrs, "llm.input_messages");
    const inputs = messagesOf(input).map((x) => message(x, input!.loc, images, iso(span.start)));
    const keys = inputs.map(messageKey);
    const extends_ = keys.length >= seen.length && seen.every((k, i) => k === keys[i]);
    keys.forEach((k, i) => {
      if (extends_ && i < seen.length) return;
      messages.push(inputs[i]!);
      seen.push(k);
    });
    const output =
      span.attrs.get("gen_ai.output.messages") ??
      legacyMessages(span.attrs, "gen_ai.completion") ??
      legacyMessages(span.attrs, "llm.output_messages");
    messagesOf(output).forEach((o) => {
      const m = message(o, output!.loc, images, iso(span.end));
      messages.push(m);
      seen.push(messageKey(m));
    });
  }
  applyToolSpans(messages, toolSpans);
  return {
    format: "otel",
    meta: { ...emptyMeta(), conversationId: key.startsWith("trace:") ? null : key, model },
    messages,
    at: spans[0]!.loc.at,
    fallbackId,
  };
}

/** gen_ai.system_instructions: parts, as JSON text or as an array; plain text is one text part. */
function instructions(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // plain text
  }
  return [{ type: "text", content: value }];
}

/** A message in the conventions' layout: parts with a `type`, text as `content`. */
export function isOtelMessage(m: JsonObject): boolean {
  return (
    Array.isArray(m.parts) &&
    m.parts.some(
      (p) =>
        isObject(p) &&
        (p.type === "tool_call" ||
          p.type === "tool_call_response" ||
          p.type === "server_tool_call" ||
          ((p.type === "text" || p.type === "blob" || p.type === "reasoning") &&
            typeof p.content === "string")),
    )
  );
}

/** Messages in the conventions' layout saved on their own: the value of gen_ai.input.messages (or
 * .output.messages) as a file, or under `messages` with the wrapper. Nothing says whether a tool
 * failed: no span carries the error. */
export function importOtelMessages(
  doc: JsonObject,
  loc: Loc,
  images: ImageStore,
  fallbackId: string,
  list?: MessageList,
): Draft {
  const ml = list?.loc ?? loc.child("messages");
  const messages = asArray(list ? list.value : doc.messages, ml).map((m, i) =>
    message(m, ml.child(i), images, null),
  );
  return { format: "otel", meta: readMeta(doc, loc), messages, at: loc.at, fallbackId };
}

function message(value: unknown, loc: Loc, images: ImageStore, timestamp: string | null): UnnumberedMessage {
  const m = asObject(value, loc);
  const role = asString(m.role, loc);
  // `content` as a string (or a list of parts) where the conventions say `parts`.
  const given = m.parts ?? m.content ?? [];
  const blocks = parts(typeof given === "string" ? [{ type: "text", content: given }] : given, loc, images);
  const onlyResults = blocks.length > 0 && blocks.every((b) => b.type === "tool-result");
  if (role === "system") return { role: "system", timestamp: null, blocks, at: loc.at };
  if (role === "tool" || (role === "user" && onlyResults))
    return { role: "tool", timestamp, blocks, at: loc.at };
  if (role === "user" || role === "assistant") return { role, timestamp, blocks, at: loc.at };
  return loc.fail(`role "${role}" is not one of system, user, assistant, tool`);
}

function parts(value: unknown, loc: Loc, images: ImageStore): Block[] {
  const blocks: Block[] = [];
  asArray(value, loc).forEach((p, i) => {
    const part = asObject(p, loc);
    const type = asString(part.type, loc);
    const modality = optString(part, "modality", loc);
    const media = modality === "audio" || modality === "video" ? modality : null;
    const mime = optString(part, "mime_type", loc);
    if (type === "text")
      blocks.push({ type: "text", text: asString(part.content ?? part.text, loc), at: loc.at });
    else if (type === "blob") {
      const data = asString(part.content, loc);
      blocks.push(
        media
          ? base64Media(images, media, data, mime ?? "application/octet-stream", loc)
          : base64Image(images, data, mime ?? "application/octet-stream", loc),
      );
    } else if (type === "uri" || type === "file") {
      const ref = asString(part.uri ?? part.file_id, loc);
      blocks.push(media ? referencedMedia(media, ref, mime, loc) : referencedImage(ref, mime, loc));
    } else if (type === "tool_call" || type === "server_tool_call") {
      const id = typeof part.id === "string" ? part.id : `${loc.pointer}#${i}`;
      blocks.push({
        type: "tool-call",
        id,
        idSource: typeof part.id === "string" ? "format" : "derived",
        name: asString(part.name, loc),
        // A server tool call's payload is under its own key (`server_tool_call`), not `arguments`.
        arguments: parseArguments(part.arguments ?? part.server_tool_call),
        ...(type === "server_tool_call" ? { server: true as const } : {}),
        at: loc.at,
      });
    } else if (type === "tool_call_response" || type === "server_tool_call_response")
      blocks.push(
        result(
          asString(part.id, loc),
          part.response ?? part.result ?? part.server_tool_call_response,
          loc,
          undefined,
        ),
      );
    else blocks.push(otherBlock(part, loc));
  });
  return blocks;
}

function result(callId: string, response: unknown, loc: Loc, span: Span | undefined): ToolResultBlock {
  const content: ContentBlock[] =
    response === undefined || response === null
      ? []
      : [
          {
            type: "text",
            text: typeof response === "string" ? response : JSON.stringify(response),
            at: loc.at,
          },
        ];
  const errorType = span?.attrs.get("error.type")?.value;
  return {
    type: "tool-result",
    callId,
    ...resultIsError({
      flag: span ? span.error : undefined,
      flagKind: typeof errorType === "string" ? errorType : "tool",
      content,
      absent: null,
    }),
    content,
    ...(isObject(response) ? { structuredContent: response } : {}),
    at: loc.at,
  };
}

/** A tool span whose call the messages so far do not hold: the call and its result, from the span. */
function spanMessages(id: string, span: Span): UnnumberedMessage[] {
  const name = span.attrs.get("gen_ai.tool.name")?.value;
  const args = span.attrs.get("gen_ai.tool.call.arguments");
  const raw = span.attrs.get("gen_ai.tool.call.result");
  const call: UnnumberedMessage = {
    role: "assistant",
    timestamp: iso(span.start),
    blocks: [
      {
        type: "tool-call",
        id,
        idSource: id.startsWith("span:") ? "derived" : "format",
        name: typeof name === "string" ? name : "",
        arguments: parseArguments(args?.value),
        at: span.loc.at,
      },
    ],
    at: span.loc.at,
  };
  return raw ? [call, toolMessage(id, span)] : [call];
}

function toolMessage(id: string, span: Span): UnnumberedMessage {
  const raw = span.attrs.get("gen_ai.tool.call.result");
  const loc = raw?.loc ?? span.loc;
  return { role: "tool", timestamp: iso(span.end), blocks: [result(id, raw?.value, loc, span)], at: loc.at };
}

/** Tool spans whose call the messages hold: their error status on the result, or the result itself
 * (placed after the call and the results already following it) when the messages lack it. */
function applyToolSpans(messages: UnnumberedMessage[], toolSpans: Map<string, Span>): void {
  for (const [id, span] of toolSpans) {
    const res = messages
      .flatMap((m) => m.blocks)
      .find((b): b is ToolResultBlock => b.type === "tool-result" && b.callId === id);
    if (res) {
      const errorType = span.attrs.get("error.type")?.value;
      Object.assign(
        res,
        resultIsError({
          flag: span.error,
          flagKind: typeof errorType === "string" ? errorType : "tool",
          content: res.content,
          absent: null,
        }),
      );
      continue;
    }
    let insert = messages.findIndex((m) => m.blocks.some((b) => b.type === "tool-call" && b.id === id)) + 1;
    while (messages[insert]?.role === "tool") insert++;
    messages.splice(insert, 0, toolMessage(id, span));
  }
}
