// A wrong claim about signs or notes made with an image in context while no read had said anything
// about those bars and that property: the picture was the only source.
import type { ConversationContext } from "../conversation-context/context.ts";
import type { Flag } from "./flag.ts";
import { anyReadAbout, judgedWithImage } from "./image-context.ts";
import { describeSubject, valuePhrase, scoreHas } from "./subjects.ts";

export function imageOnlyJudgment(ctx: ConversationContext): Flag[] {
  const flags: Flag[] = [];
  for (const claim of ctx.claims) {
    if (!judgedWithImage(ctx, claim) || anyReadAbout(ctx, claim)) continue;
    flags.push({
      type: "image-only-judgment",
      turn: claim.turn,
      toolCallId: null,
      claimId: claim.id,
      subject: claim.subject,
      message: `version ${claim.checkedVersion} has ${scoreHas(claim)}; the assistant said ${valuePhrase(claim.subject, claim.value)} for ${describeSubject(claim.subject)} from the page image, with no read of those bars`,
      evidence: [`claim: ${JSON.stringify(claim.text)}`, ...claim.evidence],
    });
  }
  return flags;
}
