// Tool calls paired with their results, with the kind of each tool (mutating, read, render).
import type { Conversation, ToolCallBlock, ToolResultBlock } from "../transcripts/conversation.ts";
import { classifyCall, type ToolKind, type ToolKindConfig } from "../transcripts/tool-kinds.ts";

export interface CallInfo {
  call: ToolCallBlock;
  messageIndex: number;
  turn: number | null;
  result: ToolResultBlock | null;
  resultIndex: number | null;
  kind: ToolKind;
  /** The result holds an image of the score. */
  image: boolean;
}

export function collectCalls(conversation: Conversation, config?: ToolKindConfig): CallInfo[] {
  const results = new Map<string, { block: ToolResultBlock; index: number }>();
  for (const m of conversation.messages) {
    for (const b of m.blocks)
      if (b.type === "tool-result") results.set(b.callId, { block: b, index: m.index });
  }
  const calls: CallInfo[] = [];
  for (const m of conversation.messages) {
    for (const b of m.blocks) {
      if (b.type !== "tool-call") continue;
      const r = results.get(b.id);
      calls.push({
        call: b,
        messageIndex: m.index,
        turn: m.turn,
        result: r?.block ?? null,
        resultIndex: r?.index ?? null,
        kind: classifyCall(b, r?.block, config),
        image: !!r?.block.content.some((c) => c.type === "image"),
      });
    }
  }
  return calls;
}

/** The text of a tool result, its text blocks joined by line breaks. */
export function resultText(result: ToolResultBlock | null): string {
  if (!result) return "";
  return result.content
    .filter((c) => c.type === "text")
    .map((c) => c.text)
    .join("\n");
}
