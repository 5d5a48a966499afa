// Words for clefs, keys, time signatures, pitches, pedal, dynamics and tempo, turned into the
// normalised values the score side prints (lib/score-history/names.ts): "bass", "B-flat major",
// "3/4", "F#5", "mf", "♩ = 120". Finders return every mention with its place in the clause so the
// extractor can pair values with the bars and staves around them.
import { matchesOf } from "./matches.ts";
import { NUMBER_WORDS } from "./numbers.ts";
import type { Property } from "./claim.ts";

export interface ValueMention {
  property: Property;
  /** Normalised value; null where the text names the property but no value ("the pedal marking"). */
  value: string | null;
  index: number;
  end: number;
}

// ---------------------------------------------------------------- clefs

const C_CLEF_LINES: Record<number, string> = {
  1: "soprano",
  2: "mezzo-soprano",
  3: "alto",
  4: "tenor",
  5: "baritone",
};
const F_CLEF_LINES: Record<number, string> = { 3: "baritone (F clef)", 4: "bass", 5: "sub-bass" };
const G_CLEF_LINES: Record<number, string> = { 1: "French violin", 2: "treble" };
const LINE_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  "1st": 1,
  "2nd": 2,
  "3rd": 3,
  "4th": 4,
  "5th": 5,
};

const CLEF_NAME = String.raw`treble|bass|alto|tenor|soprano|mezzo-?soprano|baritone|sub-?bass|french(?:\s+violin)?|percussion|tab(?:lature)?|neutral|vocal\s+tenor|octave\s+treble|[GFC]`;
const OCTAVE_MARK = String.raw`8vb|8va|8va\s+bassa|8ba|8|15mb|15ma|ottava\s+bassa|ottava|\(8\)|with\s+(?:an?\s+)?8\s+(?:below|above)`;
const OCTAVE = String.raw`${OCTAVE_MARK}|an\s+octave\s+(?:lower|down|below|higher|up|above)`;

/** A clef word as the score names it ("F" → "bass", "tablature" → "tab"); null for other words. */
export function clefValue(name: string, octave?: string, line?: number): string | null {
  const n = name.toLowerCase().replace(/\s+/g, " ");
  let base: string | null;
  if (n === "g") base = G_CLEF_LINES[line ?? 2] ?? null;
  else if (n === "f") base = F_CLEF_LINES[line ?? 4] ?? null;
  else if (n === "c") base = C_CLEF_LINES[line ?? 3] ?? null;
  else if (n === "vocal tenor" || n === "octave treble") return "treble 8vb";
  else if (n.startsWith("mezzo")) base = "mezzo-soprano";
  else if (n.startsWith("sub")) base = "sub-bass";
  else if (n.startsWith("french")) base = "French violin";
  else if (n.startsWith("tab")) base = "tab";
  else if (n === "neutral") base = "percussion";
  else if (["treble", "bass", "alto", "tenor", "soprano", "baritone", "percussion"].includes(n)) base = n;
  else base = null;
  if (!base || !octave) return base;
  const o = octave.toLowerCase();
  const up = /va|ma|higher|up|above|alta/.test(o) && !/bassa|below|lower|down/.test(o);
  const fifteen = o.startsWith("15");
  return `${base} ${fifteen ? "15m" : "8v"}${up ? "a" : "b"}`;
}

// After a comma only an octave sign makes an octave clef: in "now in treble clef, an octave higher"
// the words say where the notes sit, not which clef.
const CLEF_BEFORE = new RegExp(
  String.raw`\b(${CLEF_NAME})(?:[\s-]+(${OCTAVE}))?[\s-]+clef\b(?:\s+(?:on|in)\s+(?:the\s+)?(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)\s+line)?(?:\s+(${OCTAVE})(?![\w])|\s*,\s*(${OCTAVE_MARK})(?![\w]))?`,
  "gi",
);
// "clef treble -> bass", "the clef is bass", "clef: alto"
const CLEF_AFTER =
  /\bclefs?\b\s*(?::|=|is\s+(?:now\s+|still\s+)?|was\s+|changes?\s+(?:back\s+)?to\s+|changed\s+(?:back\s+)?to\s+|to\s+)?\s*(?:the\s+|an?\s+)?(treble|bass|alto|tenor|soprano|baritone|percussion|tab)\b(?!\s+clef)/gi;
const CLEF_OCTAVE = /\b(treble|bass)[\s-](8vb|8va|15mb|15ma)\b/gi;
// A bare name ("back to treble", "it's still bass"), accepted only where the clause is about clefs.
const CLEF_BARE =
  /(?<!\b(?:the|a)\s+)\b(treble|bass|alto|tenor)\b(?![\s-]*(?:clef|staff|staves|line|part|voice|notes?|register|range|player|section|instrument|drum|guitar|hand|viol|trombone|clarinet|recorder|sax))/gi;

