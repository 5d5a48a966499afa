// A mutating call's result lists what it wrote, in lines like the diff's, and those lines are not
// the diff of the version it saved.
import type { ConversationContext } from "../analysis/context.ts";
import { resultText } from "../analysis/calls.ts";
import type { Flag } from "./flag.ts";

/** A receipt line names bars first: "bar 10: lower staff clef treble -> bass", "bars 1-4: key …". */
const RECEIPT_LINE = /^\s*[-•*]?\s*(bars?\s+\d+(?:\s*[-–]\s*\d+)?\s*:.*)$/i;

/** Lines compared as musicians would read them: case, spacing, dashes and arrows do not matter. */
export function normaliseDiffLine(line: string): string {
  return line
    .toLowerCase()
    .replace(/[–—]/g, "-")
    .replace(/\s*(→|=>|->)\s*/g, " -> ")
    .replace(/\s+/g, " ")
    .replace(/[.;]$/, "")
    .trim();
}

export function receiptLines(text: string): string[] {
  return text.split(/\r?\n/).flatMap((l) => {
    const m = RECEIPT_LINE.exec(l);
    return m ? [m[1]!.trim()] : [];
  });
}

export function receiptMismatch(ctx: ConversationContext): Flag[] {
  const { timeline, store } = ctx;
  if (!timeline || !store) return [];
  const flags: Flag[] = [];
  for (const c of ctx.calls) {
    // An error result wrote nothing, so its "bar 5: …" lines say why it failed, not what it wrote.
    if (c.kind !== "mutating" || !c.result || c.result.isError === true || c.turn === null) continue;
    const receipt = receiptLines(resultText(c.result));
    if (!receipt.length) continue;
    const before = timeline.at(c.messageIndex);
    const after = timeline.savedBy(c.call.id) ?? timeline.at((c.resultIndex ?? c.messageIndex) + 1);
    if (!before || !after) continue;
    const actual = store.diff(before, after).map((d) => d.line);
    const said = new Set(receipt.map(normaliseDiffLine));
    const has = new Set(actual.map(normaliseDiffLine));
    const missing = actual.filter((l) => !said.has(normaliseDiffLine(l)));
    const invented = receipt.filter((l) => !has.has(normaliseDiffLine(l)));
    if (!missing.length && !invented.length) continue;
    flags.push({
      type: "receipt-mismatch",
      turn: c.turn,
      toolCallId: c.call.id,
      claimId: null,
      subject: null,
      message: actual.length
        ? `version ${after.version} differs from version ${before.version} by: ${actual.join("; ")}`
        : `version ${after.version} has the same music as version ${before.version}`,
      evidence: [
        ...receipt.map((l) => `${c.call.name} receipt: ${l}`),
        ...actual.map((l) => `diff version ${before.version} -> ${after.version}: ${l}`),
      ],
    });
  }
  return flags;
}
