// Turn numbers (findings.md): turn k starts at the k-th message written by the person and runs
// until the next one. Tool-result messages and messages a harness wrote in the person's role never
// start a turn; system messages belong to none.
import type { Message } from "./conversation.ts";

export type UnnumberedMessage = Omit<Message, "index" | "turn">;

export function numberMessages(messages: readonly UnnumberedMessage[]): Message[] {
  let turn = 0;
  return messages.map((m, index) => {
    if (startsTurn(m)) turn += 1;
    return { ...m, index, turn: m.role === "system" || turn === 0 ? null : turn };
  });
}

const startsTurn = (m: Pick<Message, "role" | "harness">) => m.role === "user" && m.harness !== true;

/** How many turns a conversation has: the number of messages written by the person. */
export function turnCount(messages: readonly Pick<Message, "role" | "harness">[]): number {
  return messages.filter(startsTurn).length;
}
