// GET /api/conversations/{id}: the conversation whole — messages in order with their calls and
// results, the versions its calls saved with their diff lines, its claims and flags with the
// decision in force on each.
import type { ConversationDetail } from "../../contracts/conversation.ts";
import type { Db } from "../client.ts";
import { conversationHeader } from "./conversation-header.ts";
import { getTurns } from "./conversation-turns.ts";

export async function getConversation(db: Db, id: string): Promise<ConversationDetail | null> {
  const [c, turns] = await Promise.all([
    db.prisma.conversation.findUnique({ where: { id } }),
    getTurns(db, id, null),
  ]);
  if (!c) return null;
  return {
    ...conversationHeader(c),
    ...turns,
  };
}
