// A state claim gives bar N the clef that only takes effect at bar N+1 (and is printed at the end of
// bar N as a courtesy clef) while bar N has another. Counts for a read's own text, or for an
// assistant claim made after it read or rendered the score earlier in the same turn, unless it
// repeats an edit it asked for.
import type { ConversationContext } from "../conversation-context/context.ts";
import type { Claim } from "../claims/claim.ts";
import type { Flag } from "./flag.ts";
import { barsInArguments, barsOverlap } from "./subjects.ts";

export function courtesyClefMisreading(ctx: ConversationContext): Flag[] {
  const flags: Flag[] = [];
  for (const claim of ctx.claims) {
    if (claim.kind !== "state" || claim.subject.property !== "clef" || claim.verdict !== "contradicted")
      continue;
    if (!claim.subject.bars || claim.value === null) continue;
    if (
      claim.source === "assistant" &&
      (!lookedEarlierInTurn(ctx, claim) || repeatsRequestedEdit(ctx, claim))
    )
      continue;
    const evidence = misreadBars(ctx, claim);
    if (!evidence.length) continue;
    flags.push({
      type: "courtesy-clef-misreading",
      turn: claim.turn,
      toolCallId: claim.toolCallId,
      claimId: claim.id,
      subject: claim.subject,
      message: evidence[0]!,
      evidence: [`claim: ${JSON.stringify(claim.text)}`, ...evidence],
    });
  }
  return flags;
}

function lookedEarlierInTurn(ctx: ConversationContext, claim: Claim): boolean {
  return ctx.calls.some(
    (c) =>
      (c.kind === "read" || c.kind === "render") &&
      c.turn === claim.turn &&
      c.resultIndex !== null &&
      c.resultIndex < claim.messageIndex,
  );
}

/** The claim repeats an edit asked of the score earlier: a mutating call that named those bars and
 * that clef. Saying the edit's target is not reading the page. */
function repeatsRequestedEdit(ctx: ConversationContext, claim: Claim): boolean {
  const claimed = claim.value!.toLowerCase();
  return ctx.calls.some((c) => {
    if (c.kind !== "mutating" || c.messageIndex >= claim.messageIndex) return false;
    const target = barsInArguments(c.call.arguments);
    if (!target || !barsOverlap(target, claim.subject.bars)) return false;
    return JSON.stringify(c.call.arguments)
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .includes(claimed);
  });
}

/** Each claimed bar that has another clef while the next bar starts with the claimed one — where
 * these are the only claimed bars without the claimed clef on that staff, and none of the claimed bars
 * before them has it. ("Bass from bar 8" that misses treble in bars 9–10, or "F clef through mm.
 * 5–8" where bar 5 is treble too, is wrong for more than a clef printed at a bar's end.) */
function misreadBars(ctx: ConversationContext, claim: Claim): string[] {
  const view = ctx.store?.views.find((v) => v.version === claim.checkedVersion);
  const bars = claim.subject.bars;
  if (!view || !bars) return [];
  const { index } = view;
  const parts = claim.subject.part ? [claim.subject.part] : index.partIds;
  const claimed = claim.value!.toLowerCase();
  const positions: number[] = [];
  for (let n = bars.from; n <= bars.to; n++)
    for (const position of index.positionsOf(n)) if (position < index.barCount) positions.push(position);
  const lines: string[] = [];
  for (const part of parts) {
    const staves =
      claim.subject.staff !== null
        ? [claim.subject.staff]
        : Array.from({ length: index.staffCount(part) }, (_, i) => i + 1);
    for (const staff of staves) {
      if (staff > index.staffCount(part)) continue;
      const has = (p: number) =>
        index.reading(part, staff, p).signs.clef.some((c) => c.toLowerCase() === claimed);
      const misread = (p: number) => {
        const next = index.reading(part, staff, p + 1);
        return next.clefChangedHere && next.signs.clef[0]!.toLowerCase() === claimed;
      };
      // ("Bass in bars 3–6" where bar 3 is bass and bar 4 treble: the bass did not start at the clef
      // printed at bar 4's end.)
      const startsThere = (p: number) => !positions.some((q) => q < p && has(q));
      const wrong = positions.filter((p) => !has(p));
      if (wrong.length === 0 || !wrong.every((p) => misread(p) && startsThere(p))) continue;
      for (const p of wrong) {
        const here = index.reading(part, staff, p);
        lines.push(
          `${here.place} has ${here.signs.clef[0]} clef; the ${claimed} clef printed at its end takes effect at bar ${index.reading(part, staff, p + 1).bar}`,
        );
      }
    }
  }
  return lines;
}
