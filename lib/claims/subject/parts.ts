// Which part a sentence is about: "the cello", "violin I", "the second violin", a part of the score by
// its name.
import { hasMatch, matchesOf } from "../matches.ts";
import { keptByScore } from "../memo.ts";
import type { ScoreContext } from "./score-context.ts";

export interface PartMention {
  /** The score's part id; null when there is no score or it has one part. */
  part: string | null;
  /** The name as the text gave it. */
  name: string;
  index: number;
  end: number;
}

const ROMAN: Record<string, string> = { i: "1", ii: "2", iii: "3", iv: "4" };
/** The player of each instrument, who names its part ("the clarinettist"). */
const PLAYERS: Record<string, string[]> = {
  piano: ["pianist"],
  violin: ["violinist"],
  viola: ["violist"],
  cello: ["cellist", "violoncellist"],
  flute: ["flautist", "flutist"],
  oboe: ["oboist"],
  clarinet: ["clarinettist", "clarinetist"],
  bassoon: ["bassoonist"],
  saxophone: ["saxophonist"],
  horn: ["hornist"],
  trumpet: ["trumpeter"],
  trombone: ["trombonist"],
  tuba: ["tubist"],
  guitar: ["guitarist"],
  harp: ["harpist"],
  organ: ["organist"],
  harpsichord: ["harpsichordist"],
};
/** A player's word: a person at an instrument, who names its part only where the sentence is of the
 * part ("For the clarinettist, that means G major"), not in a remark about them. */
