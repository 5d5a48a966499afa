// Conversations joining an incident: those already in it are left as they came (the first way in is
// the one kept), so adding the same search twice adds nothing.
import type { DbClient } from "../db-client.ts";
import type { IncidentVia } from "../../contracts/incident-types.ts";

/** Adds the conversations not yet in the incident; returns how many were new. */
export async function addIncidentConversations(
  prisma: DbClient,
  incidentId: string,
  conversationIds: readonly string[],
  how: { via: IncidentVia; searchId?: string },
): Promise<number> {
  const unique = [...new Set(conversationIds)];
  if (unique.length === 0) return 0;
  const present = new Set(
    (
      await prisma.incidentConversation.findMany({
        where: { incidentId, conversationId: { in: unique } },
        select: { conversationId: true },
      })
    ).map((r) => r.conversationId),
  );
  const fresh = unique.filter((id) => !present.has(id));
  if (fresh.length === 0) return 0;
  await prisma.incidentConversation.createMany({
    data: fresh.map((conversationId) => ({
      incidentId,
      conversationId,
      via: how.via,
      searchId: how.searchId ?? null,
    })),
  });
  await prisma.incident.update({ where: { id: incidentId }, data: { updatedAt: new Date() } });
  return fresh.length;
}
