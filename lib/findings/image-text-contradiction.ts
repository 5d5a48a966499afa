// The assistant contradicted a read that had given it the true value, with an image in context:
// it went by the picture over the text.
import type { ConversationContext } from "../conversation-context/context.ts";
import type { Flag } from "./flag.ts";
import { judgedWithImage, readsAbout } from "./image-context.ts";
import { describeSubject, valuePhrase, scoreHas } from "./subjects.ts";

export function imageTextContradiction(ctx: ConversationContext): Flag[] {
  const flags: Flag[] = [];
  for (const claim of ctx.claims) {
    if (!judgedWithImage(ctx, claim)) continue;
    const { said, reads } = readsAbout(ctx, claim);
    if (said !== "true") continue;
    flags.push({
      type: "image-text-contradiction",
      turn: claim.turn,
      toolCallId: null,
      claimId: claim.id,
      subject: claim.subject,
      message: `version ${claim.checkedVersion} has ${scoreHas(claim)}, as the read gave it; with the page image in view the assistant said ${valuePhrase(claim.subject, claim.value)} for ${describeSubject(claim.subject)}`,
      evidence: [
        `claim: ${JSON.stringify(claim.text)}`,
        ...reads.map((r) => `read: ${JSON.stringify(r.text)}`),
        ...claim.evidence,
      ],
    });
  }
  return flags;
}
