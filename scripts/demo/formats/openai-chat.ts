// OpenAI Chat Completions messages, wrapped with the metadata the format lacks: tool calls with
// arguments as a JSON string, results as `tool` messages (no error flag: the text says so).
import { base64, stepTimes, type ChatScript, wrapperLabels } from "../chat-script.ts";

export function openaiChat(chat: ChatScript): object {
  const times = stepTimes(chat);
  const messages: object[] = [
    {
      role: "system",
      content: "You are a notation assistant working beside the score. Use the tools to read and edit it.",
    },
  ];
  chat.steps.forEach((s, i) => {
    const { at, resultAt } = times[i]!;
    if (s.role === "user") {
      const content = s.image
        ? [
            { type: "text", text: s.text },
            { type: "image_url", image_url: { url: `data:image/png;base64,${base64(s.image)}` } },
          ]
        : s.text;
      messages.push({ role: "user", content, timestamp: at });
      return;
    }
    if (!s.call) {
      messages.push({ role: "assistant", content: s.text, timestamp: at });
      return;
    }
    messages.push({
      role: "assistant",
      content: s.text ?? null,
      timestamp: at,
      tool_calls: [
        {
          id: s.call.id,
          type: "function",
          function: { name: s.call.name, arguments: JSON.stringify(s.call.args) },
        },
      ],
    });
    messages.push({
      role: "tool",
      tool_call_id: s.call.id,
      content: s.call.result.text,
      timestamp: resultAt,
    });
  });
  return {
    conversationId: chat.id,
    scoreId: chat.scoreId,
    model: chat.model,
    startedAt: chat.startedAt,
    labels: wrapperLabels(chat),
    messages,
  };
}
