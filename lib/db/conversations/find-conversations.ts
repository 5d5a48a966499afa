// One page of conversations (GET /api/conversations): filtered, sorted and counted in the database.
import type { ConversationPage, ConversationRow } from "../api-types.ts";
import type { Db } from "../client.ts";
import type { ConversationQuery } from "../query.ts";
import { conversationWhere } from "./conversation-where.ts";

export async function findConversations(db: Db, query: ConversationQuery): Promise<ConversationPage> {
  const where = conversationWhere(query, db.provider);
  const [total, rows] = await Promise.all([
    db.prisma.conversation.count({ where }),
    db.prisma.conversation.findMany({
      where,
      // Undated conversations sort last either way; the id keeps pages stable among equals.
      orderBy: [
        query.sort === "startedAt"
          ? { startedAt: { sort: query.order, nulls: "last" } }
          : { [query.sort]: query.order },
        { id: "asc" },
      ],
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
      select: {
        id: true,
        format: true,
        model: true,
        label: true,
        scoreId: true,
        startedAt: true,
        turns: true,
        claims: true,
        contradicted: true,
        flags: true,
      },
    }),
  ]);
  return {
    total,
    page: query.page,
    pageSize: query.pageSize,
    rows: rows.map((r): ConversationRow => ({ ...r, startedAt: r.startedAt?.toISOString() ?? null })),
  };
}
