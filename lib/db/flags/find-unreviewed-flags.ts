// The review queue: flags no one has decided on yet, over the conversations the query selects (the
// same parameters as the conversations table), by the date each conversation says it started, the
// newest first (undated ones last), then in the conversation's order.
import type { Db } from "../client.ts";
import { flagView } from "./flag-view.ts";
import { conversationWhere } from "../conversations/conversation-where.ts";
import type { Prisma } from "../db-client.ts";
import type { ConversationQuery } from "../../contracts/query.ts";
import type { FlagQueuePage } from "../../contracts/flag-view.ts";

export async function findUnreviewedFlags(db: Db, query: ConversationQuery): Promise<FlagQueuePage> {
  const conv = conversationWhere({ ...query, flag: [] }, db.provider);
  const reviewed = db.prisma.review.findMany({
    where: { targetType: "flag" },
    select: { targetId: true },
    distinct: ["targetId"],
  });
  const ids = (await reviewed).map((r) => r.targetId);
  const where: Prisma.FlagWhereInput = {
    active: true,
    ...(query.flag.length > 0 ? { type: { in: query.flag } } : {}),
    ...(ids.length > 0 ? { id: { notIn: ids } } : {}),
    ...(Object.keys(conv).length > 0 ? { conversation: { is: conv } } : {}),
  };
  const [total, rows] = await Promise.all([
    db.prisma.flag.count({ where }),
    db.prisma.flag.findMany({
      where,
      orderBy: [
        { conversation: { startedAt: { sort: "desc", nulls: "last" } } },
        { conversationId: "asc" },
        { position: "asc" },
      ],
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
      include: { conversation: { select: { model: true, startedAt: true } } },
    }),
  ]);
  return {
    total,
    page: query.page,
    pageSize: query.pageSize,
    rows: rows.map((r) => ({
      ...flagView(r, null),
      conversationId: r.conversationId,
      model: r.conversation.model,
      startedAt: r.conversation.startedAt?.toISOString() ?? null,
    })),
  };
}
