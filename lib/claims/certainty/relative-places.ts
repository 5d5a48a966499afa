// Values placed by something other than their own bar — the change they stand against ("bar 7, just
// before the return to bass clef": the bass clef is bar 8's), the bar a list of notes starts from, a
// change no bar numbers, an end past the score's last bar: which bar holds them is not said.
import type { BarRange, ExtractedClaim } from "../claim.ts";
import { findBarGroups } from "../subject/bars.ts";
import type { ScoreContext } from "../subject/score-context.ts";
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

// "Notes from bar 3: C2 G2 A2 …", "From bar 3 the left hand plays C3 E3 G3": notes listed from a bar
// on run across the bars after it, and which bar holds each is not said.
const FROM_A_BAR =
  /\b(?:from|starting\s+(?:at|in|from|with)|beginning\s+(?:at|in|with)|as\s+of)\s+(?:bar|measure|m\.)\s*(\d{1,4})\b(?!\s*(?:[-–]|to\b|through\b|until\b|till\b|and\b|,)\s*(?:bars?\s*|measures?\s*)?\d)/gi;
const PITCHES = /^[A-G](?:#{1,2}|b{1,2})?-?\d(?: [A-G](?:#{1,2}|b{1,2})?-?\d)*$/;

/** The reason notes placed in one bar are not read, where that bar is only where they start. */
export function notesFromABar(c: ExtractedClaim): string | null {
  const bars = c.subject.bars;
  if (c.kind !== "state" || c.subject.property !== "notes" || !bars || bars.from !== bars.to) return null;
  if (!c.value || !PITCHES.test(c.value)) return null;
  for (const m of c.text.matchAll(FROM_A_BAR))
    if (Number(m[1]) === bars.from)
      return `could not tell which bars from bar ${bars.from} on hold ${c.value}`;
  return null;
}

// "It opens mf and drops to p at the key change": a value placed by what happens there, not in the bars
// the sentences before named.
const AT_A_CHANGE =
  /\bat\s+the\s+(?:(?:key|clef|time|metre|meter|tempo)(?:[\s-]signature)?\s+change|modulation)\b/i;

const NUMBERED_AFTER = /^\s*[,(]?\s*(?:(?:in|at|on|of)\s+)?(?:bars?|measures?|mm?\.|b\.)?\s*\d/i;

/** The reason a claim is not placed, where its value is said at a change no bar numbers. */
export function valueAtAChange(c: ExtractedClaim): string | null {
  // (Placed in no bars it is said of the piece, which is checked: "mp at the key change", none in it.)
  if (c.kind === "count" || c.section || c.subject.bars === null) return null;
  const at = AT_A_CHANGE.exec(c.text);
  // ("f at the modulation in m. 9" numbers it.)
  if (!at || NUMBERED_AFTER.test(c.text.slice(at.index + at[0].length))) return null;
  const values = findValueMentions(c.text).filter((v) => v.property === c.subject.property);
  // (Nearest to the place: no bar number, sentence end or other value of the property between.)
  const between = (from: number, to: number) => {
    const words = c.text.slice(from, to);
    return words.length < 40 && !/[\d;.]/.test(words) && !values.some((v) => v.index >= from && v.end <= to);
  };
  const near = values.some(
    (v) =>
      v.value === c.value &&
      (v.end <= at.index ? between(v.end, at.index) : between(at.index + at[0].length, v.index)),
  );
  return near ? `could not place '${at[0]}' in the score` : null;
}

// "Added m. 13 as a full-bar rest at the end." of a 12-bar score: "the end" is the bar the sentence
// adds, past the last bar the score has.
const AT_THE_END = /\bat\s+the\s+(?:very\s+)?end\b(?!\s+of\b)/i;

/** The bars past the score's last that the sentence numbers, where "at the end" placed the claim in
 * the last bar; or null. */
export function pastTheLastBar(c: ExtractedClaim, score?: ScoreContext): BarRange | null {
  const bars = c.subject.bars;
  if (!score || !bars || bars.to !== score.lastBar || !AT_THE_END.test(c.text)) return null;
  return (
    findBarGroups(c.text, score)
      .flatMap((g) => g.runs ?? [])
      .find((r) => r.to > score.lastBar) ?? null
  );
}
