// Which bars a sentence is about: "bar 4", "mm. 3-5", "the fifth bar", "the last bar", "throughout".
import { matchesOf } from "../matches.ts";
import { keptByScore } from "../memo.ts";
import { NUMBER_WORDS } from "../numbers.ts";
import type { BarRange } from "../claim.ts";
import type { ScoreContext } from "./score-context.ts";

/** One mention of bars. `runs` null: the whole piece. `unresolved`: it needs the score ("the last
 * bar") and none was given, so no claim can be placed on it. */
export interface BarGroup {
  runs: BarRange[] | null;
  index: number;
  end: number;
  unresolved: boolean;
  /** "until bar 10", "through bar 10": the span's start is not said (taken as the first bar). */
  openStart?: true;
  /** An open start taken from the bars the message spoke of before ("it stays in treble through bar
   * 8" after bar 5): right only where those bars had the same value. */
  continued?: true;
  /** "Bars 1, 9 and 10": each bar named on its own, where the runs merge 9 and 10. */
  each?: BarRange[];
  /** "between bar 5 and bar 11": the bars strictly between, which the words may mean instead. */
  between?: BarRange;
  /** "after bar 9", "before bar 13": every bar on one side of a bar, a bound more than a place. */
  bound?: true;
}

const BAR_WORD = String.raw`(?:bars?|measures?|mm\.?|m\.|bb\.|b\.)`;
const NUM = String.raw`(\d{1,4})(?:'s|’s)?`;
// "to", "until the end of", "up to and including": each includes the bar it names.
// "from bar 1 all the way to bar 16", "right through to", "straight on to": words between the ends.
const RANGE_SEP = String.raw`\s*(?:-|–|—|(?:(?:all\s+the\s+way|right|straight|(?:and\s+)?on|onwards?|continuing)\s+)?(?:(?:up\s+)?to|through(?:\s+to)?|thru|until|till)(?:\s+the\s+end\s+of|\s+and\s+including)?)\s*(?:${BAR_WORD}\s*)?`;
// ("bars 1–4 and again in bars 17–18", ", and another in bar 13": one list.)
const LIST_SEP = String.raw`\s*(?:,\s*(?:and\s+|&\s+|plus\s+|as\s+well\s+as\s+)?|and\s+|&\s+|or\s+|plus\s+)\s*(?:(?:again|also|another)\s+(?:in\s+|at\s+)?)?(?:${BAR_WORD}\s*)?`;
// "Three bars — 6 through 8 —", "two bars (9 and 10)": a count that names its bars right after.
const COUNTED_BARS = String.raw`(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:bars|measures)`;
const COUNTED_PREFIX = new RegExp(String.raw`^${COUNTED_BARS}`, "i");
const ITEM = String.raw`\d{1,4}(?:'s|’s)?(?:${RANGE_SEP}\d{1,4}(?:'s|’s)?)?`;
const BAR_LIST = new RegExp(
  String.raw`\b(from\s+|between\s+)?(?:${BAR_WORD}\s*|${COUNTED_BARS}\s*(?:,|\(|—|–|:|-{1,2})\s*(?:${BAR_WORD}\s*)?|(?:every|each)\s+(?:bar|measure)\s+from\s+)${ITEM}(?:${LIST_SEP}${ITEM}(?![/\d]))*(?![/\d])(\s+(?:onwards?\b|on\b(?!\s+the\s+(?:rh|lh|right|left|upper|lower|top|bottom|middle|treble|bass|pedal|manual|first|second|third)\b)(?!\s+(?:the\s+)?(?:beat|downbeat|[A-G](?:[#♯♭b]|-?flat|-?sharp)?-?\d?\b|\w+\s+beat|an?\s|written\b|concert\b|sounding\b|its\b|(?:staff|staves|stave|both|each|either|lh|rh|left|right|upper|lower|top|bottom|pedal|manual|page|p\.)\b))|to\s+the\s+end|until\s+the\s+end|and\s+(?:after|beyond|following)))?`,
  "gi",
);
const ITEM_ONE = new RegExp(String.raw`${NUM}(?:${RANGE_SEP}${NUM})?`, "gi");

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
};
const ORDINAL = String.raw`(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|\d{1,3}(?:st|nd|rd|th))`;
const ORDINAL_BAR = new RegExp(String.raw`\b(?:the\s+|its\s+)?${ORDINAL}\s+(?:bar|measure)\b`, "gi");
// After "the first bar": words that describe which bar rather than count it.
const DESCRIBED =
  /^\s+(?:in|with|where|that|which|to\s+(?:have|use|show|carry))\b(?!\s+(?:the\s+)?(?:piece|score|left|right|upper|lower|top|bottom|first|second|third)\b|\s+the\s+(?:bass|treble)\s+sta)/i;
