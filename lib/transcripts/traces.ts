// Langfuse and LangSmith trace exports. Each LLM call in a trace (a Langfuse GENERATION observation,
// a LangSmith run of run_type "llm") holds what was sent and what came back, written as the
// instrumented framework wrote them: a provider's request body (Chat Completions, Responses, Gemini),
// a list of messages of any flavour (OpenTelemetry parts, the AI SDK's, LangChain's serialized ones),
// often as JSON text, or plain text. Each call becomes a request document of its own format, its
// reply a response document or the messages that follow the request's; in start-time order, so the
// history each call repeats is read once (the assembler joins a request that extends the one
// before). LangChain's serialized messages (`{lc, id: [..., "HumanMessage"], kwargs}` or
// `{type: "human", data}`) become the Chat Completions messages they stand for; a ToolMessage with
// status "error" says so in text the error rule reads. What is not an LLM call (spans, chains,
// events) adds nothing; a call whose input holds no messages is a problem at its place.
import { isArray, isObject, type JsonObject, type Loc } from "./source-loc.ts";
import { ReadError } from "../read-error.ts";
import { detectDocument } from "./detect.ts";
import type { Wrapped } from "./wrappers.ts";

/** A LangSmith SDK batch: runs as first sent (`post`, with their inputs) and as later updated
 * (`patch`, with their outputs), joined by id, or by dotted order where an update names no id. */
function langsmithBatch(v: JsonObject, loc: Loc, calls: Call[]): void {
  const patches = Array.isArray(v.patch) ? v.patch.filter(isObject) : [];
  const pl = loc.child("post");
  (v.post as unknown[]).forEach((run, i) => {
    if (!isObject(run)) return;
    const update = patches.find((p) =>
      p.id !== undefined
        ? p.id === run.id
        : p.dotted_order !== undefined && p.dotted_order === run.dotted_order,
    );
    langsmith(update ? { ...run, ...update } : run, pl.child(i), calls);
  });
}

interface Call {
  start: string;
  request: JsonObject;
  response: JsonObject | null;
  /** Where what the call was sent is written, and where its reply is: problems point there. */
  sent: Loc;
  returned: Loc;
}

/** The LLM calls of a trace as request and response documents, in time order, and the calls that
 * cannot be read as messages. */
export function traceDocuments(v: JsonObject, loc: Loc): { docs: Wrapped[]; unread: ReadError[] } {
  const calls: Call[] = [];
  const unread: ReadError[] = [];
  if (Array.isArray(v.observations)) langfuse(v, loc, calls, unread);
  else if (Array.isArray(v.post)) langsmithBatch(v, loc, calls);
  else langsmith(v, loc, calls);
  calls.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  continueCalls(calls);
  const t = isObject(v.trace) ? v.trace : v;
  const conversationId =
    typeof t.sessionId === "string" ? t.sessionId : typeof t.id === "string" ? t.id : (t.trace_id ?? null);
  const docs = calls.flatMap((c) => [
    { value: { ...(conversationId ? { conversationId } : {}), ...c.request }, loc: c.sent },
    ...(c.response ? [{ value: c.response, loc: c.returned }] : []),
  ]);
  return { docs, unread };
}

/** Some agents (Microsoft's Agent Framework) send each call only what is new since the call before:
 * a call whose messages open with a tool's result or the assistant's reply goes on from the one
 * before it, whose messages it is given. */
function continueCalls(calls: Call[]): void {
  calls.forEach((c, i) => {
    const before = calls[i - 1];
    const mine: unknown[] = isArray(c.request.messages) ? c.request.messages : [];
    const first = mine[0];
    if (!before || before.response || !isObject(first) || !["tool", "assistant"].includes(String(first.role)))
      return;
    const history = before.request.messages;
    if (isArray(history)) c.request = { ...c.request, messages: [...history, ...mine] };
  });
}

