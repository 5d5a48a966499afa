// Turn numbers (findings.md): turn k starts at the k-th message written by the person and runs
// until the next one. Tool-result messages never start a turn; system messages belong to none.
import type { Message } from "./conversation.ts";

export type UnnumberedMessage = Omit<Message, "index" | "turn">;

export function numberMessages(messages: readonly UnnumberedMessage[]): Message[] {
  let turn = 0;
  return messages.map((m, index) => {
    if (m.role === "user") turn += 1;
    return { ...m, index, turn: m.role === "system" || turn === 0 ? null : turn };
  });
}

/** How many turns a conversation has: the number of messages written by the person. */
export function turnCount(messages: readonly Pick<Message, "role">[]): number {
  return messages.filter((m) => m.role === "user").length;
}
