// Which of a clause's bars, staves and parts each of its values goes with.
import type { ValueMention } from "../values/mention.ts";

/** A value followed by its place: "G2 in the final bar", "a pedal marking at bar 4", "treble again
 * from the downbeat of m. 9", "a G2 in the left hand". */
const LEADS_TO_PLACE =
  /^[\s,]*(?:again\s+|once\s+more\s+)?(?:(?:\w+\s+){0,3}?(?:in|at|on|of|for|from|to|throughout)|(?:from|at|on|in|by)\s+the\s+(?:downbeat|start|beginning|first\s+beat|top)\s+of)\s+(?:the\s+|a\s+|an\s+)?$/i;

const THEN_BETWEEN = /,\s*then\b/i;
const WORD_AFTER_COMMA = /,\s*(?!(?:again|once|in|at|on|of|for|from|to|throughout|by|the|a|an)\b)[\w♭♯]/i;
const ENTRY_BETWEEN = /\b(?:comes?|came|coming)\s+(?:back\s+)?in\b|\b(?:enters?|entered|entering)\b/i;

const AT_AN_EVENT =
  /^\s+(?:(?:right|just|exactly|precisely)\s+)?(?:at|on|with)\s+the\s+(?:key|time|clef|met(?:er|re)|tempo)(?:\s+signature)?\s+change\b/i;
const PLACE_POINTED = /^\s+(?:there|then)\s+and\b/i;
const A_STAFF =
  /^(?:(?:left|right)[\s-]hand|(?:upper|lower|top|bottom|treble|bass|pedal)\s+(?:staff|stave)|(?:staff|stave)\s+\d|LH\b|RH\b)/i;
const UNDER = /\b(?:under|below|beneath)\s+(?:the\s+)?$/i;
const BESIDE = /\b(?:over|under|above|below|beneath|against|beside|alongside)\s+(?:the\s+|a\s+|an\s+)?$/i;

/** The mention (bars, staff, part) a value belongs to. With as many mentions as values they pair in
 * order; otherwise the mention just before the value, unless the value leads straight into the
 * next one ("ends on G2 in the final bar"). */
export function pick<T extends { index: number }>(
  list: T[],
  values: ValueMention[],
  i: number,
  clause: string,
): T | undefined {
  if (list.length === 0) return undefined;
  const v = values[i]!;
  // ("f at the top and mp at the key change": the mp is where the key changes, which names no bar.)
  // ("It rests there and enters at bar 3": "there" is the rest's place, said before.)
  if (AT_AN_EVENT.test(clause.slice(v.end))) return undefined;
  if (PLACE_POINTED.test(clause.slice(v.end)) && list.every((m) => m.index >= v.end)) return undefined;
  // "(one flat, then three sharps from bar 13) and a single pedal marking": a place inside brackets
  // is said of what the brackets stand beside, not of a value after them.
  // ("Bb2, Eb3, Bb2, then a half rest in m. 16": the place after "then" is what follows it.)
  const reach = list.filter(
    (m) =>
      !closedBefore(clause, m.index, v.index, values) &&
      !openedAfter(clause, m.index, v.end, values) &&
      !(m.index >= v.end && THEN_BETWEEN.test(clause.slice(v.end, m.index))) &&
      // ("It rests for two bars and comes in at bar 3": bar 3 is where the notes start, not the rest's.)
      !(v.value === "absent" && m.index >= v.end && ENTRY_BETWEEN.test(clause.slice(v.end, m.index))),
  );
  if (reach.length < list.length) return pick(reach, values, i, clause);
  const after = list.find((m) => m.index >= v.end);
  const nextValue = values[i + 1];
  const leads =
    after !== undefined &&
    (!nextValue || nextValue.index > after.index) &&
    // ("left hand in bass clef, p in the right hand": a word after a comma heads a field of its own.)
    !WORD_AFTER_COMMA.test(clause.slice(v.end, after.index)) &&
    (LEADS_TO_PLACE.test(clause.slice(v.end, after.index)) ||
      // "a p at the start": a place whose own words lead it, right after the value.
      (/^\s*(?:(?:again|once\s+more)\s+)?$/.test(clause.slice(v.end, after.index)) &&
        // ("rests through bar 12": a span whose start is not said, right after the value.)
        /^(?:at|in|on|from|by|through|thru|until|till|up\s+to)\b/i.test(clause.slice(after.index))));
  // ("RH m. 13–14 down an octave and a mp in the RH at m. 5": a value that leads straight into its
  // place is that place's, whatever the count.)
  // ("it holds a B♭4 over the left hand": what stands over, under or against a staff is not on it.)
  // ("a p under the RH": a dynamic is printed under the staff it belongs to.)
  const beside = (m: T | undefined) =>
    m !== undefined &&
    m.index >= v.end &&
    BESIDE.test(clause.slice(v.end, m.index)) &&
    !(v.property === "dynamics" && UNDER.test(clause.slice(v.end, m.index))) &&
    A_STAFF.test(clause.slice(m.index));
  if (list.length === values.length) {
    const paired = leads && list[i]!.index < v.index ? after : list[i];
    return beside(paired) ? undefined : paired;
  }
  // "F major, then A major from bar 13", "3/4, with 5/4 in bars 6–8": a place after a later value of
  // the same property is that value's, not this one's.
  if (list.length === 1)
    return placedAfterLater(list[0]!, values, i, clause) ||
      opensOwnPhrase(list[0]!, values, i, clause) ||
      opensOwnField(list[0]!, values, i, clause)
      ? undefined
      : list[0];
  if (leads) return after;
  const before = list.filter((m) => m.index <= v.index);
  // ("Keys: G major, B♭ major from bar 9, G major again from bar 13": the first key has no place.)
  if (
    before.length === 0 &&
    (beside(list[0]) ||
      placedAfterLater(list[0]!, values, i, clause) ||
      opensOwnField(list[0]!, values, i, clause))
  )
    return undefined;
  return before[before.length - 1] ?? list[0];
}

