// Words a claim's sentence holds that turn its value round, where the rules made the claim without
// using them: a negative ("none", "no dynamic") beside a value said to be there, a refusal beside an
// edit said to be made, "left … untouched" beside an edit, two pitches joined by "to" that may be a
// span rather than a change. The claim is then not read with certainty (findings.md, "Certainty").
import type { ExtractedClaim, Property } from "../claim.ts";
import { matchesOf } from "../matches.ts";
import { findStaffMentions } from "../subject/staves.ts";
import { findValueMentions } from "../values/find.ts";

// "none" turns round any value; "no pedal" only a pedal's, "no dynamic" only a dynamic's.
const NEGATIVE: [RegExp, Property | null][] = [
  // "…, and none anywhere else" says the other bars have none: read where the rules read "nowhere else".
  // "none -> p": the before value of a change, not a negative of the after value.
  [/(?<!(?:->|→)\s*)\bnone\b(?!\s+(?:anywhere\s+else|elsewhere)\b|\s*(?:->|→))/i, null],
  [/\bno\s+(?:dynamics?|dynamic\s+marks?|markings?|hairpins?)\b/i, "dynamics"],
  [/\bno\s+pedal(?:\s+marks?|\s+markings?)?\b/i, "pedal"],
  [/\bno\s+notes?\b/i, "notes"],
  [/\bno\s+tempo(?:\s+marks?|\s+markings?)?\b/i, "tempo"],
];
const REFUSAL =
  /\b(?:refused|rejected|failed|errored|error|not\s+applied|nothing\s+(?:was\s+)?saved|no\s+(?:new\s+)?version\s+(?:was\s+)?saved)\b/i;
// "I didn't add a pp", "the clef wasn't changed": an edit said not to have been made says nothing
// of what the score has there.
const NEGATED_EDIT =
  /\b(?:didn't|did\s+not|haven't|have\s+not|hasn't|has\s+not|hadn't|had\s+not|wasn't|was\s+not|weren't|were\s+not|never)\s+(?:been\s+|yet\s+|actually\s+|really\s+)?(?:add|added|put|insert|inserted|remove|removed|delete|deleted|change|changed|move|moved|set|transpose|transposed|replace|replaced|apply|applied|mark|marked|switch|switched|take|taken)\b/i;
const LEFT_ALONE =
  /\bleft\b(?![\s-]*hand)[^.;]*?\b(?:untouched|unchanged|alone|as\s+(?:it|they)\s+(?:was|were))\b/i;