function langfuse(trace: JsonObject, loc: Loc, calls: Call[], unread: ReadError[]): void {
  const ol = loc.child("observations");
  (trace.observations as unknown[]).forEach((o, i) => {
    if (!isObject(o) || o.type !== "GENERATION") return;
    const model = typeof o.model === "string" ? o.model : null;
    const input = jsonText(o.input);
    const request = requestOf(input);
    if (!request) {
      const gl = ol.child(i);
      const noInput = input === null || input === undefined || input === "";
      const noOutput = o.output === null || o.output === undefined || o.output === "";
      if (noInput && noOutput) return;
      const what = noInput
        ? "a generation with no `input`"
        : `a generation whose \`input\` holds no messages (${brief(o.input)})`;
      unread.push(new ReadError(gl.file, `${what}: not kept`, gl.where));
      return;
    }
    const output = jsonText(o.output);
    const failed = o.level === "ERROR" && typeof o.statusMessage === "string";
    const reply: unknown =
      output === null || output === undefined || output === ""
        ? failed
          ? `Error: ${o.statusMessage as string}`
          : null
        : output;
    const { messages, response } = withReply(request, reply, model);
    calls.push({
      start: startText(o.startTime),
      request: { ...(model ? { model } : {}), ...messages },
      response,
      sent: ol.child(i).child("input"),
      returned: ol.child(i).child("output"),
    });
  });
}

const REQUEST_KINDS = new Set([
  "anthropic",
  "openai-chat",
  "openai-responses",
  "gemini",
  "vercel",
  "otel-messages",
]);
const RESPONSE_KINDS = new Set([
  "anthropic-response",
  "openai-chat-response",
  "openai-response",
  "gemini-response",
]);

/** What a generation was sent, as a request document of whichever format it is written in: a list
 * of messages (LangChain's serialized ones become Chat Completions messages), a provider's request
 * body, one message, or text (the person's prompt). */
function requestOf(input: unknown): JsonObject | null {
  if (Array.isArray(input)) {
    if (input.length === 0) return null;
    const langChain = input.some(
      (m) => isObject(m) && m.role === undefined && (Array.isArray(m.id) || isObject(m.data)),
    );
    if (!langChain) return withTools(input);
    const messages = chatMessages(input);
    return messages ? withTools(messages) : null;
  }
  // Text is the prompt as written (AutoGen writes its messages as "system: …\nuser: …" text).
  if (typeof input === "string")
    return input.trim() ? { messages: [{ role: "user", content: input }] } : null;
  if (!isObject(input)) return null;
  if (Array.isArray(input.messages)) return requestOf(input.messages);
  if (typeof input.role === "string") return { messages: [input] };
  // The Gen AI SDKs take text for `contents`: the person's one message.
  if (typeof input.contents === "string")
    return { ...input, contents: [{ role: "user", parts: [{ text: input.contents }] }] };
  return REQUEST_KINDS.has(detectDocument(input)) ? input : null;
}

/** A call's messages as LangChain and Koog integrations render them, made Chat Completions ones: tool
 * definitions written as `tool` messages (`content: {type: "function", function}`) are the request's
 * `tools`; an assistant message's `additional_kwargs.tool_calls` are its calls; a `tool` message
 * whose content is the JSON text of a list of calls is the assistant's message making them, and
 * `tool` messages with no `tool_call_id` answer the calls not yet answered, in order. */
function withTools(list: unknown[]): JsonObject {
  const tools: JsonObject[] = [];
  const messages: unknown[] = [];
  const unanswered: unknown[] = [];
  for (const m of list) {
    if (!isObject(m)) {
      messages.push(m);
      continue;
    }
    if (
      m.role === "tool" &&
      isObject(m.content) &&
      m.content.type === "function" &&
      isObject(m.content.function)
    ) {
      tools.push(m.content);
      continue;
    }
    const calls = m.role === "tool" || m.role === "assistant" ? callList(m.content) : null;
    const lifted =
      m.role === "assistant" && m.tool_calls === undefined && isObject(m.additional_kwargs)
        ? m.additional_kwargs.tool_calls
        : undefined;
    const made = calls ?? (isArray(lifted) ? lifted : isArray(m.tool_calls) ? m.tool_calls : []);
    if (calls) messages.push({ role: "assistant", content: null, tool_calls: calls });
    else if (m.role === "tool" && m.tool_call_id === undefined && unanswered.length > 0)
      messages.push({ ...m, tool_call_id: unanswered.shift() });
    else messages.push(isArray(lifted) ? { ...m, tool_calls: lifted } : m);
    if (m.role === "tool" && m.tool_call_id !== undefined)
      unanswered.splice(unanswered.indexOf(m.tool_call_id), 1);
    for (const c of made) if (isObject(c) && c.id !== undefined) unanswered.push(c.id);
  }
  return tools.length > 0 ? { messages, tools } : { messages };
}