export const PLAYER_WORD = new RegExp(String.raw`\b(?:${Object.values(PLAYERS).flat().join("|")})s?\b`, "gi");
const SYNONYMS: [RegExp, string][] = [
  [/\bvioloncello\b|\bvc\.?(?=\s|$)|\bvlc\.?(?=\s|$)/g, "cello"],
  [/\bvln\.?(?=\s|$)|\bvl\.?(?=\s|$)/g, "violin"],
  [/\bvla\.?(?=\s|$)/g, "viola"],
  [/\bpno\.?(?=\s|$)|\bpianoforte\b/g, "piano"],
  [/\bsax(?:es)?\b|\bsaxophones\b/g, "saxophone"],
  [/\bflugel(?:horns?)?\b|\bflügelhorn\b/g, "flugelhorn"],
  [/\bcor\s+anglais\b|\benglish\s+horn\b/g, "english-horn"],
  [/\bcontrabass\b|\bkontrabass\b|\bdouble\s+bass\b/g, "double-bass"],
  [/\b(?:1st|first)\s+(violin|viola|cello|flute|oboe|clarinet|horn|trumpet)s?\b/g, "$1 1"],
  [/\b(?:2nd|second)\s+(violin|viola|cello|flute|oboe|clarinet|horn|trumpet)s?\b/g, "$1 2"],
  // "the clarinettist", "for the pianist": the player names the part.
  ...Object.entries(PLAYERS).map(([instrument, players]): [RegExp, string] => [
    new RegExp(String.raw`\b(?:${players.join("|")})\b`, "g"),
    instrument,
  ]),
  // "vocal line" before "vocal": "voice line" would read as a line of the voice, not the voice.
  [/\b(?:singstimme|vocal\s+line|vocals?|singer|voix|stimme|gesang)\b/g, "voice"],
  // Parts named in the languages scores are written in ("Klavier", "Orgel", "Clarinette en si♭").
  [/\bklavier\b/g, "piano"],
  // "clar." and "clari" for the clarinet, "tpt" for the trumpet, as players write and say them.
  [/\bclar\.?(?=[\s'’]|$)|\bclari(?=[\s'’,;:.!?)]|$)/g, "clarinet"],
  [/\btpts?\.?(?=[\s'’]|$)/g, "trumpet"],
  // The abbreviations printed before a part's staves ("Cl.", "Hn.", "Fl.", "Org.").
  [/\bcl\.?(?=[\s'’]|$)/g, "clarinet"],
  [/\bfl\.?(?=[\s'’]|$)/g, "flute"],
  [/\bob\.?(?=[\s'’]|$)/g, "oboe"],
  [/\b(?:bsn|fg)\.?(?=[\s'’]|$)/g, "bassoon"],
  [/\b(?:hn|hns|hr)\.?(?=[\s'’]|$)/g, "horn"],
  [/\b(?:tbn|trb)\.?(?=[\s'’]|$)/g, "trombone"],
  [/\btba\.?(?=[\s'’]|$)/g, "tuba"],
  [/\bgtr\.?(?=[\s'’]|$)/g, "guitar"],
  [/\bpf\.(?=[\s'’]|$)/g, "piano"],
  [/\borg\.(?=[\s'’]|$)/g, "organ"],
  [/\borgel\b|\borgue\b|\borgano\b|\b[óo]rgano\b/g, "organ"],
  [/\bgeige\b|\bvioline\b|\bviolon\b|\bviolino\b|\bviol[íi]n\b/g, "violin"],
  [/\bvioloncelle\b|\bvioloncelo\b/g, "cello"],
  [/\bklarinette\b|\bclarinette\b|\bclarinetto\b|\bclarinete\b/g, "clarinet"],
  [/\bfl[öo]te\b|\bfl[ûu]te\b|\bflauto\b|\bflauta\b/g, "flute"],
  [/\btrompete\b|\btrompette\b|\btromba\b|\btrompeta\b/g, "trumpet"],
  [/\bposaune\b/g, "trombone"],
  [/\bfagott\b|\bbasson\b|\bfagotto\b|\bfagot\b/g, "bassoon"],
];
const CLEF_NAMES = /^(?:bass|alto|tenor|soprano|baritone|treble)$/;
const VOICE_TYPES = /^(voice|soprano|mezzo-soprano|alto|contralto|tenor|baritone|bass)(?:\s+\d)?$/;
// "piano sonatas", "violin concertos": a kind of music, not a part of this score.
const GENRE = String.raw`(?!\s+(?:sonatas?|sonatinas?|concert(?:os?|i)|suites?|works|pieces|music|repertoire|literature|pedagogy|methods?|technique|players|teachers|studies|[ée]tudes|trios|quartets|quintets)\b)`;
// ("the two trumpets": a plural names several parts, or none of this score; "all four voices" is
// every part, read with the sentence.)
const INSTRUMENTS = new RegExp(
  String.raw`(?<![\w-])(piano|violin(?:\s+(?:1|2))?|viola|cello|double-bass|voice|flute|piccolo|oboe|english-horn|clarinet|bassoon|saxophone|flugelhorn|horn|trumpet|cornet|trombone|tuba|euphonium|guitar|harp|organ|harpsichord|celesta|marimba|vibraphone|xylophone)(?:(?<!voice)e?s)?\b${GENRE}`,
  "g",
);

// Every clause is normalised, and few name a part: a test before each replacement skips the
// replacements that would change nothing (a replace costs more than a test that fails).
const BRACKETS = /[()[\]:]/g;
const ROMAN_NUMBER = /\b(i{1,3}|iv)\b(?!\.)/g;
// A word (or its start) that each synonym holds, in their order.
const ANY_SYNONYM =
  /violoncello|vc|vl|pno|\b(?:cl|fl|ob|bsn|fg|hns?|hr|tbn|trb|tba|gtr|pf|org)\b|pianoforte|sax|flugel|flügel|anglais|english|contrabass|kontrabass|double|1st|first|2nd|second|stimme|vocal|singer|voix|ist\b|trumpeter|gesang|klavier|clar|orgel|orgue|organo|órgano|geige|violin|violon|violín|klarinett|clarinett|clarinete|flöte|flote|flûte|flute|flaut|trompet|tromba|posaune|fagot|basson/;
const SPACING = /\s\s|[^\S ]/;

function romanAsDigits(r: string, _g: string, offset: number): string {
  return offset > 0 ? (ROMAN[r] ?? r) : r;
}

/** A text normalised, and where each of its characters stood in the text it came from (null: the
 * same place, nothing having changed a length). */
interface Normalised {
  text: string;
  from: number[] | null;
}

type Replacer = string | ((match: string, ...rest: never[]) => string);

/** Replaces as String.replace does, keeping each character's place in the original text. */
function replaceTracked(n: Normalised, re: RegExp, to: Replacer): void {
  const pieces: [at: number, length: number, text: string][] = [];
  const text = n.text.replace(re, (...args: unknown[]) => {
    const named = typeof args[args.length - 1] === "object";
    const at = args[args.length - (named ? 3 : 2)] as number;
    const match = args[0] as string;
    const out =
      typeof to === "string"
        ? to.replace(/\$(\d)/g, (_, k: string) => (args[Number(k)] as string | undefined) ?? "")
        : (to as (...a: unknown[]) => string)(...args);
    if (out.length !== match.length) pieces.push([at, match.length, out]);
    return out;
  });
  if (pieces.length > 0) {
    const before = n.from;
    const place = (i: number) => (before ? before[i]! : i);
    const from: number[] = [];
    let i = 0;
    for (const [at, length, out] of pieces) {
      for (; i < at; i++) from.push(place(i));
      for (let k = 0; k < out.length; k++)
        from.push(place(k === out.length - 1 ? at + length - 1 : at + Math.min(k, length - 1)));
      i = at + length;
    }
    for (; i < n.text.length; i++) from.push(place(i));
    from.push(place(n.text.length));
    n.from = from;
  }
  n.text = text;
}

/** Lower case, roman numbers as digits, abbreviations and synonyms as one word, brackets and runs of
 * white space as one space — the same map for part names and the text, so the two compare; each
 * character keeps its place in the text, so a mention's position is the text's. */
function normalise(name: string): Normalised {
  const n: Normalised = { text: name.toLowerCase(), from: null };
  // (A lower case of another length, as of "İ", keeps no places: positions are then approximate.)
  if (hasMatch(BRACKETS, n.text)) n.text = n.text.replace(BRACKETS, " ");
  if (hasMatch(ROMAN_NUMBER, n.text)) replaceTracked(n, ROMAN_NUMBER, romanAsDigits);
  if (ANY_SYNONYM.test(n.text)) for (const [re, to] of SYNONYMS) replaceTracked(n, re, to);
  if (SPACING.test(n.text)) replaceTracked(n, /\s+/g, " ");
  if (/^\s|\s$/.test(n.text)) replaceTracked(n, /^\s+|\s+$/g, "");
  return n;
}

export function normaliseName(name: string): string {
  return normalise(name).text;
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
    // "the tenor" names "Tenor Saxophone in B♭" when no other part is a tenor of any kind.
    const qualifier =
      /^(soprano|alto|tenor|baritone)\s+(?:saxophone|clarinet|flute|trombone|recorder|horn)\b/.exec(
        name,
      )?.[1];
    if (qualifier && names.filter((n) => n.name.includes(qualifier)).length === 1)
      aliases.push({ part: id, alias: qualifier });
    // "the bari" names "Bari Sax" when no other part's name holds the word: a part name's first word
    // that is not a clef, a voice or a number.
    const first = name.split(" ")[0]!;
    if (
      first !== name &&
      /^[a-z][a-z-]{2,}$/.test(first) &&
      !CLEF_NAMES.test(first) &&
      !VOICE_TYPES.test(first) &&
      names.filter((n) => n.name.split(" ").includes(first)).length === 1
    )
      aliases.push({ part: id, alias: first });
    // "the clarinet" names "Clarinet in B♭", "the horn" "Horn in F", when one part is that instrument.
    const instrument = instrumentOf(name);
    if (
      instrument &&
      instrument !== name &&
      names.filter((n) => instrumentOf(n.name) === instrument).length === 1
    )
      aliases.push({ part: id, alias: instrument });
  }
  return aliases;
}

/** The players' words of a part's instrument: "Clarinet in B♭" → clarinettist, clarinetist. */
export function playerWords(partName: string): string[] {
  return PLAYERS[instrumentOf(normaliseName(partName)) ?? ""] ?? [];
}

function instrumentOf(name: string): string | null {
  return new RegExp(INSTRUMENTS.source).exec(name)?.[1] ?? null;
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
    // "the altos" names the Alto part (a plural only after "the": "violas read alto clef" speaks of
    // violas in general). Clef and staff words are not parts: "bass clef", "alto clef", "bass
    // staff" (but "the clarinet staff" is the clarinet's); nor is the dynamic: "marked piano", "drops to
    // piano", "a piano marking", "The clarinet enters piano".
    const dynamic =
      alias === "piano"
        ? String.raw`(?<!\b(?:marked|is|are|was|were|stays|remains|goes|drops|falls|back\s+to|to|at|in|subito|sempre|poco|molto|mezzo|più|a|enters|entered|comes\s+in|came\s+in|starts|started|begins|began|opens|opened|ends|ended|finishes|finished|returns|returned)\s+)`
        : "";
    // "clef set to bass", "the clef changes from tenor": the clef of that name, not the voice.
    const clefValue = CLEF_NAMES.test(alias)
      ? String.raw`(?<!\bclefs?\b[^.;:]{0,30}\b(?:to|in|into|from|as)\s+(?:the\s+|a\s+)?)`
      : "";
    re = new RegExp(
      String.raw`${dynamic}${clefValue}(?<![\w-])(?:(?<=\bthe\s+)${escape(alias)}e?s|${escape(alias)})(?![\w-])(?!\s+(?:clef|${CLEF_NAMES.test(alias) ? "staff|stave|" : ""}line|register|range|part of|dynamic|marking|mark)\b)${alias === "bass" ? String.raw`(?!\s+notes?\b)` : ""}${GENRE}`,
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
  return keptPartMentions(text, score);
}

const keptPartMentions = keptByScore(partMentions);

function partMentions(text: string, score?: ScoreContext): PartMention[] {
  const { text: normalised, from } = normalise(text);
  const found = partMentionsIn(normalised, score);
  // (New mentions: those found in the normalised text are kept for it as they are.)
  return from ? found.map((m) => ({ ...m, index: from[m.index]!, end: from[m.end - 1]! + 1 })) : found;
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
export function partMentionsIn(normalised: string, score?: ScoreContext): PartMention[] {
  return keptPartMentionsIn(normalised, score);
}

const keptPartMentionsIn = keptByScore(mentionsInNormalised);

function mentionsInNormalised(normalised: string, score?: ScoreContext): PartMention[] {
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
    // "Violas read alto clef": a plural with nothing before it that counts or points speaks of
    // violas in general.
    if (
      m[0].length > m[1]!.length &&
      !/\b(?:the|both|all|two|three|four|our|your|their|these|those)\s+(?:[^\s]+\s+)?$/.test(
        normalised.slice(Math.max(0, m.index - 24), m.index),
      )
    )
      continue;
    if (
      /^piano$/.test(m[1] ?? "") &&
      /\b(?:marked|marking|dynamic|to|at)\s+$/.test(normalised.slice(Math.max(0, m.index - 12), m.index))
    )
      continue;
    addPart(out, normalised, null, m.index, m[0].length);
  }
  return out.sort((a, b) => a.index - b.index);
}
