// Scope words on notes (findings.md, "Scope words"): "never goes above G3" is the highest note of
// that staff, "the lowest note is C3" is the lowest one and is there. Values: "≤G3", "<C4", "≥C3",
// ">B2", "top F5" (nothing higher, and F5 somewhere), "bottom C3", "first D5" (the bar's first note),
// "only F4" (the bar's one note).
import type { ValueMention } from "./values/mention.ts";

// "note", "LH note", "written note", "soprano note".
const PEAK_NOTE = String.raw`(?:[\w'’-]+\s+){0,2}?(?:note|pitch)\b`;
// What stands between the peak's words and its pitch: "in mm. 8–12 is now the written".
const PEAK_VALUE = String.raw`[^;]{0,40}?(?:\b(?:is|was|reaches)|:|,)\s+(?:now\s+|also\s+|still\s+|just\s+)?(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+|low\s+|high\s+)?$`;

const PEAK_SHORT = String.raw`(?:\s+(?:there|here|now))?\s+(?:(?:is|was)\s+)?(?:now\s+|also\s+|still\s+)?(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+|low\s+|high\s+)?$`;

const GOES_IS = String.raw`(?:it|they|she|he|the\s+(?:rh|lh|right\s+hand|left\s+hand|part|line|melody))\s+(?:goes|gets|reaches|climbs|sinks|falls)\s+is\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+|low\s+|high\s+)?$`;

// A verb saying where a line lies ("stays", "ranges"), and a pitch with what may stand before it.
const SPANS = String.raw`(?:stays?|remains?|lies|lie|sits?|moves?|ranges?|keeps?|runs?|spans?|is|are)(?:\s+(?:always|entirely|all|only|somewhere|well|within))*`;
const PITCH_ARTICLE = String.raw`(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?`;
const PITCH = String.raw`[A-G](?:[#b♯♭]|-?flat|-?sharp)?-?\d`;

const SPANS_BETWEEN = new RegExp(String.raw`\b${SPANS}\s+between\s+${PITCH_ARTICLE}$`, "i");

