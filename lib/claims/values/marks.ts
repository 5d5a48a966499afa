// Pedal, dynamics and tempo: "the pedal marking", "mf", "a piano marking", "Allegro", "♩ = 120".
import { matchesOf } from "../matches.ts";
import type { Property } from "../claim.ts";
import { overlaps, type ValueMention } from "./mention.ts";

// ("nothing to pedal": the verb, not a mark; "the pedal-staff note": the organ's staff; "a 16' pedal
// stop", "the pedal coupler": the organ's registration; "my pedal edit", "the pedal call": the work that
// added one. A read's "pedal stop" is a pedal's release.)
const PEDAL =
  /(?<!\b(?:nothing|something|anything|need|needs|have|has|want|wants)\s+to\s+)\b(?:sustain(?:ing)?\s+|damper\s+|sostenuto\s+)?(?:pedal(?:l?ing|l?ed)?(?!\w)|ped(?:\.|(?!\w)))(?:\s+(?:marks?|markings?|signs?|indications?|lines?|brackets?))?(?![\s-]+(?:point|tone|note|staff|stave|coupler|board|division|reed|flue|register|keyboard|edit|call|request|command|tool|operation|task|job)s?\b)(?<!\b(?:16|8|32|4)['’′]\s*pedal)/gi;

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
// "p" and "f" alone, and "piano" (also an instrument), count only as a marking: "marked p", "a piano
// marking", "the opening dynamic is piano", "opens piano" (not "Added p to piano RH": the instrument).
const DYNAMIC_SOFT =
  /(?:\b(?:marked|marking(?:\s+of)?|dynamic(?:\s+of)?|(?:dynamic|marking)\s+(?:is|was)(?:\s+now|\s+still)?|opens?|starts?|begins?|closes?|ends?|to|at)\s+(?:an?\s+)?["'*_]*(p|f|piano)["'*_]*(?![\w-])(?!\s+(?:part|staff|staves|left|right|hand|score|reduction|player|RH|LH|upper|lower|top|bottom|treble|bass)\b|['’]s\b)|\b(?:an?\s+)?["'*_]*(p|f|piano)["'*_]*\s+(?:dynamic|marking|mark|sign)\b)/gi;
// A lone lower-case "p" or "f" standing as the object of a verb or after "the", before a preposition or
// the clause end: "all parts start p in bar 1", "the violins have f at bar 9", "removed the f from bar 9",
// "bar 5 still has its p", "bar 5 has a p as well", "bar 15 has p now", "Added a p under the RH",
// "B4 A4 G4 B4 under an f", "Bar 1 is now p", "m. 12 now reads p", "Bar 7 keeps its p".
const DYNAMIC_OBJECT =
  /\b(?:starts?|started|begins?|began|opens?|has|have|had|is|are|was|were|gets?|got|plays?|played|reads?|keeps?|kept|carr(?:y|ies|ied)|bears?|comes?\s+in|remov(?:e|ed|es|ing)|add(?:s|ed)?|mov(?:e|ed|es)|delet(?:e|ed|es)|took\s+out|put|under|the|the\s+(?:[\w-]+\s+)?[\w-]+['’]s)(?:\s+(?:now|still)\b)?(?:\s+|:\s*)(?:with\s+)?(?:an?\s+|the\s+|its\s+|their\s+)?(p|f)(?=\s+(?:in|at|from|on|to|for|and|throughout|everywhere|sits|is|stands|appears|comes|instead|rather|as\s+well|too|now|still|again|there|under|below|beneath)\b|\s*[,.;:)!]|\s*$)/gi;
const DYNAMICS_WORD = /\b(dynamics?|dynamic\s+markings?|hairpins?|wedges?)\b/gi;
const DYNAMIC_LONE = /(?<![\w'’.-])(p|f)(?![\w'’-])/g;
const AT_BAR =
  /^\s+(?:at|in|on|from)\s+(?:the\s+(?:very\s+)?(?:start|beginning|opening|outset|downbeat|first\s+bar|last\s+bar)\b|bars?\b|measures?\b|mm?\.)/i;
// … or one a receipt says was written or taken out, or set under a hand: "f added at m. 13", "pp
// removed", "p under the right hand in bar 13".
const MARK_VERB =
  /^\s+(?:(?:was|is)\s+)?(?:added|removed|deleted|inserted|restored|(?:under|below|above)\s+the\s+(?:right|left)\s+hand)\b/i;

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
  /ped|pian|mezzo|fort|sforza|cresc|dim|dynamic|mark|sign|hairpin|wedge|=|bpm|beats|tempo|metronome|grave|larg|lento|adagi|andant|moderato|allegr|vivac|prest|(?:^|[^\w'’-])(?:pp|mp|mf|ff|sf|fp|fz|rf)|(?:^|[\s"'*_])[pf](?![\w-])/i;

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

// ("The opening pedal is released in bar 2" has its release mark there.)
const RELEASED =
  /^\s+(?:goes\s+|comes\s+|is\s+)?(?:up|off|released|lifted)\s+(?:from\s+(?:here|then|there)|onwards?)\b/i;
const STAFF_NAMED = /\b(?:staff|stave)\s*(?:3|three)\s*\(\s*pedals?\s*\)$/i;
const NAMES_STAFF = /^\s*\(\s*(?:staff|stave)\s*(?:3|three)\s*\)/i;

export function findMarks(clause: string): ValueMention[] {
  const out: ValueMention[] = [];
  if (!MAY_NAME_MARK.test(clause)) return out;
  for (const m of matchesOf(PEDAL, clause))
    // "Staff 3 (pedal):", "Pedal (staff 3):" name the organ's pedal staff, not a pedal mark.
    // ("bar 3: pedal up from here": a release, not a pedal mark there.)
    if (
      !STAFF_NAMED.test(clause.slice(Math.max(0, m.index - 16), m.index + m[0].length + 1)) &&
      !NAMES_STAFF.test(clause.slice(m.index + m[0].length)) &&
      !RELEASED.test(clause.slice(m.index + m[0].length))
    )
      addMark(out, "pedal", null, m.index, m.index + m[0].length);
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
  // In a clause about dynamics a lone "p" or "f" is the mark: "the dynamics in bar 3 are now p",
  // "mf at bar 9, f at bar 13"; so is one placed at a bar ("p in bar 1 and f at bar 9").
  const aboutDynamics =
    /\bdynamics?\b/i.test(clause) || out.some((v) => v.property === "dynamics" && v.value);
  for (const m of matchesOf(DYNAMIC_LONE, clause))
    if (
      aboutDynamics ||
      AT_BAR.test(clause.slice(m.index + 1, m.index + 24)) ||
      MARK_VERB.test(clause.slice(m.index + 1))
    )
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
