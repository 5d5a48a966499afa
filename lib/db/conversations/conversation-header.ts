// A conversation's own fields as the API gives them, without its messages, claims, flags or versions:
// the reader's outline and the whole conversation share it.
import type { ConversationOutline } from "../../contracts/conversation-outline.ts";
import type { Prisma } from "../client.ts";

export function conversationHeader(
  c: Prisma.ConversationGetPayload<object>,
): ConversationOutline["conversation"] {
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
  };
}
