// Anthropic Messages, wrapped with the metadata the format lacks (bundle.md): tool results come back
// in a user message of tool_result blocks, with is_error; images as base64 image blocks.
import { base64, stepTimes, type ChatScript, wrapperLabels } from "../chat-script.ts";

const image = (png: Uint8Array) => ({
  type: "image",
  source: { type: "base64", media_type: "image/png", data: base64(png) },
});

/** `withResults: false` leaves the tool results out, for a chat whose MCP log holds them. */
export function anthropicChat(chat: ChatScript, withResults = true): object {
  const times = stepTimes(chat);
  const messages: object[] = [];
  chat.steps.forEach((s, i) => {
    const { at, resultAt } = times[i]!;
    if (s.role === "user") {
      const content: object[] = [{ type: "text", text: s.text }];
      if (s.image) content.push(image(s.image));
      messages.push({ role: "user", timestamp: at, content });
      return;
    }
    const content: object[] = s.text ? [{ type: "text", text: s.text }] : [];
    if (s.call) content.push({ type: "tool_use", id: s.call.id, name: s.call.name, input: s.call.args });
    messages.push({ role: "assistant", timestamp: at, content });
    if (s.call && withResults) {
      const r = s.call.result;
      const result: object[] = [{ type: "text", text: r.text }];
      if (r.image) result.push(image(r.image));
      messages.push({
        role: "user",
        timestamp: resultAt,
        content: [
          { type: "tool_result", tool_use_id: s.call.id, is_error: r.isError ?? false, content: result },
        ],
      });
    }
  });
  return {
    conversationId: chat.id,
    scoreId: chat.scoreId,
    model: chat.model,
    startedAt: chat.startedAt,
    labels: wrapperLabels(chat),
    system: "You are a notation assistant working beside the score. Read, render and edit it with the tools.",
    messages,
  };
}