/** Whether the place at `at` sits inside brackets that say values of their own and close before
 * `value` ("(one flat, then three sharps from bar 13)"); "Bar 10 (left hand) → bass" names a subject. */
function closedBefore(clause: string, at: number, value: number, values: ValueMention[]): boolean {
  if (at < 0 || value <= at) return false;
  const open = clause.lastIndexOf("(", at);
  if (open < 0 || clause.lastIndexOf(")", at) > open) return false;
  const close = clause.indexOf(")", at);
  return close >= 0 && close < value && values.some((v) => v.index > open && v.index < close);
}

/** Whether the mention at `at` sits inside brackets that open after `valueEnd` and say a value of
 * their own: "key E♭ major (Clarinet in B♭ written F major)" — the clarinet is the F major's. */
function openedAfter(clause: string, at: number, valueEnd: number, values: ValueMention[]): boolean {
  if (at < valueEnd) return false;
  const open = clause.lastIndexOf("(", at);
  if (open < valueEnd || clause.lastIndexOf(")", at) > open) return false;
  const close = clause.indexOf(")", at);
  return values.some((v) => v.index > open && (close < 0 || v.index < close));
}

/** Whether the place at `m` opens a phrase of its own, after the value and before another:
 * "back to bass clef, with the right hand resting" — the right hand is the rest's. */
function opensOwnPhrase(m: { index: number }, values: ValueMention[], i: number, clause: string): boolean {
  const v = values[i]!;
  if (m.index < v.end) return false;
  const phrase = /,\s*(?:with|while|whereas)\b/i.exec(clause.slice(v.end, m.index));
  // (The later value after the place, or inside the phrase before it: "…, with the pedal going down
  // again for mm. 9–10".)
  return phrase !== null && values.some((w, j) => j > i && w.index > v.end + phrase.index);
}

/** Whether the place at `m` heads a field of its own after the value's: "time 4/4, Piano staff 1
 * treble clef" — staff 1 is the treble clef's, not the time's. */
function opensOwnField(m: { index: number }, values: ValueMention[], i: number, clause: string): boolean {
  const v = values[i]!;
  return (
    m.index >= v.end &&
    /[,;]/.test(clause.slice(v.end, m.index)) &&
    values.some((w, j) => j > i && w.index > m.index && !/[,;]/.test(clause.slice(m.index, w.index)))
  );
}

function placedAfterLater(m: { index: number }, values: ValueMention[], i: number, clause: string): boolean {
  const v = values[i]!;
  if (m.index < v.end) return false;
  const apart =
    /,|;|\(|\bthen\b|\bwith\b|\blater\b|\b(?:chang|switch|flip|mov|go|went|turn|shift|ris|rose|grow|grew|build|built|climb|swell|fall|fell|drop|sink|sank|fad)\w*\s+(?:on\s+|over\s+|up\s+|down\s+|back\s+)?(?:in)?to\b|\bmodulat\w*|\bbecom\w*|\breach(?:es|ed|ing)?\b|\barriv\w*\s+at\b/i;
  // After a later value ("F major, then A major from bar 13"), or opening the later value's own
  // stretch ("The voice is in treble, the piano's left hand in bass").
  return values.some(
    (w, j) =>
      j > i &&
      w.property === v.property &&
      apart.test(clause.slice(v.end, w.index < m.index ? w.index : m.index)),
  );
}