// "the fifth, sixth and seventh bars": several ordinals before one plural bar word.
const ORDINAL_LIST = new RegExp(
  String.raw`\b(?:the\s+)?${ORDINAL}(?:\s*,\s*${ORDINAL})*,?\s+(?:and|&)\s+${ORDINAL}\s+(?:bars|measures)\b`,
  "gi",
);
const ORDINAL_WORD = new RegExp(ORDINAL, "gi");
// ("Sixteen bars, with the last four in 4/4", "The last five are in 3/4": the bars left unsaid
// before a key or a time, which notes do not have; "the last four in treble" may be notes. "Highest
// note in the first 8?": a question's stretch of the piece.)
const SPAN = new RegExp(
  String.raw`\b(?:the\s+)?(first|opening|last|final|closing)\s+(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+(?:bars|measures)\b|(?=\s+(?:(?:are|were|stay|remain)\s+(?:still\s+|now\s+|all\s+)?)?(?:in\s+)?(?:[A-G](?:[#b♯♭]|-?flat|-?sharp)?\s+(?:major|minor)\b|\d{1,2}\/\d{1,2}))|(?<=\b(?:in|over|across|during|through|for)\s+the\s+\w+\s+\w+)(?=\s*\?))`,
  "gi",
);
// "The last bar of the left hand's treble passage" is the passage's, not the piece's. "The organ
// ends in B♭ major", "12 bars, ending in 2/4": the part's last bar.
// "The last bar in 6/8", "the last bar of the treble passage", "the last bar with pedal": the last of
// those bars, not the piece's.
// ("the final bar of the piano", "the last bar in the left hand": the piece's last bar; "the last bar of
// the phrase" is another.)
const LAST_BAR =
  /\b(?:the\s+)?(?:(?:very\s+)?(?:last|final|closing|ending)\s+(?:bar|measure)(?!s)(?!\s+(?:(?:of|in)\s+(?!the\s+(?:piece|score|song|movement|work|music|piano|organ|voice|(?:left|right)\s+hand|lh|rh|(?:upper|lower|pedal)\s+staff|(?:[\w♭♯-]+\s+){0,3}?part|clarinet|flute|oboe|violin|viola|cello|horn|trumpet|trombone|bassoon|saxophone)\b)|with|before|under|where|that|which|containing|having|to\s+(?:have|use|show|carry))\b)|end\s+of\s+the\s+(?:piece|score|song|movement)|(?:it|piece|score|song|movement|work|music)\s+(?:still\s+|now\s+|also\s+|then\s+)?(?:ends|finishes|closes)|(?:does|did|will)\s+(?:it|the\s+(?:piece|score|song|movement|work|music))\s+(?:end|finish|close)\s+in\b|(?:\b[\w'’]+,?\s+|^\s*)(?:still\s+|now\s+|also\s+|then\s+)?(?:ends|finishes|closes|ending|finishing|closing)(?=\s+in\s+(?:[A-G](?:[#♭♯b]|-?flat|-?sharp)?\s+(?:major|minor)|\d{1,2}\/\d{1,2}|(?:treble|bass|alto|tenor)\b))|at\s+the\s+(?:very\s+)?end\b(?!\s+of\s+(?:(?:that|this|the|each|every|its|a)\s+)?(?:bar|measure|beat|line|system|phrase|passage|staff|note)\b|\s+of\s+(?:bars?|measures?|m\.|mm\.)?\s*\d|\s+of\s+(?:it|them|that|this|those|these)\b))/gi;
// A place inside a bar said before: "the start of the bar", "the downbeat of bar 9".
const WITHIN_BAR =
  /\b(?:start|beginning|downbeat|middle)\s+of\s+(?:(?:the|that|this|each|every)\s+(?:bar|measure)\b|(?:the\s+(?:[\w♭♯-]+\s+){0,3}?[\w♭♯-]+['’]s?\s+)?(?:bar|measure|m\.)\s*\d)/i;
const RELEASED = /\b(?:released?|releases|lifted|lifts?|up|let\s+go)\s+$/i;
const BAR_LABEL = /^\s*(?:bars?|measures?|mm?\.)\s*\d{1,4}\s*:/i;
const PENULTIMATE =
  /\b(?:the\s+)?(?:penultimate|second[\s-](?:to[\s-])?last|next[\s-]to[\s-]last)\s+(?:bar|measure)\b/gi;
// ("The A major music begins at bar 7": where that music begins, not the piece's first bar; "It
// starts and stops within that bar": a mark's span; "The left hand starts there on D2": a place said.)
const FIRST_BAR =
  /\b(?:the\s+)?(?:opening\s+(?:bar|measure)|(?:it|piece|score|song|movement|work|music|hand|part|staff(?:\s+\d)?|stave|manual|waltz|minuet|march|sonatina|sonata|prelude|nocturne|ballad|chorale|étude|etude|study|tune|melody|theme|carol|lullaby|berceuse|serenade|romance|gavotte|sarabande|gigue|bourrée|mazurka|polonaise|rondo|elegy|siciliano|aria|dance|chart|arrangement)(?:\s*\([^()]{1,30}\))?\s+(?:still\s+|now\s+|also\s+)?(?:begins|starts|opens)(?!\s+(?:at|in|on|from|with)\s+(?:the\s+)?(?:bars?|measures?|mm?\.|b\.)\s*\d|\s+and\s+(?:stops|ends|finishes|closes)\b|\s+(?:within|inside|there|here|then)\b)|at\s+the\s+(?:very\s+)?(?:start|beginning|opening)\b(?!\s+of\s+(?:(?:that|this|the|each|every|its|a)\s+)?(?:[\w♭♯-]+\s+){0,3}?(?:[\w♭♯-]+['’]s?\s+)?(?:bar|measure|beat|line|system|phrase|passage|staff|note)\b|\s+of\s+(?:bars?|measures?|m\.|mm\.)\s*\d|\s+of\s+(?:it|them|that|this|those|these)\b)|to\s+(?:start|begin)(?:\s+with)?(?=\s*[,.;:!?]|\s*$)|the\s+opening\b|(?<=^[\s*•-]*)(?:begins|starts|opens)(?=\s+(?:in|with|on)\s+(?:[A-G]\b|\d|treble|bass|alto|tenor|an?\s|the\s))|(?:the\s+)?(?:clarinet|flute|oboe|bassoon|sax(?:ophone)?|horn|trumpet|trombone|tuba|violin|viola|cello|voice|guitar|harp|organ|piano)\s+(?:still\s+|now\s+|also\s+)?(?:begins|starts|opens)(?=\s+in\s+(?:[A-G](?:[#♯♭b]|-?flat|-?sharp)?\s+(?:major|minor)|treble|bass|alto|tenor|\d{1,2}\/\d{1,2})\b)|(?:at|from)\s+the\s+top\b(?!\s+(?:of|note|notes|line|staff|stave|voice|end|register|range|pitch)\b))/gi;
const VALUE_BEFORE =
  /\b(?:ppp|pp|p|mp|mf|f|ff|fff|[A-G](?:♯|♭|#|b)?\d|major|minor|clef|\d{1,2}\/\d{1,2})\s+$/;
/** A bar numbered with its word: "bar 5", "mm. 3". */
export const NUMBERED_BAR = /\b(?:bars?|measures?|mm?\.)\s*\d/i;
const LAST_LINE = /\b(?:the\s+)?(?:last|final|bottom)\s+(?:line|system)\b/gi;
const WHOLE =
  /\b(?:throughout(?!\s+(?:the\s+)?(?:bars?|measures?|mm?\.)\s*\d|\s+(?:these|those|this|that|both)\b)|(?:the\s+)?(?:whole|entire|complete)\s+(?:piece|score|song|movement|work|thing|minuet|part)|(?:in\s+)?every\s+(?:bar|measure)(?!\s+from\s+\d)|(?:on\s+|in\s+)?(?:every|each)\s+system|(?:on\s+|in\s+)all\s+(?:the\s+|its\s+)?systems|(?:in\s+|for\s+)?all\s+(?:of\s+)?(?:the\s+|its\s+)?(?:(\d{1,4}|twenty|thirty|forty|fifty|sixty|sixteen|twelve|eight|ten)\s+)?(?:bars|measures)(?!\s*\d)|(?:all\s+)?the\s+whole\s+way(?:\s+through)?|all\s+the\s+way\s+through(?!\s+(?:bars?|measures?|m\.|mm\.))|from\s+start\s+to\s+finish|everywhere(?!\s+else)|from\s+(?:start|beginning)\s+to\s+(?:end|finish)|from\s+the\s+(?:first|opening)\s+(?:bar|measure)\s+(?:to|until|through)\s+the\s+(?:very\s+)?(?:last|final|end)(?:\s+(?:bar|measure|one))?)\b/gi;
// "halfway through bar 12" is inside bar 12, not everything up to it. "Until the end of bar 11" and
// "up to and including bar 11" hold through bar 11, as "until bar 11" does.
const UNTIL_BAR = new RegExp(
  String.raw`(?<!\b(?:half|mid|part)[\s-]?way\s+)\b(?:(?:up\s+to|until|till|through)(?:\s+the\s+end\s+of|\s+and\s+including)?|before)\s+${BAR_WORD}\s*(\d{1,4})\b`,
  "gi",
);

// Bars named by number need a digit, and bars named in words one of these words (each at a word's
// start; an ordinal ends in st, nd, rd or th): most clauses have neither, and a test of each is far
// cheaper than the patterns it lets us skip.
const DIGIT = /\d/;
const MAY_NAME_BARS_IN_WORDS =
  /(?:st|nd|rd|th)\s+(?:bar|measure)|\b(?:first|open|last|final|clos|end|finish|penultimate|begin|start|bottom|the\s+top\b|throughout|whole|entire|complete|every|all\s|pick|anacrusis|upbeat)/i;
const BRACKETED_RANGE = /\((\d{1,4})\s*[-–]\s*(\d{1,4})\)/g;
const BARLINE_AT = /\b(?:double\s+bar(?:\s*line)?|bar\s*line|barline)\s+(?:at|before)\s+(\d{1,4})\b/gi;
const BARLINE_BEFORE = /\b(?:bar\s*-?\s*line|double\s+bar)s?\s+$/i;
const FROM_BEFORE = /\b(?:from\s+(?:there|then|that\s+point|here)(?:\s+on)?|after\s+that|thereafter)\b/i;
const PICKUP = /\b(?:the\s+)?(?:pick-?up|anacrusis|upbeat)(?:\s+(?:bar|measure|note))?\b/gi;
const PICKUP_AT = /pick-?up|anacrusis|upbeat/i;
const BAR_WORD_ALONE = /\b(?:bars?|measures?|mm?\.)\s*\d/i;
// "bass in bars 1–4, treble in 5–7": a bare range in a list after bars named with their word.
// ("…, treble 6–8, bass from m. 9": the range may follow its value with no word between.)
const LISTED_RANGE =
  /(?<=,\s*(?:and\s+)?[\w♭♯#/ -]{1,30}?\s)(?:(?:in|from|for)\s+)?(\d{1,4})\s*[-–]\s*(\d{1,4})\b(?!\s*[/:]|\.\d)/g;
const BY_BAR = /\b(?:by|per)\s+(?:bars?|measures?)\s*:|\bbar\s+by\s+bar\s*:/i;
const NUMBER_AFTER_BREAK = /(?:^|[,;]|\band)\s*((\d{1,4})(?:\s*[-–]\s*(\d{1,4}))?)\b(?![/\d.:])/g;
const AFTER_BAR = new RegExp(
  String.raw`\b(?:after|beyond|past|following)\s+${BAR_WORD}\s*(\d{1,4})\b(?!\s*(?:-|–|to|and)\s*\d)`,
  "gi",
);
const AFTER_WORD = /after|beyond|past|following/i;
const CHANGES_THERE =
  /^\s*,?\s*(?:where|when|at\s+which\s+point)\s+(?:it|that|they|the\s+\w+(?:\s+\w+)?)\s+(?:changes|switches|moves|goes|modulates|turns|shifts)\b(?!\s+(?:to|into|back|over|up|down)\b)/i;
const BARS_FROM_ON =
  /\b(?:the\s+)?(?:bars|measures)\s+from\s+(\d{1,4})\s+(?:on(?:wards)?|to\s+the\s+end)\b/gi;
const BECOMES_THERE =
  /^\s*,?\s*(?:where|when|at\s+which\s+point)\s+(?:it|that|they|the\s+\w+(?:\s+\w+)?)\s+(?:becomes|turns\s+into|(?:changes|switches|moves|goes|modulates|shifts|turns)\s+(?:to|into))\b/i;
// UNTIL_BAR opens with a look-behind, which is tried at every place: its words are tested first.
const UNTIL_WORD = /up\s+to|until|till|through|before/i;

/** Bar numbers as runs of consecutive bars: 3, 4, 5, 8 → 3-5, 8. */
export function runsOf(numbers: number[]): BarRange[] {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const runs: BarRange[] = [];
  for (const n of sorted) {
    const last = runs[runs.length - 1];
    if (last && n === last.to + 1) last.to = n;
    else runs.push({ from: n, to: n });
  }
  return runs;
}

/** Whether two ranges are the same bars (or both null: the whole piece). */
/** Whether two spans share a bar; null bars are the whole piece, which shares every bar. */
export function barsOverlap(a: BarRange | null, b: BarRange | null): boolean {
  return a === null || b === null || (a.from <= b.to && b.from <= a.to);
}

export function sameRange(a: BarRange | null, b: BarRange | null): boolean {
  return a === null || b === null ? a === b : a.from === b.from && a.to === b.to;
}

export function sameRuns(a: BarRange[] | null, b: BarRange[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((r, i) => sameRange(r, b[i]!));
}

function parseBarList(text: string, between: boolean, onwards: boolean, score?: ScoreContext): BarRange[] {
  const numbers: number[] = [];
  const ranges: BarRange[] = [];
  const items = [...matchesOf(ITEM_ONE, text)];
  // "between bar 8 and bar 11": one range.
  if (between && items.length === 2) {
    const a = Number(items[0]?.[1]);
    const b = Number(items[1]?.[1]);
    return [{ from: Math.min(a, b), to: Math.max(a, b) }];
  }
  for (const m of items) {
    const a = Number(m[1]);
    const b = m[2] !== undefined ? Number(m[2]) : a;
    if (b - a > 0) ranges.push({ from: a, to: b });
    else numbers.push(a);
  }
  if (onwards && numbers.length === 1 && ranges.length === 0) {
    const from = numbers[0]!;
    return [{ from, to: score ? Math.max(from, score.lastBar) : from }];
  }
  // Ranges and single bars merge where they touch: "bars 3-4 and 5" is 3-5.
  const all = [...ranges, ...runsOf(numbers)].sort((x, y) => x.from - y.from);
  const merged: BarRange[] = [];
  for (const r of all) {
    const last = merged[merged.length - 1];
    if (last && r.from <= last.to + 1) last.to = Math.max(last.to, r.to);
    else merged.push({ ...r });
  }
  return merged;
}

const HOLDS_TO_END =
  /^[^;.!?]*?\band\s+(?:then\s+)?(?:holds?|stays?|remains?|continues?|runs?|lasts?)(?:\s+there)?\s+(?:until|till|to|through|right\s+to|all\s+the\s+way\s+to)\s+the\s+(?:very\s+)?end\b(?!\s+of\b)/i;
const CHANGE_AT =
  /\b(?:chang|switch|mov|modulat|goes|went|turn|shift)\w*\s+(?:back\s+)?(?:in)?to\b[^,;.]{0,40}\b(?:at|in|from)\s+$/i;
const TO_END_LATER =
  /^[^,;.:!?]*?\b(?:until|till|to|through|right\s+to|all\s+the\s+way\s+to)\s+the\s+(?:very\s+)?end\b(?!\s+of\b)/i;

/** How many of a list's items belong to it: "between m. 3 and m. 8" has two, and a bar inside a range
 * the list gave already starts a mention of its own ("In bars 3–8, bar 5 is the only bar with pedal"). */
function listEnd(items: RegExpExecArray[], between: boolean): number {
  if (between) return Math.min(items.length, 2);
  for (let i = 1; i < items.length; i++) {
    const a = Number(items[i]![1]);
    const b = items[i]![2] !== undefined ? Number(items[i]![2]) : a;
    const inside = items.slice(0, i).some((p) => {
      const from = Number(p[1]);
      const to = p[2] !== undefined ? Number(p[2]) : from;
      return to > from && from <= Math.min(a, b) && Math.max(a, b) <= to;
    });
    if (inside) return i;
  }
  return items.length;
}

function wordNumber(word: string): number {
  return NUMBER_WORDS[word.toLowerCase()] ?? ORDINALS[word.toLowerCase()] ?? parseInt(word, 10);
}

// Module-level helpers rather than closures: tsx names every closure it creates (keepNames), which
// costs more than the searches in a function called for every clause.

/** Adds a mention of bars unless it starts inside one found before (the earlier pattern wins). */
function addGroup(
  groups: BarGroup[],
  runs: BarRange[] | null,
  index: number,
  end: number,
  unresolved = false,
): void {
  if (!groups.some((g) => index >= g.index && index < g.end)) groups.push({ runs, index, end, unresolved });
}

/** Every mention of bars in the text, in text order. */
export function findBarGroups(text: string, score?: ScoreContext): BarGroup[] {
  return keptBarGroups(text, score);
}

const keptBarGroups = keptByScore(barGroups);

function barGroups(text: string, score?: ScoreContext): BarGroup[] {
  const groups: BarGroup[] = [];
  const first = score?.firstBar ?? 1;

  if (DIGIT.test(text)) {
    BAR_LIST.lastIndex = 0;
    for (let m = BAR_LIST.exec(text); m !== null; m = BAR_LIST.exec(text)) {
      const between = /between/i.test(m[1] ?? "");
      const opening = (m[1] ?? "").length;
      // ("2 bars (5–6)": the count is no bar of the list; blanked, so the offsets hold.)
      let body = m[0]
        .slice(opening, m[0].length - (m[2]?.length ?? 0))
        .replace(COUNTED_PREFIX, (count) => " ".repeat(count.length));
      let listed = [...matchesOf(ITEM_ONE, body)];
      const cut = listEnd(listed, between);
      let end = m.index + m[0].length;
      let onwards = Boolean(m[2]);
      if (cut < listed.length) {
        // The rest is a mention of its own: scanned again from where the list ends.
        body = body.slice(0, listed[cut - 1]!.index + listed[cut - 1]![0].length);
        listed = listed.slice(0, cut);
        end = m.index + opening + body.length;
        onwards = false;
        BAR_LIST.lastIndex = end;
      }
      // ("From bar 9 the piece is in 3/4 until the end": the span runs on to the end it names.)
      if (!onwards && /^from\s/i.test(m[1] ?? "") && score && TO_END_LATER.test(text.slice(end)))
        onwards = true;
      // ("it changes to D major at m. 9 and holds through the end": from there on.)
      if (
        !onwards &&
        !m[1] &&
        score &&
        HOLDS_TO_END.test(text.slice(end)) &&
        CHANGE_AT.test(text.slice(0, m.index))
      )
        onwards = true;
      let runs = parseBarList(body, between, onwards, score);
      // ("the treble clef sits just before the barline between bars 4 and 5": a line, and what is
      // printed there takes effect in the bar after it — findings.md, "Changes at a bar line".)
      const [line] = runs;
      if (
        between &&
        runs.length === 1 &&
        line &&
        line.to === line.from + 1 &&
        BARLINE_BEFORE.test(text.slice(0, m.index))
      )
        runs = [{ from: line.to, to: line.to }];
      addGroup(groups, runs, m.index, end);
      const added = groups[groups.length - 1]!;
      const [span] = runs;
      if (between && runs.length === 1 && span && span.to - span.from >= 2 && added.index === m.index)
        added.between = { from: span.from + 1, to: span.to - 1 };
      if (!between && listed.length > 1 && added.index === m.index)
        added.each = listed.map((item) => {
          const a = Number(item[1]);
          return { from: a, to: item[2] !== undefined ? Math.max(a, Number(item[2])) : a };
        });
    }
    BAR_LIST.lastIndex = 0;
    // "bass clef (bars 1–8), treble (9–10)": a bracketed range beside bars named with their word.
    if (BAR_WORD_ALONE.test(text)) {
      for (const m of matchesOf(BRACKETED_RANGE, text))
        addGroup(groups, [{ from: Number(m[1]), to: Number(m[2]) }], m.index, m.index + m[0].length);
      const named = BAR_WORD_ALONE.exec(text)!.index;
      for (const m of matchesOf(LISTED_RANGE, text))
        if (m.index > named)
          addGroup(groups, [{ from: Number(m[1]), to: Number(m[2]) }], m.index, m.index + m[0].length);
    }
    // "Key by bar: 1-8 G major, 9-12 E-flat major": numbers under a label saying they are bars.
    const byBar = BY_BAR.exec(text);
    if (byBar)
      for (const m of matchesOf(NUMBER_AFTER_BREAK, text.slice(byBar.index + byBar[0].length))) {
        const at = byBar.index + byBar[0].length + m.index + m[0].length - m[1]!.length;
        const from = Number(m[2]);
        const to = m[3] !== undefined ? Number(m[3]) : from;
        addGroup(groups, [{ from, to: Math.max(from, to) }], at, at + m[1]!.length);
      }
    // "After the double bar at 9 the key goes to G major": the bar that line opens.
    for (const m of matchesOf(BARLINE_AT, text))
      addGroup(groups, [{ from: Number(m[1]), to: Number(m[1]) }], m.index, m.index + m[0].length);
    // "after bar 13": the bars that follow it (only where the piece's last bar is known).
    if (score && AFTER_WORD.test(text))
      for (const m of matchesOf(AFTER_BAR, text)) {
        const from = Number(m[1]) + 1;
        if (from <= score.lastBar) {
          addGroup(groups, [{ from, to: score.lastBar }], m.index, m.index + m[0].length);
          const added = groups[groups.length - 1]!;
          if (added.index === m.index) added.bound = true;
        }
      }
    // ("The bars from 13 on are in 9/8": the bar word before "from".)
    for (const m of matchesOf(BARS_FROM_ON, text)) {
      const from = Number(m[1]);
      addGroup(
        groups,
        [{ from, to: score ? Math.max(from, score.lastBar) : from }],
        m.index,
        m.index + m[0].length,
      );
    }
    if (UNTIL_WORD.test(text))
      for (const m of matchesOf(UNTIL_BAR, text)) {
        // "through bars 9–10": the range named, not a span ending at its first bar.
        const range = (g: BarGroup) => (g.runs?.length ?? 0) > 1 || g.runs?.some((r) => r.to > r.from);
        if (groups.some((g) => g.index < m.index + m[0].length && m.index < g.end && range(g))) continue;
        // ("F major until bar 9, where it changes": bar 9 has the change, not the value before it; where
        // the change names its value, "…, where it switches to treble", the two values share the span.)
        const after = text.slice(m.index + m[0].length);
        // ("4/4 until bar 13, where it becomes 3/4": the value the change names is bar 13's.)
        const becomes = BECOMES_THERE.exec(after);
        const exclusive = /before/i.test(m[0]) || CHANGES_THERE.test(after) || becomes !== null;
        const to = Number(m[1]) - (exclusive ? 1 : 0);
        addGroup(groups, [{ from: first, to: Math.max(first, to) }], m.index, m.index + m[0].length);
        const added = groups[groups.length - 1]!;
        if (added.index === m.index) {
          added.openStart = true;
          if (/before/i.test(m[0])) added.bound = true;
        }
        if (becomes) {
          const at = m.index + m[0].length + becomes.index;
          addGroup(groups, [{ from: Number(m[1]), to: Number(m[1]) }], at, at + becomes[0].length);
        }
      }
  }
  if (MAY_NAME_BARS_IN_WORDS.test(text)) {
    for (const m of matchesOf(SPAN, text)) {
      const n = wordNumber(m[2] ?? "1");
      const fromStart = /first|opening/i.test(m[1] ?? "");
      if (fromStart) addGroup(groups, [{ from: first, to: first + n - 1 }], m.index, m.index + m[0].length);
      else if (score)
        addGroup(
          groups,
          [{ from: Math.max(first, score.lastBar - n + 1), to: score.lastBar }],
          m.index,
          m.index + m[0].length,
        );
      else addGroup(groups, null, m.index, m.index + m[0].length, true);
    }
    for (const m of matchesOf(ORDINAL_LIST, text)) {
      const ks = matchesOf(ORDINAL_WORD, m[0]).map((w) => first + wordNumber(w[1] ?? "1") - 1);
      addGroup(groups, runsOf(ks), m.index, m.index + m[0].length);
    }
    for (const m of matchesOf(ORDINAL_BAR, text)) {
      const k = wordNumber(m[1] ?? "1");
      // "Bar 6 is the first bar in treble clef": which bar that is, is what the sentence says.
      const described = DESCRIBED.test(text.slice(m.index + m[0].length));
      if (described) addGroup(groups, null, m.index, m.index + m[0].length, true);
      else addGroup(groups, [{ from: first + k - 1, to: first + k - 1 }], m.index, m.index + m[0].length);
    }
    for (const m of matchesOf(PENULTIMATE, text)) {
      if (score)
        addGroup(
          groups,
          [{ from: score.lastBar - 1, to: score.lastBar - 1 }],
          m.index,
          m.index + m[0].length,
        );
      else addGroup(groups, null, m.index, m.index + m[0].length, true);
    }
    for (const m of matchesOf(LAST_BAR, text)) {
      // ("Pedal down at the start of the bar, up at the end.", "bar 6: …, pedal held, released at the
      // end": the end of that bar.)
      if (
        /^at\s/i.test(m[0]) &&
        (WITHIN_BAR.test(text.slice(0, m.index)) ||
          RELEASED.test(text.slice(0, m.index)) ||
          BAR_LABEL.test(text))
      )
        continue;
      if (score)
        addGroup(groups, [{ from: score.lastBar, to: score.lastBar }], m.index, m.index + m[0].length);
      else addGroup(groups, null, m.index, m.index + m[0].length, true);
    }
    for (const m of matchesOf(FIRST_BAR, text)) {
      // "Bar 10 in the left hand starts on C4": the bar named before starts so, not the piece; "it
      // starts on C4" may be a bar spoken of before as well as the piece.
      // ("The right hand opens the 3/4 in m. 7", "the left hand starts bar 9 on G3": a verb with an
      // object starts that, not the piece.)
      const verb = /(?:begins|starts|opens)$/i.test(m[0]);
      // ("The clarinet part starts on a written B4": the part's first note, wherever it enters.)
      if (
        verb &&
        /\b(?:part|hand|staff(?:\s+\d)?|melody|theme|tune|clarinet|flute|oboe|bassoon|sax(?:ophone)?|horn|trumpet|trombone|tuba|violin|viola|cello|voice|guitar|harp|organ|piano)\s+(?:still\s+|now\s+|also\s+)?(?:begins|starts|opens)$/i.test(
          m[0],
        ) &&
        /^\s+(?:on|with)\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+|low\s+|high\s+)?[A-G]/.test(
          text.slice(m.index + m[0].length),
        )
      )
        continue;
      // ("The left hand starts that section on E♭2": the section's first bar, not the piece's.)
      if (
        verb &&
        /^\s+(?:the|a|an|that|this|those|these|its|each|every|bars?|measures?|mm?\.)(?![\w'’])/i.test(
          text.slice(m.index + m[0].length),
        )
      )
        continue;
      if (verb && groups.some((g) => g.index < m.index && g.runs !== null)) continue;
      if (verb && /^it\b/i.test(m[0]) && /^\s+(?:on|with)\b/i.test(text.slice(m.index + m[0].length)))
        continue;
      // ("The opening pedal runs mm. 1–3": which pedal, where the sentence numbers its bars; "Pedal
      // (down at the start, …)" is the start of the bar spoken of.)
      // ("p at the opening and f at bar 9" places the p; "… as it did at the opening" compares.)
      if (
        /the\s+opening$/i.test(m[0]) &&
        NUMBERED_BAR.test(text) &&
        !(/^at\s/i.test(m[0]) && VALUE_BEFORE.test(text.slice(0, m.index)))
      )
        continue;
      const bracketed = text.lastIndexOf("(", m.index) > text.lastIndexOf(")", m.index);
      if (/at\s+the\s+(?:start|beginning)$/i.test(m[0]) && bracketed) continue;
      // "At the start", "it begins on D4": from the pickup, where there is one, through the first full
      // bar; "the opening bar" is bar 1.
      const at = /\b(?:bar|measure)\b/i.test(m[0]) ? first : (score?.pickup ?? first);
      addGroup(groups, [{ from: at, to: first }], m.index, m.index + m[0].length);
    }
    for (const m of matchesOf(LAST_LINE, text)) {
      if (score?.lastLineFrom !== undefined)
        addGroup(groups, [{ from: score.lastLineFrom, to: score.lastBar }], m.index, m.index + m[0].length);
      else addGroup(groups, null, m.index, m.index + m[0].length, true);
    }
    // "RH p at the pickup": the implicit first measure, where the score has one.
    for (const m of matchesOf(PICKUP, text)) {
      const at = score?.pickup;
      addGroup(
        groups,
        at === undefined ? null : [{ from: at, to: at }],
        m.index,
        m.index + m[0].length,
        at === undefined,
      );
    }
    for (const m of matchesOf(WHOLE, text)) {
      // "in all eight bars" of a sixteen-bar piece: eight bars said before, not the piece.
      if (m[1] !== undefined && wordNumber(m[1]) !== score?.barCount) continue;
      // "From there she plays in every bar to the end": every bar from a place said before.
      // ("Bars 9–12 are in C major, with the LH in the bass clef throughout": throughout those bars,
      // or the piece?)
      addGroup(
        groups,
        null,
        m.index,
        m.index + m[0].length,
        FROM_BEFORE.test(text) || withinNamedBars(text, m),
      );
    }
  }
  return joinToEnd(joinPickup(distinct(groups.sort((a, b) => a.index - b.index)), text), text, score);
}

/** Whether "throughout" ends a "with …" clause after bars the sentence numbers. */
function withinNamedBars(text: string, m: RegExpExecArray): boolean {
  if (!/^throughout/i.test(m[0])) return false;
  const lead = text.slice(0, m.index);
  const withAt = lead.search(/\bwith\b[^.;]*$/i);
  return withAt > 0 && NUMBERED_BAR.test(lead.slice(0, withAt));
}

// "begins at bar 13 and runs to the end of the piece", "from bar 13 through to the last bar": the
// words between a bar and the piece's end that make them one span.
const ON_TO_END =
  /^\s*(?:,\s*)?(?:and\s+)?(?:(?:runs?|goes|lasts|continues|carries\s+on|holds|stays|remains)\s+(?:there\s+|so\s+|in\s+it\s+)?)?(?:(?:right|straight|all\s+the\s+way)\s+)?(?:to|through(?:\s+to)?|until|till|up\s+to)\s+$/i;

const TO_END_TAIL =
  /(?:^|[\s,])(?:(?:right|straight|all\s+the\s+way)\s+)?(?:through\s+to|through|to|until|till|up\s+to)\s+$/i;

/** A bar, then on to the piece's last bar: one span, from the bar to the end. */
function joinToEnd(groups: BarGroup[], text: string, score?: ScoreContext): BarGroup[] {
  for (let i = 0; i + 1 < groups.length; i++) {
    const [a, b] = [groups[i]!, groups[i + 1]!];
    if (!a.runs || a.runs.length !== 1 || !b.runs || !score) continue;
    const between = text.slice(a.end, b.index).replace(/\bthe\s+$/i, "");
    // ("From bar 13 the metre is 3/4, right through to the final bar.": the clause between.)
    const around =
      /^from\b/i.test(text.slice(a.index, a.end)) &&
      TO_END_TAIL.test(between) &&
      !/[.;:!?]/.test(between) &&
      /^\s*(?:[.,;!)]|$)/.test(text.slice(b.end));
    if (b.runs[0]!.from !== score.lastBar || !(ON_TO_END.test(between) || around)) continue;
    groups.splice(i, 2, { ...b, runs: [{ from: a.runs[0]!.from, to: score.lastBar }], index: a.index });
  }
  return groups;
}

/** "through the pickup and mm. 1–4": the pickup and the bars joined to it are one span. */
function joinPickup(groups: BarGroup[], text: string): BarGroup[] {
  for (let i = 0; i + 1 < groups.length; i++) {
    const [a, b] = [groups[i]!, groups[i + 1]!];
    if (!a.runs || !b.runs || !PICKUP_AT.test(text.slice(a.index, a.end))) continue;
    if (!/^\s+(?:and|&)\s+$/i.test(text.slice(a.end, b.index))) continue;
    groups.splice(i, 2, { ...b, runs: [...a.runs, ...b.runs], index: a.index });
  }
  return groups;
}

/** One group per bar phrase: a match inside a longer one ("bar 12" in "up to bar 12") is not a
 * group of its own, and the same bars said twice ("It starts on G3 in bar 1") count once. */
function distinct(groups: BarGroup[]): BarGroup[] {
  const kept: BarGroup[] = [];
  for (const g of groups) {
    if (groups.some((h) => isInside(g, h))) continue;
    if (g.runs !== null && kept.some((k) => sameGroup(k, g))) continue;
    kept.push(g);
  }
  return kept;
}

/** Whether g lies inside the longer h. */
function isInside(g: BarGroup, h: BarGroup): boolean {
  return h !== g && h.index <= g.index && g.end <= h.end && h.end - h.index > g.end - g.index;
}

function sameGroup(a: BarGroup, b: BarGroup): boolean {
  return a.unresolved === b.unresolved && sameRuns(a.runs, b.runs);
}

/** The smallest range holding every run. */
export function hullOf(runs: BarRange[]): BarRange | null {
  if (runs.length === 0) return null;
  return { from: Math.min(...runs.map((r) => r.from)), to: Math.max(...runs.map((r) => r.to)) };
}
