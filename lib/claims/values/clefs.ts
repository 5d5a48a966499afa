// Clef words: "bass clef", "clef: G2", "treble 8vb", a bare "back to treble" where the clause is
// about clefs.
import { matchesOf } from "../matches.ts";
import { overlaps, type ValueMention } from "./mention.ts";

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
// After a comma a bare "8" is a count ("treble clef, 8 bars"): only a written octave sign is the clef's.
const OCTAVE_SIGN = String.raw`8vb|8va|8va\s+bassa|8ba|15mb|15ma|ottava\s+bassa|ottava|\(8\)`;

/** A clef word as the score names it ("F" → "bass", "tablature" → "tab"); null for other words. */
export function clefValue(name: string, octave?: string, line?: number): string | null {
  const n = name.toLowerCase().replace(/\s+/g, " ");
  let base: string | null;
  if (n === "g") base = G_CLEF_LINES[line ?? 2] ?? null;
  else if (n === "f") base = F_CLEF_LINES[line ?? 4] ?? null;
  // ("the C clef is printed at the end of that bar": any C clef, alto or tenor, where no line is said.)
  else if (n === "c") base = line ? (C_CLEF_LINES[line] ?? null) : Object.values(C_CLEF_LINES).join("|");
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
  String.raw`\b(${CLEF_NAME})(?:[\s-]+(${OCTAVE}))?[\s-]+clefs?\b(?:\s+(?:on|in)\s+(?:the\s+)?(first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)\s+line)?(?:\s+(${OCTAVE})(?![\w])|\s*,\s*(${OCTAVE_SIGN})(?![\w]))?`,
  "gi",
);
// "clef treble -> bass", "the clef is bass", "clef: alto"
const CLEF_AFTER =
  /\bclefs?\b\s*(?::|=|is\s+(?:now\s+|still\s+)?|was\s+|changes?\s+(?:back\s+)?to\s+|changed\s+(?:back\s+)?to\s+|to\s+)?\s*(?:the\s+|an?\s+)?(treble|bass|alto|tenor|soprano|baritone|percussion|tab)\b(?!\s+clef)/gi;
const CLEF_OCTAVE = /\b(treble|bass)[\s-](8vb|8va|15mb|15ma)\b/gi;
// A bare name ("back to treble", "it's still bass"), accepted only where the clause is about clefs.
// ("Melody and bass": the lines, not a clef.)
const CLEF_BARE =
  /(?<!\b(?:the|a)\s+|\b(?:melody|tune|theme|top\s+line)\s+and\s+)\b(treble|bass|alto|tenor)\b(?!\s+and\s+(?:melody|tune|theme)\b)(?![\s-]*(?:clef|staff|staves|line|part|voice|notes?|register|range|player|section|instrument|drum|guitar|hand|viol|trombone|clarinet|recorder|sax))/gi;

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
// A sign and its line beside the word anywhere: "staff 2 clef G2 (treble)", "a G2 clef" — a clef,
// not the note G2. After a clef's name ("bass clef | G2") or before more pitches ("clef F3 C3") the
// pitch is a note.
const CLEF_SIGN_LINE =
  /(?<!\b(?:treble|bass|alto|tenor|soprano|baritone|percussion|[GFCgfc])[\s-]+)\bclef\s+([GFC])([1-5])(?![\w#♯♭/])(?!\s*,?\s*[A-G](?:[#b♯♭]|-?flat|-?sharp)?-?\d)|(?<![\w#♯♭-])([GFC])([1-5])[\s-]+clef\b/g;
const MAY_NAME_CLEF_SIGN_LINE = /clef\s+[GFC][1-5]|[GFC][1-5][\s-]+clef/;

/** "G2" → "treble", "F" → "bass", "C3" → "alto"; null for a bare "C" (which line?) or any other letter. */
function clefSignValue(letter: string, line: string | undefined): string | null {
  if (!/^[GFC]$/.test(letter) || (letter === "C" && !line)) return null;
  return clefValue(letter, undefined, line ? Number(line) : undefined);
}

function findClefSigns(clause: string, out: ValueMention[]): void {
  if (MAY_NAME_CLEF_SIGN.test(clause))
    for (const m of matchesOf(CLEF_SIGN, clause)) {
      const value = clefSignValue(m[1]!, m[2]);
      if (value) out.push({ property: "clef", value, index: m.index, end: m.index + m[0].length });
    }
  if (MAY_NAME_CLEF_SIGN_LINE.test(clause))
    for (const m of matchesOf(CLEF_SIGN_LINE, clause)) {
      if (overlaps(out, m.index)) continue;
      // (A line no clef of that sign sits on, "F1 clef", names no clef the rules know.)
      const value = clefSignValue(m[1] ?? m[3]!, m[2] ?? m[4]);
      out.push({ property: "clef", value, index: m.index, end: m.index + m[0].length });
    }
}

export function findClefs(clause: string, bare: boolean): ValueMention[] {
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

export function isClefName(text: string): boolean {
  const base = text.replace(/\s+(8v[ab]|15m[ab])$/, "");
  return CLEF_VALUES.has(base);
}
