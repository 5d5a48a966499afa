// Langfuse and LangSmith trace exports. Each LLM call in a trace (a Langfuse GENERATION observation,
// a LangSmith run of run_type "llm") holds the messages sent and the message returned; they are
// turned into a Chat Completions request and its response, in start-time order, so the history each
// call repeats is read once (import.ts joins a request that extends the one before). LangChain's
// serialized messages (`{lc, id: [..., "HumanMessage"], kwargs}` or `{type: "human", data}`) become
// the Chat Completions messages they stand for; a ToolMessage with status "error" says so in text
// the error rule reads. What is not an LLM call (spans, chains, events) adds nothing.
import { isArray, isObject, type JsonObject, type Loc } from "./source-loc.ts";
import type { Wrapped } from "./wrappers.ts";

export function isTraceExport(v: JsonObject): boolean {
  // Langfuse: the public API's trace (observations inside it) or the UI's export ({trace, observations}).
  if (Array.isArray(v.observations) && (v.id !== undefined || v.traceId !== undefined || isObject(v.trace)))
    return true;
  return typeof v.run_type === "string" && (v.inputs !== undefined || Array.isArray(v.child_runs)); // LangSmith
}

interface Call {
  start: string;
  request: JsonObject;
  response: JsonObject | null;
  loc: Loc;
}

/** The LLM calls of a trace as Chat Completions request and response documents, in time order. */
export function traceDocuments(v: JsonObject, loc: Loc): Wrapped[] {
  const calls: Call[] = [];
  if (Array.isArray(v.observations)) langfuse(v, loc, calls);
  else langsmith(v, loc, calls);
  calls.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const t = isObject(v.trace) ? v.trace : v;
  const conversationId =
    typeof t.sessionId === "string" ? t.sessionId : typeof t.id === "string" ? t.id : (t.trace_id ?? null);
  return calls.flatMap((c) => [
    { value: { ...(conversationId ? { conversationId } : {}), ...c.request }, loc: c.loc },
    ...(c.response ? [{ value: c.response, loc: c.loc }] : []),
  ]);
}

function langfuse(trace: JsonObject, loc: Loc, calls: Call[]): void {
  const ol = loc.child("observations");
  (trace.observations as unknown[]).forEach((o, i) => {
    if (!isObject(o) || o.type !== "GENERATION") return;
    const input = jsonText(o.input);
    const messages = chatMessages(isObject(input) && Array.isArray(input.messages) ? input.messages : input);
    if (!messages) return;
    const model = typeof o.model === "string" ? o.model : null;
    const output = outputMessage(jsonText(o.output));
    const failed = o.level === "ERROR" && typeof o.statusMessage === "string";
    calls.push({
      start: startText(o.startTime),
      request: { ...(model ? { model } : {}), messages },
      response: output
        ? completion(output, model)
        : failed
          ? completion({ role: "assistant", content: `Error: ${o.statusMessage as string}` }, model)
          : null,
      loc: ol.child(i),
    });
  });
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
        loc,
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
