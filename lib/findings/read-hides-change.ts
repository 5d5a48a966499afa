// A read's text, taken as claims, contradicts the version it read: typically a read that lists only
// the opening clef and key while the piece changes them later.
import type { ConversationContext } from "../analysis/context.ts";
import type { Flag } from "./flag.ts";
import { describeSubject, valuePhrase, withoutVersion } from "./subjects.ts";

export function readHidesChange(ctx: ConversationContext): Flag[] {
  const flags: Flag[] = [];
  for (const claim of ctx.claims) {
    if (claim.source !== "read" || claim.verdict !== "contradicted") continue;
    const call = ctx.calls.find((c) => c.call.id === claim.toolCallId);
    flags.push({
      type: "read-hides-change",
      turn: claim.turn,
      toolCallId: claim.toolCallId,
      claimId: claim.id,
      subject: claim.subject,
      message: `${call?.call.name ?? "the read"} gave ${valuePhrase(claim.subject, claim.value)} for ${describeSubject(claim.subject)}; version ${claim.checkedVersion} has ${withoutVersion(claim.evidence[0])}`,
      evidence: [`read: ${JSON.stringify(claim.text)}`, ...claim.evidence],
    });
  }
  return flags;
}
