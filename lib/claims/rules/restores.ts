// "Bars 9–12 are back to exactly what they were in version 3", "restored version 2", "m. 9 matches
// version 1 again": restores are edits whose bars now equal the version named (findings.md,
// "Restores"). A restore naming no version ("back to its original octave", "I've undone it") is not
// read: which version it returns to is not said.
import type { ExtractedClaim, Property } from "../claim.ts";
import { findBarGroups } from "../subject/bars.ts";
import { findPartMentions } from "../subject/parts.ts";
import type { ScoreContext } from "../subject/score-context.ts";
import { findStaffMentions } from "../subject/staves.ts";
import { findValueMentions } from "../values/find.ts";

const VERSION = String.raw`(?:version|v\.?)\s*(\d{1,4})`;
const RESTORE = new RegExp(
  [
    // "back to (exactly) what they were in version 3", "back to how it was in version 1"
    String.raw`\bback\s+to\s+(?:exactly\s+)?(?:what|how)\s+(?:it|they)\s+(?:was|were|looked|read)\s+in\s+${VERSION}`,
    // "back to its version 1 reading", "back to their version 2 notes"
    String.raw`\bback\s+to\s+(?:its|their|the)\s+${VERSION}\s+(?:reading|state|form|notes|music|content)`,
    // "restored to version 2", "restored version 2", "reverted to version 1", "restored to how it was in version 1"
    String.raw`\b(?:restored|reverted|rolled\s+back)\s+(?:\w+\s+){0,6}?(?:to\s+)?(?:(?:what|how)\s+(?:it|they)\s+(?:was|were)\s+in\s+)?${VERSION}`,
    // "matches version 1 again", "is identical to version 1 again"
    String.raw`\b(?:match|matches|equal|equals|(?:is|are)\s+identical\s+to)\s+${VERSION}\s+again`,
  ].join("|"),
  "i",
);
export const NAMES_VERSION = /\b(?:version|v\.?)\s*\d/i;

/** The property a restore names without a value ("The pedalling in bars 11–12 is back to …"), or
 * "other" (all of the bars) where it names none, or more than one. */
function restoredProperty(sentence: string): Property {
  const named = new Set(findValueMentions(sentence).map((m) => (m.value === null ? m.property : "other")));
  const [only] = named;
  return named.size === 1 ? only! : "other";
}

/** The restore a sentence reports, one claim per run of bars it names (the whole piece where it
 * names none). */
export function restoreClaims(sentence: string, score?: ScoreContext): ExtractedClaim[] {
  if (!NAMES_VERSION.test(sentence)) return [];
  const m = RESTORE.exec(sentence);
  if (!m) return [];
  const version = Number(m.slice(1).find((g) => g !== undefined));
  const runs = findBarGroups(sentence, score)
    .filter((g) => !g.unresolved && g.runs !== null)
    .flatMap((g) => g.runs!);
  const staves = findStaffMentions(sentence).filter((s) => s.staff !== null);
  const parts = findPartMentions(sentence, score);
  const part = parts.length === 1 ? parts[0]!.part : null;
  const property = restoredProperty(sentence);
  return (runs.length ? runs : [null]).map((bars): ExtractedClaim => ({
    kind: "edit",
    subject: { part, staff: staves.length === 1 ? staves[0]!.staff : null, bars, property },
    value: `restored version ${version}`,
    text: sentence,
    restoredFrom: version,
    ...(parts.length === 1 && part === null && { partName: parts[0]!.name }),
    // Two staves or parts named: which of them was restored is not said.
    ...((staves.length > 1 || parts.length > 1) && {
      uncertain: "could not tell which of the staves or parts named was restored",
    }),
  }));
}