/** Calls written as JSON text (`[{"function": {name, arguments}, "id", "type": "function"}]`). */
function callList(content: unknown): unknown[] | null {
  const v = jsonText(content);
  return isArray(v) &&
    v.length > 0 &&
    v.every((c) => isObject(c) && c.type === "function" && isObject(c.function))
    ? v
    : null;
}

/** The request with what the generation returned: a provider's response document stays one; a
 * message or list of messages (or a Chat Completions choice) follows the request's own messages;
 * text is the assistant's answer. */
function withReply(
  request: JsonObject,
  reply: unknown,
  model: string | null,
): { messages: JsonObject; response: JsonObject | null } {
  if (reply === null) return { messages: request, response: null };
  if (isObject(reply) && RESPONSE_KINDS.has(detectDocument(reply))) {
    if (reply.object !== "response" || !Array.isArray(request.messages))
      return { messages: request, response: reply };
    // A Responses request: its items are its `input`, and the reply repeats the instructions it was given.
    const { messages, ...rest } = request;
    const instructions = typeof reply.instructions === "string" ? { instructions: reply.instructions } : {};
    return { messages: { ...instructions, ...rest, input: messages }, response: reply };
  }
  const said = replyMessages(reply);
  const key = Array.isArray(request.messages)
    ? "messages"
    : Array.isArray(request.contents)
      ? "contents"
      : null;
  if (said && key !== null) {
    const sent = request[key] as unknown[];
    // Read with what was sent, so that a result written without its call's id finds the call.
    const joined = key === "messages" ? withTools([...sent, ...said]) : { [key]: [...sent, ...said] };
    return { messages: { ...request, ...joined }, response: null };
  }
  // Anything else it returned is the answer's text, as written.
  const message = outputMessage(reply) ?? { role: "assistant", content: JSON.stringify(reply) };
  return { messages: request, response: completion(message, model) };
}

function replyMessages(v: unknown): unknown[] | null {
  if (typeof v === "string") return [{ role: "assistant", content: v }];
  if (Array.isArray(v)) {
    if (v.length > 0 && v.every((m) => isObject(m) && typeof m.role === "string")) return v as unknown[];
    // The AI SDK's tool calls: the assistant's message holding them.
    if (
      v.length > 0 &&
      v.every((c) => isObject(c) && typeof c.toolCallId === "string" && typeof c.toolName === "string")
    )
      return [{ role: "assistant", content: v.map((c) => ({ type: "tool-call", ...(c as JsonObject) })) }];
    return null;
  }
  if (!isObject(v)) return null;
  if (isObject(v.message)) return replyMessages(v.message); // a Chat Completions choice
  if (isObject(v.content) && typeof v.content.role === "string") return [v.content]; // a Gemini candidate
  if (typeof v.role === "string") {
    const m = v.role === "assistant" ? chatMessage(v) : v;
    return m ? [m] : null;
  }
  return null;
}

