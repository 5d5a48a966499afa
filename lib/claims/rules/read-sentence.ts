// Claims by rule: each asserted clause's values (clef, key, time, notes, pedal, dynamics, tempo),
// paired with the bars, staff and part the clause names, plus bar counts and "nothing changed".
//
// Decisions (spec/findings.md leaves them open):
// - Hedged assertions ("it looks like bar 4 is in bass clef") are claims; doubts ("I'm not sure
//   whether …") are not.
// - Negated clefs, keys, times and notes ("bar 4 is not in bass clef") are skipped: the score cannot
//   confirm what a bar is not without a value to compare. Negated pedal and dynamics are the values
//   "absent" (state) and "removed" (edit).
// - A key given only by its signature ("two sharps") is "D major|B minor": either key matches.
// - Bars that need the score ("the last bar", "the last line") and have none give no claim.
// - A clause with no bars covers the whole piece, unless it points back ("there", "it", "these
//   bars"): then it takes the bars (and staff, part) of the sentence before.
// - A sentence that opens with a subject and a colon ("Bar 4: …", "bar 6 · staff 2: …") is about that
//   subject; in a read's text that label scopes its whole line (see subjectLabel).
// - Slurs, bowings, fingerings and other markings the reading does not model are claims with
//   property "other" (unverifiable) where the clause places them in bars and describes the score.
// - Remarks about music in general ("Cellists read tenor clef …") are not claims.
// - An elliptical clause ("…, and the right hand too", "as is bar 5", "The same goes for bar 10.")
//   says the clause before's values again of the subject it names, keeping the bars, staff and part it
//   does not name; naming a part drops the staff. It needs a marker ("too", "also", "as well",
//   "likewise", "as is", "the same goes for") and no other words: "and the right hand" alone, "but not
//   the right hand" and "I checked bar 5 too" say nothing of a value.
import { matchesOf } from "../matches.ts";
import { numberOf } from "../numbers.ts";
import type { BarRange, ClaimKind, ExtractedClaim, Property, Subject } from "../claim.ts";
import {
  describesScore,
  isAsserted,
  isGeneralRemark,
  isHabitRemark,
  isInstruction,
  isProposal,
  isQuestion,
  negatedBefore,
  reportsEdit,
  saysAdded,
  saysState,
  editOnlyByNow,
  statesByNow,
  saysRemoved,
  withoutOpeners,
} from "../mood.ts";
import { splitClauses, splitLines } from "../sentences.ts";
import { findBarGroups, runsOf, sameRange, type BarGroup } from "../subject/bars.ts";
import {
  headingSubject,
  subjectLabel,
  subjectOnly,
  type SubjectLabel,
  type SubjectPhrase,
} from "../subject/labels.ts";
import { findPartMentions, type PartMention } from "../subject/parts.ts";
import type { ScoreContext } from "../subject/score-context.ts";
import { findStaffMentions, keyboardPart, type StaffMention } from "../subject/staves.ts";
import { findValueMentions } from "../values/find.ts";
import type { ValueMention } from "../values/mention.ts";
import { TRANSPOSED, findNotesChange } from "../values/notes-change.ts";
import { findOtherMention } from "../values/unmodelled.ts";
import {
  carveExceptions,
  exceptionZone,
  opensExceptionList,
  withoutBars,
  type ExceptionList,
} from "../exceptions.ts";
import { BOUND, boundedNotes, withMiddleC } from "../note-bounds.ts";
import { readCoverage } from "../read-coverage.ts";
import { askedSubject, countAnswer, repeatsQuestion, type Asked } from "../question.ts";
import { CHANGES_HERE } from "../match-values.ts";

/** What earlier clauses of the same message were about, for "it", "there", "these bars". */
interface Context {
  runs: BarRange[] | null;
  staff: number | null;
  part: PartMention | null;
  property: Property | null;
}

const ANAPHOR =
  /\b(?:there|here|it|its|they|them|this\s+(?:bar|measure|one)|that\s+(?:bar|measure|one)|these\s+(?:bars|measures)|those\s+(?:bars|measures)|the\s+same\s+(?:bar|bars|measure|measures|place|spot)|both\s+(?:bars|measures)|that\s+(?:staff|hand))\b/i;

const BARS_ADDED_OR_REMOVED =
  /\b(?:added|inserted|appended|removed|deleted)\s+(?:an?|one|two|three|four|five|\d+)\s+(?:new\s+|empty\s+|extra\s+|more\s+)?(?:bars?|measures?)\b/i;

// "never leaves the treble clef", "never changes from 3/4": the value holds over the whole range.
const NEVER_LEAVES =
  /\bnever\s+(?:leaves|left|leave|departs?\s+from|goes\s+out\s+of|moves\s+(?:out\s+of|away\s+from|off)|changes?\s+from|strays?\s+from)\b/i;

