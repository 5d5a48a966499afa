// "Bars 9–12 are back to exactly what they were in version 3", "restored version 2", "m. 9 matches
// version 1 again": restores are edits whose bars now equal the version named (findings.md,
// "Restores"). A restore naming no version ("back to its original octave", "I've undone it") is not
// read as one: which version it returns to is not said — though an undo the sentence reports, of
// bars it names, is a change of them.
import type { ExtractedClaim, Property } from "../claim.ts";
import { UNDONE } from "../match-values.ts";
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

/** The version numbers a sentence names ("version 4", "v4"), once each. */
export function namedVersions(text: string): number[] {
  return [...new Set([...text.matchAll(/\b(?:version\s+|v)(\d{1,6})\b/gi)].map((m) => Number(m[1])))];
}

/** The versions a sentence names only to compare with ("back in 3/4, as in version 4") or to return
 * to ("Bars 9–10 are restored to version 2: G4, B♭4 and E♭5"): no save of what it reports. */
export function comparedVersions(text: string): number[] {
  const restored = RESTORE.exec(text);
  const target = restored ? restored.slice(1).find((v) => v !== undefined) : undefined;
  return [...[...text.matchAll(AS_IN)].map((m) => Number(m[1])), ...(target ? [Number(target)] : [])];
}
const AS_IN = /\b(?:as|like)\s+(?:(?:it|they)\s+(?:was|were)\s+)?in\s+(?:version\s+|v)(\d{1,6})\b/gi;

/** The property a restore names without a value ("The pedalling in bars 11–12 is back to …"), or
 * "other" (all of the bars) where it names none, or more than one. */
function restoredProperty(sentence: string): Property {
  const named = new Set(findValueMentions(sentence).map((m) => (m.value === null ? m.property : "other")));
  const [only] = named;
  return named.size === 1 ? only! : "other";
}

// "I've undone the transposition, so bars 1 to 4 … are back at their original pitch": which version
// is not said, but a change of the bars named is, made by the undo the sentence reports.
const UNDONE_BACK =
  /\b(?:undone|undid|reverted|restored|put\s+(?:\w+\s+){0,4}?back|rolled\s+back)\b[^.;]*?\bback\s+(?:at|to|in)\s+(?:its|their|the)\s+(?:original|earlier|previous|old|former)\s+(pitch(?:es)?|octave|notes|clefs?|keys?|key\s+signatures?|time(?:\s+signatures?)?|met(?:er|re)|dynamics?|pedal(?:ling)?)\b/i;
const UNDONE_PROPERTY: [RegExp, Property][] = [
  [/^(?:pitch|octave|notes)/i, "notes"],
  [/^clef/i, "clef"],
  [/^key/i, "key"],
  [/^(?:time|met)/i, "time"],
  [/^dynamic/i, "dynamics"],
  [/^pedal/i, "pedal"],
];

/** The restore a sentence reports, one claim per run of bars it names (the whole piece where it
 * names none). */
export function restoreClaims(sentence: string, score?: ScoreContext): ExtractedClaim[] {
  const m = NAMES_VERSION.test(sentence) ? RESTORE.exec(sentence) : null;
  if (!m) {
    const undone = UNDONE_BACK.exec(sentence);
    return undone ? undoneClaims(sentence, undone[1]!, score) : [];
  }
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

/** A change of the property named among each run of bars the sentence names, to a value not said;
 * with no bars named, nothing is read. */
function undoneClaims(sentence: string, noun: string, score?: ScoreContext): ExtractedClaim[] {
  const runs = findBarGroups(sentence, score)
    .filter((g) => !g.unresolved && g.runs !== null)
    .flatMap((g) => g.runs!);
  const staves = findStaffMentions(sentence).filter((s) => s.staff !== null);
  const parts = findPartMentions(sentence, score);
  if (runs.length === 0 || staves.length > 1 || parts.length > 1) return [];
  const property = UNDONE_PROPERTY.find(([re]) => re.test(noun))![1];
  const part = parts[0]?.part ?? null;
  return runs.map((bars): ExtractedClaim => ({
    kind: "edit",
    subject: { part, staff: staves[0]?.staff ?? null, bars, property },
    value: UNDONE,
    text: sentence,
    ...(parts.length === 1 && part === null && { partName: parts[0]!.name }),
  }));
}
