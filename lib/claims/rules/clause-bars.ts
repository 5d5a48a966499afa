// The bars a clause speaks of beyond those it names by number: "there", "these bars", "all three
// bars", "the rest of the piece", a section the score does not name, a mark moved from bar to bar.
import type { BarRange } from "../claim.ts";
import { numberOf } from "../numbers.ts";
import { withoutBars } from "../exceptions.ts";
import { runsOf, type BarGroup } from "../subject/bars.ts";
import type { ScoreContext } from "../subject/score-context.ts";

// "Neither bar", "both bars", "none of the two bars": two bars said before.
const TWO_BARS = String.raw`(?:neither|either)\s+(?:bar|measure)|(?:neither|none)\s+of\s+(?:the\s+|these\s+|those\s+)?(?:two\s+)?(?:bars|measures)|both\s+(?:bars|measures)`;
export const PAIR_OF_BARS = new RegExp(String.raw`\b(?:${TWO_BARS})\b`, "i");
// ("There's no pp", "so there are rests": "there" opening a clause of being points to no bar; "the
// key signature there is G major" does.)
export const ANAPHOR = new RegExp(
  String.raw`\b(?:(?<!(?:^|[,;:—–(]|\b(?:and|so|but|now|then|that|because|since|yes|no|also|still))\s*)there|there(?!\s*(?:'s|’s|'re|is|are|was|were|isn't|aren't|wasn't|weren't|has\s+been|have\s+been)\b)|here|(?<!\bas\s)(?:it|they)(?!\s+(?:stands?|now\s+stands?)\b)|its|them|(?<=^\W*)that(?=(?:'s|’s|\s+is|\s+was)\b)|this\s+(?:bar|measure|one)|that\s+(?:bar|measure|one)|these\s+(?:bars|measures)|those\s+(?:bars|measures)|(?:the|that|this|those|these)\s+same\s+(?:bar|bars|measure|measures|place|spot)|${TWO_BARS}|that\s+(?:staff|hand)|(?:this|that)\s+(?:section|passage|stretch))\b`,
  "i",
);

export const MOVE =
  /\bmov(?:e|ed|es|ing)\b[^.;]*?\bfrom\s+(?:bar|measure|m\.)\s*(\d{1,4})\s+(?:to|into)\s+(?:the\s+(?:downbeat|start|beginning|first\s+beat)\s+of\s+)?(?:(?:bar|measure|m\.)\s*)?(\d{1,4})\b/i;

// ("like the opening", "the same time signature as bar 1", "matching the opening")
export const COMPARED =
  /\b(?:as\s+in|like\s+in|as\s+with|same\s+as\s+in|(?<!\b(?:looks?|looked|seems?|seemed|sounds?|feels?)\s+)like|same\s+as|matching|same\s+(?:\w+\s+){1,2}as)\s+$/i;

