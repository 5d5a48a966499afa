// The values a clause asserts: those its words name (not the value it says was there before, nor a
// negated sign), and those it gives without naming them ("bar 5 has none", "the key change is at bar
// 13", a transposition, a marking Barline does not model).
import type { Property } from "../claim.ts";
import { CHANGES_HERE } from "../match-values.ts";
import { describesScore, negatedBefore } from "../mood.ts";
import { BOUND, boundedNotes, withMiddleC } from "../note-bounds.ts";
import { findValueMentions } from "../values/find.ts";
import type { ValueMention } from "../values/mention.ts";
import { TRANSPOSED, findNotesChange } from "../values/notes-change.ts";
import { findOtherMention } from "../values/unmodelled.ts";
import { ANAPHOR } from "./clause-bars.ts";

// "never leaves the treble clef", "never changes from 3/4": the value holds over the whole range.
const NEVER_LEAVES =
  /\bnever\s+(?:leaves|left|leave|departs?\s+from|goes\s+out\s+of|moves\s+(?:out\s+of|away\s+from|off)|changes?\s+from|strays?\s+from)\b/i;

// "treble → bass": clef names on both sides of a change need no "clef".
const CLEF_TO_CLEF = /\b(?:treble|bass|alto|tenor)\s*(?:→|->|=>|\bto\b)\s*(?:treble|bass|alto|tenor)\b/i;
// Marks that can be moved from one bar to another (a clef or a note is changed, not moved).
export const MARKS = new Set<Property>(["pedal", "dynamics", "tempo"]);
const LONE_DYNAMIC_ANSWER =
  /^\s*(?:(?:it's|it\s+is|that's|that\s+is|just|only|still)\s+)?(p|f)(?=\s*[.,;!—–-]|\s*$)/;
