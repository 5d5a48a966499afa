// Time signatures: "3/4", "three-four time", "common time", "alla breve".
import { matchesOf } from "../matches.ts";
import { NUMBER_WORDS } from "../numbers.ts";
import type { ValueMention } from "./mention.ts";

const TIME_DIGITS =
  /(?<![\d/.,:-])(\d{1,2})\s?\/\s?(1|2|4|8|16|32)(?![\d/])(?!\s*(?:notes?|rests?|of\b|beats?\b|(?:bars?|measures?)\b(?!\s*\d)))/g;
// "Bar 12 is still a full 4/4 bar": a bar said to be one of that time (not "the 4/4 bars", a place).
const TIME_BAR =
  /\b(?:is|was)\s+(?:still\s+|now\s+|also\s+)?an?\s+(?:full\s+|complete\s+|whole\s+)?((\d{1,2})\s?\/\s?(1|2|4|8|16|32))\s+(?:bar|measure)\b(?!\s*\d)/gi;
const TIME_WORDS =
  /\b(two|three|four|five|six|seven|nine|twelve)(?:-|\s)(two|four|eight|sixteen)\b(?:\s+(time|meter|metre))?/gi;
const TIME_NAMED = /\b(common\s+time|cut\s+time|cut-time|alla\s+breve)\b/gi;

// Digits have a slash; words end in two, four, eight or sixteen; names are "… time" or "alla breve".
const MAY_NAME_TIME = /\/|two|four|eight|sixteen|time|breve/i;

export function findTimes(clause: string): ValueMention[] {
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
  for (const m of matchesOf(TIME_BAR, clause)) {
    const index = m.index + m[0].indexOf(m[1]!);
    out.push({ property: "time", value: `${Number(m[2])}/${m[3]}`, index, end: index + m[1]!.length });
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