// "treble → bass": clef names on both sides of a change need no "clef".
const CLEF_TO_CLEF = /\b(?:treble|bass|alto|tenor)\s*(?:→|->|=>|\bto\b)\s*(?:treble|bass|alto|tenor)\b/i;
// A sentence that reports the work done: it and the next sentence report edits.
const DONE =
  /^(?:done|all\s+done|undone|reverted|all\s+set|fixed|applied|updated|changed|here's\s+what\s+i\s+(?:did|changed)|(?:the\s+)?changes?\s+(?:made|applied)|i\s+made\s+the\s+following\s+changes?)\b/i;

// A heading over a list of the edits made ("Changes made:", "Here's what I changed:", "Summary of
// edits:"): each item of the list below reports an edit. "Current state:" or "Here's what I found:"
// head no such list.
const EDIT_LIST_HEADING =
  /^(?:(?:so|ok(?:ay)?|done|great|alright)[,!.]?\s+)?(?:here(?:'s|\s+is|\s+are)\s+)?(?:(?:a\s+|the\s+)?summary\s+of\s+(?:the\s+|my\s+)?(?:changes|edits|fixes)(?:\s+(?:i|we)\s+made|\s+made|\s+applied)?|(?:the\s+|my\s+)?(?:changes|edits|fixes|updates)(?:\s+(?:i|we)\s+made|\s+made|\s+applied|\s+done)?|what\s+(?:i|we)\s+(?:did|changed|edited|fixed|updated)|what(?:'s|\s+was|\s+has\s+been)?\s+changed|(?:i|we)(?:'ve|\s+have)?\s+made\s+the\s+following\s+(?:changes?|edits?)|the\s+following\s+(?:changes?|edits?)\s+(?:were|have\s+been)\s+(?:made|applied))\s*:?$/i;
// A word every such heading holds: a text without one is not searched for a heading.
const MAY_HEAD_EDIT_LIST = /chang|edit|fix|updat|did/i;
// A heading over a list of what is yet to be done ("Here's my plan:", "I'll make these changes:",
// "Would you like me to:"): its items are proposals, not claims.
const PLAN_LIST_HEADING = new RegExp(
  String.raw`^(?:(?:so|ok(?:ay)?|alright)[,!.]?\s+)?(?:` +
    [
      String.raw`here(?:'s|\s+is)\s+(?:my|the|a)\s+(?:plan|proposal)`,
      String.raw`here(?:'s|\s+is)\s+what\s+i(?:'ll|\s+will|'d|\s+would|\s+can|\s+could|\s+propose|\s+suggest|'m\s+going\s+to)\s+(?:do|change)`,
      String.raw`(?:my\s+|the\s+)?(?:plan|proposal|(?:proposed|suggested|planned)\s+(?:changes|edits|fix(?:es)?)|next\s+steps|to-?do)`,
      String.raw`(?:here\s+are\s+)?(?:(?:a\s+few|some|a\s+couple\s+of|two|three|four|several|other|more)\s+)?(?:ideas|options|suggestions|possibilities|alternatives|approaches|possible\s+(?:fixes|changes|edits|approaches|options))`,
      String.raw`i(?:'ll|\s+will|'d|\s+would|\s+can|\s+could|\s+plan\s+to|'m\s+going\s+to)\s+(?:now\s+|also\s+|then\s+)?(?:make|change|set|apply|do|add|remove|fix|update|transpose|move|switch|put|edit)`,
      String.raw`(?:would|do)\s+you\s+(?:like|want)\s+me\s+to|shall\s+i|should\s+i`,
    ].join("|") +
    String.raw`)\b[^:]*:$`,
  "i",
);
// Such a heading ends its line, and a list follows it.
const MAY_HEAD_PLAN_LIST = /:[ \t]*\n/;
// An item of such a list that says what stayed as it was ("Bars 6-8 remain in treble clef") is a state.
const KEPT = /\b(?:still|remains?|remained|stays?|stayed|kept|unchanged|untouched|as\s+before)\b/i;

const MOVE =
  /\bmov(?:e|ed|es|ing)\b[^.;]*?\bfrom\s+(?:bar|measure|m\.)\s*(\d{1,4})\s+(?:to|into)\s+(?:(?:bar|measure|m\.)\s*)?(\d{1,4})\b/i;
// Marks that can be moved from one bar to another (a clef or a note is changed, not moved).
const MARKS = new Set<Property>(["pedal", "dynamics", "tempo"]);
const NONE = /\b(?:has|have|had|there\s+is|there's|with)\s+none\b|\bnone\s+(?:in|at)\b/i;
// A sign's change placed at a bar, with no value: "the key change is at bar 13", "the clef changes in bar 9".
const SIGN_CHANGE_AT =
  /\b(key(?:\s+signature)?|time(?:\s+signature)?|met(?:re|er)|clef)\s+(?:change\s+(?:is|comes|happens|occurs|falls)|changes)\s+(?:still\s+|only\s+)?(?:at|in|on)\s+(?:bar|measure|m\.)/i;

function signWord(word: string): Property {
  return /^key/i.test(word) ? "key" : /^clef/i.test(word) ? "clef" : "time";
}

const COMPARED = /\b(?:as\s+in|like\s+in|as\s+with|same\s+as\s+in)\s+$/i;
const ONLY = /(?<!\bnot\s)\b(?:the\s+only|only)\b/i;
// The mark's kind as a whole: "Dynamics: only the opening p", "the only tempo marking is Allegro".
const WHOLE_KIND = /\bdynamics?\b|\bdynamic\s+mark|\btempo\s+mark|\btempos\b/i;

/** What "the only bar with …" says of the other bars: no such mark ("no pedal"), or none of that
 * value ("the only bar with a forte" leaves the p of bar 1 alone) — unless "only" is said of the
 * mark's whole kind ("Dynamics: only the opening p"): then the other bars have none of it at all. */
function otherwhereValue(value: string | null, clause: string): string {
  return value === null || value === "present" || value === "added" || WHOLE_KIND.test(clause)
    ? "absent"
    : `not ${value}`;
}
// What a staff has of its own: a claim about it keeps the staff the reply last named.
const STAFFED = new Set<Property>(["clef", "notes"]);

const NO_CHANGE = [
  /\bnothing\s+(?:has\s+|had\s+|was\s+|is\s+)?(?:been\s+)?(?:changed|modified|altered|edited)\b/i,
  /\bnothing\s+(?:changes|was\s+different)\b/i,
  /\bno\s+(?:changes?|edits?|modifications?)\s+(?:were|was|have\s+been|has\s+been|had\s+been)\s+(?:made|applied|saved|written)\b/i,
  /\bno\s+new\s+version\b/i,
  /\b(?:score|piece|file|music|everything|it)\s+(?:is|was|remains|remained|stays|stayed|has\s+stayed|has\s+remained)\s+(?:still\s+|completely\s+|entirely\s+|exactly\s+)?(?:unchanged|the\s+same|identical|untouched|as\s+it\s+was)\b/i,
  /\b(?:didn't|did\s+not|haven't|have\s+not|hasn't|has\s+not)\s+(?:actually\s+)?(?:change|changed|modify|modified|alter|altered|touch|touched|edit|edited)\s+(?:anything|the\s+score|the\s+piece|the\s+file)\b/i,
  /\bleaves?\s+the\s+score\s+(?:as\s+it\s+was|unchanged|untouched)\b/i,
  /\bleft\s+(?:the\s+score|everything)\s+(?:as\s+it\s+was|unchanged|untouched)\b/i,
  /\bno\s+(?:change|edit)\s+(?:was|is)\s+(?:needed|necessary|required)\b/i,
  /^(?:no\s+changes?|nothing\s+changed|unchanged)\.?$/i,
];
// "bar 3 is unchanged", "the left hand of bar 2 stays untouched": nothing changed in those bars.
const BARS_UNCHANGED =
  /\b(?:is|are|was|were|remains?|remained|stays?|stayed|(?:has|have)\s+(?:stayed|remained|been\s+left))\s+(?:still\s+|completely\s+|entirely\s+|exactly\s+)?(?:unchanged|untouched|as\s+(?:it|they)\s+(?:was|were))\b/i;
// "The clef change is at the end of bar 6": where a sign is printed, which the reading does not
// model — a sign at the end of a bar belongs to the bar it announces (findings.md, "Reading").
const AT_BAR_END = /\b(?:at\s+the\s+(?:very\s+)?end\s+of|after\s+the\s+(?:last|final)\s+note\s+of)\s+$/i;
// "Bar 8 ends with a treble clef": the sign printed at its end, announcing bar 9.
const ENDS_WITH_SIGN =
  /\b(?:ends|ended|closes|closed|finishes|finished)\s+with\s+(?:a|an|the)\s+(?:new\s+|courtesy\s+|cautionary\s+)?(?:\w+\s+)?(?:clef|key\s+signature|time\s+signature)\b/i;
const PRINTED_SIGNS = new Set<Property>(["clef", "key", "time"]);
// An opening value qualified by later changes in the same line ("Key: G major; D minor from bar 13"),
// unless it says it holds everywhere.
const EVERYWHERE =
  /\b(?:throughout|whole|entire|everywhere|every\s+(?:bar|measure)|all\s+(?:the\s+)?(?:bars|measures))\b/i;
// "The rest of the score is unchanged": a part of the score, not all of it.
const PARTIAL =
  /\b(?:rest\s+of|everything\s+else|other\s+(?:bars|staves|parts|measures)|remaining|apart\s+from|except)\b/i;

const COUNT_NUMBER = String.raw`(\d{1,4}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|a\s+hundred)`;
const COUNT = new RegExp(
  String.raw`\b${COUNT_NUMBER}\s+(?:full\s+|complete\s+|whole\s+)?(?:bars|measures)\b`,
  "gi",
);
const COUNT_ADJ = new RegExp(
  String.raw`\b${COUNT_NUMBER}[\s-](?:bar|measure)\s+(?:piece|score|song|minuet|waltz|movement|work|study|etude|étude|excerpt|melody|tune|chorale|prelude|form|phrase\s+structure)\b`,
  "gi",
);
// What stands before "16 bars" when it counts the piece: "has", "there are", "is now", "a total of".
const COUNT_BEFORE =
  /(?:\b(?:has|have|had|contains?|contained|consists\s+of|comprises?|totals?|total\s+of|there\s+(?:are|were|is)|there's|there're|(?:is|are|was)\s+(?:now\s+)?|(?:it's|it\s+is)|now|altogether|in\s+total|just|only|exactly|still|of\s+the|all|(?:piece|score|song|music|movement|work|it)\s+(?:runs\s+(?:to|for)|lasts(?:\s+for)?|spans|comes\s+to))\s+(?:now\s+|exactly\s+|only\s+|just\s+|still\s+)?|^|:\s*)$/i;
// "a pickup bar, then 16 full measures": the full bars after the pickup.
const AFTER_PICKUP =
  /\b(?:pickup|upbeat|anacrusis)(?:\s+(?:bar|measure|beat|note))?\s*,?\s*(?:then|and\s+then|followed\s+by|plus|and)\s+$/i;
const COUNT_AFTER = /^\s*(?:long|in\s+total|total|altogether|in\s+all|overall)\b/i;
// "Three bars — 6 through 8 — are in 5/4", "eight bars before the end": bars counted within the
// piece, not the piece's length.
const COUNT_WITHIN =
  /^\s*(?:(?:,|\(|—|–|:|-{1,2})\s*(?:(?:bars?|measures?|mm?\.)\s*)?\d|(?:before|after|from)\s+(?:the\s+(?:end|start|beginning|change|double\s+bar)|bars?\b|measures?\b|that\b|this\b|it\b)|into\s+the\b|of\s+(?:\d|the\b)|in\s+\d\/)/i;
const COUNT_NOT =
  /\b(?:first|last|final|opening|closing|next|previous|other|these|those|remaining|every|each|all|over|for|across|within|after|before|per)\s+$/i;

// Both count patterns need "bar" or "measure": most clauses have neither, and the test is cheaper.
const BAR_OR_MEASURE = /bar|measure/i;

// "Bars: 20", "Length: 20 bars" — a label and the count, as a summary or a table row gives it.
const COUNT_LABEL =
  /^(?:bars|measures|length|bar\s+count|number\s+of\s+(?:bars|measures)|total\s+(?:bars|measures))\s*:\s*(\d{1,4})(?:\s+(?:bars|measures))?\.?$/i;

function countIn(clause: string, source: "assistant" | "read"): number | null {
  if (!BAR_OR_MEASURE.test(clause) && !/length/i.test(clause)) return null;
  const labelled = COUNT_LABEL.exec(clause.trim());
  if (labelled) return Number(labelled[1]);
  for (const m of matchesOf(COUNT_ADJ, clause)) return numberOf(m[1] ?? "");
  for (const m of matchesOf(COUNT, clause)) {
    const before = clause.slice(0, m.index);
    const after = clause.slice(m.index + m[0].length);
    if (COUNT_NOT.test(before) || COUNT_WITHIN.test(after)) continue;
    if (
      source === "read" ||
      COUNT_BEFORE.test(before) ||
      AFTER_PICKUP.test(before) ||
      COUNT_AFTER.test(after)
    )
      return numberOf(m[1] ?? "");
  }
  return null;
}

function isNoChange(clause: string): boolean {
  return NO_CHANGE.some((re) => re.test(clause)) && !PARTIAL.test(clause);
}

// A value the clause names only to say what was there before: "from treble to bass", "F5 with F#5".
function isBeforeValue(clause: string, a: ValueMention, rest: ValueMention[]): boolean {
  const lead = clause.slice(Math.max(0, a.index - 25), a.index);
  if (
    /\b(?:from|replacing|instead\s+of|rather\s+than|was|were|previously|formerly|old)\s+(?:the\s+|an?\s+)?$/i.test(
      lead,
    )
  ) {
    // "the key changed from D minor at bar 9": what the bar had before the change, whatever follows.
    if (
      /\b(?:chang|modulat|switch|mov|turn|go|went|shift)\w*\s+(?:back\s+)?from\s+(?:the\s+|an?\s+)?$/i.test(
        lead,
      )
    )
      return true;
    return rest.some((b) => b !== a && b.property === a.property);
  }
  return rest.some((b) => {
    if (b.property !== a.property || b.index <= a.index) return false;
    const between = clause.slice(a.end, b.index);
    // "bar 9 changes to treble and bar 10 to bass": two statements, not a before and an after.
    return (
      between.length <= 60 &&
      /(?:\bto\b|\binto\b|\bwith\b|->|→|=>|\bby\b)\s*(?:the\s+|an?\s+)?$/i.test(between) &&
      !/\b(?:and|but|while|whereas)\b|[,;]/i.test(between)
    );
  });
}

// An elliptical clause's marker: "too", "as well", "as is", "so are", "the same goes for".
const ECHO_MARK =
  /\b(?:too|also|as\s+well|likewise|(?:as|so)\s+(?:is|are|was|were|does|do|did|has|have)|same\s+(?:goes\s+|holds\s+|is\s+true\s+|applies\s+)?(?:for|of|to|with))\b/i;
// Where an elliptical tail may start in a clause that first says its own value.
const ECHO_START = /[,;]|\b(?:and|but|also|likewise|as|so|the\s+same)\b/gi;
// The only words an elliptical clause holds besides its subject (tested on lower-case text).
const ECHO_FILLER =
  /^(?:[\s,.;!&]|'s\b|\b(?:and|but|also|too|as|well|likewise|so|same|goes|holds|true|applies|is|are|was|were|does|do|did|has|have|the|in|at|on|of|for|to|from|with|now)\b)*$/;

/** The subject an elliptical clause names ("and the right hand too"), or null when it is not one. */
function echoSubject(clause: string, score?: ScoreContext): SubjectPhrase | null {
  return ECHO_MARK.test(clause) ? subjectOnly(clause, ECHO_FILLER, score) : null;
}

/** The clauses of a sentence, with each elliptical tail split off the clause it ends. */
function clausesOf(sentence: string, score?: ScoreContext): string[] {
  const clauses = splitClauses(sentence);
  if (!ECHO_MARK.test(sentence)) return clauses;
  const out: string[] = [];
  for (const clause of clauses) out.push(...splitEcho(clause, score));
  return out;
}

/** A clause that says a value and ends in an elliptical tail ("Bars 3 and 4 are in G major, as is
 * bar 5") as the two clauses it holds; any other clause as it stands. */
function splitEcho(clause: string, score?: ScoreContext): string[] {
  const groups = findBarGroups(clause, score);
  for (const m of matchesOf(ECHO_START, clause)) {
    // A tail is the clause's end, and "and" inside "bars 3 and 4" starts none.
    if (m.index === 0 || insideGroup(groups, m.index)) continue;
    const tail = clause.slice(m.index);
    if (echoSubject(tail, score)) return [clause.slice(0, m.index).trim(), tail];
  }
  return [clause];
}

function insideGroup(groups: BarGroup[], index: number): boolean {
  for (const g of groups) if (index > g.index && index < g.end) return true;
  return false;
}

/** One value a clause said, with its bars: what an elliptical clause after it says again. */
interface Statement {
  said: Said;
  runs: BarRange[] | null;
  value: string | null;
}

/** The statements of the clause before, said of the subject an elliptical clause names: its bars,
 * staves and part replace those of each statement, the rest is kept. */
function echoStatements(
  earlier: Statement[],
  echo: SubjectPhrase,
  text: string,
  score: ScoreContext | undefined,
): Statement[] {
  const out: Statement[] = [];
  let runs: BarRange[] | null = [];
  for (const g of echo.bars) {
    if (g.unresolved) return out;
    runs = g.runs === null || runs === null ? null : [...runs, ...g.runs];
  }
  // A hand named alone in a score of several parts is the keyboard's: "The voice has p in bar 3, and
  // the left hand too."
  const keyboard =
    echo.staves.length > 0 && !echo.part && score && score.parts.length > 1 ? keyboardPart(score) : null;
  for (const s of earlier) {
    const base: Said = echo.part
      ? { ...s.said, text, parts: [echo.part], staff: null, keyboard: null }
      : { ...s.said, text };
    const bars = echo.bars.length > 0 ? runs : s.runs;
    if (echo.staves.length === 0) out.push({ said: base, runs: bars, value: s.value });
    for (const m of echo.staves) {
      const staffSaid: Said = keyboard
        ? { ...base, parts: [null], keyboard, staff: m.staff }
        : { ...base, staff: m.staff };
      out.push({ said: staffSaid, runs: bars, value: s.value });
    }
  }
  return out;
}

/** The mention that goes with value i: in order when the counts match, the one mention when there is
 * one, else the nearest one before it (or the first after). */
/** A value followed by its place: "G2 in the final bar", "a pedal marking at bar 4". */
const LEADS_TO_PLACE = /^[\s,]*(?:\w+\s+){0,2}?(?:in|at|on|of|for|from|to|throughout)\s+$/i;

// Sections named by words the score does not carry: "the B section", "the A major section", "the
// bridge", "the second verse". ("The 5/4 passage" too: which bars is the reader's guess.)
const SECTION =
  /\b(?:in|during|for|throughout|within|at\s+the\s+(?:start|end)\s+of)?\s*the\s+(?:[A-D]\s+|[A-G](?:[#b♯♭]|-flat|-sharp)?\s+(?:major|minor)\s+|(?:\d\/\d|opening|middle|closing|final|minor|major|contrasting|second|first|last|new|slow|fast|lyrical|main)\s+)?(?:section|passage|bridge|chorus|verse|refrain|coda|trio|episode|interlude|development|recapitulation|exposition|introduction|intro|outro|middle\s+eight)\b/i;
// "The rest of the piece": every bar the sentence before did not name.
const REST_OF =
  /\b(?:the\s+)?(?:rest\s+of\s+the\s+(?:piece|score|song|music|movement)|remaining\s+(?:bars|measures)|(?:all\s+)?(?:the\s+)?other\s+(?:bars|measures)|everything\s+else|everywhere\s+else|elsewhere)\b/i;

/** The bars a clause that names none speaks of: an earlier clause's of the same sentence, or every
 * other bar for "the rest of the piece" after bars were named (none when the piece's bars are unknown). */
function inherited(
  clauseBars: BarGroup | null,
  before: BarRange[] | null,
  clause: string,
  score?: ScoreContext,
): BarGroup | null {
  if (!REST_OF.test(clause)) return clauseBars;
  const named = clauseBars?.runs ?? before;
  if (!named) return null;
  const runs = withoutBars(null, named, score);
  return {
    runs: runs && runs.length > 0 ? runs : null,
    index: -1,
    end: -1,
    unresolved: !runs || runs.length === 0,
  };
}

/** "all three bars", "these two measures", "both bars": as many bars as said, counted back
 * through those the message named before. */
const COUNTED_BARS =
  /\b(?:all|these|those|the|both)\s+(?:(two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+)?(?:bars|measures)\b/i;

function countedBars(clause: string, spoken: readonly number[]): BarGroup | null {
  const m = COUNTED_BARS.exec(clause);
  if (!m) return null;
  const n = m[1] ? numberOf(m[1]) : /^both\b/i.test(m[0]) ? 2 : 0;
  if (n < 2) return null;
  const bars: number[] = [];
  for (let i = spoken.length - 1; i >= 0 && bars.length < n; i--)
    if (!bars.includes(spoken[i]!)) bars.push(spoken[i]!);
  // Fewer bars named than counted: the phrase still names bars, just not ones we can tell.
  const resolved = bars.length === n;
  return {
    runs: resolved ? runsOf(bars) : null,
    index: m.index,
    end: m.index + m[0].length,
    unresolved: !resolved,
  };
}

/** The bars of a range, one by one (a range this long is no "these bars" anyway). */
function barsOf(r: BarRange): number[] {
  const bars: number[] = [];
  if (r.to - r.from <= 64) for (let bar = r.from; bar <= r.to; bar++) bars.push(bar);
  return bars;
}

/** The mention (bars, staff, part) a value belongs to. With as many mentions as values they pair in
 * order; otherwise the mention just before the value, unless the value leads straight into the
 * next one ("ends on G2 in the final bar"). */
function pick<T extends { index: number }>(
  list: T[],
  values: ValueMention[],
  i: number,
  clause: string,
): T | undefined {
  if (list.length === 0) return undefined;
  const v0 = values[i]!;
  // "(one flat, then three sharps from bar 13) and a single pedal marking": a place inside brackets
  // is said of what the brackets stand beside, not of a value after them.
  const reach = list.filter((m) => !closedBefore(clause, m.index, v0.index, values));
  if (reach.length < list.length) return pick(reach, values, i, clause);
  if (list.length === values.length) return list[i];
  const v = values[i]!;
  // "F major, then A major from bar 13", "3/4, with 5/4 in bars 6–8": a place after a later value of
  // the same property is that value's, not this one's.
  if (list.length === 1) return placedAfterLater(list[0]!, values, i, clause) ? undefined : list[0];
  const after = list.find((m) => m.index >= v.end);
  const nextValue = values[i + 1];
  if (
    after &&
    (!nextValue || nextValue.index > after.index) &&
    LEADS_TO_PLACE.test(clause.slice(v.end, after.index))
  )
    return after;
  const before = list.filter((m) => m.index <= v.index);
  return before[before.length - 1] ?? list[0];
}

/** Whether the place at `at` sits inside brackets that say values of their own and close before
 * `value` ("(one flat, then three sharps from bar 13)"); "Bar 10 (left hand) → bass" names a subject. */
function closedBefore(clause: string, at: number, value: number, values: ValueMention[]): boolean {
  if (at < 0 || value <= at) return false;
  const open = clause.lastIndexOf("(", at);
  if (open < 0 || clause.lastIndexOf(")", at) > open) return false;
  const close = clause.indexOf(")", at);
  return close >= 0 && close < value && values.some((v) => v.index > open && v.index < close);
}

function placedAfterLater(m: { index: number }, values: ValueMention[], i: number, clause: string): boolean {
  const v = values[i]!;
  if (m.index < v.end) return false;
  const apart = /,|;|\(|\bthen\b|\bwith\b|\blater\b|\bchang\w*\s+to\b|\bswitch\w*\s+to\b/i;
  // After a later value ("F major, then A major from bar 13"), or opening the later value's own
  // stretch ("The voice is in treble, the piano's left hand in bass").
  return values.some(
    (w, j) =>
      j > i &&
      w.property === v.property &&
      apart.test(clause.slice(v.end, w.index < m.index ? w.index : m.index)),
  );
}

// "Pedal markings: none.", "Dynamics — none": the label's answer is that the score has no such mark.
const NONE_ANSWER =
  /^\w*(?:\s+(?:marks?|markings?|signs?|indications?))?\s*[:=–—-]\s*(?:none|nothing|no\s+(?:marks?|markings?|signs?))\b/i;

function claimValue(mention: ValueMention, clause: string, kind: "edit" | "state"): string | null {
  const negated = negatedBefore(clause, mention.index) || NONE_ANSWER.test(clause.slice(mention.end));
  switch (mention.property) {
    case "pedal":
      if (kind === "edit") return saysRemoved(clause) || negated ? "removed" : "added";
      return negated ? "absent" : "present";
    case "dynamics":
    case "tempo":
      if (kind === "edit" && (saysRemoved(clause) || negated)) return "removed";
      if (mention.value) return mention.value;
      if (kind === "edit") return saysAdded(clause) ? "added" : null;
      return negated ? "absent" : "present";
    case "other":
      return negated ? `no ${mention.value}` : mention.value;
    default:
      // "the treble clef in bars 9–10 is gone": that clef was changed, to a clef the words do not say.
      if (kind === "edit" && GONE.test(clause.slice(mention.end))) return null;
      return mention.value;
  }
}

/** A value that names a change rather than what the score has: "transposed -12", "changed". */
function isChangeValue(mention: ValueMention): boolean {
  return (
    mention.property === "notes" && (mention.value === "changed" || TRANSPOSED.test(mention.value ?? ""))
  );
}

const GONE =
  /^(?:\s+(?:signature|clef))?(?:\s+(?:in|at|from|of)\s+(?:the\s+)?(?:bars?|measures?|mm?\.)\s*\d{1,4}(?:\s*(?:[-–]|to|and)\s*\d{1,4})?)?(?:\s+(?:of\s+)?(?:the\s+)?(?:left|right)\s+hand)?\s+(?:is|are|was|were|has\s+been|have\s+been)\s+(?:now\s+)?(?:gone|removed|deleted|taken\s+out)\b/i;

export function extractClaims(
  text: string,
  source: "assistant" | "read",
  score?: ScoreContext,
  around: { question?: string; covers?: BarRange | null; request?: boolean } = {},
): ExtractedClaim[] {
  const { question, covers } = around;
  const claims: ExtractedClaim[] = [];
  // The person's message names the staff and part of the turn; a question also its bars and values.
  const said = source === "assistant" && question ? askedSubject(question, score) : null;
  const asked = said && isQuestion(question!) ? said : null;
  const reading: Reading = {
    source,
    score,
    claims,
    asked,
    context: {
      runs: asked?.runs ?? null,
      staff: said?.staff ?? null,
      part: said?.part ?? null,
      property: asked?.property ?? null,
    },
    spoken: [],
    statements: [],
    doneUntil: -1,
    si: -1,
    editItem: false,
    request: source === "assistant" && around.request === true,
  };

  // Only an assistant's message can head a list of edits it made, or of edits it proposes.
  const items =
    source === "assistant" && (MAY_HEAD_EDIT_LIST.test(text) || MAY_HEAD_PLAN_LIST.test(text))
      ? []
      : undefined;
  const lines = splitLines(text, items);
  let editList = false;
  let planList = false;
  let exceptions: ExceptionList | null = null;
  let heading: SubjectLabel | null = null;
  let firstLineEnd = 0;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    const lineStart = claims.length;
    // Under a heading of edits proposed, no item is a claim, until a line that is no item.
    planList = planList && items![n]!;
    if (planList) continue;
    // Under a heading of edits made, every item reports an edit, until a line that is no item.
    editList = editList && items![n]!;
    reading.editItem = editList;
    if (editList) reading.doneUntil = Math.max(reading.doneUntil, reading.si + line.length);
    const labels = line.map((sentence) => subjectLabel(sentence, score));
    // A label opening the line scopes all of it when it is the CLI's reading form, or the line's only
    // label in a read's text ("Staff 2: bass clef. Key: C major."); in a list of labels
    // ("Staff 1: treble clef. Staff 2: bass clef.") each scopes its own sentence.
    const first = labels[0] ?? null;
    const lineScope =
      first && (first.reading || (source === "read" && labels.filter(Boolean).length === 1)) ? first : null;
    // "## Bars 9–10 (version 1)", "**Bars 13–20:**", "### Left hand": the scope of the lines below.
    const ownHeading =
      line.length === 1 && !labels[0] && (!items?.[n] || line[0]!.endsWith(":"))
        ? headingSubject(line[0]!, score)
        : null;
    if (ownHeading) heading = ownHeading;
    line.forEach((sentence, i) => {
      const label = labels[i] ?? null;
      readSentence(reading, sentence, label, underHeading(label ?? lineScope, ownHeading ? null : heading));
    });
    scopeOpeningValues(claims, lineStart, score);
    if (n === 0) firstLineEnd = claims.length;
    // "The left hand is in bass clef throughout, with these exceptions:" and a list under it: the
    // list's bars are carved out of the line's claims once the list ends.
    if (exceptions && !items![n]!) exceptions = carveExceptions(claims, exceptions, score);
    if (items !== undefined && opensExceptionList(line[line.length - 1]!))
      exceptions = { head: claims.slice(lineStart), from: claims.length };
    editList ||= items !== undefined && opensEditList(line[line.length - 1]!);
    planList = items !== undefined && opensPlanList(line[line.length - 1]!);
  }
  if (exceptions) carveExceptions(claims, exceptions, score);
  // Where the read's bars are known (null: it named none, so the whole piece).
  if (source === "read" && covers !== undefined) readCoverage(claims, firstLineEnd, covers, score);
  return dedupe(claims);
}

/** A sentence's own scope, with what it leaves unnamed taken from the heading above it. */
function underHeading(own: SubjectLabel | null, heading: SubjectLabel | null): SubjectLabel | null {
  if (!heading) return own;
  if (!own) return heading;
  return {
    ...own,
    bars: own.bars ?? heading.bars,
    staff: own.staff ?? heading.staff,
    part: own.part ?? heading.part,
  };
}

/** Whether a line's last sentence heads a list of edits made. Headings are short, and a longer
 * sentence is never tried. */
function opensEditList(sentence: string): boolean {
  return sentence.length <= 60 && EDIT_LIST_HEADING.test(sentence);
}

/** Whether a line's last sentence heads a list of edits proposed. */
function opensPlanList(sentence: string): boolean {
  return sentence.length <= 80 && sentence.endsWith(":") && PLAN_LIST_HEADING.test(sentence);
}

/** What reading a message carries from one sentence to the next. */
interface Reading {
  source: "assistant" | "read";
  score: ScoreContext | undefined;
  claims: ExtractedClaim[];
  context: Context;
  /** Every bar the message has named so far, in order: "all three bars" counts back through them. */
  spoken: number[];
  /** What the clause before said, for an elliptical clause after it ("and the right hand too"). */
  statements: Statement[];
  /** A "Done." makes its sentence and the next report edits: the number of the last of them. */
  doneUntil: number;
  /** The number of the sentence being read. */
  si: number;
  /** The line being read is an item of a list of edits made. */
  editItem: boolean;
  /** The text is the person's request ("Put bar 11's right hand in bass clef."): each instruction is
   * an edit asked for, as unconfirmed-mutation compares it with the edit made. */
  request: boolean;
  /** What the person asked, when the reply answers a question. */
  asked: Asked | null;
}

/** The claims of one sentence, added to the message's. (A function, not a closure made per message:
 * tsx names every closure it creates.) */
function readSentence(
  reading: Reading,
  sentence: string,
  label: SubjectLabel | null,
  scope: SubjectLabel | null,
): void {
  const { source, score, claims, context, spoken } = reading;
  const si = ++reading.si;
  const done = DONE.test(sentence) || DONE.test(withoutOpeners(sentence));
  if (done) reading.doneUntil = si + 1;
  // "Proposed change: bar 4 …" offers an edit, as a question does.
  const question = isQuestion(sentence) || isProposal(sentence);
  // "Add a pedal in bar 8.": an idea offered, unless it is an item of a list of edits made.
  const instruction =
    source === "assistant" &&
    !reading.editItem &&
    !reading.request &&
    isInstruction(label ? sentence.slice(label.end) : sentence);
  let noChangeSaid = false;
  // The bars an earlier clause of this sentence named: a later clause that names none speaks of them
  // ("In bars 13–20 the key is A major; the left hand is in bass clef"), never the other way round.
  let clauseBars: BarGroup | null = null;
  const clauses = clausesOf(label ? sentence.slice(label.end) : sentence, score);
  for (const [ci, clause] of clauses.entries()) {
    const earlier = reading.statements;
    const statements: Statement[] = [];
    reading.statements = statements;
    // "Bar 3: staccato throughout": throughout that bar.
    // "5/4 there, as in bars 6 and 8": bars named for comparison are not the clause's place.
    const named = findBarGroups(clause, score).filter(
      (g) =>
        !(scope?.bars && g.runs === null && !g.unresolved) &&
        !(g.index > 0 && COMPARED.test(clause.slice(Math.max(0, g.index - 12), g.index))),
    );
    const recalled = named.length === 0 ? countedBars(clause, spoken) : null;
    const ownGroups = recalled ? [recalled] : named;
    // "moved the mf from bar 13 to bar 11": the mark is in bar 11 now and gone from bar 13.
    const move = MOVE.exec(clause);
    const groups: BarGroup[] = move
      ? [
          {
            runs: [{ from: Number(move[2]), to: Number(move[2]) }],
            index: move.index,
            end: move.index + move[0].length,
            unresolved: false,
          },
        ]
      : ownOr(ownGroups, scope?.bars ?? inherited(clauseBars, context.runs, clause, score));
    // "In the B section …", "in the bridge": bars the score does not name (findings.md, "Parts").
    const section = groups.length === 0 ? SECTION.exec(clause) : null;
    const staves = ownOr(findStaffMentions(clause), scope?.staff);
    const parts = ownOr(findPartMentions(clause, score), scope?.part);
    // "Cellists read tenor clef for high passages": music in general, not this score.
    const general =
      source === "assistant" &&
      ((groups.length + staves.length + parts.length === 0 && isGeneralRemark(clause)) ||
        (ownGroups.length === 0 && isHabitRemark(clause)));
    const asserted = !question && !instruction && !general && isAsserted(clause);

    if (
      asserted &&
      source === "assistant" &&
      !noChangeSaid &&
      // Bars carried from an earlier clause do not make "so nothing changed" about them.
      (groups.length === 0 || (!move && ownGroups.length === 0 && !scope?.bars)) &&
      staves.length <= 1 &&
      isNoChange(clause)
    ) {
      claims.push({
        kind: "no-change",
        subject: { part: null, staff: staves[0]?.staff ?? null, bars: null, property: "other" },
        value: null,
        text: sentence,
      });
      noChangeSaid = true;
      continue;
    }
    const unchangedBars = groups.filter((g) => !g.unresolved && g.runs !== null);
    if (
      asserted &&
      source === "assistant" &&
      unchangedBars.length > 0 &&
      BARS_UNCHANGED.test(clause) &&
      !PARTIAL.test(clause)
    ) {
      const staff = staves[0]?.staff ?? null;
      for (const g of unchangedBars)
        for (const bars of g.runs!)
          claims.push({
            kind: "no-change",
            subject: { part: null, staff, bars, property: "other" },
            value: null,
            text: sentence,
          });
      continue;
    }
    // "The right hand is untouched.": nothing changed on that staff.
    if (
      asserted &&
      source === "assistant" &&
      ownGroups.length === 0 &&
      !scope?.bars &&
      staves.length === 1 &&
      staves[0]!.staff !== null &&
      BARS_UNCHANGED.test(clause) &&
      !PARTIAL.test(clause)
    ) {
      claims.push({
        kind: "no-change",
        subject: { part: null, staff: staves[0]!.staff, bars: null, property: "other" },
        value: null,
        text: sentence,
      });
      continue;
    }
    // "I've added two bars": the bar count changed (bars null: the diff's added or removed bars).
    if (asserted && source === "assistant" && BARS_ADDED_OR_REMOVED.test(clause))
      claims.push({
        kind: "edit",
        subject: { part: null, staff: null, bars: null, property: "bar-count" },
        value: null,
        text: sentence,
      });
    if (asserted) {
      const count = countIn(clause, source);
      if (count !== null)
        claims.push({
          kind: "count",
          subject: { part: null, staff: null, bars: null, property: "bar-count" },
          value: String(count),
          text: sentence,
        });
    }

    const bare =
      /\bclefs?\b/i.test(sentence) ||
      context.property === "clef" ||
      // "bass for the left hand, treble for the right": a hand named beside a bare clef name.
      staves.length > 0 ||
      CLEF_TO_CLEF.test(clause);
    const found = findValueMentions(withMiddleC(clause), { bareClefNames: bare }).map((v) =>
      boundedNotes(clause, v),
    );
    let values = found.filter(
      (v) =>
        ((v.property === "notes" && v.value !== null && BOUND.test(v.value)) ||
          !isBeforeValue(clause, v, found)) &&
        !(section && v.index >= section.index && v.index < section.index + section[0].length),
    );
    // Negated clefs, keys, times and notes say what the score does not have: no claim (see top) —
    // but "never leaves the bass clef" and "never goes above G3" are scope words, not negations.
    const staysIn = NEVER_LEAVES.test(clause);
    values = values.filter(
      (v) =>
        !["clef", "key", "time", "notes"].includes(v.property) ||
        (v.property === "notes" && v.value !== null && BOUND.test(v.value)) ||
        (staysIn && v.property !== "notes") ||
        !negatedBefore(clause, v.index),
    );
    // "…, so now the right hand stays in treble to the end", "there's no pedal anywhere now": what
    // the score now has is a state, even in a sentence after an edit report (findings.md).
    const edit =
      reading.request ||
      (source === "assistant" &&
        !saysState(clause) &&
        ((si <= reading.doneUntil && !(reading.editItem && KEPT.test(clause))) || reportsEdit(clause)));
    // "Twenty." to "How many bars …?"; "Yes — in bars 9 and 10." to "Is the left hand ever in treble?"
    const answer = reading.asked && si === 0 && asserted ? reading.asked : null;
    if (answer?.count && values.length === 0) {
      const count = countAnswer(clause);
      if (count !== null) {
        claims.push({
          kind: "count",
          subject: { part: null, staff: null, bars: null, property: "bar-count" },
          value: String(numberOf(count)),
          text: sentence,
        });
        continue;
      }
    }
    if (answer && values.length === 0 && repeatsQuestion(clause, ci === clauses.length - 1))
      values = answer.values.map((v) => ({ ...v, index: 0, end: 0 }));
    // Slurs, bowings, fingerings …: a claim Barline cannot check, where the clause describes the score.
    const other = findOtherMention(clause, found);
    if (other) {
      if (label || source === "read" || describesScore(clause))
        values = [...values, other].sort((a, b) => a.index - b.index);
    } else if (values.length === 0 && edit) {
      const notes = findNotesChange(clause);
      if (notes && (groups.length > 0 || staves.length > 0 || ANAPHOR.test(clause))) values = [notes];
    }
    // "Bar 4 has the pedal; bar 5 has none.": none of the mark the sentence spoke of.
    if (values.length === 0 && groups.length > 0 && context.property && MARKS.has(context.property)) {
      const none = NONE.exec(clause);
      if (none)
        values = [
          {
            property: context.property,
            value: null,
            index: none.index + none[0].length,
            end: none.index + none[0].length,
          },
        ];
    }
    // "The key change is still at bar 13", "the time changes at bar 6": a change there, to a value
    // the words do not name.
    if (values.length === 0 && groups.length > 0 && !edit) {
      const change = SIGN_CHANGE_AT.exec(clause);
      if (change)
        values = [
          {
            property: signWord(change[1]!),
            value: CHANGES_HERE,
            index: change.index,
            end: change.index + change[0].length,
          },
        ];
    }

    // "…, and the right hand too": the clause before's values, of this subject.
    const echo = asserted && values.length === 0 && earlier.length > 0 ? echoSubject(clause, score) : null;
    if (echo)
      for (const st of echoStatements(earlier, echo, sentence, score)) {
        statements.push(st);
        for (const bars of st.runs ?? [null]) addClaims(claims, st.said, bars, st.value);
      }

    // A clef, key or time placed "at the end of bar 6" is where it is printed, not a bar it holds in.
    const signGroups = groups.filter((g) => !AT_BAR_END.test(clause.slice(0, Math.max(0, g.index))));
    const anaphor = ANAPHOR.test(clause);
    const zone = exceptionZone(clause, groups);
    // "All bars but 6–8 are in 3/4": with no value before the exception, the words after its bars
    // say the value of the rest.
    const exception =
      zone && !values.some((v) => v.index < zone.start) ? { ...zone, end: zone.barsEnd } : zone;
    let resolved: Context | null = null;
    // "Bar 12's left hand has E2 and B2 now", even in the sentence after "Done.": what the score now
    // has. Within a "Done" sentence, a list of edits made or a receipt's label it reports the edit;
    // "is now an octave lower" names a change, not a value.
    const nowState = edit && !done && !reading.editItem && !label && statesByNow(clause);
    values.forEach((mention, i) => {
      if (!asserted) return;
      const kind = edit && !(nowState && !isChangeValue(mention)) ? "edit" : "state";
      const sign = PRINTED_SIGNS.has(mention.property);
      if (sign && (ENDS_WITH_SIGN.test(clause) || (groups.length > 0 && signGroups.length === 0))) return;
      // "bass clef except bars 9–10, where it is treble": each value takes the bars of its side.
      const excepted = exception && mention.index >= exception.start && mention.index < exception.end;
      const candidates = (sign ? signGroups : groups).filter(
        (g) => !exception || (g.index >= exception.start && g.index < exception.end) === excepted,
      );
      // "The left hand's highest note is C5, in bar 10": the bar says where the peak is, not the range.
      const peak = mention.value !== null && /^(?:top|bottom) /.test(mention.value);
      const group: BarGroup | undefined = pick(
        peak ? candidates.filter((g) => g.index < mention.index) : candidates,
        values,
        i,
        clause,
      );
      if (group?.unresolved) return;
      const fromContext = !group && anaphor && !exception;
      // "A major." to "What key is bar 14 in?": the bars asked about.
      const fromQuestion = !group && !fromContext && !exception && si === 0 && reading.asked !== null;
      let runs = excepted
        ? exception.runs
        : group
          ? group.runs
          : fromContext
            ? context.runs
            : fromQuestion
              ? reading.asked!.runs
              : null;
      if (exception && !excepted) {
        runs = withoutBars(runs, exception.runs!, score);
        if (!runs || runs.length === 0) return;
      }
      // An unmodelled marking is a claim only where the clause places it in the score's bars.
      if (mention.property === "other" && !group && runs === null) return;
      // "Bar 9's left hand changes to treble clef. Bars 10 and 11 are in bass clef.": same staff.
      const sameTopic = runs !== null && (context.property === null || context.property === mention.property);
      const staffMention: StaffMention | undefined = pick(staves, values, i, clause);
      // "it is treble throughout": "it" is what the clause before spoke of. A clef or notes claim that
      // names no staff takes the one an earlier sentence of the reply named (findings.md, "No staff named").
      const carried =
        anaphor ||
        (STAFFED.has(mention.property) &&
          (context.staff !== null || context.part !== null) &&
          parts.length === 0);
      const staff = staffMention
        ? staffMention.staff
        : fromContext || sameTopic || carried
          ? context.staff
          : null;
      // A read names its part once ("part Violoncello", then a line per bar): it stays the subject.
      const part =
        pick(parts, values, i, clause) ??
        (fromContext || sameTopic || source === "read" || (carried && !staffMention) ? context.part : null);
      // "Violin I and the second violin have f at bar 9": one value, said of each part named together.
      const together =
        values.length === 1 &&
        parts.length > 1 &&
        parts.every((p, k) => k === 0 || p.index - parts[k - 1]!.end <= 9)
          ? parts
          : [part];
      const keyboard = staffMention && score && score.parts.length > 1 ? keyboardPart(score) : null;
      resolved = { runs, staff, part, property: mention.property };
      const value = claimValue(mention, clause, kind);
      if (value === null && (mention.property === "dynamics" || mention.property === "tempo")) return;
      const said: Said = {
        kind,
        parts: together,
        keyboard,
        staff,
        property: mention.property,
        text: sentence,
      };
      if (section && runs === null) said.section = section[0].trim();
      if (kind === "edit" && si > reading.doneUntil && !label && editOnlyByNow(clause)) said.nowState = true;
      if (kind === "state" && nowState) said.saysNow = true;
      // "I moved the mf from bar 13 to bar 11, and bar 14 too": moved from or to bar 14? Neither is said.
      if (!move) statements.push({ said, runs, value });
      for (const bars of runs ?? [null]) addClaims(claims, said, bars, value);
      // "Bar 4 is the only bar with a pedal", "only the opening p": none of that mark elsewhere.
      if (
        runs &&
        MARKS.has(mention.property) &&
        ONLY.test(clause) &&
        value !== "absent" &&
        value !== "removed"
      )
        for (const bars of withoutBars(null, runs, score) ?? [])
          addClaims(claims, { ...said, kind: "state" }, bars, otherwhereValue(value, clause));
      if (move && MARKS.has(mention.property)) {
        const from = Number(move[1]);
        addClaims(claims, said, { from, to: from }, kind === "edit" ? "removed" : "absent");
      }
    });

    const own: BarGroup | undefined = groups.find((g) => g.index >= 0 && g.runs !== null && !g.unresolved);
    if (own) clauseBars = { ...own, index: -1, end: -1 };
    // What this clause was about becomes the context for the next one.
    for (const g of groups) for (const r of g.unresolved ? [] : (g.runs ?? [])) spoken.push(...barsOf(r));
    if (resolved) Object.assign(context, resolved);
    else {
      const last = groups[groups.length - 1];
      if (last && !last.unresolved) context.runs = last.runs;
      if (staves.length > 0) context.staff = staves[staves.length - 1]!.staff;
      if (parts.length > 0) context.part = parts[parts.length - 1]!;
    }
  }
}

/** What a clause says of one value: the parts said together (or the one part, or none), the staff. */
interface Said {
  kind: ClaimKind;
  parts: (PartMention | null)[];
  /** The keyboard part a staff alone names in a score of several parts. */
  keyboard: string | null;
  staff: number | null;
  property: Property;
  text: string;
  /** A section the score does not name ("the bridge"): the claim cannot be placed in bars. */
  section?: string;
  /** Only "now" made it an edit: it holds too when the score now has it. */
  nowState?: boolean;
  /** A state said with "now". */
  saysNow?: boolean;
}

/** A claim of the value in these bars for each part said together. (A function, not a closure made
 * per value: tsx names every closure it creates, which costs more than the claim.) */
function addClaims(claims: ExtractedClaim[], said: Said, bars: BarRange | null, value: string | null): void {
  for (const p of said.parts) {
    const subject: Subject = {
      part: p?.part ?? said.keyboard,
      staff: said.staff,
      bars,
      property: said.property,
    };
    const claim: ExtractedClaim = { kind: said.kind, subject, value, text: said.text };
    if (p?.name) claim.partName = p.name;
    if (said.section) claim.section = said.section;
    if (said.nowState) claim.nowState = true;
    if (said.saysNow) claim.saysNow = true;
    claims.push(claim);
  }
}

/** "Staff 2: bass clef; treble clef in bars 5-6": a clef, key or time said without bars, followed in
 * the same line by changes of it at given bars, is what holds before the first of them — the line
 * lists the changes, so it does not claim the opening value for the whole piece. */
function scopeOpeningValues(claims: ExtractedClaim[], lineStart: number, score?: ScoreContext): void {
  const line = claims.slice(lineStart);
  const scoped: ExtractedClaim[] = [];
  line.forEach((c, i) => {
    const { subject } = c;
    const later =
      c.kind !== "state" ||
      subject.bars !== null ||
      !PRINTED_SIGNS.has(subject.property) ||
      EVERYWHERE.test(c.text)
        ? []
        : line
            .slice(i + 1)
            .filter(
              (d) =>
                d.subject.property === subject.property &&
                d.subject.bars !== null &&
                d.subject.staff === subject.staff &&
                d.subject.part === subject.part &&
                d.value !== c.value,
            );
    if (later.length === 0) {
      scoped.push(c);
      return;
    }
    // "3/4 (5/4 in bars 6–8)": every bar but the later spans. A change at a bar ("3/4 from bar 11")
    // gives the opening value the bars before it; so does a score whose bars are not known.
    const spans = later.every((d) => d.subject.bars!.to > d.subject.bars!.from);
    const runs = spans
      ? withoutBars(
          null,
          later.map((d) => d.subject.bars!),
          score,
        )
      : null;
    const first = score?.firstBar ?? 1;
    const change = Math.min(...later.map((d) => d.subject.bars!.from));
    const bars = runs ?? (change > first ? [{ from: first, to: change - 1 }] : [null]);
    for (const b of bars) scoped.push({ ...c, subject: { ...subject, bars: b } });
  });
  claims.splice(lineStart, line.length, ...scoped);
}

/** The clause's own mentions, or else the one its label gives, placed before the clause. */
function ownOr<T extends { index: number; end: number }>(own: T[], fromLabel: T | null | undefined): T[] {
  return own.length > 0 || !fromLabel ? own : [{ ...fromLabel, index: -1, end: -1 }];
}

/** The claims without repeats (the same kind, subject and value said in the same sentence); the first
 * of each is kept. Claims are grouped by sentence, so each is compared with its sentence's few. */
function dedupe(claims: ExtractedClaim[]): ExtractedClaim[] {
  const bySentence = new Map<string, ExtractedClaim[]>();
  const kept: ExtractedClaim[] = [];
  for (const c of claims) {
    let same = bySentence.get(c.text);
    if (!same) bySentence.set(c.text, (same = []));
    if (same.some((k) => sameClaim(k, c))) continue;
    same.push(c);
    kept.push(c);
  }
  return kept;
}

function sameClaim(a: ExtractedClaim, b: ExtractedClaim): boolean {
  const s = a.subject;
  const t = b.subject;
  return (
    a.kind === b.kind &&
    a.value === b.value &&
    s.property === t.property &&
    s.part === t.part &&
    s.staff === t.staff &&
    sameRange(s.bars, t.bars)
  );
}
