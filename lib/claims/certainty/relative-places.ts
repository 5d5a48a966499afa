// A value named by the change it is placed against, not by a bar: in "bar 7, just before the return
// to bass clef" the bass clef is bar 8's. Which bar holds it is not said.
import type { ExtractedClaim } from "../claim.ts";
import { findBarGroups } from "../subject/bars.ts";
import { findValueMentions } from "../values/find.ts";

const BEFORE_CHANGE =
  /\b(?:before|until|till|up\s+to|ahead\s+of|leading\s+(?:in)?to)\s+(?:the|its|their|a|an)\s+(?:[\w♭♯-]+\s+){0,2}?(?:return|change|switch|move|shift|modulation|turn)\s+(?:back\s+)?(?:to|into)\s+(?:the\s+|an?\s+)?[\w♭♯#/-]+(?:\s+(?:major|minor|clef))?(?:\s+(?:at|in|from)\s+(?:bar|measure|m\.)\s*\d+)?/i;

/** The reason a claim's value is not placed with certainty, when its sentence names it only as the
 * change that follows the bars named; or null. */
export function valueOfChangeAfter(c: ExtractedClaim): string | null {
  const m = BEFORE_CHANGE.exec(c.text);
  // ("… until the change to E♭ major at bar 9" says where.)
  if (!m || findBarGroups(m[0]).length > 0) return null;
  return findValueMentions(m[0]).some((v) => v.property === c.subject.property && v.value === c.value)
    ? `could not tell which bar '${m[0].trim()}' places its ${c.subject.property} in`
    : null;
}
