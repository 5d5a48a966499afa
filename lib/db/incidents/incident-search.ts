// A search for the same failure elsewhere, in the conversations' one query grammar (query.ts): the
// parameters of /api/conversations given as URL parameters. Paging, sorting and the figures' split
// mean nothing to a set of matches and are dropped; a search must filter on something.
import { AppError } from "../../errors/app-error.ts";
import { conversationWhere } from "../conversations/conversation-where.ts";
import type { Db } from "../client.ts";
import type { DbClient } from "../db-client.ts";
import { parseConversationQuery, queryToParams, type ConversationQuery } from "../../contracts/query.ts";

/** At most this many conversations join an incident from one search. */
export const MAX_MATCHES = 5_000;

export interface ParsedSearch {
  query: ConversationQuery;
  /** The search as stored and shown: its filters as URL parameters, in the grammar's order. */
  text: string;
}

export function parseIncidentSearch(raw: string): ParsedSearch {
  const parsed = parseConversationQuery(new URLSearchParams(raw));
  if (!parsed.ok) throw new AppError("bad-request", `search: ${parsed.error}`);
  const query = {
    ...parsed.query,
    sort: undefined,
    order: undefined,
    page: undefined,
    pageSize: undefined,
    split: undefined,
    incident: undefined,
  };
  const text = queryToParams(query).toString();
  if (!text)
    throw new AppError("bad-request", "search: it names no filter, and would match every conversation");
  return { query: parsed.query, text };
}

/** The ids of the conversations a search matches, oldest first; more than MAX_MATCHES is refused. */
export async function searchMatches(
  db: { prisma: DbClient; provider: Db["provider"] },
  search: ParsedSearch,
): Promise<string[]> {
  const where = conversationWhere(search.query, db.provider);
  const rows = await db.prisma.conversation.findMany({
    where,
    select: { id: true },
    orderBy: [{ startedAt: "asc" }, { id: "asc" }],
    take: MAX_MATCHES + 1,
  });
  if (rows.length > MAX_MATCHES)
    throw new AppError(
      "bad-request",
      `search "${search.text}": more than ${MAX_MATCHES} conversations match; narrow it (by dates, label or score)`,
    );
  return rows.map((r) => r.id);
}
