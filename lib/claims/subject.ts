// What a sentence is about: which bars ("bar 4", "mm. 3-5", "the last bar", "throughout"), which
// staff ("left hand", "lower staff", "staff 2") and which part ("the cello", "violin I").
import { hasMatch, matchesOf } from "./matches.ts";
import { NUMBER_WORDS } from "./numbers.ts";
import type { BarRange } from "./claim.ts";

/** What the extractor knows of the score, to place "the last bar" and name parts. */
export interface ScoreContext {
  /** Printed number of the first full bar. A pickup numbered 0 does not count: with a pickup this is
   * still 1, so "the first bar" and "the fourth bar" count full bars as musicians do. */
  firstBar: number;
  /** Printed number of the last bar. */
  lastBar: number;
  barCount: number;
  parts: { id: string; name: string; staves: number }[];
  /** Printed number of the first bar of the last system, when the score marks systems. */
  lastLineFrom?: number;
}

/** One mention of bars. `runs` null: the whole piece. `unresolved`: it needs the score ("the last
 * bar") and none was given, so no claim can be placed on it. */
export interface BarGroup {
  runs: BarRange[] | null;
  index: number;
  end: number;
  unresolved: boolean;
}

const BAR_WORD = String.raw`(?:bars?|measures?|mm\.?|m\.|bb\.|b\.)`;
const NUM = String.raw`(\d{1,4})(?:'s|’s)?`;
// "to", "until the end of", "up to and including": each includes the bar it names.
const RANGE_SEP = String.raw`\s*(?:-|–|—|(?:(?:up\s+)?to|through|thru|until|till)(?:\s+the\s+end\s+of|\s+and\s+including)?)\s*(?:${BAR_WORD}\s*)?`;
const LIST_SEP = String.raw`\s*(?:,\s*(?:and\s+|&\s+)?|and\s+|&\s+|or\s+)\s*(?:${BAR_WORD}\s*)?`;
// "Three bars — 6 through 8 —", "two bars (9 and 10)": a count that names its bars right after.
const COUNTED_BARS = String.raw`(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:bars|measures)`;
const ITEM = String.raw`\d{1,4}(?:'s|’s)?(?:${RANGE_SEP}\d{1,4}(?:'s|’s)?)?`;
const BAR_LIST = new RegExp(
  String.raw`\b(from\s+|between\s+)?(?:${BAR_WORD}\s*|${COUNTED_BARS}\s*(?:,|\(|—|–|:|-{1,2})\s*(?:${BAR_WORD}\s*)?|(?:every|each)\s+(?:bar|measure)\s+from\s+)${ITEM}(?:${LIST_SEP}${ITEM}(?![/\d]))*(?![/\d])(\s+(?:on|onwards?|to\s+the\s+end|until\s+the\s+end|and\s+(?:after|beyond|following)))?`,
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
// "the fifth, sixth and seventh bars": several ordinals before one plural bar word.
const ORDINAL_LIST = new RegExp(
  String.raw`\b(?:the\s+)?${ORDINAL}(?:\s*,\s*${ORDINAL})*,?\s+(?:and|&)\s+${ORDINAL}\s+(?:bars|measures)\b`,
  "gi",
);
const ORDINAL_WORD = new RegExp(ORDINAL, "gi");
const SPAN = new RegExp(
  String.raw`\b(?:the\s+)?(first|opening|last|final|closing)\s+(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:bars|measures)\b`,
  "gi",
);
const LAST_BAR =
  /\b(?:the\s+)?(?:(?:very\s+)?(?:last|final|closing|ending)\s+(?:bar|measure)|end\s+of\s+the\s+(?:piece|score|song|movement)|(?:it|piece|score|song|movement|work|music)\s+(?:ends|finishes|closes)|at\s+the\s+end\b(?!\s+of\s+(?:(?:that|this|the|each|every|its|a)\s+)?(?:bar|measure|beat|line|system|phrase|passage|staff|note)\b|\s+of\s+(?:bars?|measures?|m\.|mm\.)\s*\d))/gi;
const PENULTIMATE =
  /\b(?:the\s+)?(?:penultimate|second[\s-](?:to[\s-])?last|next[\s-]to[\s-]last)\s+(?:bar|measure)\b/gi;
const FIRST_BAR =
  /\b(?:the\s+)?(?:opening\s+(?:bar|measure)|(?:it|piece|score|song|movement|work|music|hand|staff)\s+(?:begins|starts|opens)|at\s+the\s+(?:start|beginning|opening)\b(?!\s+of\s+(?:(?:that|this|the|each|every|its|a)\s+)?(?:bar|measure|beat|line|system|phrase|passage|staff|note)\b|\s+of\s+(?:bars?|measures?|m\.|mm\.)\s*\d)|the\s+opening\b)/gi;
const LAST_LINE = /\b(?:the\s+)?(?:last|final|bottom)\s+(?:line|system)\b/gi;
const WHOLE =
  /\b(?:throughout|(?:the\s+)?(?:whole|entire|complete)\s+(?:piece|score|song|movement|work|thing|minuet|part)|(?:in\s+)?every\s+(?:bar|measure)(?!\s+from\s+\d)|(?:in\s+|for\s+)?all\s+(?:of\s+)?(?:the\s+|its\s+)?(?:\d{1,4}\s+|(?:twenty|thirty|forty|fifty|sixty|sixteen|twelve|eight|ten)\s+)?(?:bars|measures)|(?:all\s+)?the\s+whole\s+way(?:\s+through)?|all\s+the\s+way\s+through(?!\s+(?:bars?|measures?|m\.|mm\.))|from\s+start\s+to\s+finish|everywhere(?!\s+else)|from\s+(?:start|beginning)\s+to\s+(?:end|finish))\b/gi;
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
  /(?:st|nd|rd|th)\s+(?:bar|measure)|\b(?:first|open|last|final|clos|end|finish|penultimate|begin|start|bottom|throughout|whole|entire|complete|every|all\s)/i;
const BRACKETED_RANGE = /\((\d{1,4})\s*[-–]\s*(\d{1,4})\)/g;
const BAR_WORD_ALONE = /\b(?:bars|measures|mm\.)\s*\d/i;
const AFTER_BAR = new RegExp(
  String.raw`\b(?:after|beyond|past|following)\s+${BAR_WORD}\s*(\d{1,4})\b(?!\s*(?:-|–|to|and)\s*\d)`,
  "gi",
);
const AFTER_WORD = /after|beyond|past|following/i;
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
export function sameRange(a: BarRange | null, b: BarRange | null): boolean {
  return a === null || b === null ? a === b : a.from === b.from && a.to === b.to;
}

function sameRuns(a: BarRange[] | null, b: BarRange[] | null): boolean {
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
  const groups: BarGroup[] = [];
  const first = score?.firstBar ?? 1;

  if (DIGIT.test(text)) {
    for (const m of matchesOf(BAR_LIST, text)) {
      const between = /between/i.test(m[1] ?? "");
      const body = m[0].slice((m[1] ?? "").length, m[0].length - (m[2]?.length ?? 0));
      addGroup(groups, parseBarList(body, between, Boolean(m[2]), score), m.index, m.index + m[0].length);
    }
    // "bass clef (bars 1–8), treble (9–10)": a bracketed range beside bars named with their word.
    if (BAR_WORD_ALONE.test(text))
      for (const m of matchesOf(BRACKETED_RANGE, text))
        addGroup(groups, [{ from: Number(m[1]), to: Number(m[2]) }], m.index, m.index + m[0].length);
    // "after bar 13": the bars that follow it (only where the piece's last bar is known).
    if (score && AFTER_WORD.test(text))
      for (const m of matchesOf(AFTER_BAR, text)) {
        const from = Number(m[1]) + 1;
        if (from <= score.lastBar)
          addGroup(groups, [{ from, to: score.lastBar }], m.index, m.index + m[0].length);
      }
    if (UNTIL_WORD.test(text))
      for (const m of matchesOf(UNTIL_BAR, text)) {
        const to = Number(m[1]) - (/before/i.test(m[0]) ? 1 : 0);
        addGroup(groups, [{ from: first, to: Math.max(first, to) }], m.index, m.index + m[0].length);
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
      addGroup(groups, [{ from: first + k - 1, to: first + k - 1 }], m.index, m.index + m[0].length);
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
      if (score)
        addGroup(groups, [{ from: score.lastBar, to: score.lastBar }], m.index, m.index + m[0].length);
      else addGroup(groups, null, m.index, m.index + m[0].length, true);
    }
    for (const m of matchesOf(FIRST_BAR, text))
      addGroup(groups, [{ from: first, to: first }], m.index, m.index + m[0].length);
    for (const m of matchesOf(LAST_LINE, text)) {
      if (score?.lastLineFrom !== undefined)
        addGroup(groups, [{ from: score.lastLineFrom, to: score.lastBar }], m.index, m.index + m[0].length);
      else addGroup(groups, null, m.index, m.index + m[0].length, true);
    }
    for (const m of matchesOf(WHOLE, text)) addGroup(groups, null, m.index, m.index + m[0].length);
  }
  return distinct(groups.sort((a, b) => a.index - b.index));
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

// ---------------------------------------------------------------- staves

export interface StaffMention {
  /** null: every staff ("both hands"). */
  staff: number | null;
  index: number;
  end: number;
}

// Spelled-out names are any case; "LH"/"RH" only in capitals (or dotted "l.h.").
const STAFF_PATTERNS: [RegExp, number | null][] = [
  [
    /\b(?:left[\s-]hand|lower\s+(?:staff|stave)|bottom\s+(?:staff|stave)|bass\s+(?:staff|stave)|second\s+(?:staff|stave)|(?:staff|stave)\s+(?:2|two)\b)|(?<![\w.])l\.h\./gi,
    2,
  ],
  [/(?<![\w.])LH(?!\w)/g, 2],
  [
    /\b(?:right[\s-]hand|upper\s+(?:staff|stave)|top\s+(?:staff|stave)|treble\s+(?:staff|stave)|first\s+(?:staff|stave)|(?:staff|stave)\s+(?:1|one)\b)|(?<![\w.])r\.h\./gi,
    1,
  ],
  [/(?<![\w.])RH(?!\w)/g, 1],
  [/\b(?:third\s+(?:staff|stave)|(?:staff|stave)\s+(?:3|three)\b)/gi, 3],
  [/\b(?:fourth\s+(?:staff|stave)|(?:staff|stave)\s+(?:4|four)\b)/gi, 4],
  [/\bboth\s+(?:hands|staves|staffs)\b/gi, null],
];

// Every staff name holds one of these words: most clauses name no staff.
const MAY_NAME_STAFF = /hand|staff|stave|\.h\.|lh|rh/i;

/** Every staff the text names, in text order: "left hand", "lower staff", "bass staff", "staff 2", "LH" → 2. */
export function findStaffMentions(text: string): StaffMention[] {
  const out: StaffMention[] = [];
  if (!MAY_NAME_STAFF.test(text)) return out;
  for (const [pattern, staff] of STAFF_PATTERNS) {
    for (const m of matchesOf(pattern, text)) out.push({ staff, index: m.index, end: m.index + m[0].length });
  }
  // "bass for the left hand, treble for the right": the other hand, named by its side alone.
  if (out.some((m) => m.staff === 1 || m.staff === 2) && /\bhands?\b/i.test(text))
    for (const m of matchesOf(BARE_SIDE, text))
      if (!out.some((o) => m.index >= o.index && m.index < o.end))
        out.push({ staff: /left/i.test(m[1]!) ? 2 : 1, index: m.index, end: m.index + m[0].length });
  return out.sort((a, b) => a.index - b.index);
}

const BARE_SIDE = /\bthe\s+(left|right)\b(?![\s-]+(?:hand|one\s+hand))/gi;

/** Hands name the staves of a keyboard part: the one part with two or more staves. */
export function keyboardPart(score: ScoreContext | undefined): string | null {
  const keyboards = score?.parts.filter((p) => p.staves >= 2) ?? [];
  return keyboards.length === 1 ? (keyboards[0]?.id ?? null) : null;
}

// ---------------------------------------------------------------- parts

export interface PartMention {
  /** The score's part id; null when there is no score or it has one part. */
  part: string | null;
  /** The name as the text gave it. */
  name: string;
  index: number;
  end: number;
}

const ROMAN: Record<string, string> = { i: "1", ii: "2", iii: "3", iv: "4" };
const SYNONYMS: [RegExp, string][] = [
  [/\bvioloncello\b|\bvc\.?(?=\s|$)|\bvlc\.?(?=\s|$)/g, "cello"],
  [/\bvln\.?(?=\s|$)|\bvl\.?(?=\s|$)/g, "violin"],
  [/\bvla\.?(?=\s|$)/g, "viola"],
  [/\bpno\.?(?=\s|$)|\bpianoforte\b/g, "piano"],
  [/\bcontrabass\b|\bkontrabass\b|\bdouble\s+bass\b/g, "double-bass"],
  [/\b(?:1st|first)\s+(violin|viola|cello|flute|oboe|clarinet|horn|trumpet)s?\b/g, "$1 1"],
  [/\b(?:2nd|second)\s+(violin|viola|cello|flute|oboe|clarinet|horn|trumpet)s?\b/g, "$1 2"],
  // "vocal line" before "vocal": "voice line" would read as a line of the voice, not the voice.
  [/\b(?:singstimme|vocal\s+line|vocals?|singer|voix|stimme)\b/g, "voice"],
];
const VOICE_TYPES = /^(voice|soprano|mezzo-soprano|alto|contralto|tenor|baritone|bass)(?:\s+\d)?$/;
// "piano sonatas", "violin concertos": a kind of music, not a part of this score.
const GENRE = String.raw`(?!\s+(?:sonatas?|sonatinas?|concert(?:os?|i)|suites?|works|pieces|music|repertoire|literature|pedagogy|methods?|technique|players|teachers|studies|[ée]tudes|trios|quartets|quintets)\b)`;
const INSTRUMENTS = new RegExp(
  String.raw`\b(piano|violin(?:\s+(?:1|2))?|viola|cello|double-bass|voice|flute|oboe|clarinet|bassoon|horn|trumpet|trombone|tuba|guitar|harp|organ|harpsichord)\b${GENRE}`,
  "g",
);

// Every clause is normalised, and few name a part: a test before each replacement skips the
// replacements that would change nothing (a replace costs more than a test that fails).
const BRACKETS = /[()[\]:]/g;
const ROMAN_NUMBER = /\b(i{1,3}|iv)\b(?!\.)/g;
// A word (or its start) that each synonym holds, in their order.
const ANY_SYNONYM =
  /violoncello|vc|vl|pno|pianoforte|contrabass|kontrabass|double|1st|first|2nd|second|stimme|vocal|singer|voix/;
const SPACING = /\s\s|[^\S ]/;

function romanAsDigits(r: string, _g: string, offset: number): string {
  return offset > 0 ? (ROMAN[r] ?? r) : r;
}

/** Lower case, roman numbers as digits, abbreviations and synonyms as one word — the same map is
 * applied to part names and to the text so positions stay comparable (lengths may change, so the
 * text is normalised word by word and positions are mapped back). */
function normaliseName(name: string): string {
  let s = name.toLowerCase();
  if (hasMatch(BRACKETS, s)) s = s.replace(BRACKETS, " ");
  if (hasMatch(ROMAN_NUMBER, s)) s = s.replace(ROMAN_NUMBER, romanAsDigits);
  if (ANY_SYNONYM.test(s)) for (const [re, to] of SYNONYMS) s = s.replace(re, to);
  if (SPACING.test(s)) s = s.replace(/\s+/g, " ");
  return s.trim();
}

interface Alias {
  part: string;
  alias: string;
}

function aliasesOf(score: ScoreContext): Alias[] {
  const names = score.parts.map((p) => ({ id: p.id, name: normaliseName(p.name) }));
  const aliases: Alias[] = [];
  for (const { id, name } of names) {
    if (!name) continue;
    aliases.push({ part: id, alias: name });
    const base = name.replace(/\s+\d+$/, "");
    // "the violin" names a part only when one part is a violin.
    if (base !== name && names.filter((n) => n.name.replace(/\s+\d+$/, "") === base).length === 1)
      aliases.push({ part: id, alias: base });
    if (VOICE_TYPES.test(name) && names.filter((n) => VOICE_TYPES.test(n.name)).length === 1)
      aliases.push({ part: id, alias: "voice" });
  }
  return aliases;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

interface PartPattern {
  part: string;
  alias: string;
  re: RegExp;
}

const patternsByScore = new WeakMap<ScoreContext, PartPattern[]>();
// Every version of a score, and most scores of a bundle, name the same parts: a pattern per name.
const patternsByAlias = new Map<string, RegExp>();
const MAX_ALIASES = 4096;

function aliasPattern(alias: string): RegExp {
  let re = patternsByAlias.get(alias);
  if (!re) {
    if (patternsByAlias.size >= MAX_ALIASES) patternsByAlias.clear();
    // Clef and staff words are not parts: "bass clef", "alto clef", "bass staff".
    re = new RegExp(
      String.raw`(?<![\w-])${escape(alias)}(?![\w-])(?!\s+(?:clef|staff|stave|line|notes?|register|range|part of))${GENRE}`,
      "g",
    );
    patternsByAlias.set(alias, re);
  }
  return re;
}

/** One pattern per part alias, longest first, listed once per score context (claims ask per sentence). */
function partPatterns(score: ScoreContext): PartPattern[] {
  let patterns = patternsByScore.get(score);
  if (!patterns) {
    patterns = aliasesOf(score)
      .sort((a, b) => b.alias.length - a.alias.length)
      .map(({ part, alias }) => ({ part, alias, re: aliasPattern(alias) }));
    patternsByScore.set(score, patterns);
  }
  return patterns;
}

/** Every part the text names, in text order, resolved to the score's part ids where there is a score. */
export function findPartMentions(text: string, score?: ScoreContext): PartMention[] {
  return partMentionsIn(normaliseName(text), score);
}

/** Adds a part mention unless it overlaps one found before. Positions are found in the normalised
 * text; the name quoted is the normalised one. (A function, not a closure: see addGroup.) */
function addPart(
  out: PartMention[],
  normalised: string,
  part: string | null,
  start: number,
  length: number,
): void {
  if (out.some((o) => start < o.end && o.index < start + length)) return;
  out.push({ part, name: normalised.slice(start, start + length), index: start, end: start + length });
}

/** The same, in text already normalised. */
function partMentionsIn(normalised: string, score?: ScoreContext): PartMention[] {
  const out: PartMention[] = [];
  const single = score !== undefined && score.parts.length === 1;
  if (score) {
    for (const { part, alias, re } of partPatterns(score)) {
      // The pattern opens with a look-behind, tried at every place: most clauses lack the alias.
      if (!normalised.includes(alias)) continue;
      for (const m of matchesOf(re, normalised))
        addPart(out, normalised, single ? null : part, m.index, m[0].length);
    }
  }
  for (const m of matchesOf(INSTRUMENTS, normalised)) {
    if (
      /^piano$/.test(m[1] ?? "") &&
      /\b(?:marked|marking|dynamic|to|at)\s+$/.test(normalised.slice(Math.max(0, m.index - 12), m.index))
    )
      continue;
    addPart(out, normalised, null, m.index, m[0].length);
  }
  return out.sort((a, b) => a.index - b.index);
}

// ---------------------------------------------------------------- labels

/** A sentence that opens with its subject and a colon: "bar 6 · staff 2:", "bars 3-4 · P2 staff 1:",
 * "Staff 2:", "Bars 5-6, left hand:". What follows the colon is about that subject. */
export interface SubjectLabel {
  bars: BarGroup | null;
  staff: StaffMention | null;
  part: PartMention | null;
  /** Where the text after the label starts. */
  end: number;
  /** The CLI's own reading form ("bar 6 · staff 2:"): it scopes its whole line. */
  reading: boolean;
}

// "Bar 5 — left hand …" labels as "Bar 5:" does; a spaced en dash before a number is a range ("bars 4 – 8").
const LABEL = /^([^:;!?]{1,80}?)(?:\s*:|\s+(?:—|–(?!\s*\d)))\s+(?=\S)/;
// Every label ends in one of these.
const MAY_LABEL = /[:—–]/;
// A bar anchor a read may print beside its label ("bar 3 · staff 1 [3#17f09009]:"): it names no subject.
const BAR_ANCHOR = /\[?\b\d{1,4}#[0-9a-f]{4,}\b\]?/gi;
const READING_LABEL =
  /^bars?\s+\d{1,4}(?:\s*[-–]\s*\d{1,4})?\s+·\s+(?:\S+\s+)?staff\s+\d+\s*(?:\[?\d{1,4}#[0-9a-f]{4,}\]?\s*)?:/i;
// Words that may stand beside the subject in a label: "bar 4 of the left hand", "bars 5-6, lower staff".
// The beat within the bar ("Measure 3, beat 2:") and the report of an edit ("Updated measure 7:") too.
const LABEL_FILLER =
  /^(?:[\s·,&()\-–—]|\b(?:of|the|in|and|for|at|on|both|version\s+\d{1,4}|beats?\s+\d{1,2}(?:\s*[-–&]\s*\d{1,2})?|downbeat|updated|changed|fixed|edited)\b)*$/i;
const PART_ID = /(?<![\w-])(P\d+)(?![\w-])/g;

// What a heading may hold besides its subject: "## Bars 9–10 (version 1)", "**Left hand:**".
const HEADING_FILLER =
  /^(?:[\s·,&()\-–—:]|\b(?:of|the|in|and|for|at|on|both|version\s+\d{1,4}|v\d{1,4})\b)*$/i;
// A bracketed aside in a heading ("Bars 13–20 (A major):") says a value of the section, not its subject.
const ASIDE = /\([^()]*\)/g;

/** A line that only names a subject ("## Bars 9–10 (version 1)", "Bars 13–20:", "### Left hand"):
 * the scope of the lines under it, until one names its own (findings.md, "Scope carried over"). */
export function headingSubject(line: string, score?: ScoreContext): SubjectLabel | null {
  const text = line.replace(ASIDE, " ");
  if (text.length > 60) return null;
  const subject = subjectOnly(text, HEADING_FILLER, score);
  if (!subject || subject.bars.length > 1 || subject.staves.length > 1) return null;
  return {
    bars: subject.bars[0] ?? null,
    staff: subject.staves[0] ?? null,
    part: subject.part,
    end: 0,
    reading: false,
  };
}

/** The subject a sentence opens with, or null when the text before its colon is not only a subject. */
export function subjectLabel(sentence: string, score?: ScoreContext): SubjectLabel | null {
  // Most sentences have no colon or dash, and the test is far cheaper than the pattern.
  const m = MAY_LABEL.test(sentence) ? LABEL.exec(sentence) : null;
  if (!m) return null;
  const label = m[1]!.replace(BAR_ANCHOR, (a) => " ".repeat(a.length));
  const subject = subjectOnly(label, LABEL_FILLER, score);
  if (!subject) return null;
  return {
    bars: subject.bars[0] ?? null,
    staff: subject.staves[0] ?? null,
    part: subject.part,
    end: m[0].length,
    reading: READING_LABEL.test(sentence),
  };
}

/** What a phrase that names only a subject names. */
export interface SubjectPhrase {
  bars: BarGroup[];
  staves: StaffMention[];
  part: PartMention | null;
}

/** The bars, staves and part a phrase names, or null when it names none or holds words other than
 * the filler (a label's "bar 4 of the left hand", an echo's "and the right hand too"). */
export function subjectOnly(text: string, filler: RegExp, score?: ScoreContext): SubjectPhrase | null {
  const bars = findBarGroups(text, score);
  const staves = findStaffMentions(text);
  let rest = text;
  for (const span of [...bars, ...staves])
    rest = rest.slice(0, span.index) + " ".repeat(span.end - span.index) + rest.slice(span.end);
  let part: PartMention | null = null;
  rest = rest.replace(PART_ID, (id: string, _g: string, index: number) => {
    if (!score || score.parts.some((p) => p.id === id))
      part ??= { part: score?.parts.length === 1 ? null : id, name: "", index, end: index + id.length };
    return " ";
  });
  const normalised = normaliseName(rest);
  const parts = partMentionsIn(normalised, score);
  let left = normalised;
  for (const p of parts) left = left.slice(0, p.index) + " ".repeat(p.end - p.index) + left.slice(p.end);
  part ??= parts[0] ?? null;
  if (bars.length + staves.length === 0 && !part) return null;
  return filler.test(left) ? { bars, staves, part } : null;
}