const BOUND_BEFORE: [RegExp, string][] = [
  [
    /\b(?:never|doesn't|does\s+not|don't|do\s+not)\s+(?:go(?:es)?|rises?|climbs?|gets?|reach(?:es)?|venture\s+|ventures?)\s*(?:above|over|higher\s+than|beyond|past)\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i,
    "≤",
  ],
  [
    /\b(?:never|doesn't|does\s+not|don't|do\s+not)\s+(?:go(?:es)?|falls?|drops?|dips?|sinks?|gets?|reach(?:es)?|descends?)\s*(?:below|under|lower\s+than|beneath|past)\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i,
    "≥",
  ],
  // "There's nothing below middle C in those bars", "nothing goes above C6", "Nothing in the clarinet
  // part is written above A4", "Nothing is above G5": a bound, not a note there (before "is above").
  [
    /\bnothing(?:\s+(?:in|on|of)\s+(?:the\s+|its\s+|this\s+)?[\w♭♯' -]{1,40}?)?\s+(?:(?:is|are|was|were)\s+(?:now\s+)?(?:(?:written|notated|pitched|placed)\s+)?|(?:goes|gets|falls|drops|sinks|dips|reaches|rises|climbs|sits)\s+)?(?:below|under|beneath|lower\s+than)\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i,
    "≥",
  ],
  [
    /\bnothing(?:\s+(?:in|on|of)\s+(?:the\s+|its\s+|this\s+)?[\w♭♯' -]{1,40}?)?\s+(?:(?:is|are|was|were)\s+(?:now\s+)?(?:(?:written|notated|pitched|placed)\s+)?|(?:goes|gets|falls|drops|sinks|dips|reaches|rises|climbs|sits)\s+)?(?:above|over|higher\s+than)\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i,
    "≤",
  ],
  [
    /\b(?:stays?|remains?|is|are|lies|lie|sits?)\s+(?:always\s+|entirely\s+|all\s+)?(?:below|under|beneath|lower\s+than)\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i,
    "<",
  ],
  [
    /\b(?:stays?|remains?|is|are|lies|lie|sits?)\s+(?:always\s+|entirely\s+|all\s+)?(?:above|over|higher\s+than)\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i,
    ">",
  ],
  // "The highest note is now a written D5", "the lowest LH note in mm. 8–12 is the F3", "Top soprano
  // note: D5", "its highest note, a written D5".
  [new RegExp(String.raw`\b(?:highest|top)\s+${PEAK_NOTE}${PEAK_VALUE}`, "i"), "top "],
  // "The lowest it goes is the E♭3", "the highest the RH gets is A5": that peak.
  [new RegExp(String.raw`\bhighest\s+${GOES_IS}`, "i"), "top "],
  [new RegExp(String.raw`\blowest\s+${GOES_IS}`, "i"), "bottom "],
  // "the right hand tops out at A5", "peaks at the A5": its highest note, and there.
  [/\bpeak(?:s|ed|ing)?\s+(?:at|on)\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i, "top "],
  [
    /\b(?:tops?|topped|topping)\s+out\s+(?:at|on)\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i,
    "top ",
  ],
  [
    /\b(?:bottoms?|bottomed|bottoming)\s+out\s+(?:at|on)\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i,
    "bottom ",
  ],
  [new RegExp(String.raw`\b(?:lowest|bottom)\s+${PEAK_NOTE}${PEAK_VALUE}`, "i"), "bottom "],
  // "highest A5 (bars 8 and 11)", "lowest note D2, in bar 12", "The lowest is written C4".
  [new RegExp(String.raw`\bhighest(?:\s+(?:note|pitch))?${PEAK_SHORT}`, "i"), "top "],
  [new RegExp(String.raw`\blowest(?:\s+(?:note|pitch))?${PEAK_SHORT}`, "i"), "bottom "],
  // "bar 12 starts on D5", "its first note is D5", "comes in at bar 3 on A4" (findings.md, "Entries
  // and rests"): the bar's first note.
  [
    /\b(?:starts?|started|starting|begins?|began|beginning|opens?|opened|opening)\s+(?:on|with)\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i,
    "first ",
  ],
  // "the right hand opens the 3/4 in m. 7 on C5", "begins bar 5 with a D5": what it opens with, its
  // first note.
  [
    /\b(?:starts?|started|begins?|began|opens?|opened)\s+(?:the\s+)?(?:(?!\b(?:and|on|with|then)\b)[^.;,]|\bm\.|\bmm\.){1,40}?\s+(?:on|with)\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i,
    "first ",
  ],
  [
    /\bfirst\s+(?:note|pitch)\b(?:[^.;]|\bmm?\.){0,40}?(?:\bis|\bwas|:|,)\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i,
    "first ",
  ],
  [
    /\b(?:comes?|came|coming|enters?|entered|entering)\s+(?:back\s+)?(?:in\s+)?(?:at|in|on)\s+(?:the\s+downbeat\s+of\s+)?(?:bar|measure|m\.)\s*\d{1,4}\s+(?:on\s+)(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i,
    "first ",
  ],
  [
    /\b(?:goes|rises|climbs|reaches)\s+(?:no\s+higher\s+than|at\s+most\s+(?:up\s+to\s+)?)\s*(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i,
    "≤",
  ],
  // "stays at or below C4"; "never goes below C2 or above D3": the second bound after "or".
  [/\bat\s+or\s+below\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i, "≤"],
  [/\bat\s+or\s+above\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i, "≥"],
  [
    /\b(?:never|doesn't|does\s+not|don't|do\s+not)\s+\w+\s+(?:below|under)\s+\S+\s+or\s+(?:above|over)\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i,
    "≤",
  ],
  [
    /\b(?:never|doesn't|does\s+not|don't|do\s+not)\s+\w+\s+(?:above|over)\s+\S+\s+or\s+(?:below|under)\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i,
    "≥",
  ],
  [
    /\b(?:goes|falls|drops|reaches)\s+(?:no\s+lower\s+than|at\s+most\s+(?:down\s+to\s+)?)\s*(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i,
    "≥",
  ],
  // "The pedal staff stays between C2 and B♭2", "the RH ranges from C4 to G5": both bounds.
  [new RegExp(String.raw`\b${SPANS}\s+(?:between|from)\s+${PITCH_ARTICLE}$`, "i"), "≥"],
  [
    new RegExp(
      String.raw`\b${SPANS}\s+(?:between\s+${PITCH_ARTICLE}${PITCH}\s+and|from\s+${PITCH_ARTICLE}${PITCH}\s+(?:to|up\s+to|through))\s+${PITCH_ARTICLE}$`,
      "i",
    ),
    "≤",
  ],
  // "M. 8 in the LH is a single whole-note F4", "just a held C5": the bar's one note.
  [
    /\b(?:a\s+single|one\s+single|a\s+lone|just\s+(?:an?|one))\s+(?:(?:held|long|sustained|tied|whole[\s-]note|half[\s-]note|dotted[\s-]half(?:[\s-]note)?|dotted[\s-]quarter(?:[\s-]note)?|quarter[\s-]note|low|high|written|concert|sounding)\s+){0,3}$/i,
    "only ",
  ],
];
const PLACE_BETWEEN = String.raw`(?:,?\s+(?:in|at)\s+(?:bar|measure|m\.)\s*\d{1,4},?)?`;
// "G5 and nothing higher": the highest note, and there; "C4 or above" a bound.
const BOUND_AFTER: [RegExp, string][] = [
  // "C4 or above": that note and every higher one.
  [/^\s+or\s+(?:above|higher)\b/i, "≥"],
  [/^\s+or\s+(?:below|lower)\b/i, "≤"],
  [/^\s*(?:,|—|–|-)?\s*(?:and\s+|but\s+)?nothing\s+(?:higher|above\s+(?:it|that))\b/i, "top "],
  [/^\s*(?:,|—|–|-)?\s*(?:and\s+|but\s+)?nothing\s+(?:lower|below\s+(?:it|that))\b/i, "bottom "],
  // "That C3 is also the pedal staff's highest note", "B♭2 is the lowest note anywhere".
  // "D4 in bar 5 is the tenor's top note now".
  [
    new RegExp(
      String.raw`^${PLACE_BETWEEN}\s+(?:is|was)\s+(?:now\s+|also\s+|still\s+)?(?:the|its|their)\s+(?:[\w'’-]+\s+){0,3}?(?:highest|top)\s+${PEAK_NOTE}`,
      "i",
    ),
    "top ",
  ],
  [
    new RegExp(
      String.raw`^${PLACE_BETWEEN}\s+(?:is|was)\s+(?:now\s+|also\s+|still\s+)?(?:the|its|their)\s+(?:[\w'’-]+\s+){0,3}?(?:lowest|bottom)\s+${PEAK_NOTE}`,
      "i",
    ),
    "bottom ",
  ],
];
const MIDDLE_C = /\bmiddle\s+C\b/g;
const ENTERS_ON =
  /\b(?:comes?\s+in|came\s+in|enters?|entered|entering)\s+on\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i;
const BAR_AFTER = /^\s+(?:in|at)\s+(?:bar|measure|m\.)\s*\d/i;
const BAR_ENTERS =
  /\b(?:bar|measure|m\.)\s*\d{1,4}\s+(?:now\s+|still\s+)?(?:comes?\s+in|enters?)\s+on\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i;

// "The right hand's range is C4 to F5": its lowest and highest notes.
const RANGE = new RegExp(
  String.raw`\b(?:range|compass|ambitus|tessitura)\b[^.;]{0,30}?(?:\bis|:|\bspans|\bfrom|\bgoes\s+from|\bruns\s+from)\s+([A-G][#b♯♭]?-?\d)\s*(?:to|up\s+to|–|-)\s*([A-G][#b♯♭]?-?\d)\b`,
  "i",
);

/** The notes mention as bounds where the words around it make them ("never goes above G3", "the
 * range is C4 to F5"); else as it is. */
export function boundedNotes(clause: string, mention: ValueMention): ValueMention[] {
  if (mention.property !== "notes" || !mention.value) return [mention];
  // "stays between C2 and B♭2": the two notes read as one mention are its two bounds.
  const pair = mention.value.split(" ");
  if (pair.length === 2 && SPANS_BETWEEN.test(clause.slice(Math.max(0, mention.index - 80), mention.index)))
    return [
      { ...mention, value: `≥${pair[0]}` },
      { ...mention, value: `≤${pair[1]}` },
    ];
  return [boundedNote(clause, { ...mention, value: mention.value })];
}

function boundedNote(clause: string, mention: ValueMention & { value: string }): ValueMention {
  const range = RANGE.exec(clause);
  if (range && !/\s/.test(mention.value)) {
    const low = range.index + range[0].lastIndexOf(range[1]!, range[0].length - range[2]!.length - 1);
    if (mention.index === low) return { ...mention, value: `bottom ${mention.value}` };
    if (mention.index === range.index + range[0].length - range[2]!.length)
      return { ...mention, value: `top ${mention.value}` };
  }
  // "enters on E4 in bar 3": the note it enters with, the first of the bar named after it.
  // ("Bar 7 comes in on A4": the bar named before it, the same.)
  if (
    !/\s/.test(mention.value) &&
    ENTERS_ON.test(clause.slice(Math.max(0, mention.index - 40), mention.index)) &&
    (BAR_AFTER.test(clause.slice(mention.end, mention.end + 20)) ||
      BAR_ENTERS.test(clause.slice(Math.max(0, mention.index - 40), mention.index)))
  )
    return { ...mention, value: `first ${mention.value}` };
  if (!/\s/.test(mention.value))
    for (const [pattern, mark] of BOUND_AFTER)
      if (pattern.test(clause.slice(mention.end, mention.end + 40)))
        return { ...mention, value: `${mark}${mention.value}` };
  return bounded(clause.slice(Math.max(0, mention.index - 80), mention.index), mention);
}

function bounded(before: string, mention: ValueMention): ValueMention {
  // (Only a pitch has bounds: "just a measure rest" is a bar without notes.)
  if (/\s/.test(mention.value!) || !/^[A-G]/.test(mention.value!)) return mention;
  for (const [pattern, mark] of BOUND_BEFORE)
    if (pattern.test(before)) return { ...mention, value: `${mark}${mention.value}` };
  return mention;
}

/** "below middle C": middle C written as the pitch it is, so the bound can read it. */
export function withMiddleC(clause: string): string {
  return MIDDLE_C.test(clause) ? clause.replace(MIDDLE_C, "C4      ") : clause;
}

export const BOUND = /^(≤|<|≥|>|top |bottom |first |last |only )(\S+)$/;
