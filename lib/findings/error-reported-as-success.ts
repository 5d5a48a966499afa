// After a mutating call failed (including "Nothing changed"), an edit claim about its target made
// in the same turn and contradicted by the saved score. A state said with "now" ("bars 5-6 are in
// bass clef now") tells what the failed change left, so it reports that change as made too.
import type { ConversationContext } from "../conversation-context/context.ts";
import { resultText } from "../conversation-context/calls.ts";
import type { Property } from "../claims/claim.ts";
import { propertyOfOperation } from "../claims/json-receipt.ts";
import type { Flag } from "./flag.ts";
import { barsInArguments, barsOverlap, describeSubject, valuePhrase, scoreHas } from "./subjects.ts";

export function errorReportedAsSuccess(ctx: ConversationContext): Flag[] {
  const flags: Flag[] = [];
  for (const c of ctx.calls) {
    if (c.kind !== "mutating" || c.result?.isError !== true || c.turn === null || c.resultIndex === null)
      continue;
    const target = barsInArguments(c.call.arguments);
    const changed = propertiesOfCall(c.call.name, c.call.arguments);
    const after = c.resultIndex;
    for (const claim of ctx.claims) {
      if (
        claim.source !== "assistant" ||
        (claim.kind !== "edit" && !claim.saysNow) ||
        claim.verdict !== "contradicted"
      )
        continue;
      if (claim.turn !== c.turn || claim.messageIndex <= after) continue;
      if (!barsOverlap(target, claim.subject.bars)) continue;
      // ("The last bar is in 6/8 and now carries the pp." after a failed dynamics edit: the 6/8 is
      // no report of that edit.)
      if (changed.length > 0 && !changed.includes(claim.subject.property)) continue;
      flags.push({
        type: "error-reported-as-success",
        turn: c.turn,
        toolCallId: c.call.id,
        claimId: claim.id,
        subject: claim.subject,
        message: `${c.call.name} failed, yet the assistant reported ${valuePhrase(claim.subject, claim.value)} in ${describeSubject(claim.subject)}; the score has ${scoreHas(claim)}`,
        evidence: [
          `${c.call.name} result (error): ${JSON.stringify(resultText(c.result).slice(0, 200))}`,
          `claim: ${JSON.stringify(claim.text)}`,
          ...claim.evidence,
        ],
      });
    }
  }
  return flags;
}

/** The properties a call's name and argument keys say it changes ("set_clef", {"dynamics": "pp"});
 * none where they say none. */
function propertiesOfCall(name: string, args: unknown): Property[] {
  const words = [name, ...(args && typeof args === "object" ? Object.keys(args) : [])];
  return [...new Set(words.flatMap((w) => propertyOfOperation(w) ?? []))];
}
