// A reviewer opens an incident from a conversation, a flag or a claim: the incident, its first
// conversation and the audit entry are one transaction.
import { mutation } from "../audit/record-audit.ts";
import type { Db } from "../client.ts";
import { addIncidentConversations } from "./add-incident-conversations.ts";
import { incidentOrigin } from "./incident-origin.ts";
import type { NewIncident } from "../../contracts/incident-types.ts";

export async function createIncident(db: Db, input: NewIncident & { userId: string }): Promise<string> {
  return mutation(db, input.userId, "incident-create", async (tx) => {
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
    return {
      value: incident.id,
      audit: {
        target: incident.id,
        detail: { title: input.title, from: `${input.from.targetType}:${input.from.targetId}` },
      },
    };
  });
}