// Each family of patterns is tried only where the clause has a word every one of its matches holds:
// most clauses name one kind of value or none, and one test of a few words is far cheaper than the
// patterns it lets us skip.
const MAY_NAME_CLEF = /clef|treble|bass|alto|tenor|sign\b/i;

// A clef by its sign letter and line as a key's value: "clef: G2", "clef=F4", a read's {"clef": "F"}
// (which reaches here as "clef F", so a bare space separates them only at the clause start). Only
// there: a capital letter elsewhere is a note or a key. The value must end where the pair ends.
const CLEF_SIGN =
  /(?:^["']?(?:clef|sign)["']?\s+|(?<![\w-])(?<!(?:time|key)\s+)["']?(?:clef|sign)["']?\s*[:=]\s*)["']?([A-Za-z])([1-5])?["']?(?=\s*(?:[,;.)}\]|]|$)|\s+(?:in|at|from|on|for|throughout|until)\b)/gi;
// The key and its separator, which every match of CLEF_SIGN holds.
const MAY_NAME_CLEF_SIGN = /(?:clef|sign)["']?\s*[:=]|^["']?(?:clef|sign)\s/i;

/** "G2" → "treble", "F" → "bass", "C3" → "alto"; null for a bare "C" (which line?) or any other letter. */
function clefSignValue(letter: string, line: string | undefined): string | null {
  if (!/^[GFC]$/.test(letter) || (letter === "C" && !line)) return null;
  return clefValue(letter, undefined, line ? Number(line) : undefined);
}

function findClefSigns(clause: string, out: ValueMention[]): void {
  if (!MAY_NAME_CLEF_SIGN.test(clause)) return;
  for (const m of matchesOf(CLEF_SIGN, clause)) {
    const value = clefSignValue(m[1]!, m[2]);
    if (value) out.push({ property: "clef", value, index: m.index, end: m.index + m[0].length });
  }
}

function findClefs(clause: string, bare: boolean): ValueMention[] {
  const out: ValueMention[] = [];
  if (!MAY_NAME_CLEF.test(clause)) return out;
  findClefSigns(clause, out);
  for (const m of matchesOf(CLEF_BEFORE, clause)) {
    const name = m[1] ?? "";
    // A single letter names a clef only as a capital or in "g clef"; "a C clef" yes, "a c clef" too.
    const line = m[3] ? LINE_WORDS[m[3].toLowerCase()] : undefined;
    const value = clefValue(name, m[2] ?? m[4] ?? m[5], line);
    if (value) out.push({ property: "clef", value, index: m.index, end: m.index + m[0].length });
  }
  for (const m of matchesOf(CLEF_AFTER, clause)) {
    const start = m.index + m[0].length - (m[1]?.length ?? 0);
    const value = clefValue(m[1] ?? "");
    if (value && !overlaps(out, start))
      out.push({ property: "clef", value, index: start, end: m.index + m[0].length });
  }
  // "treble 8vb" is a clef even without the word.
  for (const m of matchesOf(CLEF_OCTAVE, clause)) {
    const value = clefValue(m[1] ?? "", m[2]);
    if (value && !overlaps(out, m.index))
      out.push({ property: "clef", value, index: m.index, end: m.index + m[0].length });
  }
  if (bare) {
    for (const m of matchesOf(CLEF_BARE, clause)) {
      const value = clefValue(m[1] ?? "");
      if (value && !overlaps(out, m.index))
        out.push({ property: "clef", value, index: m.index, end: m.index + m[0].length });
    }
  }
  return out;
}

// ---------------------------------------------------------------- keys

const FIFTHS_LETTERS = "FCGDAEB";
const MAJOR_TONIC = 1;
const MINOR_TONIC = 4;

function accidentalWord(alter: number): string {
  if (alter === 0) return "";
  const word = alter > 0 ? "sharp" : "flat";
  return Math.abs(alter) === 2 ? `-double-${word}` : `-${word}`;
}

/** "B", -1, "major" → "B-flat major", spelled as names.ts spells it. */
export function keyValue(letter: string, alter: number, mode: "major" | "minor"): string {
  return `${letter.toUpperCase()}${accidentalWord(alter)} ${mode}`;
}

/** The keys a signature of `fifths` sharps (positive) or flats (negative) can mean: "F major|D minor". */
export function signatureValue(fifths: number): string {
  const name = (tonic: number, mode: "major" | "minor") => {
    const index = fifths + tonic;
    const letter = FIFTHS_LETTERS[((index % 7) + 7) % 7] ?? "C";
    return keyValue(letter, Math.floor(index / 7), mode);
  };
  return `${name(MAJOR_TONIC, "major")}|${name(MINOR_TONIC, "minor")}`;
}

function alterOf(acc: string | undefined): number {
  if (!acc) return 0;
  const a = acc.toLowerCase().replace(/[\s-]/g, "");
  if (a === "doubleflat" || a === "bb" || a === "♭♭" || a === "𝄫") return -2;
  if (a === "doublesharp" || a === "##" || a === "♯♯" || a === "x" || a === "𝄪") return 2;
  if (a === "flat" || a === "b" || a === "♭") return -1;
  if (a === "sharp" || a === "#" || a === "♯") return 1;
  return 0;
}

// A lowercase "a" is the article ("a minor change"): key letters are capitals, or c-g in lowercase.
const KEY_NAME =
  /(?<![\w-])([A-G]|[b-g])(?:[\s-]?(double[\s-]flat|double[\s-]sharp|flat|sharp)|(♭|♯|#|b(?![a-z])))?[\s-]?(major|minor|maj\b|min\b)(?![\w-]*\s+(?:chords?|triads?|scales?|arpeggios?|harmon\w*|cadences?|sevenths?|7th|passages?|runs?|figures?|progressions?|modes?)\b)/g;
const KEY_OF =
  /\bkey\s+of\s+([A-G])(?:[\s-]?(flat|sharp)|(♭|♯|#|b(?![a-z])))?(?![\w-]*\s*(?:major|minor|maj|min)\b)(?!\w)/g;
// Signatures are counted with "no", "a single" … as well as the numbers.
const COUNT_WORDS: Record<string, number> = { ...NUMBER_WORDS, no: 0, zero: 0, a: 1, single: 1 };
const SIGNATURE =
  /\b(no|zero|one|a single|two|three|four|five|six|seven|[0-7])\s+(sharps?|flats?)(?:\s+(?:or|nor)\s+(?:sharps?|flats?))?\b/gi;

const MAY_NAME_KEY = /maj|min|key|sharp|flat/i;

function findKeys(clause: string): ValueMention[] {
  const out: ValueMention[] = [];
  if (!MAY_NAME_KEY.test(clause)) return out;
  for (const m of matchesOf(KEY_NAME, clause)) {
    const mode = (m[4] ?? "").toLowerCase().startsWith("maj") ? "major" : "minor";
    out.push({
      property: "key",
      value: keyValue(m[1] ?? "C", alterOf(m[2] ?? m[3]), mode),
      index: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of matchesOf(KEY_OF, clause)) {
    // "in the key of D": musicians mean the major key when they give no mode.
    out.push({
      property: "key",
      value: keyValue(m[1] ?? "C", alterOf(m[2] ?? m[3]), "major"),
      index: m.index,
      end: m.index + m[0].length,
    });
  }
  // A signature named by its sharps or flats, only where no key is named beside it.
  if (out.length === 0) {
    for (const m of matchesOf(SIGNATURE, clause)) {
      const word = (m[1] ?? "").toLowerCase().replace("a single", "single");
      const n = COUNT_WORDS[word] ?? Number(word);
      const fifths = (m[2] ?? "").toLowerCase().startsWith("flat") ? -n : n;
      out.push({
        property: "key",
        value: n === 0 ? signatureValue(0) : signatureValue(fifths),
        index: m.index,
        end: m.index + m[0].length,
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------- time signatures

const TIME_DIGITS =
  /(?<![\d/.,:-])(\d{1,2})\s?\/\s?(1|2|4|8|16|32)(?![\d/])(?!\s*(?:notes?|rests?|of\b|beats?\b|bars?\b|measures?\b))/g;
const TIME_WORDS =
  /\b(two|three|four|five|six|seven|nine|twelve)(?:-|\s)(two|four|eight|sixteen)\b(?:\s+(time|meter|metre))?/gi;
const TIME_NAMED = /\b(common\s+time|cut\s+time|cut-time|alla\s+breve)\b/gi;

// Digits have a slash; words end in two, four, eight or sixteen; names are "… time" or "alla breve".
const MAY_NAME_TIME = /\/|two|four|eight|sixteen|time|breve/i;

function findTimes(clause: string): ValueMention[] {
  const out: ValueMention[] = [];
  if (!MAY_NAME_TIME.test(clause)) return out;
  for (const m of matchesOf(TIME_DIGITS, clause)) {
    out.push({
      property: "time",
      value: `${Number(m[1])}/${m[2]}`,
      index: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of matchesOf(TIME_WORDS, clause)) {
    // "three four" without a hyphen or "time" is too loose ("bars three four and five").
    if (!m[0].includes("-") && !m[3]) continue;
    const beats = NUMBER_WORDS[(m[1] ?? "").toLowerCase()];
    const type = NUMBER_WORDS[(m[2] ?? "").toLowerCase()];
    if (beats && type)
      out.push({ property: "time", value: `${beats}/${type}`, index: m.index, end: m.index + m[0].length });
  }
  for (const m of matchesOf(TIME_NAMED, clause)) {
    const value = /common/i.test(m[0]) ? "4/4" : "2/2";
    out.push({ property: "time", value, index: m.index, end: m.index + m[0].length });
  }
  return out;
}

// ---------------------------------------------------------------- pitches

const PITCH = String.raw`(?<![\w#♯♭-])([A-G])(?:\s?-?\s?(double[\s-]sharp|double[\s-]flat|sharp|flat|natural)\s?-?\s?|(##|bb|#|b|♯|♭|x|𝄪|𝄫))?(-?\d)(?![\w/])`;
const PITCH_ONE = new RegExp(PITCH, "g");
const PITCH_RUN = new RegExp(String.raw`${PITCH}(?:(?:\s*,\s*|\s+and\s+|\s*[-–]\s*|\s+)${PITCH})*`, "g");

/** "F-sharp 5", "B♭4", "Bb4" → "F#5", "Bb4": step, accidental as # or b, octave. */
export function pitchValue(step: string, accidental: string | undefined, octave: string): string {
  const alter = alterOf(accidental);
  return `${step}${(alter > 0 ? "#" : "b").repeat(Math.abs(alter))}${octave}`;
}

function findPitches(clause: string): ValueMention[] {
  const out: ValueMention[] = [];
  for (const run of matchesOf(PITCH_RUN, clause)) {
    const pitches = matchesOf(PITCH_ONE, run[0]).map((p) =>
      pitchValue(p[1] ?? "C", p[2] ?? p[3], p[4] ?? "4"),
    );
    out.push({
      property: "notes",
      value: pitches.join(" "),
      index: run.index,
      end: run.index + run[0].length,
    });
  }
  return out;
}

// Edits to the notes that name no pitch ("transposed bars 3-4 up a tone"): the notes changed.
const NOTES_CHANGED =
  /\b(transpos\w*|(?:up|down)\s+(?:an?\s+|by\s+(?:an?\s+)?)?(?:(?:minor|major|perfect|augmented|diminished)\s+)?(?:octave|tone|semitone|half[\s-]step|whole[\s-]step|step|second|third|fourth|fifth|sixth|seventh|[2-7](?:nd|rd|th)|tritone|\d+\s+semitones)|(?:octave|tone|semitone|half[\s-]step|whole[\s-]step|step|second|third|fourth|fifth|sixth|seventh|[2-7](?:nd|rd|th)|tritone)s?\s+(?:higher|lower)\b|(?:the\s+)?notes\b|(?:the\s+)?melody\b|pitch(?:es)?\b)/i;

// ---------------------------------------------------------------- pedal, dynamics, tempo

const PEDAL =
  /\b(?:sustain(?:ing)?\s+|damper\s+|sostenuto\s+)?(?:pedal(?:l?ing)?|ped\.?)(?:\s+(?:marks?|markings?|signs?|indications?|lines?|brackets?))?(?!\s+(?:point|tone|note)s?\b)/gi;

const DYNAMIC_WORDS: Record<string, string> = {
  pianississimo: "ppp",
  pianissimo: "pp",
  "mezzo-piano": "mp",
  "mezzo piano": "mp",
  "mezzo-forte": "mf",
  "mezzo forte": "mf",
  fortissimo: "ff",
  fortississimo: "fff",
  forte: "f",
  sforzando: "sfz",
  sforzato: "sfz",
  fortepiano: "fp",
  crescendo: "crescendo",
  "cresc.": "crescendo",
  cresc: "crescendo",
  decrescendo: "diminuendo",
  diminuendo: "diminuendo",
  "dim.": "diminuendo",
  "decresc.": "diminuendo",
};
const DYNAMIC_LETTERS = /(?<![\w'’-])(ppp|pp|mp|mf|ff|fff|sfz|sffz|sfp|sf|fp|fz|rfz|rf)(?![\w'’-])/g;
const DYNAMIC_NAMED =
  /\b(pianississimo|pianissimo|mezzo[\s-]piano|mezzo[\s-]forte|fortississimo|fortissimo|forte|sforzando|sforzato|fortepiano|crescendo|cresc\.?|decrescendo|decresc\.|diminuendo|dim\.)(?![\w-])/gi;
// "p" and "f" alone, and "piano" (also an instrument), count only as a marking: "marked p", "a piano marking".
const DYNAMIC_SOFT =
  /(?:\b(?:marked|marking(?:\s+of)?|dynamic(?:\s+of)?|to|at)\s+(?:an?\s+)?["'*_]*(p|f|piano)["'*_]*(?![\w-])(?!\s+(?:part|staff|staves|left|right|hand|score|reduction|player))|\b(?:an?\s+)?["'*_]*(p|f|piano)["'*_]*\s+(?:dynamic|marking|mark|sign)\b)/gi;
// A lone lower-case "p" or "f" standing as the object of a verb or after "the", before a preposition or
// the clause end: "all parts start p in bar 1", "the violins have f at bar 9", "removed the f from bar 9".
const DYNAMIC_OBJECT =
  /\b(?:starts?|started|begins?|began|opens?|has|have|had|is|are|was|were|gets?|got|plays?|played|comes?\s+in|remov(?:e|ed|es|ing)|add(?:s|ed)?|mov(?:e|ed|es)|delet(?:e|ed|es)|took\s+out|put|the)\s+(?:an?\s+|the\s+)?(p|f)(?=\s+(?:in|at|from|on|to|for|and|throughout|everywhere)\b|\s*[,.;:)!]|\s*$)/gi;
const DYNAMICS_WORD = /\b(dynamics?|dynamic\s+markings?|hairpins?|wedges?)\b/gi;
const DYNAMIC_LONE = /(?<![\w'’.-])(p|f)(?![\w'’-])/g;

const TEMPO_WORDS = String.raw`grave|largo|larghetto|lento|adagio|adagietto|andante|andantino|moderato|allegretto|allegro|vivace|vivacissimo|presto|prestissimo|(?<!\b(?:mark|marks|marked|set|sets|add|adds|added|give|gives|choose|pick|need|needs|has|have|had|with|without|no|any|find|take|keep|use)\s+)a\s+tempo`;
const TEMPO_NAMED = new RegExp(
  String.raw`\b(${TEMPO_WORDS})(?:\s+(?:ma\s+non\s+troppo|non\s+troppo|molto|assai|con\s+brio|moderato|cantabile|vivace|giusto))?\b`,
  "gi",
);
const TEMPO_NUMBER =
  /(?:(♩|♪|𝅗𝅥|q|quarter(?:\s+note)?|crotchet|eighth(?:\s+note)?|quaver|half(?:\s+note)?|minim)\s*=\s*(\d{2,3})|\b(\d{2,3})\s*(?:bpm|beats\s+per\s+minute)\b|\b(?:tempo|metronome(?:\s+mark(?:ing)?)?)\s+(?:of\s+|to\s+|at\s+|is\s+(?:now\s+)?)?(\d{2,3})\b)/gi;
const TEMPO_WORD = /\b(tempo|metronome\s+mark(?:ing)?)\b/gi;

const UNIT_SYMBOL: Record<string, string> = {
  q: "♩",
  quarter: "♩",
  crotchet: "♩",
  eighth: "♪",
  quaver: "♪",
  half: "𝅗𝅥",
  minim: "𝅗𝅥",
};

function tempoNumberValue(unit: string | undefined, n: string): string {
  const u = (unit ?? "♩").toLowerCase().split(/\s+/)[0] ?? "♩";
  return `${UNIT_SYMBOL[u] ?? unit ?? "♩"} = ${Number(n)}`;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase().replace(/\s+/g, " ");
}

// Pedal, the dynamics' and tempos' words, "=", "bpm"; a dynamic's letters standing alone ("mf", "p").
const MAY_NAME_MARK =
  /ped|pian|mezzo|fort|sforza|cresc|dim|dynamic|mark|sign|hairpin|wedge|=|bpm|beats|tempo|metronome|grave|larg|lento|adagi|andant|moderato|allegr|vivac|prest|(?:^|[^\w'’-])(?:pp|mp|mf|ff|sf|fp|fz|rf)|[\s"'*_][pf](?![\w-])/i;

/** Adds a mark unless it starts inside one found before (a function, not a closure made per call:
 * tsx names every closure it creates). */
function addMark(
  out: ValueMention[],
  property: Property,
  value: string | null,
  index: number,
  end: number,
): void {
  if (!overlaps(out, index)) out.push({ property, value, index, end });
}

function findMarks(clause: string): ValueMention[] {
  const out: ValueMention[] = [];
  if (!MAY_NAME_MARK.test(clause)) return out;
  for (const m of matchesOf(PEDAL, clause)) addMark(out, "pedal", null, m.index, m.index + m[0].length);
  for (const m of matchesOf(DYNAMIC_NAMED, clause)) {
    addMark(
      out,
      "dynamics",
      DYNAMIC_WORDS[m[1]!.toLowerCase().replace(/\s+/, " ")] ??
        DYNAMIC_WORDS[m[1]!.toLowerCase().replace(/\s+/, "-")] ??
        null,
      m.index,
      m.index + m[0].length,
    );
  }
  for (const m of matchesOf(DYNAMIC_LETTERS, clause))
    addMark(out, "dynamics", m[1] ?? null, m.index, m.index + m[0].length);
  for (const m of matchesOf(DYNAMIC_SOFT, clause)) {
    const said = m[1] ?? m[2] ?? "";
    // "changes to F major": a capital letter is a note or key name, not a dynamic.
    if (/^[PF]$/.test(said)) continue;
    const word = said.toLowerCase();
    addMark(out, "dynamics", word === "piano" ? "p" : word, m.index, m.index + m[0].length);
  }
  for (const m of matchesOf(DYNAMIC_OBJECT, clause)) {
    // Lower case only: "F" is a note name.
    const letter = m[1] ?? "";
    const at = m.index + m[0].length - letter.length;
    if (letter === letter.toLowerCase()) addMark(out, "dynamics", letter, at, at + 1);
  }
  // In a clause about dynamics a lone "p" or "f" is the mark: "the dynamics in bar 3 are now p".
  if (/\bdynamics?\b/i.test(clause))
    for (const m of matchesOf(DYNAMIC_LONE, clause))
      addMark(out, "dynamics", m[1] ?? null, m.index, m.index + m[0].length);
  for (const m of matchesOf(DYNAMICS_WORD, clause))
    addMark(out, "dynamics", null, m.index, m.index + m[0].length);
  for (const m of matchesOf(TEMPO_NUMBER, clause)) {
    addMark(out, "tempo", tempoNumberValue(m[1], m[2] ?? m[3] ?? m[4] ?? ""), m.index, m.index + m[0].length);
  }
  for (const m of matchesOf(TEMPO_NAMED, clause))
    addMark(out, "tempo", capitalise(m[0]), m.index, m.index + m[0].length);
  for (const m of matchesOf(TEMPO_WORD, clause)) addMark(out, "tempo", null, m.index, m.index + m[0].length);
  return out;
}

// ---------------------------------------------------------------- what Barline does not model

// Markings a score can carry that the reading does not model: articulations, slurs and ties,
// bowings, fingerings, lyrics, ornaments, stems and beams, layout, repeats and other signs.
const UNMODELLED: RegExp[] = [
  /\b(?:staccatissimo|staccato|legato|tenuto|marcato|portato|accents?|accented|articulations?)\b/gi,
  /\b(?:slurs?|slurred|phrase\s+marks?|phrasing|ties|tied|tie)\b/gi,
  /\b(?:(?:down|up)[\s-]?bows?|bowings?|bowed|pizzicato|pizz\.|arco|spiccato|d[ée]tach[ée]|col\s+legno|sul\s+(?:ponticello|tasto)|martel[ée]|sautill[ée])(?!\w)/gi,
  /\b(?:fingerings?|fingered|finger\s+numbers?)\b/gi,
  /\b(?:lyrics?|syllables?|verses?)\b/gi,
  /\b(?:trills?|mordents?|grace\s+notes?|appoggiaturas?|acciaccaturas?|ornaments?|ornamented|turns?\s+(?:sign|symbol)s?|rolled\s+chords?|arpeggiated)\b/gi,
  /\b(?:stems?|beams?|beamed|beaming)\b/gi,
  /\b(?:system\s+breaks?|page\s+breaks?|line\s+breaks?|new\s+(?:system|page)|layout)\b/gi,
  // Tempo changes in words: the reading's tempo is a metronome mark or a sounding tempo only.
  /\b(?:rit\.|ritard\.|ritardando|riten\.|ritenuto|rall\.|rallentando|accel\.|accelerando|stringendo|allargando)(?!\w)/gi,
  /\b(?:fermatas?|breath\s+marks?|caesuras?|tremolos?|glissando|harmonics|con\s+sordino|mutes?|ottava|8va|8vb|triplets?|tuplets?|rehearsal\s+marks?|repeat\s+(?:signs?|barlines?|marks?)|voltas?|(?:first|second)\s+endings?|(?:double|final)\s+bar\s?lines?|chord\s+symbols?)\b/gi,
];

// A word (or its start) from each of the patterns above, in their order.
const MAY_NAME_OTHER =
  /stacc|legato|tenuto|marcato|portato|accent|articulation|slur|phras|tie|bow|pizz|arco|spiccato|tach|legno|sul|martel|sautill|finger|lyric|syllable|verse|trill|mordent|grace|appoggiatura|acciaccatura|ornament|turn|rolled|arpeggiated|stem|beam|break|system|page|layout|rit|rall|accel|stringendo|allargando|fermata|breath|caesura|tremolo|glissando|harmonics|sordino|mute|ottava|8v|plet|rehearsal|repeat|volta|ending|bar\s?line|symbol/i;

/** The markings Barline does not model that the clause names, as one mention ("slur, legato"); null
 * when it names none. Words inside a modelled value ("treble 8vb" is a clef) are left to it. */
export function findOtherMention(clause: string, modelled: ValueMention[] = []): ValueMention | null {
  if (!MAY_NAME_OTHER.test(clause)) return null;
  const words: { index: number; end: number; word: string }[] = [];
  for (const pattern of UNMODELLED) {
    for (const m of matchesOf(pattern, clause))
      if (!overlaps(modelled, m.index))
        words.push({
          index: m.index,
          end: m.index + m[0].length,
          word: m[0].toLowerCase().replace(/\s+/g, " "),
        });
  }
  if (words.length === 0) return null;
  words.sort((a, b) => a.index - b.index);
  const value = [...new Set(words.map((w) => w.word))].join(", ");
  return { property: "other", value, index: words[0]!.index, end: words[words.length - 1]!.end };
}

// ---------------------------------------------------------------- all together

function overlaps(found: ValueMention[], index: number): boolean {
  return found.some((f) => index >= f.index && index < f.end);
}

export interface FindOptions {
  /** Accept "treble"/"bass" without the word "clef" (the clause or its context is about clefs). */
  bareClefNames?: boolean;
}

/** Every value the clause names, in text order. Pitch runs inside a key or time mention are dropped. */
export function findValueMentions(clause: string, options: FindOptions = {}): ValueMention[] {
  const signs = [
    ...findClefs(clause, options.bareClefNames ?? false),
    ...findKeys(clause),
    ...findTimes(clause),
  ];
  const marks = findMarks(clause).filter((m) => !signs.some((s) => m.index >= s.index && m.index < s.end));
  const pitches = findPitches(clause).filter(
    (p) => ![...signs, ...marks].some((s) => p.index < s.end && s.index < p.end),
  );
  const all = [...signs, ...marks, ...pitches];
  // "The tempo marking is Allegro": the word naming the property adds nothing beside its value.
  return all
    .filter((m) => m.value !== null || !all.some((o) => o.property === m.property && o.value !== null))
    .sort((a, b) => a.index - b.index);
}

// A transposition by an interval of fixed size: "up a (whole) tone", "down an octave", "up 3 semitones".
const FIXED_INTERVAL =
  /\b(up|down)\s+(?:by\s+)?(?:(?:an?|one)\s+|(\d+)\s+)?(semitone|half[\s-]step|(?:whole\s+)?tone|whole[\s-]step|octave)s?\b/i;
const INTERVAL_SEMITONES: Record<string, number> = { semitone: 1, half: 1, tone: 2, whole: 2, octave: 12 };
// A transposition by a named interval: "up a major second", "down a perfect 5th", "up a tritone",
// "up an octave and a minor third".
const NAMED_INTERVAL =
  /\b(up|down)\s+(?:by\s+)?(?:an?\s+|one\s+)?(octave\s+and\s+an?\s+)?(?:(minor|major|perfect|augmented|diminished)\s+)?(second|third|fourth|fifth|sixth|seventh|[2-7](?:nd|rd|th)|tritone)\b/i;
// The direction after the interval: "an octave lower", "a major third higher" ("down an octave" …).
const INTERVAL_THEN_DIRECTION =
  /\b((?:an?|one|\d+)\s+(?:(?:minor|major|perfect|augmented|diminished)\s+)?(?:octave(?:\s+and\s+an?\s+(?:(?:minor|major|perfect|augmented|diminished)\s+)?\w+)?|semitones?|half[\s-]steps?|(?:whole\s+)?tones?|whole[\s-]steps?|second|third|fourth|fifth|sixth|seventh|[2-7](?:nd|rd|th)|tritone))\s+(higher|lower)\b/i;
const DEGREES: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7 };
// Semitones of the major (or, for 4ths and 5ths, perfect) interval of each degree.
const MAJOR_OR_PERFECT: Record<number, number> = { 2: 2, 3: 4, 4: 5, 5: 7, 6: 9, 7: 11 };
const PERFECT_DEGREES = new Set([4, 5]);

/** Semitones of a named interval ("major", "third" → 4); 0 where the name gives no one size: a bare
 * "third" (major or minor?), or a quality the degree cannot have ("major fifth"). A bare fourth or
 * fifth is perfect, as musicians mean it. */
function namedIntervalSize(quality: string | undefined, name: string): number {
  const lower = name.toLowerCase();
  if (lower === "tritone") return quality ? 0 : 6;
  const degree = DEGREES[lower] ?? Number(lower[0]);
  const perfect = PERFECT_DEGREES.has(degree);
  const base = MAJOR_OR_PERFECT[degree]!;
  switch (quality?.toLowerCase()) {
    case undefined:
    case "perfect":
      return perfect ? base : 0;
    case "major":
      return perfect ? 0 : base;
    case "minor":
      return perfect ? 0 : base - 1;
    case "augmented":
      return base + 1;
    default:
      // Diminished: a semitone below perfect, two below major.
      return perfect ? base - 1 : base - 2;
  }
}

/** The signed semitones of the transposition the clause names ("up a tone" → 2, "down a perfect fifth"
 * → -7, "an octave lower" → -12); 0 when it names none of one size. A named interval decides even
 * where it has no one size: "up an octave and a third" is not "up an octave". */
function transpositionOf(clause: string): number {
  const after = INTERVAL_THEN_DIRECTION.exec(clause);
  const text = after ? `${after[2]!.toLowerCase() === "lower" ? "down" : "up"} ${after[1]}` : clause;
  const named = NAMED_INTERVAL.exec(text);
  const m = named ?? FIXED_INTERVAL.exec(text);
  if (!m) return 0;
  const size = named ? namedSize(named) : fixedSize(m);
  return m[1]!.toLowerCase() === "down" ? -size : size;
}

/** The semitones of a NAMED_INTERVAL match, its octave included; 0 for an interval of no one size. */
function namedSize(m: RegExpExecArray): number {
  const interval = namedIntervalSize(m[3], m[4]!);
  return interval && (m[2] ? 12 : 0) + interval;
}

/** The semitones of a FIXED_INTERVAL match: "3 semitones" → 3, "an octave" → 12. */
function fixedSize(m: RegExpExecArray): number {
  return INTERVAL_SEMITONES[m[3]!.toLowerCase().split(/[\s-]/)[0]!]! * Number(m[2] ?? 1);
}

/** "transposed +2" for "up a tone": the diff must move every note by that much. */
export const TRANSPOSED = /^transposed ([+-]\d+)$/;

/** A mention of notes changing without naming pitches ("transposed … up a tone"): "transposed ±n"
 * when the interval has one size, else "changed". */
export function findNotesChange(clause: string): ValueMention | null {
  const m = NOTES_CHANGED.exec(clause);
  if (!m) return null;
  const shift = transpositionOf(clause);
  const value = shift ? `transposed ${shift > 0 ? "+" : ""}${shift}` : "changed";
  return { property: "notes", value, index: m.index, end: m.index + m[0].length };
}

/**
 * A value as another extractor (Claude) wrote it, normalised as the rules would write it; null when it
 * is not a value of that property. Already-normalised values come back unchanged.
 */
export function normalizeValue(property: Property, raw: string | null): string | null | undefined {
  if (raw === null) return null;
  const text = raw.trim();
  const firstOf = (mentions: ValueMention[]) => mentions.find((m) => m.property === property)?.value;
  switch (property) {
    case "clef":
      return (
        clefValue(text.replace(/\s*clef$/i, "")) ??
        firstOf(findClefs(text, true)) ??
        (isClefName(text) ? text : undefined)
      );
    case "key":
      return /\|/.test(text) ? text : firstOf(findKeys(text));
    case "time":
      return firstOf(findTimes(text));
    case "notes":
      return text === "changed" || TRANSPOSED.test(text) ? text : firstOf(findPitches(text));
    case "pedal":
      return ["added", "removed", "present", "absent"].includes(text) ? text : undefined;
    case "dynamics":
      return ["added", "removed", "present", "absent"].includes(text) ? text : firstOf(findMarks(text));
    case "tempo":
      return ["added", "removed", "present", "absent"].includes(text)
        ? text
        : (firstOf(findMarks(text)) ?? undefined);
    case "bar-count":
      return /^\d+$/.test(text) ? text : undefined;
    case "other":
      return text;
  }
}

const CLEF_VALUES = new Set([
  "treble",
  "bass",
  "alto",
  "tenor",
  "soprano",
  "mezzo-soprano",
  "baritone",
  "baritone (F clef)",
  "sub-bass",
  "French violin",
  "percussion",
  "tab",
]);

function isClefName(text: string): boolean {
  const base = text.replace(/\s+(8v[ab]|15m[ab])$/, "");
  return CLEF_VALUES.has(base);
}