const NONE = /\b(?:has|have|had|there\s+is|there's|with)\s+none\b|\bnone\s+(?:in|at)\b/i;
// A sign's change placed at a bar, with no value: "the key change is at bar 13", "the clef changes in bar 9".
// ("Piano staff 2, clef changes in bars 4-7:" says there are changes among those bars, not where.)
const SIGN_CHANGE_AT =
  /\b(key(?:\s+signature)?|time(?:\s+signature)?|met(?:re|er)|clef)\s+(?:change\s+(?:is|comes|happens|occurs|falls)|changes)\s+(?:still\s+|only\s+)?(?:at|in|on)\s+(?:bar|measure|m\.)(?![sm])/i;

function signWord(word: string): Property {
  return /^key/i.test(word) ? "key" : /^clef/i.test(word) ? "clef" : "time";
}

// How far a note lies from another: "just", "a step", "an octave", "a major third".
const DISTANCE = String.raw`(?:just|right|well|slightly|(?:an?|one|two|three)\s+(?:(?:major|minor|perfect|augmented|diminished)\s+)?(?:(?:half|whole)[\s-])?(?:step|tone|semitone|second|third|fourth|fifth|sixth|seventh|octave|ninth|tenth)s?)`;
// "…settles on the G5 just below that B5", "B3, which sits just below middle C", "a step above
// middle C": a note named to compare with, not one said to be there ("below C2" with no distance
// may be a bound, read before this).
const COMPARED_NOTE = new RegExp(
  String.raw`\b(?:(?:below|above|under|over|beneath|beside|next\s+to)\s+(?:that|this|those|these)\s+(?:same\s+)?|${DISTANCE}\s+(?:below|above|beneath|under|(?:lower|higher)\s+than)\s+(?:the\s+)?)(?:written\s+|concert\s+|sounding\s+|high\s+|low\s+)?$`,
  "i",
);
const ARROW = /→|->|=>/;
const LEAVES =
  /\b(?:leaves|leaving|exits|exiting|quits|(?:moves|comes|goes|steps)\s+out\s+of)\s+(?:the\s+)?$/i;
const NAMES_BARS_AFTER = /^[\s-]*(?:clef\s+)?(?:bars?|measures?|passage|section|stretch)\b/i;
const CHANGE_VERB_BEFORE =
  /\b(?:changed|changes|change|switched|switches|switch|moved|moves|turned|turns|put|puts|set|sets|converted|converts)\b/i;
const BECAME = /\b(?:became|become|becomes|turned\s+into|turns\s+into)\b/i;

const NONE_BEFORE_ARROW = /^[^>→]*\b(?:none|nothing|empty|absent|blank)\s*(?:->|→|=>)/i;

// A value the clause names only to say what was there before: "from treble to bass", "F5 with F#5",
// and whatever stands before the arrow of a change ("treble clef, F4 A4 C5 -> bass clef, F3 A3 C4").
function isBeforeValue(clause: string, a: ValueMention, rest: ValueMention[]): boolean {
  // ("Forte under the right hand none -> f": "none" was there; the mark's name heads the row.)
  if (NONE_BEFORE_ARROW.test(clause.slice(a.end))) return false;
  if (ARROW.test(clause.slice(a.end)) && !ARROW.test(clause.slice(0, a.index))) return true;
  // "its B4 and C5 became C♯5 and D5": what stood before "became" is what was there.
  const became = BECAME.exec(clause);
  if (
    became &&
    a.end <= became.index &&
    rest.some((b) => b !== a && b.property === a.property && b.index >= became.index + became[0].length)
  )
    return true;
  // "Version 2 changed its two treble bars, 5 and 6, to bass clef": the bars named by the value they had.
  if (
    NAMES_BARS_AFTER.test(clause.slice(a.end)) &&
    CHANGE_VERB_BEFORE.test(clause.slice(0, a.index)) &&
    rest.some(
      (b) =>
        b !== a &&
        b.property === a.property &&
        b.index > a.end &&
        /\b(?:to|into)\s+(?:the\s+|an?\s+)?$/i.test(clause.slice(a.end, b.index)),
    )
  )
    return true;
  const lead = clause.slice(Math.max(0, a.index - 25), a.index);
  // "The left hand leaves the bass clef at bar 3": what it had before that bar ("never leaves the
  // treble clef" and "only leaves the bass clef in bars 9–10" are scopes, read above; "That leaves pedal
  // marks in bars 1 and 2" says what is left).
  if (
    LEAVES.test(lead) &&
    !/\b(?:never|not|n't|only)\s+(?:\w+\s+)?(?:leaves?|leaving|left|exits?|quits?)\b/i.test(lead) &&
    !/\b(?:that|this|which|what)\s+(?:leaves|leaving)\s+(?:the\s+)?$/i.test(lead)
  )
    return true;
  // "…replaced the bass clef in bars 15 and 16", "two flats replace the single flat of F major": what
  // was there, with or without what replaced it.
  if (
    /\b(?:replaced|replaces|replace|replacing)\s+(?:the\s+|an?\s+|its\s+)?(?:(?!(?:with|by|for|to|into|in|at|on)\b)[\w-]+\s+){0,2}?(?:of\s+)?$/i.test(
      clause.slice(Math.max(0, a.index - 45), a.index),
    )
  )
    return true;
  // "Bars 6 to 8 used to be in treble clef, but version 2 changed them to bass": what they had before.
  // ("the treble clef that used to be in bars 7–8", "the treble clef that bars 3–4 used to have": the
  // same, said after the value.)
  if (
    /\bused\s+to\s+(?:be|have)\s+(?:(?:in|on|at)\s+)?(?:the\s+|an?\s+)?$/i.test(lead) ||
    /^\s+(?:clefs?\s+|signatures?\s+|marks?\s+|markings?\s+)?(?:that|which)\s+(?:[\w–-]+\s+){0,8}?used\s+to\s+(?:be|have)\b/i.test(
      clause.slice(a.end),
    )
  )
    return true;
  // "I swapped the pp in m. 13 for an f": what was there, with what took its place after "for".
  if (
    /\b(?:swap(?:ped|s)?|exchanged|traded)\s+(?:the\s+|an?\s+)?$/i.test(lead) &&
    rest.some(
      (b) => b.property === a.property && b.index > a.end && /\bfor\b/i.test(clause.slice(a.end, b.index)),
    )
  )
    return true;
  if (
    // ("from a written C5 to a written D5": the pitch's frame word too.)
    /\b(?:from|replacing|instead\s+of|rather\s+than|was|were|previously|formerly|old)\s+(?:the\s+|an?\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i.test(
      lead,
    )
  ) {
    // "the key changed from D minor at bar 9", "Version 2 changed them from treble": what the bar had
    // before the change, whatever follows.
    if (
      /\b(?:chang|modulat|switch|mov|turn|go|went|shift)\w*(?:\s+(?:it|them|these|those|this|that|bars?\s+[\d–-]+(?:\s*(?:-|–|to|and)\s*\d+)?))?\s+(?:back\s+)?from\s+(?:the\s+|an?\s+)?$/i.test(
        clause.slice(Math.max(0, a.index - 60), a.index),
      )
    )
      return true;
    // "from two flats to one": the before value, whether or not the rules read the after one.
    if (/^\s+(?:to|into)\b/i.test(clause.slice(a.end))) return true;
    return rest.some((b) => b !== a && b.property === a.property);
  }
  // ("pedal none -> one pedal per bar": what stands before an arrow was there before the change, read
  // or not what follows it.)
  if (/^\s*(?:->|→|=>)/.test(clause.slice(a.end))) return true;
  return rest.some((b) => {
    if (b.property !== a.property || b.index <= a.index) return false;
    // (A mark's mention may hold its "to": "back to p".)
    const between =
      clause.slice(a.end, b.index) + (/^(?:to|into)\s/i.exec(clause.slice(b.index, b.end))?.[0] ?? "");
    // "bar 9 changes to treble and bar 10 to bass": two statements, not a before and an after.
    return (
      between.length <= 60 &&
      // ("the clarinet's f at m. 13 is now an mf": the f was there before.)
      /(?:\bto\b|\binto\b|\bwith\b|->|→|=>|\bby\b|\b(?:is|are)\s+now\b|\bnow\s+reads?\b|\bbec(?:a|o)mes?\b)\s*(?:the\s+|an?\s+)?$/i.test(
        between,
      ) &&
      !/\b(?:and|but|while|whereas)\b|[,;]/i.test(between)
    );
  });
}

/** The values a clause names (`found`), those of them it asserts (`values`), and those it names as
 * what was there before a change (`before`: "from treble to bass", "| 7 | treble | bass |").
 * `clefTopic`: the sentence or the one before spoke of clefs, so "treble" alone is a clef. */
export function namedValues(
  clause: string,
  clefTopic: boolean,
  stavesNamed: boolean,
  section: RegExpExecArray | null,
  title?: string,
): { found: ValueMention[]; values: ValueMention[]; before: ValueMention[] } {
  const bare =
    clefTopic ||
    // "bass for the left hand, treble for the right": a hand named beside a bare clef name.
    stavesNamed ||
    CLEF_TO_CLEF.test(clause);
  // "Andante — Piano (P1), 12 bars", "Sonatina in F is …": the score's title names the piece, and
  // the words of it are no tempo or key.
  const named = titled(clause, title);
  const found = findValueMentions(withMiddleC(clause), { bareClefNames: bare })
    .filter((v) => !named.some(([from, to]) => v.index >= from && v.index < to))
    .flatMap((v) => boundedNotes(clause, v));
  const inSection = (v: ValueMention) =>
    section !== null && v.index >= section.index && v.index < section.index + section[0].length;
  const bound = (v: ValueMention) => v.property === "notes" && v.value !== null && BOUND.test(v.value);
  const before: ValueMention[] = [];
  let values = found.filter((v) => {
    if (inSection(v) || (v.property === "notes" && !bound(v) && COMPARED_NOTE.test(clause.slice(0, v.index))))
      return false;
    if (bound(v) || !isBeforeValue(clause, v, found)) return true;
    before.push(v);
    return false;
  });
  // Negated clefs, keys, times and notes say what the score does not have: no claim (see
  // extract-claims.ts) — but "never leaves the bass clef" and "never goes above G3" are scope words,
  // not negations.
  const staysIn = NEVER_LEAVES.test(clause);
  values = values.filter(
    (v) =>
      !["clef", "key", "time", "notes"].includes(v.property) ||
      bound(v) ||
      (staysIn && v.property !== "notes") ||
      !negatedBefore(clause, v.index),
  );
  return { found, values, before };
}

/** Where the clause says the score's title, as [start, end) spans. */
export function titled(clause: string, title?: string): [number, number][] {
  if (!title || title.length < 3) return [];
  const out: [number, number][] = [];
  for (let at = clause.indexOf(title); at >= 0; at = clause.indexOf(title, at + title.length))
    if (!WORD_CHAR.test(clause[at - 1] ?? "") && !WORD_CHAR.test(clause[at + title.length] ?? ""))
      out.push([at, at + title.length]);
  return out;
}
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** What the unnamed-value rules need to know of a clause. */
export interface UnnamedValueSetting {
  /** A label opens the sentence, or the text is a read's: a marking named there describes the score. */
  describes: boolean;
  edit: boolean;
  barsNamed: boolean;
  stavesNamed: boolean;
  /** "I've transposed the clarinet up a tone": a part's notes, in every bar. */
  partsNamed: boolean;
  /** What the clause before spoke of. */
  topicProperty: Property | null;
}

/** The clause's values with those it gives without naming them as the finders do. */
export function withUnnamedValues(
  clause: string,
  found: ValueMention[],
  named: ValueMention[],
  setting: UnnamedValueSetting,
): ValueMention[] {
  const { edit, barsNamed, stavesNamed, partsNamed, topicProperty } = setting;
  let values = named;
  // Slurs, bowings, fingerings …: a claim Barline cannot check, where the clause describes the score.
  const other = findOtherMention(clause, found);
  if (other) {
    if (setting.describes || describesScore(clause))
      values = [...values, other].sort((a, b) => a.index - b.index);
  } else if (edit && !values.some((v) => v.property === "notes")) {
    const notes = findNotesChange(clause);
    // ("… is now an octave lower and in F clef": a transposition beside another value is one too.)
    const beside = values.length === 0 || (notes !== null && TRANSPOSED.test(notes.value ?? ""));
    if (notes && beside && (barsNamed || stavesNamed || partsNamed || ANAPHOR.test(clause)))
      values = [...values, notes].sort((a, b) => a.index - b.index);
  }
  // "f." or "It's p." to "What dynamic is at bar 9?": a lone letter answering about dynamics is the mark.
  if (values.length === 0 && topicProperty === "dynamics") {
    const lone = LONE_DYNAMIC_ANSWER.exec(clause);
    if (lone) {
      const at = lone.index + lone[0].length - lone[1]!.length;
      values = [{ property: "dynamics", value: lone[1]!, index: at, end: at + 1 }];
    }
  }
  // "Clarinet: f in bar 13, none in bar 12.": none of the mark the clause named before it.
  // ("Left-hand pedal in bars 1 and 5. None in the right hand.": a staff named places it too.)
  const none = barsNamed || stavesNamed ? NONE.exec(clause) : null;
  const marks = new Set(values.map((v) => v.property));
  if (
    none &&
    marks.size === 1 &&
    MARKS.has(values[0]!.property) &&
    values.every((v) => v.index < none.index)
  ) {
    const at = none.index + none[0].length;
    values = [...values, { property: values[0]!.property, value: null, index: at, end: at }];
  }
  // "Bar 4 has the pedal; bar 5 has none.": none of the mark the sentence spoke of.
  if (values.length === 0 && (barsNamed || stavesNamed) && topicProperty && MARKS.has(topicProperty)) {
    if (none)
      values = [
        {
          property: topicProperty,
          value: null,
          index: none.index + none[0].length,
          end: none.index + none[0].length,
        },
      ];
  }
  // "The key change is still at bar 13", "the time changes at bar 6": a change there, to a value
  // the words do not name.
  if (values.length === 0 && barsNamed && !edit) {
    const change = SIGN_CHANGE_AT.exec(clause);
    if (change)
      values = [
        {
          property: signWord(change[1]!),
          value: CHANGES_HERE,
          index: change.index,
          end: change.index + change[0].length,
        },
      ];
  }
  return values;
}
