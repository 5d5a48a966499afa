// A read's text, taken as claims, contradicts the version it read: typically a read that lists only
// the opening clef and key while the piece changes them later. One flag per read, naming each
// thing it got wrong and what the score has there.
import type { ConversationContext } from "../conversation-context/context.ts";
import type { Claim } from "../claims/claim.ts";
import type { Flag } from "./flag.ts";
import { describeSubject, scoreHas, valuePhrase } from "./subjects.ts";

export function readHidesChange(ctx: ConversationContext): Flag[] {
  const byRead = new Map<string, Claim[]>();
  for (const claim of ctx.claims) {
    if (claim.source !== "read" || claim.verdict !== "contradicted" || claim.toolCallId === null) continue;
    byRead.set(claim.toolCallId, [...(byRead.get(claim.toolCallId) ?? []), claim]);
  }
  return [...byRead].map(([callId, wrong]) => {
    const first = wrong[0]!;
    const name = ctx.calls.find((c) => c.call.id === callId)?.call.name ?? "the read";
    const said = (c: Claim) => `${valuePhrase(c.subject, c.value)} for ${describeSubject(c.subject)}`;
    const more = wrong.length > 1 ? ` (and ${wrong.length - 1} more)` : "";
    return {
      type: "read-hides-change" as const,
      turn: first.turn,
      toolCallId: callId,
      claimId: first.id,
      subject: first.subject,
      message: `${name} gave ${said(first)}; version ${first.checkedVersion} has ${scoreHas(first)}${more}`,
      evidence: wrong.flatMap((c) => [
        `read: ${JSON.stringify(c.text)} gives ${said(c)}`,
        `version ${c.checkedVersion} has ${scoreHas(c)}`,
      ]),
    };
  });
}
