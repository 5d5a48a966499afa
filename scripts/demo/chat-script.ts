// A demo conversation as a script of who said what, before it is written in any chat format: the
// format writers (formats/) turn the same script into Anthropic Messages, OpenAI Chat Completions,
// OpenAI Responses, OpenTelemetry spans, an MCP log beside a chat, or Barline's canonical lines.

export type ChatFormat =
  "anthropic" | "openai-chat" | "openai-responses" | "otel" | "anthropic+mcp" | "canonical";

export interface ToolCall {
  id: string;
  name: string;
  args: Record<string, unknown>;
  result: { text: string; isError?: boolean; image?: Uint8Array };
  /** The score version this call saved, if any (history.json ties it to the call). */
  saves?: number;
}

export type Step =
  | { role: "user"; text: string; image?: Uint8Array }
  | { role: "assistant"; text: string; call?: undefined }
  | { role: "assistant"; text?: string; call: ToolCall };

export interface ChatScript {
  id: string;
  scoreId: string;
  model: string;
  deployment: string;
  format: ChatFormat;
  /** ISO 8601, UTC. */
  startedAt: string;
  steps: Step[];
  /** Labels beside the deployment (an evaluation's request): in the chat's wrapper, or with
   * `labelsInBundleJson` beside the file in bundle.json, as a raw log that has no wrapper needs. */
  labels?: Record<string, string>;
  labelsInBundleJson?: boolean;
}

/** The labels a chat's own wrapper carries. */
export function wrapperLabels(chat: ChatScript): Record<string, string> {
  return { deployment: chat.deployment, ...(chat.labelsInBundleJson ? {} : chat.labels) };
}

/** When each step happened: the person writes a minute apart, the assistant answers in seconds. */
export function stepTimes(chat: ChatScript): { at: string; resultAt: string }[] {
  let t = Date.parse(chat.startedAt);
  return chat.steps.map((s) => {
    t += s.role === "user" ? 60_000 : 7_000;
    const at = new Date(t).toISOString().replace(".000Z", "Z");
    if (s.role === "assistant" && s.call) t += 2_000;
    return { at, resultAt: new Date(t).toISOString().replace(".000Z", "Z") };
  });
}

export const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString("base64");
