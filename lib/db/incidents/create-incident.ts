// A reviewer opens an incident from a conversation, a flag or a claim: the incident, its first
// conversation and the audit entry are one transaction.
import { recordAudit } from "../audit/record-audit.ts";
import type { Db } from "../client.ts";
import { addIncidentConversations } from "./add-incident-conversations.ts";
import { incidentOrigin } from "./incident-origin.ts";
import type { NewIncident } from "../../contract/incident-types.ts";

export async function createIncident(db: Db, input: NewIncident & { userId: string }): Promise<string> {
  return db.prisma.$transaction(async (tx) => {
    const origin = await incidentOrigin(tx, input.from.targetType, input.from.targetId);
    const incident = await tx.incident.create({
      data: {
        title: input.title,
        owner: input.owner,
        originType: input.from.targetType,
        originId: input.from.targetId,
        createdById: input.userId,
      },
    });
    await addIncidentConversations(tx, incident.id, [origin.conversationId], { via: "origin" });
    await recordAudit(tx, {
      userId: input.userId,
      action: "incident-create",
      target: incident.id,
      detail: { title: input.title, from: `${input.from.targetType}:${input.from.targetId}` },
    });
    return incident.id;
  });
}
