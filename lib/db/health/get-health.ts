// GET /api/health: the database answers, and how many conversations it holds.
import type { Health } from "../api-types.ts";
import type { Db } from "../client.ts";

export async function getHealth(db: Db): Promise<Health> {
  return { ok: true, database: db.provider, conversations: await db.prisma.conversation.count() };
}
