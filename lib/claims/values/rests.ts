// Bars without notes (findings.md, "Entries and rests": a bar of rests, or a multi-bar rest, has no
// notes): "rests in bars 1–3", "tacet for mm. 1–2", "silent", "a whole-bar rest", "a bar's rest",
// "bar 16 is a rest", "has no notes"; and bars with notes: "plays in every bar".
// A rest of part of a bar ("a half-note rest") says nothing of the bar's other notes; "the rest of
// the piece" is no rest at all.
import { matchesOf } from "../matches.ts";
import type { ValueMention } from "./mention.ts";

const NOTE_LENGTH = String.raw`whole|half|quarter|eighth|sixteenth|semibreve|minim|crotchet|quaver|semiquaver|dotted|tied`;
const NO_NOTES = new RegExp(
  [
    String.raw`\b(?:rests|rested|resting)\b(?!\s+(?:of|on|with|is|are)\b)`,
    String.raw`\b(?:is|are|stays?|remains?|was|were)\s+(?:now\s+|still\s+|also\s+)?(?:tacet|silent|empty)\b`,
    String.raw`\btacet\b`,
    // "In bar 8 both hands rest."
    String.raw`\b(?:hands|staves|parts|both|all)\s+rest\b(?!\s+(?:of|on|with)\b)`,
    // "It sits out m. 1–2", "the LH lays out in bars 11–12": the player's word for resting.
    String.raw`\b(?:sits?|sat|sitting|lays?|laid|laying)\s+out\b(?!\s+(?:of|the\s+(?:page|score|parts?|voicing|chord|notes)))`,
    String.raw`\b(?:whole|full|entire)[\s-](?:bar|measure)\s+rests?\b`,
    // "bar 12: staff 1 measure rest": a rest the length of the bar.
    String.raw`\b(?:bar|measure)[\s-]rests?\b`,
    String.raw`\bmulti[\s-]?(?:bar|measure)\s+rests?\b`,
    String.raw`\b(?:bars?|measures?)\s+of\s+rests?\b`,
    String.raw`\bno\s+notes\b`,
    // "She has a bar's rest in m. 12", "a full bar's rest": the whole bar.
    String.raw`\b(?:an?\s+)?(?:(?:whole|full|entire)\s+)?(?:bar|measure)'s\s+rest\b`,
    // "Bar 16 is a rest.", "bar 12: rest", a table's "Clarinet (written) rest": the bar is a rest,
    // with nothing after it ("D5 (half) rest" is a note's length, then a rest in the bar).
    String.raw`\b(?:is|are|was|were)\s+(?:an?\s+)?rests?(?=\s*(?:[.;)]|$))`,
    String.raw`(?:^|(?<!\b(?:${NOTE_LENGTH})(?:\s+notes?)?)\)\s*)(?:an?\s+)?rests?\s*\.?$`,
  ].join("|"),
  "gi",
);

// "The LH plays in every bar", "it plays straight through", "with no rests anywhere": notes in
// every bar said (a part's rests within a bar are no empty bar); "enters at bar 2": notes in that bar.
const PLAYED = new RegExp(
  [
    String.raw`\bplays?\s+(?:in\s+)?(?:every|each|all\s+(?:the\s+)?(?:\d+\s+)?)\s*(?:bars?|measures?)\b`,
    String.raw`\bplays?\s+(?:straight\s+|right\s+)?(?:through(?:out)?|throughout)\b(?!\s+(?:bars?|measures?|m\.|mm\.|\d))`,
    String.raw`\b(?:with\s+)?no\s+rests?\s+anywhere\b`,
    // "The clarinet enters at m. 2", "comes back in at bar 9": that bar has notes (a note named after
    // it, "comes in at bar 3 on D5", is its first note, read as such; "the bass clef only comes in at
    // bar 11" is a sign's entry).
    String.raw`(?<!\b(?:clefs?|keys?|signatures?|time|met(?:re|er)|dynamics?|markings?|marks?|changes?|ppp|pp|p|mp|mf|f|ff|fff|sfz|\d{1,2}\/\d{1,2}|major|minor)\s+(?:(?:only|now|then|finally|also|first|just|still)\s+)?)\b(?:(?:comes?|came)\s+(?:back\s+)?in|enters?|entered|re-?enters?|re-?entered)\s+(?:at|in|on)\s+(?=(?:bar|measure|mm?\.)\s*\d{1,4}(?![\d\s]*(?:[-–]|on\b|with\b|,\s*(?:on|with)\b)))`,
  ].join("|"),
  "gi",
);

export function findRests(clause: string): ValueMention[] {
  const mention = (value: string) => (m: RegExpExecArray) => ({
    property: "notes" as const,
    value,
    index: m.index,
    end: m.index + m[0].length,
  });
  return [
    ...matchesOf(NO_NOTES, clause).map(mention("absent")),
    ...matchesOf(PLAYED, clause).map(mention("played")),
  ];
}
