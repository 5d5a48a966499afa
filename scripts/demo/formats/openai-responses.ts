// OpenAI Responses items, wrapped with the metadata the format lacks: messages with input_text and
// input_image, function_call and function_call_output items paired by call_id.
import { base64, stepTimes, type ChatScript, wrapperLabels } from "../chat-script.ts";

export function openaiResponses(chat: ChatScript): object {
  const times = stepTimes(chat);
  const input: object[] = [];
  chat.steps.forEach((s, i) => {
    const { at, resultAt } = times[i]!;
    if (s.role === "user") {
      const content: object[] = [{ type: "input_text", text: s.text }];
      if (s.image)
        content.push({ type: "input_image", image_url: `data:image/png;base64,${base64(s.image)}` });
      input.push({ type: "message", role: "user", content, timestamp: at });
      return;
    }
    if (s.text)
      input.push({
        type: "message",
        role: "assistant",
        content: [{ type: "output_text", text: s.text }],
        timestamp: at,
      });
    if (s.call) {
      input.push({
        type: "function_call",
        call_id: s.call.id,
        name: s.call.name,
        arguments: JSON.stringify(s.call.args),
        timestamp: at,
      });
      input.push({
        type: "function_call_output",
        call_id: s.call.id,
        output: s.call.result.text,
        timestamp: resultAt,
      });
    }
  });
  return {
    conversationId: chat.id,
    scoreId: chat.scoreId,
    model: chat.model,
    startedAt: chat.startedAt,
    labels: wrapperLabels(chat),
    input,
  };
}