const PITCH_SPAN = /\b[A-G](?:#|♯|b|♭)?\d\s+(?:to|through|up\s+to|down\s+to)\s+[A-G](?:#|♯|b|♭)?\d\b/;
const CHANGE_VERB =
  /\b(?:changed|moved|transposed|replaced|raised|lowered|shifted|turned|corrected|fixed)\b|→|->/i;
const SAYS_ABSENT = new Set(["absent", "removed"]);
// Words that name a staff where the rules place none ("Upper treble" in a row of a table): beside a
// staff carried from elsewhere, the sentence may well mean another staff.
// ("the passage in the upper register" speaks of pitch, not of a staff.)
const STAFF_WORD = /\b(?:upper|lower|manuals?)\b(?!\s+(?:registers?|range|octaves?|tessitura)\b)/gi;

// A field's name and its separator just before a value: "dynamics: ", "pedal = ".
// ("pedal none" as one field of a line "key F major; time 3/4; pedal none".)
const FIELD_BEFORE = /\b([a-z]+)\s*[:=]\s*$|(?:^|[;,|]\s*)([a-z]+)\s+$/i;
const FIELD_PROPERTIES: [RegExp, Property][] = [
  [/^clefs?$/i, "clef"],
  [/^keys?$/i, "key"],
  [/^(?:time|metre|meter)$/i, "time"],
  [/^(?:notes?|pitch(?:es)?)$/i, "notes"],
  [/^ped(?:al|als)?$/i, "pedal"],
  [/^(?:dynamics?|marks?|markings?)$/i, "dynamics"],
  [/^tempo$/i, "tempo"],
];

function fieldProperty(field: string): Property | null {
  return FIELD_PROPERTIES.find(([re]) => re.test(field))?.[1] ?? null;
}

const STILL = /\b(?:still|remains?|remained|stays?|stayed|unchanged|as\s+before)\b/i;
const CLAUSE_END = /[,;:]|\s(?:so|and|but|which)\s/;

/** The claim's value is said in a clause of its own that says it is still there: "…was refused, so
 * bar 17 is still in 4/4". */
function saidStill(c: ExtractedClaim, text: string): boolean {
  const said = (c.value === "changes here" ? "change" : (c.value ?? "")).toLowerCase();
  if (!said) return false;
  const clauses = text.toLowerCase().split(CLAUSE_END);
  const own = clauses.filter((clause) => clause.includes(said));
  return own.length > 0 && own.every((clause) => STILL.test(clause) && !REFUSAL.test(clause));
}

const RESTS_BEFORE =
  /\b(?:after|following)\s+(?:\w+\s+){1,2}(?:bars?|measures?)(?:'|\s+of)?\s+(?:rests?|silence)\b/i;
// ("every other bar" is every second bar.)
// "There are no other pedal marks in the piece": other than marks said before, which it does not name.
const OTHER_BARS =
  /\b(?:any|all|each|the|no)\s+other\s+(?:bars?|measures?|pedals?|pedal\s+(?:marks?|markings?)|marks?|markings?|dynamics?|dynamic\s+(?:marks?|markings?)|clefs?|(?:clef|key|time)\s+changes?|changes?|rests?|notes?|signs?)\b/i;
// "in every bar after the first", "on every system but the last": the piece less bars named by their
// place, which the rules do not count.
const ALL_BUT_PLACED =
  /\b(?:after|but|except(?:\s+for)?|save(?:\s+for)?|other\s+than|apart\s+from|besides|before)\s+the\s+(?:very\s+)?(?:first|last|final|opening|closing)(?:\s+(?:bars?|measures?|systems?|lines?|ones?))?(?=\s*(?:[,.;:!?)]|$)|\s+(?:and|but|so|which|where|too|as\s+well)\b)/i;

// "the only bar of the first eight with a pedal mark": "only" among bars counted from an end, which
// the rules do not count, so where the mark is absent is not read.
const ONLY_AMONG_COUNTED =
  /\bonly\b[^.;]*?\b(?:of|among|in|within)\s+the\s+(?:first|last|opening|closing|final)\s+(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|sixteen|few)\b(?!\s+(?:bars?|measures?)\b)/i;

// "The dynamics now run mf, p, f at mm. 1, 5 and 7": values listed, then their bars listed — each
// in turn, which the rules do not pair.
const LIST_JOIN = /^\s*(?:,\s*(?:and\s+|then\s+)?|and\s+|then\s+)$/i;
const BARS_LISTED =
  /^\s*(?:at|in|on)\s+(?:the\s+)?(?:bars?|measures?|mm?\.)\s*\d{1,4}\s*(?:,\s*(?:and\s+)?|and\s+)\d/i;

/** The values of the claim's property listed one after another, before a list of bars. */
function valuesThenBars(c: ExtractedClaim): string | null {
  const values = findValueMentions(c.text).filter(
    (v) => v.property === c.subject.property && v.value !== null,
  );
  for (let i = 0, run = 1; i + 1 < values.length; i++) {
    run = LIST_JOIN.test(c.text.slice(values[i]!.end, values[i + 1]!.index)) ? run + 1 : 1;
    if (run >= 2 && BARS_LISTED.test(c.text.slice(values[i + 1]!.end)))
      return c.text.slice(values[i + 2 - run]!.index, values[i + 1]!.end);
  }
  return null;
}

/** Why the claim is not read with certainty, or null. `siblings`: the claims of its message. */
export function unusedWord(c: ExtractedClaim, siblings: readonly ExtractedClaim[] = []): string | null {
  const text = c.text;
  // "Bar 4 has the pedal; bar 5 has none.": the "none" is another claim's of the sentence, read there.
  const noneRead = siblings.some(
    (d) =>
      d !== c &&
      d.text === text &&
      d.subject.property === c.subject.property &&
      SAYS_ABSENT.has(d.value ?? ""),
  );
  if ((c.kind === "state" || c.kind === "edit") && !SAYS_ABSENT.has(c.value ?? ""))
    for (const [re, property] of NEGATIVE) {
      const negative = re.exec(text);
      if (!negative || (property !== null && property !== c.subject.property)) continue;
      if (noneRead && /^none$/i.test(negative[0])) continue;
      // "…; dynamics: none": the value of another field of the line, not a negative of this one.
      const before = FIELD_BEFORE.exec(text.slice(0, negative.index));
      const field = before?.[1] ?? before?.[2];
      // (A field named without a colon is one only where its word names a property.)
      if (field && (before?.[1] || fieldProperty(field)) && fieldProperty(field) !== c.subject.property)
        continue;
      return `did not read the negative '${negative[0]}'`;
    }
  const refusal = REFUSAL.exec(text);
  // "The change to 2/4 at bar 17 was refused, so bar 17 is still in 4/4": the refused value is no
  // state of the score; only the value said to be still there is.
  if (refusal && c.kind === "state" && !saidStill(c, text))
    return `'${refusal[0]}' says a change was not made, which the claim did not read`;
  const negatedEdit = c.kind === "state" || c.kind === "edit" ? NEGATED_EDIT.exec(text) : null;
  if (negatedEdit) return `'${negatedEdit[0]}' says an edit was not made, which the claim did not read`;
  if (c.kind === "edit") {
    if (refusal) return `'${refusal[0]}' says the edit was not made, which the claim did not read`;
    const left = LEFT_ALONE.exec(text);
    if (left) return `'${left[0]}' says something was not changed, which the claim did not read`;
  }
  // "G4 in bar 3, after two bars of rest": the rests are the bars before the one named.
  const restsBefore = c.value === "absent" && c.subject.property === "notes" ? RESTS_BEFORE.exec(text) : null;
  if (restsBefore)
    return `'${restsBefore[0]}' places the rests before the bar named, which the claim did not read`;
  // "No pedal in any other bar.", "no other pedal marks": other than those said before, which the
  // sentence does not name.
  const other = OTHER_BARS.exec(text);
  if (other && !/\d/.test(text) && c.subject.bars === null)
    return `could not tell which bars '${other[0]}' leaves out`;
  const listed = valuesThenBars(c);
  if (listed) return `could not tell which of the bars listed each of '${listed}' is in`;
  const among = c.value === "absent" ? ONLY_AMONG_COUNTED.exec(text) : null;
  if (among) return `could not tell which bars '${among[0]}' looks among`;
  // (A claim placed by a bar number is not the piece less those bars: "in m. 15, right before the
  // final bar".)
  const allBut = c.kind === "count" ? null : ALL_BUT_PLACED.exec(text);
  if (allBut && (c.subject.bars === null || !/\d/.test(text)))
    return `could not tell which bars '${allBut[0]}' leaves out`;
  const staff = c.subject.staff;
  if (staff !== null) {
    const mentions = findStaffMentions(text);
    if (!mentions.some((m) => m.staff === staff))
      for (const w of matchesOf(STAFF_WORD, text))
        if (!mentions.some((m) => w.index >= m.index && w.index < m.end)) return `could not place '${w[0]}'`;
  }
  if (c.subject.property === "notes") {
    const span = PITCH_SPAN.exec(text);
    // (A bound was read from "range is C5 to F♯5": the words make it a span.)
    if (span && !CHANGE_VERB.test(text) && !/^(?:top|bottom) /.test(c.value ?? ""))
      return `could not tell whether '${span[0]}' is a span or a change`;
  }
  return null;
}