function langsmith(run: JsonObject, loc: Loc, calls: Call[]): void {
  if (run.run_type === "llm") {
    const inputs = isObject(run.inputs) ? run.inputs : {};
    // LangChain chat models log a batch: a list of message lists; the first is the call.
    const raw =
      Array.isArray(inputs.messages) && Array.isArray(inputs.messages[0])
        ? inputs.messages[0]
        : inputs.messages;
    const messages = chatMessages(raw);
    const outputs = isObject(run.outputs) ? run.outputs : {};
    const gen = isArray(outputs.generations) ? outputs.generations.flat()[0] : undefined;
    const output = isObject(gen)
      ? outputMessage(gen.message ?? gen.text)
      : outputMessage(outputs.choices ?? outputs);
    const extra =
      isObject(run.extra) && isObject(run.extra.invocation_params) ? run.extra.invocation_params : {};
    const model =
      typeof extra.model === "string"
        ? extra.model
        : typeof extra.model_name === "string"
          ? extra.model_name
          : null;
    if (messages)
      calls.push({
        start: startText(run.start_time),
        request: { ...(model ? { model } : {}), messages },
        response: output ? completion(output, model) : null,
        sent: loc.child("inputs"),
        returned: loc.child("outputs"),
      });
  }
  const cl = loc.child("child_runs");
  if (Array.isArray(run.child_runs))
    run.child_runs.forEach((c, i) => isObject(c) && langsmith(c, cl.child(i), calls));
}

/** Input and output as Langfuse often stores them: JSON written into a string. Parsed when it is an
 * object or list; any other string is text. */
function jsonText(v: unknown): unknown {
  if (typeof v !== "string" || !/^\s*[[{]/.test(v)) return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}

function brief(v: unknown): string {
  const text = (typeof v === "string" ? v : JSON.stringify(v)).replace(/\s+/g, " ");
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

function completion(message: JsonObject, model: string | null): JsonObject {
  return { object: "chat.completion", ...(model ? { model } : {}), choices: [{ index: 0, message }] };
}

/** A list of messages in Chat Completions form, from Chat Completions or LangChain messages. */
/** A call's start as the export gives it (ISO text, or a number of milliseconds), for ordering. */
function startText(v: unknown): string {
  return typeof v === "string" || typeof v === "number" ? String(v) : "";
}

function chatMessages(v: unknown): JsonObject[] | null {
  if (!Array.isArray(v) || v.length === 0) return null;
  const out = v.map(chatMessage);
  return out.every((m): m is JsonObject => m !== null) ? out : null;
}

const LC_ROLES = new Map<string, string>(
  Object.entries({
    HumanMessage: "user",
    human: "user",
    AIMessage: "assistant",
    AIMessageChunk: "assistant",
    ai: "assistant",
    SystemMessage: "system",
    system: "system",
    ToolMessage: "tool",
    tool: "tool",
  }),
);

function chatMessage(m: unknown): JsonObject | null {
  if (!isObject(m)) return null;
  if (typeof m.role === "string") return m;
  const lcType = Array.isArray(m.id)
    ? String(m.id[m.id.length - 1])
    : typeof m.type === "string"
      ? m.type
      : null;
  const body = isObject(m.kwargs) ? m.kwargs : isObject(m.data) ? m.data : m;
  const role = lcType ? LC_ROLES.get(lcType) : undefined;
  if (!role) return null;
  const content = body.content ?? "";
  if (role === "tool") {
    const text = typeof content === "string" ? content : JSON.stringify(content);
    return {
      role: "tool",
      tool_call_id: body.tool_call_id,
      content: body.status === "error" && !/^\s*error\b/i.test(text) ? `Error: ${text}` : text,
    };
  }
  const out: JsonObject = { role, content };
  if (role === "assistant" && Array.isArray(body.tool_calls) && body.tool_calls.length > 0)
    out.tool_calls = body.tool_calls.filter(isObject).map((c) => ({
      id: c.id,
      type: "function",
      function: isObject(c.function) ? c.function : { name: c.name, arguments: JSON.stringify(c.args ?? {}) },
    }));
  return out;
}

/** What an LLM call returned: a message (Chat Completions or LangChain), a choices list, or text. */
function outputMessage(v: unknown): JsonObject | null {
  if (typeof v === "string") return { role: "assistant", content: v };
  if (Array.isArray(v))
    return isObject(v[0]) ? outputMessage(isObject(v[0].message) ? v[0].message : v[0]) : null;
  if (!isObject(v)) return null;
  if (Array.isArray(v.choices)) return outputMessage(v.choices);
  const m = chatMessage(
    v.role === undefined && v.content !== undefined && !v.id ? { role: "assistant", ...v } : v,
  );
  return m && m.role === "assistant" ? m : null;
}