// Sections named by words the score does not carry: "the B section", "the A major section", "the
// bridge", "the second verse". ("The 5/4 passage" too: which bars is the reader's guess.)
// ("The f now sits at the key change.": a place named by what happens there, not numbered.)
export const SECTION =
  /\bat\s+the\s+(?:(?:key|clef|time|metre|meter|tempo)(?:[\s-]signature)?\s+change|modulation)\b|\b(?:in|during|for|throughout|within|at\s+the\s+(?:start|end)\s+of)?\s*the\s+(?:[A-D]\s+|[A-G](?:[#b♯♭]|-flat|-sharp)?\s+(?:major|minor)\s+|(?:\d\/\d|opening|middle|closing|final|minor|major|contrasting|second|first|last|new|slow|fast|lyrical|main)\s+)?(?:section|passage|bridge|chorus|verse|refrain|coda|trio|episode|interlude|development|recapitulation|exposition|introduction|intro|outro|middle\s+eight)\b/i;
// "The rest of the piece", "the rest of the left hand", "… and the rest is in 4/4", "the rest is 4/4":
// every bar the sentence before did not name (of that staff, where one is named).
const REST_OF =
  /\b(?:the\s+)?(?:rest\s+of\s+(?:the\s+|its\s+|this\s+)?(?:piece|score|song|music|movement|waltz|minuet|march|chorale|prelude|étude|etude|study|tune|chart|bars|measures|(?:left|right)[\s-]hand|(?:upper|lower|top|bottom)\s+staff|staff\s+\d|part)|remaining\s+(?:bars|measures)|(?:all\s+)?(?:the\s+)?other\s+(?:bars|measures)|everything\s+else|everywhere\s+else|anywhere\s+else|elsewhere)\b|\bthe\s+rest(?=\s+(?:is|are|stays?|remains?)\s+(?:(?:in|all|still)\b|[A-G](?:[#b♯♭]|-?flat|-?sharp)?\s+(?:major|minor)\b|\d{1,2}\/\d{1,2}|(?:treble|bass|alto|tenor)\b))/i;

const OTHERS_UNREAD = /\b(?:rest\s+of|remainder|remaining|the\s+others?|outside|beyond)\b/i;

// "Everything before them", "all the bars after those", "everything before that", "…, and there is
// none after it": the bars on one side of those just named.
const AROUND =
  /\b(?:everything|all(?:\s+the\s+bars)?|every\s+bar|the\s+bars)\s+(before|after)\s+(?:them|those|these|that|this|it)\b|\b(?:none|nothing|no\s+(?:other\s+)?[\w.]+(?:\s+marks?|\s+markings?)?)\s+(before|after)\s+(?:them|those|these|that|this|it)\s*[.!]?\s*$/i;

/** "Bars 13 to 16 are in 6/8; everything before them is in 3/4": the bars before (or after) those the
 * sentence named (or the clause, or the message last), to the piece's start (or end). Of bars the
 * message named before ("It ends in cut time, m. 11–12. Everything before that …": the last claim's
 * bar 12, or bars 11–12?), the fewest bars: before the first of them, after the last. */
export function aroundGroup(
  clause: string,
  sentenceNamed: readonly BarRange[],
  clauseBars: BarGroup | null,
  before: BarRange[] | null,
  spoken: readonly number[],
  score?: ScoreContext,
): BarGroup | null {
  const around = AROUND.exec(clause);
  if (!around) return null;
  const last = lastSpoken(spoken);
  const named =
    sentenceNamed.length > 0
      ? [...sentenceNamed]
      : (clauseBars?.runs ?? (before || last ? [...(before ?? []), ...(last ?? [])] : null));
  const run =
    named && score
      ? (around[1] ?? around[2])!.toLowerCase() === "before"
        ? { from: score.firstBar, to: Math.min(...named.map((r) => r.from)) - 1 }
        : { from: Math.max(...named.map((r) => r.to)) + 1, to: score.lastBar }
      : null;
  const resolved = run !== null && run.from <= run.to;
  return {
    runs: resolved ? [run] : null,
    index: around.index,
    end: around.index + around[0].length,
    unresolved: !resolved,
  };
}

/** The bars named last ("bars 9 and 10" before "those bars"): the last bar spoken of and those next
 * to it named before it. */
export function lastSpoken(spoken: readonly number[]): BarRange[] | null {
  if (spoken.length === 0) return null;
  let from = spoken[spoken.length - 1]!;
  const to = from;
  for (let i = spoken.length - 2; i >= 0 && spoken[i] === from - 1; i--) from--;
  return [{ from, to }];
}

/** "Everywhere else", "the rest of the piece": bars other than some named. */
export function restOf(clause: string): boolean {
  return REST_OF.test(clause);
}

/** The bars a clause that names none speaks of: an earlier clause's of the same sentence, or every
 * other bar for "the rest of the piece" after bars were named (none when the piece's bars are unknown,
 * and not placed when no bars are given to leave out). */
export function inherited(
  clauseBars: BarGroup | null,
  sentenceNamed: readonly BarRange[],
  before: BarRange[] | null,
  clause: string,
  score?: ScoreContext,
  /** Every bar the message has named before the clause. */
  spoken: readonly number[] = [],
): BarGroup | null {
  // ("the remainder of the left hand is in bass": other bars than those, in words not read.)
  if (!REST_OF.test(clause))
    return clauseBars && OTHERS_UNREAD.test(clause)
      ? { runs: null, index: -1, end: -1, unresolved: true }
      : clauseBars;
  // ("Bars 6 and 7 are in treble clef. … bar 6 is in treble. The rest of the left hand is in bass.":
  // the rest of which bars the message named is not said.)
  const inBefore = (b: number) => before?.some((r) => r.from <= b && b <= r.to) ?? false;
  const fromBefore = sentenceNamed.length === 0 && !clauseBars?.runs;
  if (fromBefore && spoken.some((b) => !inBefore(b)))
    return { runs: null, index: -1, end: -1, unresolved: true };
  const named = sentenceNamed.length > 0 ? [...sentenceNamed] : (clauseBars?.runs ?? before);
  // (Else than what is not said: not placed.)
  if (!named) return { runs: null, index: -1, end: -1, unresolved: true };
  const runs = withoutBars(null, named, score);
  return {
    runs: runs && runs.length > 0 ? runs : null,
    index: -1,
    end: -1,
    unresolved: !runs || runs.length === 0,
  };
}

/** "all three bars", "these two measures", "both bars": as many bars as said — the label's, where
 * the clause's label names that many ("Bars 5–6: I added a pedal … in both bars"), else counted back
 * through those the message named before. */
const COUNTED_BARS =
  /\b(?:all|these|those|the|both)\s+(?:(two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+)?(?:bars|measures)\b/i;

export function countedBars(
  clause: string,
  spoken: readonly number[],
  label: BarRange[] | null,
): BarGroup | null {
  const m = COUNTED_BARS.exec(clause);
  if (!m) return null;
  const n = m[1] ? numberOf(m[1]) : /^both\b/i.test(m[0]) ? 2 : 0;
  if (n < 2) return null;
  const labelled = label ? label.reduce((k, r) => k + r.to - r.from + 1, 0) : 0;
  if (labelled === n) return { runs: label, index: m.index, end: m.index + m[0].length, unresolved: false };
  const bars: number[] = [];
  for (let i = spoken.length - 1; i >= 0 && bars.length < n; i--)
    if (!bars.includes(spoken[i]!)) bars.push(spoken[i]!);
  // Fewer bars named than counted: the phrase still names bars, just not ones we can tell; more
  // ("bars 5–6 … bar 7 … those two bars"), and which of them is not said.
  const resolved = bars.length === n && new Set(spoken).size === n;
  return {
    runs: resolved ? runsOf(bars) : null,
    index: m.index,
    end: m.index + m[0].length,
    unresolved: !resolved,
  };
}

/** The bars of a range, one by one (a range this long is no "these bars" anyway). */
export function barsOf(r: BarRange): number[] {
  const bars: number[] = [];
  if (r.to - r.from <= 64) for (let bar = r.from; bar <= r.to; bar++) bars.push(bar);
  return bars;
}

/** The clause's own mentions, or else the one its label gives, placed before the clause. */
export function ownOr<T extends { index: number; end: number }>(
  own: T[],
  fromLabel: T | null | undefined,
): T[] {
  return own.length > 0 || !fromLabel ? own : [{ ...fromLabel, index: -1, end: -1 }];
}
