// Which staff a sentence is about: "left hand", "lower staff", "staff 2", "LH".
import { matchesOf } from "../matches.ts";
import { keptByText } from "../memo.ts";
import type { ScoreContext } from "./score-context.ts";

export interface StaffMention {
  /** null: every staff ("both hands"). */
  staff: number | null;
  index: number;
  end: number;
}

// Spelled-out names are any case; "LH"/"RH" only in capitals (or dotted "l.h."). "Miles below a treble
// staff" names a kind of staff, not one of the score's.
const STAFF_PATTERNS: [RegExp, number | null][] = [
  [
    /\b(?:left[\s-]hand|lower[\s-](?:staff|stave)|bottom[\s-](?:staff|stave)|(?<!\b(?:a|any)\s+)bass\s+(?:staff|stave)|second\s+(?:staff|stave)|middle\s+(?:staff|stave)|(?:staff|stave)\s+(?:2|two)\b)|(?<![\w.])l\.h\./gi,
    2,
  ],
  [/(?<![\w.])LH(?!\w)/g, 2],
  [
    /\b(?:right[\s-]hand|upper[\s-](?:staff|stave)|top[\s-](?:staff|stave)|(?<!\b(?:a|any)\s+)treble\s+(?:staff|stave)|first\s+(?:staff|stave)|(?:staff|stave)\s+(?:1|one)\b)|(?<![\w.])r\.h\./gi,
    1,
  ],
  [/(?<![\w.])RH(?!\w)/g, 1],
  // An organ's pedal staff is its third (findings.md, "Parts"); a part without one has no staff 3.
  [/\b(?:third\s+(?:staff|stave)|(?:staff|stave)\s+(?:3|three)\b|pedals?[\s-]+(?:staff|stave)\b)/gi, 3],
  // An organ's manuals by number ("the second manual", "Man. II"): its first and second staves.
  [/\b[Ff]irst\s+[Mm]anual\b|\b[Mm]an(?:ual)?\.?\s+I\b(?!I)/g, 1],
  [/\b[Ss]econd\s+[Mm]anual\b|\b[Mm]an(?:ual)?\.?\s+II\b/g, 2],
  [/\b(?:fourth\s+(?:staff|stave)|(?:staff|stave)\s+(?:4|four)\b)/gi, 4],
  [/\bboth\s+(?:hands|staves|staffs)\b/gi, null],
  // "bar 4 - upper: treble; lower: treble": a keyboard's staves as the labels of a read's line.
  // ("bar 10: upper clef treble; lower notes D2 A2 F3": the staff leading what the line gives of it.)
  [/(?<=(?:^|[;,·|—–:-])\s*)upper(?=\s*:|\s+(?:clef|notes?|pedal|dynamics?)\b)/gi, 1],
  [/(?<=(?:^|[;,·|—–:-])\s*)lower(?=\s*:|\s+(?:clef|notes?|pedal|dynamics?)\b)/gi, 2],
];
// "Staves 1 and 2 are untouched": each staff the list numbers (tried only where a list may stand).
const STAFF_LIST = /\b(?:staves|staffs)\s+\d/i;
const LISTED_STAVES: [RegExp, number][] = [
  [/(?<=\b(?:staves|staffs)\s+(?:\d\s*(?:,|and|&)\s*)*)1\b/gi, 1],
  [/(?<=\b(?:staves|staffs)\s+(?:\d\s*(?:,|and|&)\s*)*)2\b/gi, 2],
  [/(?<=\b(?:staves|staffs)\s+(?:\d\s*(?:,|and|&)\s*)*)3\b/gi, 3],
];

// Every staff name holds one of these words: most clauses name no staff.
const MAY_NAME_STAFF = /hand|staff|stave|\.h\.|lh|rh|manual|man\.|upper|lower/i;

/** Every staff the text names, in text order: "left hand", "lower staff", "bass staff", "staff 2", "LH" → 2. */
export function findStaffMentions(text: string): StaffMention[] {
  return keptStaffMentions(text);
}

const keptStaffMentions = keptByText(staffMentions);

function staffMentions(text: string): StaffMention[] {
  const out: StaffMention[] = [];
  if (!MAY_NAME_STAFF.test(text)) return out;
  for (const [pattern, staff] of STAFF_LIST.test(text)
    ? [...STAFF_PATTERNS, ...LISTED_STAVES]
    : STAFF_PATTERNS)
    for (const m of matchesOf(pattern, text)) out.push({ staff, index: m.index, end: m.index + m[0].length });
  // "bass for the left hand, treble for the right": the other hand, named by its side alone.
  if (out.some((m) => m.staff === 1 || m.staff === 2) && /\bhands?\b/i.test(text))
    for (const m of matchesOf(BARE_SIDE, text))
      if (!out.some((o) => m.index >= o.index && m.index < o.end))
        out.push({ staff: /left/i.test(m[1]!) ? 2 : 1, index: m.index, end: m.index + m[0].length });
  // "The right hand and the pedal staff keep their clefs: treble on top, bass in the pedal": once
  // staves are named, "on top" is the first and "the pedal" the pedal staff named.
  if (out.some((m) => m.staff !== null)) {
    const sides: [RegExp, number][] = [[ON_TOP, 1]];
    if (out.some((m) => m.staff === 3)) sides.push([IN_THE_PEDAL, 3]);
    for (const [pattern, staff] of sides)
      for (const m of matchesOf(pattern, text))
        if (!out.some((o) => m.index < o.end && o.index < m.index + m[0].length))
          out.push({ staff, index: m.index, end: m.index + m[0].length });
  }
  return out.sort((a, b) => a.index - b.index);
}

const ON_TOP = /\b(?:on|up)\s+top\b(?!\s+of\b)/gi;
const IN_THE_PEDAL =
  /\b(?:in|on|for)\s+the\s+pedals?\b(?!\s+(?:marks?|markings?|signs?|brackets?|staff|stave|line|part))/gi;

const BARE_SIDE = /\bthe\s+(left|right)\b(?![\s-]+(?:hand|one\s+hand))/gi;

/** Hands name the staves of a keyboard part: the one part with two or more staves. */
export function keyboardPart(score: ScoreContext | undefined): string | null {
  const keyboards = score?.parts.filter((p) => p.staves >= 2) ?? [];
  return keyboards.length === 1 ? (keyboards[0]?.id ?? null) : null;
}
