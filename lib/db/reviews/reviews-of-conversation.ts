// The decision in force on each active claim and flag of one conversation, and who made it, in one
// query that needs nothing but the conversation's id: opening a conversation asks it beside the
// conversation's own rows rather than after them (on PostgreSQL, one round trip fewer in turn).
import type { ReviewView } from "../../contract/api-types.ts";
import type { DbClient } from "../db-client.ts";
import { keepNewest, type ReviewRow, type ReviewTarget } from "./reviews-in-force.ts";

export async function reviewsOfConversation(
  prisma: DbClient,
  conversationId: string,
): Promise<Record<ReviewTarget, Map<string, ReviewView>>> {
  const rows = await prisma.$queryRaw<
    (Omit<ReviewRow, "createdAt"> & { createdAt: Date | string | number })[]
  >`SELECT r."id", r."targetType", r."targetId", r."decision", r."verdict", r."note", r."createdAt",
       COALESCE(u."name", r."userId") AS "by"
    FROM "Review" r LEFT JOIN "User" u ON u."id" = r."userId"
    WHERE (r."targetType" = 'flag' AND r."targetId" IN
            (SELECT "id" FROM "Flag" WHERE "conversationId" = ${conversationId} AND "active"))
       OR (r."targetType" = 'claim' AND r."targetId" IN
            (SELECT "id" FROM "Claim" WHERE "conversationId" = ${conversationId} AND "active"))
    ORDER BY r."createdAt" DESC, r."id" DESC`;
  const out = { flag: new Map<string, ReviewView>(), claim: new Map<string, ReviewView>() };
  // A raw query's timestamps: a Date on PostgreSQL, SQLite's stored text or number elsewhere.
  keepNewest(
    rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })),
    out,
  );
  return out;
}
