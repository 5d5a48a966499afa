// GET /api/health: the database answers, and (to a signed-in user) how many conversations it holds.
import type { Health } from "../../contract/api-types.ts";
import type { Db } from "../client.ts";

export async function getHealth(db: Db): Promise<Health> {
  return { ok: true, database: db.provider, conversations: await db.prisma.conversation.count() };
}

/** The status alone, for a probe without a session: the database answered a query. */
export async function getStatus(db: Db): Promise<Omit<Health, "conversations">> {
  await db.prisma.$queryRawUnsafe("SELECT 1");
  return { ok: true, database: db.provider };
}
