// GET /api/conversations/{id}: the conversation whole — messages in order with their calls and
// results, the versions its calls saved with their diff lines, its claims and flags with the
// decision in force on each.
import type { ConversationDetail } from "../../contracts/conversation.ts";
import type { Db } from "../client.ts";
import { getTurns } from "./conversation-turns.ts";

export async function getConversation(db: Db, id: string): Promise<ConversationDetail | null> {
  const [c, turns] = await Promise.all([
    db.prisma.conversation.findUnique({ where: { id } }),
    getTurns(db, id, null),
  ]);
  if (!c) return null;
  return {
    id: c.id,
    format: c.format,
    model: c.model,
    label: c.label,
    checkedLive: c.checkedLive,
    labels: c.labels as Record<string, string>,
    scoreId: c.scoreId,
    startedAt: c.startedAt?.toISOString() ?? null,
    turns: c.turns,
    contradicted: c.contradicted,
    sourceFile: c.sourceFile,
    ...turns,
  };
}
