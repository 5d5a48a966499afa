// The flagged conversations before and after one, in a list's order (its filters and sort): what the
// reader's "previous / next flagged conversation" go to. Only the ids are read, in the list's order:
// ten thousand conversations are ten thousand short rows.
import type { Db } from "../client.ts";
import type { ConversationQuery } from "../../contracts/query.ts";
import { conversationWhere } from "./conversation-where.ts";
import type { FlaggedNeighbours } from "../../contracts/conversation-types.ts";

export async function flaggedNeighbours(
  db: Db,
  query: ConversationQuery,
  id: string,
): Promise<FlaggedNeighbours> {
  const rows = await db.prisma.conversation.findMany({
    where: { AND: [conversationWhere(query, db.provider), { flags: { gt: 0 } }] },
    orderBy: [{ [query.sort]: query.order }, { id: query.order }],
    select: { id: true },
  });
  const ids = rows.map((r) => r.id);
  const at = ids.indexOf(id);
  if (at < 0) return { previous: null, next: ids[0] ?? null, position: null, total: ids.length };
  return { previous: ids[at - 1] ?? null, next: ids[at + 1] ?? null, position: at + 1, total: ids.length };
}
