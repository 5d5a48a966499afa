// Bar counts: "the piece has 16 bars", "Bars: 20", "a 32-bar minuet", and "I've added two bars".
import type { ExtractedClaim } from "../claim.ts";
import { matchesOf } from "../matches.ts";
import { numberOf } from "../numbers.ts";

const BARS_ADDED_OR_REMOVED =
  /\b(?:added|inserted|appended|removed|deleted)\s+(?:an?|one|two|three|four|five|\d+)\s+(?:new\s+|empty\s+|extra\s+|more\s+)?(?:bars?|measures?)\b/i;

const COUNT_NUMBER = String.raw`(\d{1,4}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|a\s+hundred)`;
const COUNT = new RegExp(
  // Not a time signature's lower number ("4/4 bars 1–12"), nor a range's end ("Bars 1-8 | Bars 9-12"),
  // nor a staff's or a version's number ("set_clef staff 2 bars 5-7").
  String.raw`(?<![\d/]|\d\s*[-–—]\s*|\b(?:staff|stave|version|part|voice|system|page|no\.?)\s*)\b${COUNT_NUMBER}\s+(?:full\s+|complete\s+|whole\s+)?(?:bars|measures)\b`,
  "gi",
);
const COUNT_ADJ = new RegExp(
  String.raw`\b${COUNT_NUMBER}[\s-](?:bar|measure)\s+(?:piece|score|song|minuet|waltz|movement|work|study|etude|étude|excerpt|melody|tune|chorale|prelude|form|phrase\s+structure)\b`,
  "gi",
);
// What stands before "16 bars" when it counts the piece: "has", "there are", "the piece is now", "a
// total of" ("the B section is 8 bars" counts a section).
const COUNT_BEFORE =
  /(?:\b(?:has|have|had|contains?|contained|consists\s+of|comprises?|totals?|total\s+of|there\s+(?:are|were|is)|there's|there're|(?:(?:whole|entire)\s+)?(?:piece|score|song|music|movement|work|chart|tune|arrangement)\s+(?:is|was)|(?:it's|it\s+is)|now|altogether|in\s+total|just|only|exactly|still|of\s+the|all|(?:piece|score|song|music|movement|work|it)\s+(?:runs(?:\s+(?:to|for))?|lasts(?:\s+for)?|spans|comes\s+to))\s+(?:now\s+|exactly\s+|only\s+|just\s+|still\s+)?)$/i;
// A count said bare ("Four bars — the 3/4 starts at bar 13") counts the piece only as the answer to a
// question about its length; else it may count any stretch of it.
const BARE = /(?:^|:\s*)$/;
// "a pickup bar, then 16 full measures": the full bars after the pickup.
const AFTER_PICKUP =
  /\b(?:pickup|upbeat|anacrusis)(?:\s+(?:bar|measure|beat|note))?\s*,?\s*(?:then|and\s+then|followed\s+by|plus|and)\s+$/i;
const COUNT_AFTER = /^\s*(?:long|in\s+total|total|altogether|in\s+all|overall)\b/i;
// A stretch of it before the count: "the treble passage is exactly three bars long" counts the passage.
const OF_A_STRETCH =
  /\b(?:passage|section|stretch|phrase|bit|episode|intro|introduction|coda|bridge|ending|solo|rest|run|segment|sequence|change)\b[^,;:]*$/i;
// "Three bars — 6 through 8 — are in 5/4", "eight bars before the end": bars counted within the
// piece, not the piece's length ("Eight bars, 3/4 throughout." counts it), "the only three bars
// with a pedal marking" the bars that have it, and "two bars' rest" a part's silence.
const COUNT_WITHIN =
  /^\s*(?:['’](?=\s)|(?:of\s+)?(?:rest|silence)\b|(?:with|without|that|which|where|carrying|containing|having|marked|showing|bearing)\b|(?:,|\(|—|–|:|-{1,2})\s*(?:(?:bars?|measures?|mm?\.)\s*)?\d(?!\d*\/\d)|(?:before|after|from)\s+(?:the\s+(?:end|start|beginning|change|double\s+bar)|bars?\b|measures?\b|that\b|this\b|it\b)|into\s+the\b|of\s+(?:\d|the\b)|in\s+\d\/)/i;
const COUNT_NOT =
  /\b(?:the\s+only|first|last|final|opening|closing|next|previous|other|these|those|remaining|every|each|all|over|for|across|within|after|before|per)\s+$/i;

// Both count patterns need "bar" or "measure": most clauses have neither, and the test is cheaper.
const BAR_OR_MEASURE = /bar|measure/i;

// "Bars: 20", "Length: 20 bars" — a label and the count, as a summary or a table row gives it.
const COUNT_LABEL =
  /^(?:bars|measures|length|bar\s+count|number\s+of\s+(?:bars|measures)|total\s+(?:bars|measures))\s*:\s*(\d{1,4})(?:\s+(?:bars|measures))?\.?$/i;

// "The piece ends at m. 16": its last bar, so its length.
const PIECE_ENDS_AT =
  /\b(?:the\s+)?(?:whole\s+)?(?:piece|score|song|music|movement)\s+(?:now\s+|still\s+)?(?:ends|finishes|closes|stops)\s+(?:at|in|on|with)\s+(?:bar|measure|m\.)\s*(\d{1,4})\b/i;

// "16." to "How many bars does it have now?": the number alone.
const NUMBER_ALONE = new RegExp(String.raw`^\s*${COUNT_NUMBER}\s*[.!]?\s*$`, "i");

function countIn(clause: string, source: "assistant" | "read", lengthAsked: boolean): number | null {
  if (!BAR_OR_MEASURE.test(clause) && !/length/i.test(clause) && !/\bm\.\s*\d/i.test(clause)) return null;
  const labelled = COUNT_LABEL.exec(clause.trim());
  if (labelled) return Number(labelled[1]);
  const ends = PIECE_ENDS_AT.exec(clause);
  if (ends) return Number(ends[1]);
  for (const m of matchesOf(COUNT_ADJ, clause)) return numberOf(m[1] ?? "");
  for (const m of matchesOf(COUNT, clause)) {
    const before = clause.slice(0, m.index);
    const after = clause.slice(m.index + m[0].length);
    if (COUNT_NOT.test(before) || COUNT_WITHIN.test(after)) continue;
    if (source === "read") return numberOf(m[1] ?? "");
    if (OF_A_STRETCH.test(before)) continue;
    if (
      COUNT_BEFORE.test(before) ||
      (lengthAsked && BARE.test(before)) ||
      AFTER_PICKUP.test(before) ||
      COUNT_AFTER.test(after)
    )
      return numberOf(m[1] ?? "");
  }
  return null;
}

/** The bar-count claims of an asserted clause: an assistant's "I've added two bars" (an edit of the
 * count; bars null: the diff's added or removed bars), and a count of the piece's bars. */
export function barCountClaims(
  clause: string,
  sentence: string,
  source: "assistant" | "read",
  lengthAsked: boolean,
): ExtractedClaim[] {
  const claims: ExtractedClaim[] = [];
  if (source === "assistant" && BARS_ADDED_OR_REMOVED.test(clause))
    claims.push({
      kind: "edit",
      subject: { part: null, staff: null, bars: null, property: "bar-count" },
      value: null,
      text: sentence,
    });
  // (The whole sentence: "Four — bars 13 to 16." counts a stretch.)
  const alone = lengthAsked && source === "assistant" ? NUMBER_ALONE.exec(sentence) : null;
  const count = alone ? numberOf(alone[1] ?? "") : countIn(clause, source, lengthAsked);
  if (count !== null)
    claims.push({
      kind: "count",
      subject: { part: null, staff: null, bars: null, property: "bar-count" },
      value: String(count),
      text: sentence,
    });
  return claims;
}
