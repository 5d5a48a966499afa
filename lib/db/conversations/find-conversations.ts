// One page of conversations (GET /api/conversations): filtered, sorted and counted in the database.
import type { ConversationPage, ConversationRow } from "../../contracts/conversation.ts";
import type { Db } from "../client.ts";
import type { ConversationQuery } from "../../contracts/query.ts";
import { conversationWhere } from "./conversation-where.ts";
import { FLAG_COLUMNS } from "../flag-columns.ts";

export async function findConversations(db: Db, query: ConversationQuery): Promise<ConversationPage> {
  const where = conversationWhere(query, db.provider);
  const [total, rows] = await Promise.all([
    db.prisma.conversation.count({ where }),
    db.prisma.conversation.findMany({
      where,
      // The id keeps pages stable among equals, in the same direction so one index walk serves.
      orderBy: [{ [query.sort]: query.order }, { id: query.order }],
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
      select: {
        id: true,
        format: true,
        model: true,
        label: true,
        checkedLive: true,
        scoreId: true,
        startedAt: true,
        turns: true,
        claims: true,
        contradicted: true,
        flags: true,
        ...Object.fromEntries(FLAG_COLUMNS.map((f) => [f.column, true])),
      },
    }),
  ]);
  return {
    total,
    page: query.page,
    pageSize: query.pageSize,
    rows: rows.map((r): ConversationRow => ({
      id: r.id,
      format: r.format,
      model: r.model,
      label: r.label,
      checkedLive: r.checkedLive,
      scoreId: r.scoreId,
      startedAt: r.startedAt?.toISOString() ?? null,
      turns: r.turns,
      claims: r.claims,
      contradicted: r.contradicted,
      flags: r.flags,
      flagTypes: FLAG_COLUMNS.filter((f) => Number((r as Record<string, unknown>)[f.column] ?? 0) > 0).map(
        (f) => f.type,
      ),
    })),
  };
}
