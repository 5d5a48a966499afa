// The person disputes the assistant's previous answer: "nothing changed", "it's still treble",
// "that's wrong", "I still see a treble clef in bar 10". Returns what the dispute is about.
import type { BarRange, Property } from "./claim.ts";
import { plainText } from "./sentences.ts";
import { findBarGroups, findStaffMentions, hullOf, type ScoreContext } from "./subject.ts";
import { findValueMentions } from "./values.ts";

export interface Dispute {
  /** The bars the person names; null: none named. */
  bars: BarRange | null;
  staff: number | null;
  property: Property | null;
}

const DISPUTE = new RegExp(
  [
    String.raw`\bstill\s+(?:shows?|showing|see|seeing|has|have|had|is|are|was|in|says?|looks?|reads?|there|the\s+same|a|an|the|treble|bass|alto|tenor|wrong|not|unchanged)\b`,
    String.raw`\b(?:it's|it\s+is|that's|that\s+is|they're|they\s+are|bar\s+\d+\s+is|bars\s+[\d\s,and-]+\s+are)\s+still\b`,
    String.raw`\bnothing\s+(?:has\s+|have\s+)?(?:changed|happened|moved|different)\b`,
    String.raw`\bno\s+(?:change|difference)\b`,
    String.raw`\b(?:didn't|did\s+not|hasn't|has\s+not|haven't|have\s+not|doesn't|does\s+not|isn't|is\s+not|aren't|are\s+not|wasn't|was\s+not)\s+(?:work|change|changed|happen|happened|apply|applied|update|updated|save|saved|fixed|done|there|show|shown|look|in\b|correct|right)`,
    String.raw`\b(?:wrong|incorrect|not\s+(?:right|correct|true|what\s+i)|untrue|false|mistaken|inaccurate)\b`,
    String.raw`\b(?:are|were)\s+you\s+sure\b`,
    String.raw`\bi\s+(?:don't|do\s+not|can't|cannot|still\s+don't)\s+see\b`,
    String.raw`\b(?:same\s+as\s+before|unchanged|exactly\s+the\s+same|looks\s+the\s+same)\b`,
    String.raw`^\s*(?:no|nope|nah)\b(?!\s*(?:,\s*)?(?:thanks|thank\s+you|need|problem|worries|rush)\b)`,
    String.raw`\byou\s+(?:didn't|did\s+not|haven't|never)\b`,
  ].join("|"),
  "i",
);

const PROPERTY_WORDS: [RegExp, Property][] = [
  [/\bclefs?\b/i, "clef"],
  [/\bkey(?:\s+signature)?s?\b/i, "key"],
  [/\btime\s+signatures?\b|\bmeter\b|\bmetre\b/i, "time"],
  [/\bnotes?\b|\bpitch(?:es)?\b|\bmelody\b/i, "notes"],
  [/\bped(?:al|\.)/i, "pedal"],
  [/\bdynamics?\b|\bcrescendo\b|\bdiminuendo\b/i, "dynamics"],
  [/\btempo\b|\bbpm\b/i, "tempo"],
  [/\bhow\s+many\s+bars\b|\bbar\s+count\b|\bnumber\s+of\s+bars\b/i, "bar-count"],
];

export function disputeOf(personText: string, score?: ScoreContext): Dispute | null {
  const text = plainText(personText).trim();
  if (!text || !DISPUTE.test(text)) return null;
  const groups = findBarGroups(text, score).filter((g) => !g.unresolved && g.runs !== null);
  const bars = hullOf(groups.flatMap((g) => g.runs ?? []));
  const staves = findStaffMentions(text).filter((s) => s.staff !== null);
  const values = findValueMentions(text, { bareClefNames: true });
  const property = values[0]?.property ?? PROPERTY_WORDS.find(([re]) => re.test(text))?.[1] ?? null;
  return { bars, staff: staves[0]?.staff ?? null, property };
}
