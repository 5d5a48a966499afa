// What an incident was opened from, read back: the conversation it is in, and the flag's type and
// message, the claim's kind and sentence, or the conversation's model and counts.
import type { DbClient } from "../db-client.ts";
import { AppError } from "../../errors/app-error.ts";
import type { IncidentOrigin } from "../../contracts/incident-types.ts";

export interface OriginView {
  conversationId: string;
  what: string;
  text: string;
}

export async function incidentOrigin(
  prisma: DbClient,
  targetType: IncidentOrigin,
  targetId: string,
): Promise<OriginView> {
  if (targetType === "flag") {
    const f = await prisma.flag.findUnique({ where: { id: targetId } });
    if (!f) throw new AppError("not-found", `no flag "${targetId}"`);
    return { conversationId: f.conversationId, what: f.type, text: f.message };
  }
  if (targetType === "claim") {
    const c = await prisma.claim.findUnique({ where: { id: targetId } });
    if (!c) throw new AppError("not-found", `no claim "${targetId}"`);
    return { conversationId: c.conversationId, what: `${c.kind} claim, ${c.verdict}`, text: c.text };
  }
  const c = await prisma.conversation.findUnique({ where: { id: targetId } });
  if (!c) throw new AppError("not-found", `no conversation "${targetId}"`);
  return {
    conversationId: c.id,
    what: c.model ?? "unknown model",
    text: `${c.turns} turns, ${c.claims} claims (${c.contradicted} contradicted), ${c.flags} flags`,
  };
}
