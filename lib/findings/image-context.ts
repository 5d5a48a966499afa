// What an assistant had in front of it when it made a claim: images of the score, and what earlier
// reads of the same version said about the claim's bars. Shared by the two image detectors.
import type { ConversationContext } from "../analysis/context.ts";
import type { VersionView } from "../analysis/versions.ts";
import type { Claim, Property } from "../claims/claim.ts";
import { verifyClaim } from "../claims/verify.ts";
import { sameTarget } from "./subjects.ts";

const SIGNS: ReadonlySet<Property> = new Set(["clef", "key", "time", "notes"]);

/** A contradicted state or edit claim about clef, key, time or notes, made with an image in context. */
export function judgedWithImage(ctx: ConversationContext, claim: Claim): boolean {
  if (claim.source !== "assistant" || claim.verdict !== "contradicted") return false;
  if ((claim.kind !== "state" && claim.kind !== "edit") || !SIGNS.has(claim.subject.property)) return false;
  const inCalls = ctx.calls.some(
    (c) => c.image && c.resultIndex !== null && c.resultIndex < claim.messageIndex,
  );
  const inMessages = ctx.conversation.messages.some(
    (m) => m.index < claim.messageIndex && m.role === "user" && m.blocks.some((b) => b.type === "image"),
  );
  return inCalls || inMessages;
}

/** A read is about a version when it read that version, or one with the same music (findings.md:
 * a no-op save does not make an earlier read stale). */
function aboutVersion(ctx: ConversationContext, read: number | null, view: VersionView | undefined): boolean {
  if (read === null || !view) return false;
  if (read === view.version) return true;
  const other = ctx.store?.views.find((v) => v.version === read);
  return other !== undefined && ctx.store!.diff(other, view).length === 0;
}

/**
 * What earlier reads of the same version said about the claim's bars and property:
 * "true" when one of them, taken for those bars only, agrees with the score; "said" when they spoke
 * of those bars but got them wrong; "silent" when none spoke of them.
 */
export function readsAbout(
  ctx: ConversationContext,
  claim: Claim,
): { said: "true" | "wrong" | "silent"; reads: Claim[] } {
  const view = ctx.store?.views.find((v) => v.version === claim.checkedVersion);
  const reads = ctx.claims.filter(
    (r) =>
      r.source === "read" &&
      r.messageIndex < claim.messageIndex &&
      aboutVersion(ctx, r.checkedVersion, view) &&
      sameTarget(r.subject, claim.subject),
  );
  if (reads.length === 0) return { said: "silent", reads };
  if (!view) return { said: "wrong", reads };
  const current = { version: view.version, score: view.source.score, index: view.index };
  const truthful = reads.filter((r) => {
    const narrowed = {
      ...r,
      subject: {
        ...r.subject,
        bars: claim.subject.bars ?? r.subject.bars,
        staff: r.subject.staff ?? claim.subject.staff,
      },
    };
    return verifyClaim({ claim: narrowed, current, base: null, diff: null }).verdict === "supported";
  });
  return truthful.length ? { said: "true", reads: truthful } : { said: "wrong", reads };
}
