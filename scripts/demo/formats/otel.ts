// OpenTelemetry GenAI spans exported as OTLP JSON, wrapped with the score id and labels: one chat
// span per assistant message (its input repeats the history, as instrumentations record it), one
// execute_tool span per call, errors on the span's status.
import { createHash } from "node:crypto";
import { base64, stepTimes, type ChatScript, wrapperLabels } from "../chat-script.ts";

const str = (key: string, value: string) => ({ key, value: { stringValue: value } });
const nanos = (iso: string, plusMs = 0) => String(BigInt(Date.parse(iso) + plusMs) * 1_000_000n);

export function otelExport(chat: ChatScript): object {
  const times = stepTimes(chat);
  const traceId = createHash("sha256").update(chat.id).digest("hex").slice(0, 32);
  const history: object[] = [];
  const spans: object[] = [];
  const span = (name: string, start: string, end: string, attributes: object[], error = false) => {
    spans.push({
      traceId,
      spanId: (spans.length + 1).toString(16).padStart(16, "0"),
      name,
      kind: name.startsWith("chat") ? 3 : 1,
      startTimeUnixNano: nanos(start, -6_000),
      endTimeUnixNano: nanos(end),
      attributes: [str("gen_ai.conversation.id", chat.id), ...attributes],
      status: error ? { code: 2, message: "tool_error" } : {},
    });
  };
  chat.steps.forEach((s, i) => {
    const { at, resultAt } = times[i]!;
    if (s.role === "user") {
      const parts: object[] = [{ type: "text", content: s.text }];
      if (s.image)
        parts.push({ type: "blob", modality: "image", mime_type: "image/png", content: base64(s.image) });
      history.push({ role: "user", parts });
      return;
    }
    const parts: object[] = s.text ? [{ type: "text", content: s.text }] : [];
    if (s.call) parts.push({ type: "tool_call", id: s.call.id, name: s.call.name, arguments: s.call.args });
    const output = { role: "assistant", parts };
    span(`chat ${chat.model}`, at, at, [
      str("gen_ai.operation.name", "chat"),
      str("gen_ai.request.model", chat.model),
      str("gen_ai.response.model", chat.model),
      str("gen_ai.input.messages", JSON.stringify(history)),
      str("gen_ai.output.messages", JSON.stringify([output])),
    ]);
    history.push(output);
    if (!s.call) return;
    const r = s.call.result;
    span(
      `execute_tool ${s.call.name}`,
      resultAt,
      resultAt,
      [
        str("gen_ai.operation.name", "execute_tool"),
        str("gen_ai.tool.name", s.call.name),
        str("gen_ai.tool.call.id", s.call.id),
        str("gen_ai.tool.call.arguments", JSON.stringify(s.call.args)),
        str("gen_ai.tool.call.result", r.text),
        ...(r.isError ? [str("error.type", "tool_error")] : []),
      ],
      r.isError,
    );
    history.push({ role: "tool", parts: [{ type: "tool_call_response", id: s.call.id, response: r.text }] });
  });
  return {
    conversationId: chat.id,
    scoreId: chat.scoreId,
    startedAt: chat.startedAt,
    labels: wrapperLabels(chat),
    resourceSpans: [
      {
        resource: { attributes: [str("service.name", "score-assistant")] },
        scopeSpans: [{ scope: { name: "opentelemetry.instrumentation.genai" }, spans }],
      },
    ],
  };
}
