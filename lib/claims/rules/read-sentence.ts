// The sentence reader: the claims of each clause of a sentence — its no-change and bar-count claims,
// and each value it asserts paired with the bars, staff and part it is said of.
import type { BarRange, ExtractedClaim, Property } from "../claim.ts";
import { exceptionZone, withoutBars, type ExceptionZone } from "../exceptions.ts";
import {
  citedSpans,
  editOnlyByNow,
  isAsserted,
  isGeneralRemark,
  isHabitRemark,
  isToolOrNotationRemark,
  saysConsequence,
  opensConsequence,
  saysOnlyReturn,
  isInstruction,
  isProposal,
  isQuestion,
  namesOwnEdit,
  reportsEdit,
  saysState,
  statesByNow,
  describesAfterDone,
} from "../mood.ts";
import { entryOfOtherBars } from "../certainty/carried-subjects.ts";
import { saysAbsence, unreadNegative } from "../certainty/negatives.ts";
import { numberOf } from "../numbers.ts";
import { countAnswer, placedByQuestion, repeatsQuestion } from "../question.ts";
import type { ScoreContext } from "../subject/score-context.ts";
import {
  NUMBERED_BAR,
  barsOverlap,
  findBarGroups,
  hullOf,
  runsOf,
  sameRuns,
  type BarGroup,
} from "../subject/bars.ts";
import type { SubjectLabel } from "../subject/labels.ts";
import { findPartMentions, type PartMention } from "../subject/parts.ts";
import { findStaffMentions, keyboardPart, type StaffMention } from "../subject/staves.ts";
import { findValueMentions } from "../values/find.ts";
import { findNotesChange } from "../values/notes-change.ts";
import type { ValueMention } from "../values/mention.ts";
import { ANAPHOR, barsOf, lastSpoken, PAIR_OF_BARS, restOf } from "./clause-bars.ts";
import { asideWithValue, clauseSubject, inBrackets, type ClauseSubject } from "./clause-subject.ts";
import { MARKS, namedValues, titled, withUnnamedValues } from "./clause-values.ts";
import { ONLY, claimValue, isChangeValue, otherwhereValue } from "./claim-value.ts";
import { barBeforeChange, noteBeforeValues } from "./before-values.ts";
import { barCountClaims } from "./counts.ts";
import { clausesOf, echoStatements, echoSubject, type Statement } from "./ellipsis.ts";
import { KEPT, saysDone } from "./list-headings.ts";
import { namedVersions, restoreClaims } from "./restores.ts";
import { sameVersionClaims } from "./same-versions.ts";
import type { MessageState, Topic } from "./message-state.ts";
import { noChangeClaims, opensElse } from "./no-change.ts";
import { PRINTED_SIGNS } from "./opening-values.ts";
import { pick } from "./pairing.ts";
import { addClaims, type Said } from "./said.ts";

// What a staff has of its own: a claim about it keeps the staff the reply last named.
export const STAFFED = new Set<Property>(["clef", "notes"]);
// "The clef change is at the end of bar 6": where a sign is printed, which the reading does not
// model — a sign at the end of a bar belongs to the bar it announces (findings.md, "Reading").
const LAST_BAR = /\b(?:last|final)\s+(?:bar|measure)\b/i;
const TAKEN_BACK_AFTER =
  /^\s*[(\[]\s*(?:wrong|incorrect|mistaken|not\s+true|false|my\s+error|as\s+i\s+wrongly\s+said)\s*[)\]]/i;
const STARTS_AT = /\b(?:starts?|opens?|begins?)\s+(?:out\s+)?(?:at|on|with|in)?\s*$/i;
const BESIDE_ANOTHER =
  /\b(?:under|over|above|below|beneath|against|beside|than)\s+(?:the|a|an)\s+(?:[A-G](?:♯|♭|#|b)?|note|chord)\s+(?:in|of)\s+(?:the\s+)?$/i;
const SET_APART_UNNUMBERED =
  /\b(?:(?:apart|aside)\s+from|except(?:\s+for)?)\s+(?!(?:that|this|those|these|it|them)\b)[^,;\d]*?(?=\s*(?:[,;]|[.!?]?\s*$))(?![^,;]*\d)/i;
const ENDS_IN =
  /\b(?:ends?|ended|closes?|closed|finish(?:es|ed)?)\s+(?:(?:on|in|with|at)\s+)?(?:an?\s+|the\s+)?["'*_]*$/i;
// ("end of m. 4: treble", a read's line labelled by where the sign is printed.)
const AT_BAR_END =
  /(?:\b(?:at|from)\s+the\s+(?:very\s+)?end\s+of|\bafter\s+the\s+(?:last|final)\s+note\s+of|^\W*(?:the\s+)?(?:very\s+)?end\s+of)\s+$/i;
const CLEF_WORD = /\b(?:clefs?|treble|bass|alto|tenor)\b/i;
const THROUGH_BAR = /\bthrough\s+(?:bar|measure|m\.)\s*(\d{1,4})\b/i;
// ("The only earlier dynamic is the p in bar 1": earlier than a place said before.)
const ONLY_IN_PLACE =
  /\b(?:in|within|across|over)\s+(?:that|this|those|these|the\s+same)\s+(?:(?:two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+)?(?:stretch|passage|section|span|bars|measures|phrase)\b|\bonly\s+(?:other\s+)?(?:earlier|later|previous|preceding|following|subsequent)\b/i;
const DENIES =
  /^(?:no|nope|none|nothing)(?:\s*[,.!—–-]\s*(?:none|nothing|not\s+(?:one|any)|there\s+(?:isn't|is\s+not|aren't|are\s+not)(?:\s+any)?))?\s*[.!]?$/i;
// "Yes." to "Is the pedal in bars 9-10 gone?": none of the mark asked after.
const AGREES_ALONE = /^(?:yes|yep|yeah|correct|indeed|that's\s+right)\s*[.!]?$/i;
const BAR_END_AFTER = /^\s*[,(]?\s*(?:at\s+the\s+)?(?:very\s+)?end\s+of\s+(?:the\s+)?(?:bar|measure)\b/i;
// "Bar 5 is bass, with the treble clef printed at its end", "Bar 11: treble clef (bass clef printed at
// the end of the bar)": a sign announcing the next bar (findings.md, "Changes at a bar line").
const PRINTED_AT_END =
  /^(?:\s+(?:clef|sign|signature))?\s+(?:is\s+|was\s+)?(?:(?:printed|written|placed|sitting|sits)\s+(?:at\s+(?:its|the)\s+(?:very\s+)?end\b(?!\s+of\b)|after\s+(?:the|its)\s+(?:last|final)\s+note\b)|(?:(?:that\s+)?(?:comes|appears|stands)\s+)?after\s+(?:the|its)\s+(?:last|final)\s+note\b)|^[^;,.()—–]{0,40}?\bat\s+(?:the\s+(?:very\s+)?end\s+of\s+(?:the|this|that|its)\s+(?:bar|measure)|its\s+(?:very\s+)?end)\b|^(?:\s+(?:clef|sign|signature))?\s+(?:is\s+|was\s+)?(?:(?:printed|written|placed|sitting|sits)\s+)?(?:just\s+|right\s+)?before\s+the\s+(?:bar\s*-?\s*line|barline)\b(?![^.;,]*\d)/i;
// ("bar 4: bass clef (change to treble at the barline)": a change at the barline of the bar the line
// is for — the one that ends it. "M. 11 now shows 3/4 at the barline" may be the one that opens it.)
const CHANGE_AT_BARLINE = /^\s+at\s+the\s+(?:bar\s*-?\s*line|barline)\b(?![^.;,]*\d)/i;
const CHANGE_TO_BEFORE = /\bchang(?:e|es|ing)\s+to\s+$/i;
// "Bar 8 ends with a treble clef": the sign printed at its end, announcing bar 9.
const ENDS_WITH_SIGN =
  /\b(?:ends|ended|closes|closed|finishes|finished)\s+with\s+(?:a|an|the)\s+(?:new\s+|courtesy\s+|cautionary\s+)?(?:\w+\s+)?(?:clef|key\s+signature|time\s+signature)\b/i;

// "…, and bass clef everywhere else".
const ELSEWHERE_AFTER =
  /^[\s,]*(?:clef\s+|major\s+|minor\s+)?(?:everywhere\s+else|anywhere\s+else|elsewhere|in\s+(?:all\s+|any\s+)?(?:the\s+)?other\s+(?:bars?|measures?))\b/i;
const NOWHERE_ELSE = /\b(?:nowhere|anywhere)\s+else\b/i;

// ("Pedalled in every bar" may be one pedal held over them: only marks said to be in each are.)
const EVERY_PART: ReadonlySet<Property> = new Set(["key", "time"]);
// "…, and that's the only pedal in the piece": the piece, whatever bars the question asked of.
const WHOLE_PIECE_SAID =
  /\b(?:in|of)\s+the\s+(?:whole\s+|entire\s+)?(?:piece|score|song|movement)\b|\banywhere\b/i;
// A verb of what an edit did: "went into", "was added to", "I put".
const NAMED_MARK =
  /\b(?:the|its|that|this|your|those|these|her|his|their)\s+(?:[\w'’-]+\s+){0,2}?(?:pedal|ped\.|pedalling|dynamics?|marking|mark|pp+|p|mp|mf|f+|sfz|forte|piano|fortissimo|pianissimo|crescendo|diminuendo|tempo)\b/i;
const ACTION_DONE =
  /\b(?:new|newly|went|go(?:es)?\s+(?:in|into|to)|was\s+(?:added|put|placed|moved|inserted|applied|set|changed|saved|written|stored)|were\s+(?:added|put|placed|moved|inserted|applied|set|changed|saved|written|stored)|added|put|placed|moved|inserted|applied|changed|altered|modified|touched|edited|transposed|removed|deleted)\b/i;
// ("| 13 | all | | 3/4 |", read as "from bar 13 · all: time 3/4": a table's part cell naming every part.)
export const ALL_PARTS =
  /\b(?:all\s+(?:the\s+)?(?:(two|three|four|five|six|\d)\s+)?(?:parts|voices|instruments|players|staves)|(?:every|each)\s+(?:part|voice|instrument|player)|both\s+(?:parts|instruments))\b|(?<=·\s*)(?:all|tutti|both|everyone)(?=\s*:)/i;
const COUNTED_VALUE =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|sixteen|twenty)\s+(?:bars|measures)\s+of\s+$/i;
const LASTS_BARS =
  /^[^,;:.]{0,30}?\b(?:lasts?|lasted|lasting|runs?\s+for|ran\s+for|holds?\s+for|stays?\s+for|for(?:\s+(?:just|only))?)\s+(?:just\s+|only\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:bars?|measures?)\b(?!\s*(?:\(|—|–|:|,\s*(?:bars?|measures?|mm?\.)?\s*\d))/i;
const LASTS_UNTIL =
  /\b(?:lasts?|lasted|lasting|carr(?:y|ies|ied)\s+on|extends?|extended)\s+(?:on\s+)?(?:through|until|till|to|into|up\s+to)\s+(?:the\s+end\s+of\s+)?(?:bars?|measures?|mm?\.)\s*(\d+)/i;
// ("Pedal once per bar in bars 1–6": a mark in each.)
const EACH =
  /\b(?:each|every)\b(?!\s+other\b)[^.;]*\b(?:marks?|markings?|signs?)\b|\b(?:marks?|markings?|signs?)\b[^.;]*\b(?:each|every)\b(?!\s+other\b)|\bonce\s+(?:per|a|each|every)\s+(?:bar|measure)\b|\bper\s+(?:bar|measure)\b/i;
const EVERY_BAR_SAID =
  /\b(?:every|each)\s+(?:bar|measure)\b|\ball\s+(?:of\s+)?(?:the\s+)?(?:bars|measures)\b|\bthroughout\b|\ball\s+the\s+way(?:\s+through)?\b|\bthe\s+whole\s+way\b/i;
const WAY_THROUGH = /\bthe\s+whole\s+way\b|\ball\s+the\s+way(?:\s+through)?\b|\bthroughout\b/i;
const PIECE_SUBJECT = /\b(?:the|this)\s+(?:whole\s+|entire\s+)?(?:piece|score|song|movement)\b/i;
const SAYS_NONE = /^(?:absent|removed|none|not )/;
// "through bar 10", "until m. 12": an end said, its start not ("anywhere before m. 14" starts at the top).
const SPAN_END_ONLY = /\b(?:through|thru|until|till|up\s+to)\s+(?:bars?|measures?|mm?\.)\s*\d/i;
const SUMMARY_FOLLOWS = /\b(?:here(?:'s|’s|\s+is|\s+are)|rundown|summary|overview|recap)\b/i;
export const NO_OTHER = /\bno\s+other\b|\b(?:not|n't|never)\b[^.;]*\bany\s+other\b/i;

// Words that say a claim of a whole range: "never goes below", "its highest note", "anywhere".
// "The right hand never goes above C6, which it reaches in bar 4": the bar is where it reaches it.
const NEVER_THEN_WHERE = /\bnever\b[^.;]*,\s*(?:which|where|reached|reaching|in)\b[^,;]*$/i;
const AND_NEVER = /^[^.;:]*?\band\s+(?:it\s+|they\s+)?never\b/i;
const RANGE_WORD =
  /\b(?:never|always|anywhere|nowhere|everywhere|throughout|at\s+all|highest|lowest|top\s+note|bottom\s+note)\b/i;
const FROM_HERE = /\bfrom\s+here(?:\s+on(?:wards?)?)?\b/gi;
/** Properties that hold in every bar: said of no bars, of each bar of the piece. */
const EVERY_BAR: ReadonlySet<Property> = new Set(["clef", "key", "time"]);
const TO_THE_END =
  /\b(?:to|until|till|through|up\s+to)\s+the\s+(?:very\s+)?end\b|\bthe\s+whole\s+way\b|\bfrom\s+start\s+to\s+finish\b/i;
const LINE_STAFF =
  /^\s*(?:(?:bars?|measures?|m\.)\s*\d{1,4}(?:\s*[-–]\s*\d{1,4})?\s*[:,·—–-]\s*)?staff\s+(\d)\s*[;:,·|]/i;
// ("Bar 9 is marked pp. For comparison, bar 1 is marked p. It's also the bar where the key changes.")
const OWN_WHOLE_REACH =
  /\b(?:anywhere|everywhere|throughout|whole|entire|top\s+to\s+bottom|start\s+to\s+finish|beginning\s+to\s+end|all\s+the\s+way)\b/i;
const ONE_BAR_POINTER = /^(?:that|the\s+same)\s+(?:bar|measure)$/i;
const PLACE_ANAPHOR =
  /\b(?:there|here|it(?:['’]s|\s+is|\s+was)\s+(?:also\s+)?the\s+(?:bar|measure)|(?:these|those|the\s+same)\s+(?:bars|measures)|(?:that|the\s+same)\s+(?:bar|measure|passage|stretch|point|place|spot))\b/i;

function barsWord(runs: BarRange[] | null): string {
  if (!runs) return "the whole piece";
  return runs.map((r) => (r.from === r.to ? `bar ${r.from}` : `bars ${r.from}–${r.to}`)).join(", ");
}

const UNTIL_THEN = /\b(?:until|till|til)\s+(?:bar|measure|mm?\.)\s*\d/i;
const THEN = /^[\s,;]*(?:and\s+)?(?:then|after\s+that|afterwards|thereafter|followed\s+by)\s*$/i;

/** The value follows "then" right after a place that an earlier value of its property took. */
function thenAfter(clause: string, group: BarGroup, values: ValueMention[], i: number): boolean {
  const mention = values[i]!;
  return (
    group.end <= mention.index &&
    THEN.test(clause.slice(group.end, mention.index)) &&
    values.some((v, j) => j < i && v.property === mention.property && v.index < group.index)
  );
}

/** What one sentence carries from one of its clauses to the next. */
interface SentenceState {
  sentence: string;
  label: SubjectLabel | null;
  scope: SubjectLabel | null;
  /** The sentence's number in the message. */
  si: number;
  /** The sentence reports the work done ("Done."). */
  done: boolean;
  /** Neither a question, a proposal nor an instruction: its clauses may assert. */
  asserting: boolean;
  /** "Nothing changed" was said in an earlier clause. */
  noChangeSaid: boolean;
  /** "Nothing else was touched:" opens the sentence: the no-changes after it leave out the message's
   * edits. */
  elseBefore: boolean;
  /** The bars an earlier clause of this sentence named: a later clause that names none speaks of them
   * ("In bars 13–20 the key is A major; the left hand is in bass clef"), never the other way round. */
  clauseBars: BarGroup | null;
  /** Every bar the sentence's clauses have named so far: "everywhere else" is the other bars. */
  named: BarRange[];
  /** An earlier clause was a remark about music in general: "…, so a written G major always sounds as F
   * major" follows from it, and is one too. */
  generalBefore?: boolean;
  /** The topic's staff before a no-change clause named its own: given back when the sentence ends
   * ("The left hand wasn't touched. Bar 1 now begins on C6." speaks of the edit's staff). */
  staffBefore?: { staff: number | null };
}

const KIND_WORD = String.raw`(?:pedal(?:l?ing)?|dynamics?|tempos?|tempi|clefs?|keys?|key\s+signatures?|time\s+signatures?|times|notes|range|marks|markings)`;
const KINDS_ONLY = new RegExp(
  String.raw`^[\W_]*${KIND_WORD}(?:\s*(?:,|&|\/|\band\b)\s*${KIND_WORD})*[\s:.#*_]*$`,
  "i",
);

// "Pedalling in bars 1–8", "Dynamics for the left hand" on a line of their own, no stop after them: a
// heading naming what the lines under it speak of ("Pedal in bars 1–2." says there is pedal).
const KIND_HEADING = new RegExp(
  String.raw`^[\W_]*(?:the\s+)?(?:pedall?ing|dynamics|clefs|key\s+signatures|time\s+signatures|markings|marks)(?:\s*(?:,|&|\/|\band\b)\s*${KIND_WORD})*(?:\s+(?:in|for|of|over|across)\s+(?:the\s+)?(?:(?:bars?|measures?|mm?\.)\s*\d{1,4}(?:\s*[–-]\s*\d{1,4})?|left\s+hand|right\s+hand|[lr]h|staff\s+\d|pedal\s+staff))+[\s*_#]*$`,
  "i",
);

const ANNOUNCES_BELOW = /^(?:[\w\s,]{0,30},\s*)?(?:here\s+(?:are|is)|here's|below\s+(?:are|is))\b/i;
const ANNOUNCES_LIST =
  /^(?:[\w\s,]{0,30},\s*)?(?:here\s+(?:are|is)|here's|below\s+(?:are|is)|these\s+are|the\s+following|that\s+gives|this\s+gives)\b/i;

/** "The piano starts at p and has an f at bar 9", "The sax opens mf and rests for the whole of bar 6":
 * the value a clause starts at, then another predicate, with bars only after it ("starts mf in m. 1
 * and drops to pp at m. 9" has its own; "begin at piano and rise to forte at bar 9" is a change, read
 * as one). */
function startsBeforeLaterBars(
  clause: string,
  groups: BarGroup[],
  mention: ValueMention,
  predicate = SECOND_PREDICATE,
): boolean {
  const second = predicate.exec(clause.slice(mention.end));
  if (!second) return false;
  const at = mention.end + second.index;
  const placed = groups.filter((g) => g.index >= 0);
  return placed.some((g) => g.index >= at) && !placed.some((g) => g.index < at);
}
const SECOND_PREDICATE =
  /\b(?:and|but)\s+(?:also\s+|then\s+)?(?:has|have|had|gets|got|carries|carry|shows?|includes?|rests?|is|are|plays?|holds?|stays?|sits?)\b/i;
// ("… opens on D5, marked mp, and drops to p at bar 9": a second predicate of a mark, after a note.)
const MARK_AFTER =
  /\band\s+(?:then\s+)?(?:drops?|rises?|falls?|moves?|goes|changes?|switch(?:es)?|turns?|grows?|swells?|fades?)\s+to\s+(?:an?\s+)?(?:ppp|pp|p|mp|mf|f|ff|fff)\b/i;

/** "Piano, bars 3-4, pedal marks:", "Here are the dynamics …:": a heading over lines that give the
 * values, naming none itself. */
function headsList(sentence: string): boolean {
  // ("Sure, here is the pedalling from the page." over a table: it says what the table holds.)
  if (
    ANNOUNCES_BELOW.test(sentence) &&
    !/\d/.test(sentence) &&
    !findValueMentions(sentence).some((v) => v.value !== null && v.value !== "present")
  )
    return true;
  if (!/:\s*$/.test(sentence)) return false;
  // "For reference, here are the staff 1 dynamics at the start, at the forte, and at the new marking:":
  // a sentence that announces the lines below says what they hold, not what the score has.
  if (ANNOUNCES_LIST.test(sentence)) return true;
  const values = findValueMentions(sentence);
  return (
    values.length > 0 &&
    values.every((v) => MARKS.has(v.property) && (v.value === null || v.value === "present"))
  );
}

const NO_BEFORE = /\bno\s+(?:[\w-]+\s+){0,2}$/i;

/** The claims of one sentence, added to the message's. (A function, not a closure made per message:
 * tsx names every closure it creates.) */
export function readSentence(
  message: MessageState,
  sentence: string,
  label: SubjectLabel | null,
  scope: SubjectLabel | null,
): void {
  const { source, score } = message;
  const si = ++message.si;
  if (source === "read" && findPartMentions(sentence, score).length > 0)
    message.severalParts = namesSeveralParts(sentence, score);
  // "Pedalling and dynamics", "## Dynamics": a heading naming kinds of marking says none is there.
  if (KINDS_ONLY.test(sentence) || KIND_HEADING.test(sentence)) return;
  if (source === "assistant") {
    const restored = restoreClaims(sentence, score);
    message.claims.push(...sameVersionClaims(sentence), ...restored);
    // ("The pedalling in bars 11–12 is back to how it was in version 5" says no pedal is there.)
    if (restored.some((c) => c.subject.property !== "other")) return;
  }
  const done = saysDone(sentence);
  // "Done." or "All set:" reports the edit the next sentence names; "Changed bar 13 to 3/4." names
  // its own, and "Bars 13–16 are in 3/4." after it says what the score now has.
  // ("Done: I added a p under the clarinet's entry in bar 3." names its own, whatever the rules read.)
  // ("All done — here's the rundown.": a summary follows, each line saying in its own words what
  // was done or what the score has.)
  if (done) {
    const bare =
      findValueMentions(sentence).length === 0 &&
      findNotesChange(sentence) === null &&
      !namesOwnEdit(sentence) &&
      !SUMMARY_FOLLOWS.test(sentence);
    message.doneUntil = bare ? si + 1 : si;
    if (bare) message.bareDoneAt = si;
  }
  // "Proposed change: bar 4 …" offers an edit, as a question does.
  const question = isQuestion(sentence) || isProposal(sentence);
  // "Add a pedal in bar 8.": an idea offered, unless it is an item of a list of edits made.
  const instruction =
    source === "assistant" &&
    !message.editItem &&
    !message.request &&
    isInstruction(label ? sentence.slice(label.end) : sentence);
  const state: SentenceState = {
    sentence,
    label,
    scope,
    si,
    done,
    asserting: !question && !instruction,
    noChangeSaid: false,
    elseBefore: source === "assistant" && opensElse(sentence.split(/\s*[:—–]/)[0]!, sentence),
    clauseBars: null,
    named: [],
  };
  const clauses = clausesOf(sentence.slice(label ? label.end : replyEnd(sentence, score)), score);
  const before = message.claims.length;
  for (const [ci, clause] of clauses.entries()) readClause(message, state, clause, ci === clauses.length - 1);
  if (state.staffBefore) message.topic.staff = state.staffBefore.staff;
  // (Its subject still scopes the lines under it.)
  if (headsList(sentence)) message.claims.length = before;
}

/** The claims of one clause; what it was about becomes the topic of the next. */
function readClause(message: MessageState, state: SentenceState, clause: string, last: boolean): void {
  const { source, score, claims, topic, spoken } = message;
  const { sentence, label, scope, si } = state;
  const earlier = message.statements;
  const statements: Statement[] = [];
  message.statements = statements;
  const topicBars = topic.runs;
  // ("| Piano pedal | bars 1 and 5 |" then "Everywhere else the left hand is in bass clef.": else than
  // the bars of another property is not what the clause leaves out.)
  const otherTopic =
    topic.property !== null &&
    findValueMentions(clause).some((v) => v.value !== null) &&
    !findValueMentions(clause).some((v) => v.property === topic.property);
  const subject = clauseSubject(
    clause,
    scope,
    state.clauseBars,
    state.named,
    otherTopic && restOf(clause) ? null : topic.runs,
    spoken,
    score,
  );
  const { ownGroups, move, groups, section, staves, parts } = subject;
  // "Cellists read tenor clef for high passages": music in general, not this score.
  const general =
    source === "assistant" &&
    ((groups.length + staves.length + parts.length === 0 && isGeneralRemark(clause)) ||
      (ownGroups.length === 0 && isHabitRemark(clause)) ||
      isToolOrNotationRemark(clause) ||
      (state.generalBefore === true && ownGroups.length === 0 && opensConsequence(clause)));
  if (general) state.generalBefore = true;
  const asserted = state.asserting && !general && isAsserted(clause);

  let keptState = false;
  if (asserted && source === "assistant") {
    const unchanged = noChangeClaims(
      clause,
      sentence,
      {
        groups,
        ownBars: ownGroups.length > 0,
        scopedBars: !!scope?.bars,
        move: move !== null,
        staves,
        parts,
        pointedBars: lastSpoken(spoken),
      },
      state.noChangeSaid,
    );
    if (unchanged) {
      // ("Nothing else was touched: the notes, clefs and pedal marks are exactly as they were.")
      if (state.elseBefore) for (const c of unchanged.claims) c.besides ??= [];
      claims.push(...unchanged.claims);
      if (unchanged.whole) state.noChangeSaid = true;
      // "The pp at bar 15 is untouched": the pp is there, as well as unchanged ("I didn't touch any
      // dynamics" names no mark that is there).
      // ("No forte was added." names no mark that is there, nor says there is none anywhere.)
      if (
        unchanged.whole ||
        !findValueMentions(clause).some(
          (v) => v.value !== null && MARKS.has(v.property) && !NO_BEFORE.test(clause.slice(0, v.index)),
        )
      ) {
        // ("Bar 7 is untouched: it is still in treble clef": "it" is bar 7; "I didn't change any notes
        // in bars 1 to 8. Those bars are still in C major.": those are bars 1–8.)
        const own = ownGroups.find((g) => g.index >= 0 && g.runs !== null && !g.unresolved);
        if (own) {
          state.clauseBars = { ...own, index: -1, end: -1 };
          state.named.push(...own.runs!);
        }
        for (const g of subject.groups)
          for (const r of g.unresolved ? [] : (g.runs ?? [])) message.spoken.push(...barsOf(r));
        // ("The right hand is untouched, and it never drops below G4": "it" is the right hand, for the
        // rest of the sentence.)
        if (subject.staves.length > 0) {
          state.staffBefore ??= { staff: topic.staff };
          topic.staff = subject.staves[subject.staves.length - 1]!.staff;
        }
        return;
      }
      keptState = true;
    }
  }
  if (asserted) claims.push(...barCountClaims(clause, sentence, source, bareCountAllowed(message, sentence)));

  // (In a read, a bare name is a clef only on a line that names its bars: "bar 7 — bass".)
  const clefTopic =
    /\bclefs?\b/i.test(sentence) ||
    topic.property === "clef" ||
    (message.clefWords && (source !== "read" || groups.length > 0));
  const inClause = namedValues(clause, clefTopic, staves.length > 0, section, score?.title);
  const { found, values: named } = inClause;
  // "…, so now the right hand stays in treble to the end", "there's no pedal anywhere now": what
  // the score now has is a state, even in a sentence after an edit report (findings.md).
  const edit =
    !keptState &&
    (message.request ||
      (source === "assistant" &&
        !(saysState(clause) && !(state.done && saysOnlyReturn(clause))) &&
        ((si <= message.doneUntil && !(message.editItem && KEPT.test(clause))) || reportsEdit(clause))));
  // "Twenty." to "How many bars …?"; "Yes — in bars 9 and 10." to "Is the left hand ever in treble?"
  const answer = message.asked && si === 0 && asserted ? message.asked : null;
  // ("Four — bars 13 to 16." to "How many bars are in 3/4, and how long is the piece?": the bars
  // named are what it counts.)
  if (answer?.count && named.length === 0 && !findBarGroups(sentence, score).some((g) => g.runs !== null)) {
    const count = countAnswer(clause);
    if (count !== null) {
      claims.push({
        kind: "count",
        subject: { part: null, staff: null, bars: null, property: "bar-count" },
        value: String(numberOf(count)),
        text: sentence,
      });
      return;
    }
  }
  // "No." to "Is there a pedal in bar 11?" (and "Yes." to "Is it gone?"; not "No." to "Is bar 14 the
  // only bar with pedal?"): none of the mark asked after, where it was asked ("No —
  // the LH has Ped. in mm. 4 and 8 too" says more, and is read for what it says).
  const denied =
    answer !== null &&
    !answer.action &&
    !answer.only &&
    named.length === 0 &&
    (answer.gone ? AGREES_ALONE : DENIES).test(sentence.trim()) &&
    answer.values.length > 0 &&
    answer.values.every((v) => MARKS.has(v.property) && v.value === null);
  // "Apart from bars 5–6, which are treble": the values after the excepted bars are theirs, and the
  // rest takes what the question asked ("Yes, …" to "bass everywhere?"), or nothing.
  const zone = asserted ? exceptionZone(clause, groups) : null;
  const relative =
    zone && OF_THE_EXCEPTED.test(clause.slice(zone.barsEnd)) ? relativeEnd(clause, zone.barsEnd) : -1;
  const inRelative = (v: { index: number }) => zone !== null && v.index >= zone.barsEnd && v.index < relative;
  const theirs = named.some(inRelative);
  // ("Yes, bar 6 only." to "Any pedal left? Dynamics?" answers one question, and does not say which.)
  // ("Yes, that works." to "Could bars 5-8 go to B♭ major instead?" says the change could be made.)
  const echoes =
    answer !== null &&
    !answer.hypothetical &&
    !(answer.apart && new Set(answer.values.map((v) => v.property)).size > 1);
  const answered =
    denied && echoes
      ? answer.values.map((v) => ({ ...v, value: "absent", index: 0, end: 0 }))
      : echoes && !answer.gone && named.every(inRelative) && repeatsQuestion(clause, last)
        ? [...answer.values.map((v) => ({ ...v, index: 0, end: 0 })), ...(theirs ? named : [])]
        : named;
  const values = withUnnamedValues(clause, found, answered, {
    describes: label !== null || source === "read",
    edit,
    barsNamed: groups.length > 0,
    stavesNamed: staves.length > 0,
    partsNamed: parts.length > 0,
    topicProperty: topic.property,
  });

  const first = claims.length;
  // "…, and the right hand too": the clause before's values, of this subject.
  const echo = asserted && values.length === 0 && earlier.length > 0 ? echoSubject(clause, score) : null;
  if (echo)
    for (const st of echoStatements(earlier, echo, sentence, score)) {
      statements.push(st);
      for (const bars of st.runs ?? [null]) addClaims(claims, st.said, bars, st.value);
    }

  let resolved: Topic | null = null;
  if (asserted) {
    const facts: ClauseFacts = {
      clause,
      sentence,
      label,
      section,
      move,
      groups,
      // A clef, key or time placed "at the end of bar 6" is printed there and holds from bar 7
      // (findings.md, "Changes at a bar line"); so does "m. 6, end of bar: bass clef". (A clef
      // change "at the end of bar 6" of no staff named is one staff's: not placed, unless the score has
      // one staff in all.)
      signGroups: groups.flatMap((g) =>
        AT_BAR_END.test(clause.slice(0, Math.max(0, g.index)))
          ? staves.length > 0 ||
            parts.length > 0 ||
            !CLEF_WORD.test(clause) ||
            oneStaffInAll(score) ||
            message.readStaff != null
            ? announced(g, score)
            : []
          : BAR_END_AFTER.test(clause.slice(g.end))
            ? announced(g, score)
            : [g],
      ),
      staves,
      parts,
      values,
      // "All bars but 6–8 are in 3/4": with no value before the exception, the words after its bars
      // say the value of the rest.
      exception: !zone
        ? null
        : theirs
          ? { ...zone, end: relative }
          : !values.some((v) => v.index < zone.start)
            ? { ...zone, end: zone.barsEnd }
            : zone,
      scopeRuns: scope?.bars?.runs ?? null,
      // ("bar 9, from here: Clarinet in B♭ key C major": "here" is the bar the clause names.)
      anaphor: ANAPHOR.test(ownGroups.length > 0 ? clause.replace(FROM_HERE, "") : clause),
      named: state.named,
      edit,
      // "Bar 12's left hand has E2 and B2 now", even in the sentence after "Done.": what the score now
      // has. Within a "Done" sentence, a list of edits made or a receipt's label it reports the edit;
      // "is now an octave lower" names a change, not a value.
      // ("Left hand: treble clef in bars 5–8 now": a label of a staff or part is no receipt's.)
      nowState: edit && !state.done && !message.editItem && !label?.bars && statesByNow(clause),
      done: state.done,
      statements,
    };
    for (let i = 0; i < values.length; i++) resolved = claimsOfValue(message, facts, i) ?? resolved;
  }
  // (A "none" the clause read as a value of its own, "f in bar 13, none in bar 12", is accounted for.)
  // "Yes." to "Is the left hand ever in treble clef?": treble somewhere, which bars not said.
  if (
    answer?.anywhere &&
    answer.runs === null &&
    !denied &&
    answered !== named &&
    !findBarGroups(sentence, score).some((g) => g.runs !== null)
  )
    for (const c of claims.slice(first))
      if (
        answer.values.some((v) => v.property === c.subject.property && v.value === c.value) &&
        !c.subject.bars
      )
        c.uncertain ??=
          "the question asked whether it is anywhere; the answer says it is somewhere, not where";
  const negative =
    claims.length > first
      ? unreadNegative(clause, [...found, ...values], titled(clause, score?.title))
      : null;
  if (negative)
    for (const c of claims.slice(first))
      if (!saysAbsence(c.kind, c.value)) c.uncertain ??= `did not read the negative '${negative}'`;

  // "Pedal in mm. 1–2 and again in mm. 13–14" read as pedal in bars 1–2 alone: bars the clause names
  // that no claim of it took (or stands next to, as a sign printed at a bar's end) were not read.
  const made = claims.slice(first);
  const near = (r: BarRange) =>
    made.some((c) =>
      [c.subject.bars, ...(c.readings ?? []).map((x) => x.bars)].some(
        (b) => b === null || b === undefined || (b.from <= r.to + 1 && r.from <= b.to + 1),
      ),
    );
  // ("…, as you asked at the start": the start of the conversation.)
  const cited = made.length ? citedSpans(clause) : [];
  const untaken = made.length
    ? ownGroups.find(
        (g) =>
          g.index >= 0 &&
          !g.unresolved &&
          g.runs?.some((r) => !near(r)) &&
          !cited.some(([from, to]) => g.index >= from && g.index < to),
      )
    : undefined;
  if (untaken)
    for (const c of made) c.uncertain ??= `did not place '${clause.slice(untaken.index, untaken.end)}'`;
  // "Bar 7 is in bass clef, like bars 5 and 6": the bars compared have the same — the value said just
  // before the comparison ("The last two bars, the ones in 9/8, are in D major like the opening": D
  // major, not 9/8).
  for (const g of subject.compared) {
    const said = values.filter((v) => v.index < g.index).at(-1)?.property;
    for (const bars of g.runs ?? [])
      for (const c of made)
        if (
          c.kind === "state" &&
          c.value !== null &&
          c.subject.property === said &&
          c.subject.bars &&
          !barsOverlap(c.subject.bars, bars)
        )
          // (What the bars compared have, not what the turn's change left there.)
          claims.push({
            kind: "state",
            subject: { ...c.subject, bars },
            value: c.value,
            text: c.text,
            concert: c.concert,
          });
  }

  const elsewhere =
    ownGroups.length === 0
      ? entryOfOtherBars(clause, sentence.slice(0, sentence.indexOf(clause)), made)
      : null;
  if (elsewhere) for (const c of made) c.uncertain ??= elsewhere;
  // ("I've left the pedal in bar 6 alone": the pedal is named, not said to be there; "dynamics are
  // unchanged: p at bar 2, …" says them.)
  if (keptState && NAMED_MARK.test(clause) && !clause.includes(":"))
    for (const c of made) if (c.kind === "state") c.presupposed = true;
  // ("… LH in bass all the way now that the G clef in mm. 5–7 is gone": a change given as the reason,
  // made by which save is not said; "Now that bars 5–6 are in bass clef" says what they have.)
  if (NOW_THAT.test(clause))
    for (const c of made)
      if (c.kind === "edit") c.uncertain ??= "could not tell which save 'now that' speaks of";
  noteBeforeValues(clause, made, inClause.before);
  claims.push(...barBeforeChange(clause, made, inClause.before));

  for (const g of ownGroups) if (!g.unresolved) state.named.push(...(g.runs ?? []));
  const own: BarGroup | undefined = groups.find((g) => g.index >= 0 && g.runs !== null && !g.unresolved);
  if (own) state.clauseBars = { ...own, index: -1, end: -1 };
  // ("The concert key there is B♭ major, and the clarinet's written key is C major": "there" places
  // the clauses after it too.)
  else if (!state.clauseBars && topicBars && ANAPHOR.test(clause) && claims.length > first)
    state.clauseBars = { runs: topicBars, index: -1, end: -1, unresolved: false };
  carryTopic(message, subject, resolved, clause);
}

/** Whether "only" is said of the clause's i-th value: "only the opening p", "only reaches f at
 * m. 13" (the value after it), "Ped. in m. 7 only" (the value before it, where "only" ends a phrase).
 * In "it starts p and only reaches f at m. 13", "only" is the f's. */
function saysOnly(clause: string, values: ValueMention[], i: number): string | null {
  const marks = values.filter((v) => MARKS.has(v.property));
  const own = values[i]!;
  for (const m of clause.matchAll(new RegExp(ONLY.source, "gi"))) {
    const end = m.index + m[0].length;
    // ("Bar 3 has only the pedal mark": what bar 3 holds, not where else the pedal is.)
    // ("Bar 3 has the only pedal mark" is the piece's only one.)
    if (
      /^only$/i.test(m[0]) &&
      (HOLDS_BEFORE.test(clause.slice(0, m.index)) || HOLDS_AFTER.test(clause.slice(end))) &&
      NUMBERED_BAR.test(clause.slice(0, m.index)) &&
      !NUMBERED_BAR.test(clause.slice(end))
    )
      continue;
    // (With one mark, or the mark inside the words — "just one dynamic marking" — it is that mark's.)
    if (marks.length < 2 || (own.index >= m.index && own.index < end))
      return clause.slice(m.index, Math.max(end, own.index));
    const postfix = /^\s*(?:[.,;:)!]|$)/.test(clause.slice(end));
    const target = postfix
      ? marks.filter((v) => v.index < m.index).pop()
      : (marks.find((v) => v.index >= end) ?? marks.filter((v) => v.index < m.index).pop());
    if (target === own) return clause.slice(m.index, Math.max(end, own.index));
  }
  return null;
}
const HOLDS_BEFORE = /\b(?:has|have|had|holds?|carr(?:y|ies)|shows?)\s+$/i;
const HOLDS_AFTER = /^\s+(?:has|have|had|holds?|carr(?:y|ies)|shows?)\b/i;
// "only reaches f at m. 13", "only comes in at bar 5": not before that bar.
const ARRIVES = /\bonly\s+(?:reach|arriv|come|get|start|begin|appear|enter|turn)\w*\b/i;
const PLURAL_POINTER = /^\W*(?:those|these|they|both|the\s+two)\b/i;
const OWNED_BY_PRONOUN = /\b(?:its|their|his|her)\s+(?:very\s+)?(?:first|last|final)\b/i;
// The first or last mark of its kind, of the piece ("Last dynamic's the mf at m. 9"), not one of an
// edit or a stretch ("the last dynamic I added", "the last pedal in the first half").
// ("The first pedal is lifted at the end of bar 3": the bar where it ends, not where it is.)
const ORDINAL_MARK =
  /\b(first|last|final)\s+(dynamic|pedal|tempo)(?:\s+(?:marks?|markings?|signs?|changes?))?(?:['’]s\b|(?!\s+(?:that|which|you|i|we|added|removed|changed|edited|moved|in|before|after|of|on|under|from|to)\b|\s+(?:(?:is|was|gets|got)\s+)?(?:lifted|released|raised|let\s+go|comes?\s+up|came\s+up|goes\s+up|went\s+up|ends?|ended|stops?|stopped|finish(?:es|ed)?|cleared)\b))/i;

const OF_THE_EXCEPTED = /^\s*(?:,\s*)?(?:\(|(?:which|where|that|these|those|they|both|each)\b)/i;

/** Where the words about the excepted bars end: at a closing bracket or the next comma. */
function relativeEnd(clause: string, from: number): number {
  const rest = clause.slice(from).replace(/^\s*,/, (m) => " ".repeat(m.length));
  const close = /^\s*\(/.test(rest) ? rest.indexOf(")") : rest.indexOf(",");
  return close < 0 ? clause.length : from + close;
}

// "16 bars.", "- 16 bars.", "Yes — sixteen bars.": a sentence that is a count and nothing else.
const ONLY_COUNT =
  /^\s*(?:[-*•]\s*)?(?:(?:yes|yep|right|correct|no)\s*[,.:—–-]*\s*)?(?:it's\s+|that's\s+|it\s+is\s+)?[\w-]+\s+(?:bars|measures)(?:\s+(?:long|in\s+total|total|in\s+all))?\s*[.!]?\s*$/i;

/** Whether a bare "N bars" counts the piece: as the answer to a question about its length, or as a
 * sentence of its own where the person asked about no bars or values (not "How long is the 3/4 bit?"). */
function bareCountAllowed(message: MessageState, sentence: string): boolean {
  const asked = message.asked;
  if (asked?.count) return true;
  return ONLY_COUNT.test(sentence) && !(asked && (asked.values.length > 0 || asked.runs !== null));
}

function namesSeveralParts(sentence: string, score: ScoreContext | undefined): boolean {
  return new Set(findPartMentions(sentence, score).map((m) => m.part)).size > 1;
}

/** What a clause was about becomes the topic of the next one: the subject of its last claim, or else
 * the last bars, staff and part it named; its bars join those the message has named. */
function carryTopic(
  message: MessageState,
  subject: ClauseSubject,
  resolved: Topic | null,
  clause: string,
): void {
  const { topic, spoken } = message;
  const { groups, staves, parts } = subject;
  for (const g of groups) for (const r of g.unresolved ? [] : (g.runs ?? [])) spoken.push(...barsOf(r));
  // ("bar 1: key D major (Clarinet in A written F major)": a part named only in brackets, beside
  // another part's value, is no subject of the lines after it; nor are the parts a title lists,
  // "Romance (Clarinet in B♭, Piano), 12 bars.")
  const aside = (inside: (text: string, at: number) => boolean) =>
    parts.length > 0 && parts.every((p) => inside(clause, p.index));
  delete topic.unsure;
  if (resolved) {
    Object.assign(topic, resolved);
    if (aside(asideWithValue)) topic.part = message.readPart ?? null;
  } else if (parts.length > 1 && aside(inBrackets)) {
    topic.value = undefined;
  } else {
    topic.value = undefined;
    const lastGroup = groups[groups.length - 1];
    // ("The treble clef takes effect at bar 6, not bar 5. The left hand stays in treble through bar
    // 7": the bars denied are not where the next sentence goes on from.)
    if (lastGroup && !lastGroup.unresolved && !DENIED_PLACE.test(clause)) topic.runs = lastGroup.runs;
    if (staves.length > 0) topic.staff = staves[staves.length - 1]!.staff;
    if (parts.length > 0) topic.part = parts[parts.length - 1]!;
  }
}

/** What an asserted clause says, as each of its values needs it. */
interface ClauseFacts {
  clause: string;
  sentence: string;
  label: SubjectLabel | null;
  section: RegExpExecArray | null;
  move: RegExpExecArray | null;
  groups: BarGroup[];
  /** The groups a clef, key or time may hold in. */
  signGroups: BarGroup[];
  staves: StaffMention[];
  parts: PartMention[];
  values: ValueMention[];
  exception: ExceptionZone | null;
  /** The bars a label or heading above scopes the clause to: what an exception is taken out of. */
  scopeRuns: BarRange[] | null;
  /** The clause points back: "there", "it", "these bars". */
  anaphor: boolean;
  /** The bars earlier clauses of the sentence named. */
  named: BarRange[];
  edit: boolean;
  nowState: boolean;
  /** The sentence reports the work done ("Done — …"). */
  done: boolean;
  /** What this clause says, for an elliptical clause after it. */
  statements: Statement[];
}

// A place said from the sentence before, not numbered: "before that", "after it", "until then".
// ("the only pedal mark in these eight bars, …, and the p in bar 1 is the only dynamic": which bars
// "these" are, and whether the second "only" is bounded by them too, is not said.)
// ("After the key change, bar 9 is the only bar with a pedal": within a place not numbered.)
const RELATIVE_PLACE =
  /\b(?:before|after)\s+(?:that|then|it|this)\b|\b(?:before|after|since|until|till)\s+(?:the|its|their)\s+(?:[\w-]+\s+){0,2}?(?:changes?|modulation|switch|entry|return|move|shift|transition|cadence|climax|repeat|section|passage|break|double\s+bar)\b|\b(?:before|after|since|until|till)\s+(?:the|its|their)\s+(?:opening|initial|first|closing|final|last|next|previous|earlier|later)\b(?!\s+(?:bars?|measures?)\b)|\b(?:until|till|by|since|up\s+to)\s+then\b|\bfrom\s+then\s+on\b|\b(?:these|those)\s+(?:\w+\s+)?(?:bars|measures)\b/i;

const BOTH = /\b(?:both|each)\b/i;
const CONCERT_BEFORE = /\b(?:concert|sounding)\s+(?:key\s+(?:signature\s+)?)?(?:(?:is|of)\s+)?$/i;

const WHERE_CLAUSE = /,\s*(?:right\s+|just\s+|exactly\s+)?(?:where|when)\b/i;
// "I added it under the first note, the C5": a note named as where something was put is what is
// there, not an edit of the notes.
const AT_A_NOTE =
  /\b(?:(?:under|over|above|below|beneath)\s+(?:(?:the|its|that|this)\s+)?(?:(?:first|last|opening|final|top|lowest|highest|held|long|same)\s+)?(?:note|chord)?|on\s+(?:the|its|that|this)\s+(?:(?:first|last|opening|final|top|lowest|highest|held|long|same)\s+)?(?:note|chord))\s*,?\s*(?:the\s+|an?\s+)?(?:written\s+|concert\s+|sounding\s+)?$/i;

/** The claims of value i of a clause, placed in its bars, staff and part; the topic it was said of,
 * or null when it makes no claim before its place is known. */
function claimsOfValue(message: MessageState, facts: ClauseFacts, i: number): Topic | null {
  const { source, score, claims, topic } = message;
  const { clause, groups, staves, parts, values, exception, anaphor, move } = facts;
  const mention = values[i]!;
  // "…marked p, right where the E♭5 enters": a clause saying where names what is there, not an edit.
  const where = WHERE_CLAUSE.exec(clause);
  // ("Left hand, bar 4: C4 G4 B♭4, now in bass clef.": "now" is the clef's, after the notes.)
  const now = /\bnow\b/i.exec(clause);
  const beforeNow =
    now !== null &&
    mention.end <= now.index &&
    /^[^,]*,\s*$/.test(clause.slice(mention.end, now.index)) &&
    editOnlyByNow(clause);
  const kind =
    facts.edit &&
    !(facts.nowState && !isChangeValue(mention)) &&
    !(saysConsequence(clause) && !isChangeValue(mention)) &&
    !(where && mention.index > where.index) &&
    !(mention.property === "notes" && AT_A_NOTE.test(clause.slice(0, mention.index))) &&
    !beforeNow
      ? "edit"
      : "state";
  const sign = PRINTED_SIGNS.has(mention.property);
  if (sign && (ENDS_WITH_SIGN.test(clause) || (groups.length > 0 && facts.signGroups.length === 0)))
    return null;
  // "bar 4: LH bass clef (treble clef printed after the last note)", "…, then treble clef before the
  // barline": the treble clef is bar 5's.
  const announces =
    sign &&
    (PRINTED_AT_END.test(clause.slice(mention.end, mention.end + 80)) ||
      (CHANGE_AT_BARLINE.test(clause.slice(mention.end)) &&
        CHANGE_TO_BEFORE.test(clause.slice(0, mention.index))));
  // "bass clef except bars 9–10, where it is treble": each value takes the bars of its side.
  const excepted = exception && mention.index >= exception.start && mention.index < exception.end;
  const candidates = (sign ? facts.signGroups : groups).filter(
    (g) => !exception || (g.index >= exception.start && g.index < exception.end) === excepted,
  );
  // "| 7 | f | mf (wrong) |": a value said to be wrong is taken back, not said of the score.
  if (TAKEN_BACK_AFTER.test(clause.slice(mention.end))) return null;
  // "opens mezzo-piano and ends pianissimo": the dynamic the piece ends in is its last, wherever it
  // stands — not the opening's bar, nor the last bar's; not read. ("The piano starts at p and has an f
  // at bar 9": nor is the one it starts at the bar a later value names.)
  if (
    (mention.property === "dynamics" || mention.property === "tempo") &&
    ((ENDS_IN.test(clause.slice(0, mention.index)) &&
      !namesBar(facts.sentence.slice(Math.max(0, facts.sentence.indexOf(clause)) + mention.end))) ||
      (STARTS_AT.test(clause.slice(0, mention.index)) && startsBeforeLaterBars(clause, groups, mention)))
  )
    return null;
  // ("The right hand opens on D5, marked mp, and drops to p at bar 9": nor is the note it opens on.)
  if (
    mention.property === "notes" &&
    STARTS_AT.test(clause.slice(0, mention.index)) &&
    startsBeforeLaterBars(clause, groups, mention, MARK_AFTER)
  )
    return null;
  // "The left hand's highest note is C5, in bar 10": the bar says where the peak is, not the range.
  const peak = mention.value !== null && /^(?:top|bottom) /.test(mention.value);
  const group: BarGroup | undefined = pick(
    peak ? candidates.filter((g) => g.index < mention.index) : candidates,
    values,
    i,
    clause,
  );
  if (group?.unresolved) return null;
  // "treble for mm. 5–7 and bass everywhere else": the value takes the bars the sentence has not
  // named (a clause that names none has them already: clause-bars.ts, "the rest of the piece").
  let elsewhereRuns: BarRange[] | null = null;
  if (ELSEWHERE_AFTER.test(clause.slice(mention.end, mention.end + 40))) {
    const named = [
      ...facts.named,
      ...groups
        .filter((g) => g.index >= 0 && g.index < mention.index && !g.unresolved)
        .flatMap((g) => g.runs ?? []),
    ];
    elsewhereRuns = named.length > 0 ? withoutBars(null, named, score) : null;
    if (!elsewhereRuns || elsewhereRuns.length === 0) return null;
  }
  const fromTopic = !group && anaphor && !exception;
  // "A major." to "What key is bar 14 in?": the bars asked about.
  // ("mp moved" to "… and what's the right hand doing clef-wise around mm. 7–9?": bars asked of
  // clefs say nothing of a dynamic.)
  const fromQuestion =
    !group &&
    !fromTopic &&
    !exception &&
    message.si === 0 &&
    message.asked !== null &&
    (message.asked.properties.length === 0 || message.asked.properties.includes(mention.property)) &&
    // ("Any pedal markings in the score? And what clef for the last four bars?" — "There are no pedal
    // markings anywhere in the score.": the answer says its own reach.)
    !(message.asked.barsOfOneQuestion && OWN_WHOLE_REACH.test(clause));
  // "Neither bar has a dynamic marking." to "Is there any pedal in bars 9 and 10?": the two bars asked
  // about, whatever property they were asked of; with no two bars asked about, not said.
  const pair = fromTopic ? PAIR_OF_BARS.exec(clause) : null;
  const asked = message.asked?.runs ?? null;
  const pairRuns = pair && asked && asked.flatMap(barsOf).length === 2 ? asked : null;
  if (pair && !pairRuns) return null;
  let runs = elsewhereRuns
    ? elsewhereRuns
    : excepted
      ? exception.runs
      : group
        ? group.runs
        : pairRuns
          ? pairRuns
          : fromTopic
            ? topic.runs
            : fromQuestion
              ? message.asked!.runs
              : null;
  // "Ped. in every bar", "pedal throughout": pedal in each bar of the piece, not somewhere in it.
  if (group && group.runs === null && !group.unresolved && mention.property === "pedal" && score)
    runs = [{ from: score.firstBar, to: score.lastBar }];
  // "I've added a forte at bar 5. The right hand has no other dynamic marking.": none in the bars
  // the message (or the question) has not named.
  // ("No other dynamics appear after it.": after a place not numbered.)
  const noOtherAfter = !group && NO_OTHER.test(clause) ? RELATIVE_PLACE.exec(clause) : null;
  if (!group && !elsewhereRuns && !exception && NO_OTHER.test(clause)) {
    const said = runsOf([...message.spoken, ...(message.asked?.runs ?? []).flatMap(barsOf)]);
    if (said.length > 0 && score) {
      // (In a read, within the bars it read: "Bars 13–16 dynamics: bar 13 mf. No other dynamics.")
      runs = withoutBars(message.covers ? [message.covers] : null, said, score);
      if (!runs || runs.length === 0) return null;
    }
  }
  // "bar 9: pedal down … No other pedal marks in bars 9-16.": none in those bars but the ones the
  // message gave that mark.
  if (group?.runs && !exception && NO_OTHER.test(clause) && score) {
    const marked = message.claims
      .filter(
        (c) => c.subject.property === mention.property && c.subject.bars && !SAYS_NONE.test(c.value ?? ""),
      )
      .map((c) => c.subject.bars!);
    // (With none read before, which marks are "other" is not known: "bar 9: p (staff 1)" unread.)
    if (marked.length === 0) return null;
    runs = withoutBars(runs, marked, score);
    if (!runs || runs.length === 0) return null;
  }
  // "4/4 up to bar 12, then 3/4": the value after "then" holds in the bars after the place, which
  // the value before it took.
  if (group?.runs && thenAfter(clause, group, values, i)) {
    const last = Math.max(...group.runs.map((r) => r.to));
    if (!score || last >= score.lastBar) return null;
    runs = [{ from: last + 1, to: score.lastBar }];
  }
  // ("One sharp until m. 9, then three flats": whether bar 9 is the last of the sharp or the first of
  // the flats is not said — neither value is read there.)
  else if (
    group?.runs &&
    runs &&
    UNTIL_THEN.test(clause.slice(Math.max(0, group.index - 8), group.end)) &&
    values.some((_, j) => j > i && thenAfter(clause, group, values, j))
  ) {
    const last = Math.max(...runs.map((r) => r.to));
    runs = runs.flatMap((r) => (r.to < last ? [r] : r.from < last ? [{ from: r.from, to: last - 1 }] : []));
    if (runs.length === 0) return null;
  }
  // (Unless the words after it name the bar it is for: "…, for bar 5".)
  if (announces && !(group && group.index > mention.index)) {
    const at = runs?.length === 1 && runs[0]!.from === runs[0]!.to ? runs[0]!.from : null;
    if (at === null || (score && at >= score.lastBar)) return null;
    runs = [{ from: at + 1, to: at + 1 }];
  }
  if (exception && !excepted) {
    // ("Before that, it's 4/4 except bar 10": except within a place not numbered.)
    if (!runs && !facts.scopeRuns && RELATIVE_PLACE.test(facts.sentence)) return null;
    // ("## Bars 1–12 …\n- Left hand: bass clef, except bars 9–10": bars 1–8 and 11–12.)
    runs = withoutBars(runs ?? facts.scopeRuns, exception.runs!, score);
    if (!runs || runs.length === 0) return null;
  }
  // An unmodelled marking is a claim only where the clause places it in the score's bars.
  if (mention.property === "other" && !group && runs === null) return null;
  // "Bar 9's left hand changes to treble clef. Bars 10 and 11 are in bass clef.": same staff.
  const sameTopic = runs !== null && (topic.property === null || topic.property === mention.property);
  // ("the LH's last note in bar 16 is a low C2 under the F in the RH": the RH is where the other note is.)
  const staffMention: StaffMention | undefined = pick(
    staves.length > 1
      ? staves.filter((m) => !BESIDE_ANOTHER.test(clause.slice(0, Math.max(0, m.index))))
      : staves,
    values,
    i,
    clause,
  );
  // "it is treble throughout": "it" is what the clause before spoke of. A clef or notes claim that
  // names no staff takes the one an earlier sentence of the reply named (findings.md, "No staff named").
  const carried =
    anaphor ||
    (STAFFED.has(mention.property) && (topic.staff !== null || topic.part !== null) && parts.length === 0);
  // A pedal or a dynamic is printed on one staff by habit, not by rule: its staff is the one the
  // clause names, never one carried from another sentence ("Ped. 7–8, f at m. 7").
  // ("Bar 4, left hand: treble clef. Key is C major throughout. Back to bass at bar 7." to "Which
  // clef is the left hand in at bar 4?": where a key or time since spoke of every staff, a clef or
  // notes claim of no staff takes the one the question named.)
  // ("No." to "Is there a dynamic in the left hand anywhere?": a short answer's mark is the question's
  // staff's — findings.md, "Short answers".)
  // ("bar 9: staff 2; clef bass; no pedal; no dynamics": a read's line headed by its staff.)
  const lineStaff = source === "read" ? LINE_STAFF.exec(facts.sentence) : null;
  const staff = staffMention
    ? staffMention.staff
    : MARKS.has(mention.property)
      ? fromQuestion && staves.length === 0 && parts.length === 0
        ? (message.asked?.staff ?? null)
        : lineStaff
          ? Number(lineStaff[1])
          : null
      : ((fromTopic || sameTopic || carried ? topic.staff : null) ??
        (STAFFED.has(mention.property) && source === "assistant" && parts.length === 0
          ? (message.asked?.staff ?? null)
          : null));
  // A read names its part once ("part Violoncello", then a line per bar): it stays the subject.
  // "From bar 7 the piece moves to F major": the piece, not a part spoken of before.
  // ("Clarinet mp at m. 3, RH f at m. 9": a hand names the keyboard, not a part of one staff said
  // before it.)
  const oneStaff = (p: PartMention | null | undefined) =>
    (score?.parts.find((q) => q.id === p?.part)?.staves ?? 2) < 2;
  const handOfKeyboard = staffMention !== undefined && keyboardPart(score) !== null;
  const partNamed = pick(parts, values, i, clause);
  const ownPart =
    partNamed && handOfKeyboard && oneStaff(partNamed) && staffMention.index > partNamed.end
      ? undefined
      : partNamed;
  // ("bar 5, from here: concert key B♭ major; clarinet written key C major": the sounding key is every
  // part's, whatever part the line before spoke of.)
  const concertKey =
    mention.property === "key" &&
    CONCERT_BEFORE.test(clause.slice(Math.max(0, mention.index - 30), mention.index));
  const part =
    ownPart ??
    (!PIECE_SUBJECT.test(clause) &&
    !concertKey &&
    // ("| 11 | all parts | 4/4 |" after a row of the piano's: every part's time.)
    !(EVERY_PART.has(mention.property) && ALL_PARTS.test(facts.sentence)) &&
    !(handOfKeyboard && oneStaff(topic.part)) &&
    (fromTopic ||
      // A key or time names every part where the sentence names none (findings.md, "Parts"): the
      // part of a sentence before is carried only by "it" and the like, or from the question.
      (sameTopic && (!EVERY_PART.has(mention.property) || topic.part === message.asked?.part)) ||
      // ("bar 1: Clarinet in B♭ …, key G major (written); Piano staff 1 …, key F major; time 3/4": a
      // line naming several parts gives the time of none of them.)
      // ("… Piano key B♭ major\nfrom bar 13: time 3/4": a time on a line naming no part, after a
      // line naming several, is every part's.)
      (source === "read" &&
        !(EVERY_PART.has(mention.property) && namesSeveralParts(facts.sentence, score)) &&
        !(mention.property === "time" && message.severalParts)) ||
      (carried && !staffMention))
      ? topic.part
      : null);
  // "Violin I and the second violin have f at bar 9": one value, said of each part named together.
  // "marked f in all four parts", "All four voices are mf at bar 7": a mark in each part, not in one
  // of them somewhere.
  // ("All three voices" of a choir with piano: not every part, but the voices it lists.)
  const all =
    part === null && MARKS.has(mention.property) && score && score.parts.length > 1
      ? ALL_PARTS.exec(clause)
      : null;
  const partsCounted = all?.[1] === undefined ? null : numberOf(all[1]);
  const everyPart =
    all && score && (partsCounted === null || partsCounted === score.parts.length)
      ? score.parts.map((p): PartMention => ({ part: p.id, name: p.name, index: -1, end: -1 }))
      : null;
  const together =
    everyPart ??
    (values.length === 1 &&
    parts.length > 1 &&
    parts.every((p, k) => k === 0 || p.index - parts[k - 1]!.end <= 9)
      ? parts
      : [part]);
  const keyboard = staffMention && score && score.parts.length > 1 ? keyboardPart(score) : null;
  const value = claimValue(mention, clause, kind);
  // "Bar 4 is still bass. The left hand then stays in treble through bar 8": the treble did not start
  // at bar 4; where it started is not said, only that bar 8 has it.
  if (
    group?.continued &&
    runs &&
    topic.property === mention.property &&
    topic.value != null &&
    value !== null &&
    topic.value !== value
  )
    runs = runs.map((r) => ({ from: r.to, to: r.to }));
  // "Bar 4 is in the bass clef. The bass clef continues through bar 5 as well.": the bars after those
  // said before, where the value goes on — bar 4 is the sentence before's claim, not this one's.
  else if (group?.continued && runs && topic.property === mention.property && topic.value === value) {
    const said = Math.max(...(topic.runs ?? []).map((r) => r.to));
    const to = runs[runs.length - 1]!.to;
    if (said < to) runs = [{ from: said + 1, to }];
  }
  // (A concert key said of every part leaves the part spoken of the subject of the lines after it.)
  const resolved: Topic = {
    runs,
    staff,
    part: part ?? (concertKey ? topic.part : null),
    property: mention.property,
    value,
  };
  const places = groups.filter((g) => g.runs && !g.unresolved);
  if (group?.runs && SPAN_END_BEFORE.test(clause.slice(Math.max(0, group.index - 12), group.index)))
    resolved.unsure = `the sentence before named ${barsWord(group.runs)} as where something starts or stops`;
  // ("The treble clef printed at the end of bar 6 is a courtesy clef for bar 7. Its notes are …": a
  // sign said of the bar it is printed in and the bar it takes effect in.)
  else if (PRINTED_IN_ONE_FOR_ANOTHER.test(clause) && places.some((g) => !sameRuns(g.runs, places[0]!.runs)))
    resolved.unsure = `the sentence before named ${places.map((g) => barsWord(g.runs)).join(" and ")}`;
  if (value === null && (mention.property === "dynamics" || mention.property === "tempo")) return resolved;
  const said: Said = {
    kind,
    parts: together,
    keyboard,
    staff,
    property: mention.property,
    text: facts.sentence,
  };
  // (A place the clause names itself, not numbered, whatever bars came before: "The f now sits at the
  // key change.")
  if (facts.section) said.section = facts.section[0].trim();
  // ("- Bars 13–14: bass clef again, now in 2/4." in a walk-through of the bars: a line under its bars
  // reports an edit, or says what the score now has there; "bar 7: Clef Treble -> Bass" is a receipt.)
  // ("Bar 13: 3/4 → 2/4." to "Where does the time change?": where the score changes, or an edit.)
  if (
    kind === "edit" &&
    message.si > message.doneUntil &&
    editOnlyByNow(clause) &&
    (!facts.label?.bars || !/→|->/.test(clause) || message.questionOnly)
  )
    said.nowState = true;
  if (kind === "state" && facts.nowState) said.saysNow = true;
  // "Done — the LH now reads in the F clef from m. 1 to m. 16": the edit reported, or what the score
  // now has? Checked both ways (verify.ts).
  if (kind === "edit" && facts.done && !message.editItem && !facts.label) {
    if (values.length === 1 && (statesByNow(clause) || saysOnlyReturn(clause))) said.nowOrEdit = true;
    // ("Fixed: the LH is in treble clef in bar 4, and in bass clef from bar 5 on": no edit words.)
    else if (describesAfterDone(facts.sentence)) said.nowOrEdit = said.besideEdit = true;
  }
  // "Fixed: key change at bar 9 removed. F major concert in bars 1–16.": the sentence after a report
  // of the work says the edit, or what the score now has over more bars than the edit changed.
  // ("Done. Staff 3 is in bass clef from bar 1.": what the score now has, a state even right after the
  // report, findings.md "Edit or state".)
  if (kind === "edit" && !facts.done && !message.editItem && !facts.label && !reportsEdit(clause)) {
    said.nowOrEdit = true;
    if (message.si === message.bareDoneAt + 1) said.nowState = true;
  }
  // "Moved the key change from bar 7 to bar 9": bar 9 changed nothing, yet now has the key — a state;
  // what bars 7–8 now have is not said.
  if (move && !MARKS.has(mention.property) && Number(move[1]) < Number(move[2])) said.kind = "state";
  // "I moved the mf from bar 13 to bar 11, and bar 14 too": moved from or to bar 14? Neither is said.
  if (!move) facts.statements.push({ said, runs, value });
  const before = claims.length;
  // "A pedal mark in each of the first four bars": in every one of them, not somewhere among them.
  // "Pedal in bars 1, 9 and 10": in each bar listed, where a range ("bars 9–10") is somewhere in it.
  // "Bars 6 and 7 both start on B♭4": a first or last note of each bar listed.
  const edgeNote = mention.property === "notes" && /^(?:first|last) /.test(value ?? "");
  const each =
    runs && (MARKS.has(mention.property) || edgeNote)
      ? EACH.test(clause) || (edgeNote && BOTH.test(clause))
        ? runs.flatMap(barsOf).map((b) => ({ from: b, to: b }))
        : group?.each && group.runs === runs
          ? group.each
          : null
      : null;
  // "The only pedal in bars 5–10 is the one in m. 9": the range is where "only" looks, the bar
  // inside it the mark's place.
  let onlyWithin: BarRange[] | null = null;
  if (runs && MARKS.has(mention.property) && ONLY.test(clause)) {
    const outer = runs;
    const inner = groups.find(
      (g) =>
        g !== group &&
        !g.unresolved &&
        g.runs &&
        !sameRuns(g.runs, outer) &&
        g.runs.every((r) => outer.some((w) => w.from <= r.from && r.to <= w.to)),
    );
    if (inner?.runs) [onlyWithin, runs] = [outer, inner.runs];
  }
  // "Staff 2 changes to treble at bar 5. Bar 4 itself is still bass. Treble through bar 7.": a span
  // whose start is not said may start where the message put that value.
  const sameValueFrom =
    group?.openStart && !group.continued && runs?.length === 1 && value !== null && SPAN_END_ONLY.test(clause)
      ? message.claims
          .filter(
            (c) =>
              c.subject.property === mention.property &&
              c.value === value &&
              c.subject.staff === staff &&
              c.subject.bars !== null &&
              c.subject.bars.from <= runs[0]!.to,
          )
          .at(-1)?.subject.bars?.from
      : undefined;
  for (const bars of each ?? runs ?? [null]) addClaims(claims, said, bars, value);
  if (noOtherAfter)
    for (const c of claims.slice(before)) c.uncertain ??= `could not place '${noOtherAfter[0]}' in the score`;
  if (sameValueFrom !== undefined && sameValueFrom > runs![0]!.from)
    for (const c of claims.slice(before))
      (c.readings ??= []).push({
        bars: { from: sameValueFrom, to: runs![0]!.to },
        name: `bars ${sameValueFrom}–${runs![0]!.to}, from where the message put that value`,
      });
  // "bar 8's left hand is in bass clef. That bass clef has been in force since bar 7. Its only note is
  // a low F2.": bar 7 is where the clef starts, not the bar the message speaks of.
  if (fromTopic && topic.unsure)
    for (const c of claims.slice(before))
      c.uncertain ??= `could not tell which bars the sentence points back to: ${topic.unsure}`;
  // ("Up to m. 6 it's one sharp, G major. It stays in three flats to the final double bar.": what
  // stays is the value said before, from where it was said — not the bars of another value.)
  if (
    fromTopic &&
    PRINTED_SIGNS.has(mention.property) &&
    STAYS.test(clause) &&
    !PLACE_ANAPHOR.test(facts.sentence) &&
    topic.property === mention.property &&
    topic.value != null &&
    value !== null &&
    topic.value !== value
  )
    for (const c of claims.slice(before))
      c.uncertain ??= `could not tell from which bar '${clause.slice(mention.index, mention.end)}' stays: the sentence before gave another value for ${barsWord(topic.runs)}`;
  // "The right hand rests through bar 16": up to bar 16, or all through bar 16 alone?
  const through =
    group?.openStart && runs?.length === 1 && mention.property === "notes" ? THROUGH_BAR.exec(clause) : null;
  if (through && Number(through[1]) === runs![0]!.to && runs![0]!.from < runs![0]!.to) {
    for (const c of claims.slice(before))
      (c.readings ??= []).push({
        bars: { from: runs![0]!.to, to: runs![0]!.to },
        name: `bar ${through[1]} alone`,
      });
    // (Nor is "there" in the sentence after: "The right hand has a single D5 there.")
    resolved.unsure ??= `'${through[0]}' may be bar ${through[1]} alone`;
  }
  // "The treble clef … takes effect in bar 9. Treble runs through bar 10": a span whose start is not
  // said may start at the first bar or where the message spoke of last.
  const lastFrom = topic.runs?.at(-1)?.from;
  if (
    group?.openStart &&
    !group.continued &&
    !through &&
    SPAN_END_ONLY.test(clause) &&
    !RANGE_WORD.test(clause) &&
    runs?.length === 1 &&
    lastFrom !== undefined &&
    lastFrom > runs[0]!.from &&
    lastFrom <= runs[0]!.to
  )
    for (const c of claims.slice(before))
      (c.readings ??= []).push({
        bars: { from: lastFrom, to: runs[0]!.to },
        name: `bars ${lastFrom}–${runs[0]!.to}, from where the message spoke of last`,
      });
  // "No dynamic between m. 5 and m. 11": bars 5–11, or only those between them?
  if (group?.between && group.runs === runs)
    for (const c of claims.slice(before))
      (c.readings ??= []).push({
        bars: group.between,
        name: `bars ${group.between.from}–${group.between.to} alone`,
      });
  // A sign said of no bars, in words that do not span the piece ("stays in G major to the end", "bass
  // throughout"): the bars may be another place's.
  const barsUnsaid =
    runs === null &&
    said.kind === "state" &&
    EVERY_BAR.has(mention.property) &&
    !RANGE_WORD.test(clause) &&
    !TO_THE_END.test(clause) &&
    !group &&
    !fromTopic &&
    !exception &&
    !PIECE_SUBJECT.test(clause);
  // "Basics of the horn part, bars 1–6?" — "Treble clef, 6/8. Key: B♭ major written.": a later
  // sentence of the answer naming no bars may be of the bars asked about or of the whole piece,
  // whatever the question asked of them ("C major. 4/4 time." to "What key is bar 10 in?").
  // ("12 bars, all in 4/4." to a question about bar 3, "the whole waltz is in G major", "Both parts
  // stay in 4/4": said of the piece.)
  if (
    barsUnsaid &&
    message.si > 0 &&
    message.asked?.runs &&
    (message.asked.properties.length === 0 ||
      message.asked.properties.includes(mention.property) ||
      (!EVERY_BAR_SAID.test(clause) && !SCOPE_SAID.test(clause) && !PIECE_SUBJECT.test(clause)))
  )
    for (const c of claims.slice(before))
      for (const bars of message.asked.runs)
        (c.readings ??= []).push({ bars, name: `${barsWord([bars])}, which the question asked about` });
  // "Bar 11 now starts on D4. The clef stays bass.": a sentence naming no bars after one that named
  // some may go on speaking of them (findings.md, "Scope carried over") or of the piece.
  const spokenBefore = lastSpoken(message.spoken);
  // (A read's text speaks for every bar it covers: "What a read covers".)
  if (
    message.source === "assistant" &&
    barsUnsaid &&
    spokenBefore &&
    !EVERY_BAR_SAID.test(clause) &&
    !/\ball\s+in\b/i.test(clause) &&
    // ("Key: C major, then G major from bar 9.": the sentence's own bars scope it.)
    !findBarGroups(facts.sentence).some((g) => g.runs !== null)
  )
    for (const c of claims.slice(before))
      if (!c.readings?.length)
        for (const bars of spokenBefore)
          (c.readings ??= []).push({ bars, name: `${barsWord([bars])}, which the message spoke of before` });
  // "The LH stays in the F clef from m. 4 through m. 8 … Key sig is one sharp the whole way" to
  // "What's the LH clef doing in mm. 4-8?": the whole way of the stretch asked about and said to hold a
  // value as a whole, or of the piece? (After an edit of those bars, the piece.) ("LH is in G clef in mm. 4–7. F clef again from m. 8. Key sig: one flat
  // throughout." claims no one stretch of 4–8.)
  const stretch = (message.asked?.runs ?? []).filter(
    (r) =>
      r.to > r.from &&
      message.claims.some(
        (c) => c.kind === "state" && c.subject.bars?.from === r.from && c.subject.bars.to === r.to,
      ),
  );
  if (
    message.source === "assistant" &&
    (barsUnsaid ||
      (fromTopic && runs === null) ||
      (group !== undefined && group.runs === null && !group.unresolved)) &&
    stretch.length > 0 &&
    WAY_THROUGH.test(facts.sentence) &&
    !PIECE_SUBJECT.test(facts.sentence) &&
    !findBarGroups(facts.sentence).some((g) => g.runs !== null)
  )
    for (const c of claims.slice(before))
      for (const bars of stretch)
        if (!c.readings?.some((r) => r.bars?.from === bars.from && r.bars?.to === bars.to))
          (c.readings ??= []).push({
            bars,
            name: `${barsWord([bars])}, the stretch the question asked about`,
          });
  // "Yes, treble in every bar." to "Is the LH in treble for bars 9–12?": every bar asked about, or
  // every bar of the piece?
  // ("No — LH is F clef the whole way." to a question about bar 4 speaks of the piece.)
  if (
    group &&
    group.runs === null &&
    !group.unresolved &&
    said.kind === "state" &&
    message.spoken.length === 0 &&
    message.asked?.runs &&
    message.asked.runs.some((r) => r.to > r.from) &&
    EVERY_BAR_SAID.test(clause.slice(group.index, group.end)) &&
    !PIECE_SUBJECT.test(clause)
  )
    for (const c of claims.slice(before))
      for (const bars of message.asked.runs)
        (c.readings ??= []).push({ bars, name: `${barsWord([bars])}, which the question asked about` });
  if (fromQuestion && message.asked!.barsOfOneQuestion && runs !== null)
    for (const c of claims.slice(before))
      c.uncertain ??= `could not tell which of the person's questions the answer answers: only one names ${barsWord(runs)}`;
  // "A jakie jest metrum i tonacja w taktach 13–16?" — "… Bars 1–12 are in 3/4. Key there: G major.":
  // "there" may be the bars just named or the bars asked about.
  const place = fromTopic ? PLACE_ANAPHOR.exec(clause) : null;
  // ("… bars 9 to 12 are now in E♭ major. For the clarinet that means F major. The time signature
  // there is still 3/4.": a sentence naming no bars leaves "there" the whole piece or the bars said.)
  const inRuns = (b: number) => runs?.some((r) => b >= r.from && b <= r.to) ?? false;
  const others = place
    ? runsOf([...message.spoken, ...(message.asked?.runs ?? []).flatMap(barsOf)].filter((b) => !inRuns(b)))
    : [];
  if (place && others.length > 0)
    for (const c of claims.slice(before))
      c.uncertain ??= `could not tell whether '${place[0]}' is ${barsWord(runs)} or ${barsWord(others)}`;
  // ("… stays in bass clef from bar 1 right through to bar 12. In that bar …": one bar, of twelve.)
  if (place && ONE_BAR_POINTER.test(place[0]) && topic.runs?.some((r) => r.to > r.from))
    for (const c of claims.slice(before)) c.uncertain ??= `could not tell which bar '${place[0]}' is`;
  // "The 9/8 bars are mm. 13–16, after twelve bars of 6/8.": the twelve bars are not the ones named.
  const counted = COUNTED_VALUE.exec(clause.slice(Math.max(0, mention.index - 30), mention.index));
  if (counted && group)
    for (const c of claims.slice(before))
      c.uncertain ??= `could not tell which bars '${counted[0].trim()} ${mention.value ?? ""}' are`;
  // "So the 2/4 lasts two bars, and 3/4 returns at bar 15": how many bars, not which.
  const lasts = runs === null ? LASTS_BARS.exec(clause.slice(mention.end)) : null;
  if (lasts)
    for (const c of claims.slice(before))
      c.uncertain ??= `could not place the bars '${lasts[0].trim()}' counts`;
  // "Make the pedal in bar 11 last through bar 12": an edit of how far the mark reaches, from a bar of
  // its own that the claim was placed in without the bar it reaches (what a bar has from there is
  // still read: "the treble clef takes effect at bar 5 and lasts through bar 7").
  const lastsUntil = LASTS_UNTIL.exec(clause);
  if (lastsUntil)
    for (const c of claims.slice(before))
      if (c.kind === "edit" && (!c.subject.bars || c.subject.bars.to < Number(lastsUntil[1])))
        c.uncertain ??= `could not read how far '${lastsUntil[0]}' carries the ${c.subject.property}`;
  // "The left hand never goes below G2, which it reaches in bars 4 and 11": the bound is the whole
  // part's, and those bars have the note.
  const bound = /^[≤≥]/.test(value ?? "");
  if (
    runs &&
    group &&
    bound &&
    !fromTopic &&
    group.index > mention.end &&
    NEVER_THEN_WHERE.test(clause.slice(0, group.index))
  )
    for (const c of claims.splice(before)) {
      claims.push({ ...c, subject: { ...c.subject, bars: null } });
      claims.push({ ...c, value: value!.slice(1) });
    }
  // "It rests in bars 1–2 … It never goes below D5", "Nothing in it goes below A4": "it" may be those
  // bars or the whole part; so may "never" after another verb's bars ("The RH starts on C5 in m. 1
  // and never goes above C5").
  // ("The RH tops out at G6 in m. 1, and the LH never goes below G2": bar 1, or the whole hand?)
  else if (
    (fromTopic && runs && !place && (RANGE_WORD.test(clause) || (bound && /\bnothing\b/i.test(clause)))) ||
    (runs && group && bound && AND_NEVER.test(clause.slice(group.end))) ||
    (runs && group && group.index < 0 && bound && /\bnever\b/i.test(clause) && staves.length > 0)
  )
    for (const c of claims.slice(before))
      (c.readings ??= []).push({
        bars: null,
        name: part || staff !== null ? "the whole part" : "the whole piece",
      });
  // "Transposed bars 15–16 of the right hand up a tone. Top note is now F5.": the highest note of
  // the bars the message spoke of, or of the whole part?
  const spokenOf = topic.runs ? hullOf(topic.runs) : null;
  if (
    groups.length === 0 &&
    !fromTopic &&
    runs === null &&
    spokenOf &&
    value !== null &&
    /^(?:top|bottom) /.test(value) &&
    !RANGE_WORD.test(clause.replace(/\b(?:highest|lowest|top\s+note|bottom\s+note)\b/gi, ""))
  )
    for (const c of claims.slice(before))
      (c.readings ??= []).push({
        bars: spokenOf,
        name: `${barsWord([spokenOf])}, which the message spoke of`,
      });
  // "Bar 4 is the only bar with a pedal", "only the opening p": none of that mark elsewhere.
  // ("The pedal now covers bar 5 only", "only covers mm. 9–10": how far that mark reaches, not that it
  // is the piece's only one.)
  // ("So the only change in version 4 is the p in bar 15": the only change, not the only p.)
  const onlyWord = SPANS_ONLY.test(clause) || ONLY_CHANGE.test(clause) ? null : saysOnly(clause, values, i);
  // "The last dynamic is the mf at m. 9": no dynamic after it; "the first pedal mark is in bar 5": none
  // before it.
  // (Only where the clause numbers the mark's bar, and names whose marks: "its last dynamic" may be
  // another part's than the one the pronoun was taken for.)
  const ordinalOf = MARKS.has(mention.property) && group?.runs ? ORDINAL_MARK.exec(clause) : null;
  const ordinal =
    ordinalOf && mention.property.startsWith(ordinalOf[2]!.toLowerCase()) && !OWNED_BY_PRONOUN.test(clause)
      ? ordinalOf
      : null;
  const only = onlyWord !== null || NOWHERE_ELSE.test(facts.sentence) || ordinal !== null;
  const afterOnly = ordinal !== null && !/^first/i.test(ordinal[1]!);
  const arrives = (onlyWord !== null && ARRIVES.test(onlyWord)) || (ordinal !== null && !afterOnly);
  // "Within bars 1–8, the left hand has pedal only in bar 1": else within the range the clause names.
  const within =
    groups.find(
      (g) =>
        g !== group &&
        g.runs &&
        !(runs && sameRuns(g.runs, runs)) &&
        runs?.every((r) => g.runs!.some((w) => w.from <= r.from && r.to <= w.to)),
    ) ?? (onlyWithin ? { runs: onlyWithin, index: -1, end: -1, unresolved: false } : undefined);
  // "…in bars 1–2 and again through bars 9–10, and nowhere else", "Apart from m. 12, it's the only
  // pedal mark": else than every bar the sentence names.
  const named = only
    ? findBarGroups(facts.sentence, score)
        .filter((g) => !g.unresolved && !(within?.runs && sameRuns(g.runs, within.runs)))
        .flatMap((g) => g.runs ?? [])
    : [];

  if (runs && MARKS.has(mention.property) && only && value !== "absent" && value !== "removed") {
    const elsewhere = claims.length;
    // ("Run me the LH changes for mm. 7–12." — "Ped. under the LH in m. 7 only.": within the bars
    // asked, where they hold the bars the sentence names.)
    const asked = message.asked?.runs;
    const askedWithin =
      asked &&
      !WHOLE_PIECE_SAID.test(clause) &&
      [...runs, ...named].every((r) => asked.some((a) => a.from <= r.from && r.to <= a.to))
        ? asked
        : null;
    // (In a read, within the bars it read: "staff 2 pedal in m. 9 only" of bars 9–16; under a heading
    // "bars 9–16:", within its bars: "- Pedal (left hand): bar 9 only.")
    const read = source === "read" && message.covers ? [message.covers] : null;
    const headed =
      facts.scopeRuns &&
      [...runs, ...named].every((r) => facts.scopeRuns!.some((w) => w.from <= r.from && r.to <= w.to)) &&
      !facts.scopeRuns.some((w) => runs.some((r) => sameRuns([w], [r])))
        ? facts.scopeRuns
        : null;
    // ("It only reaches f at m. 13": not before it; after it is not said.)
    const first = Math.min(...runs.map((r) => r.from));
    const last = Math.max(...runs.map((r) => r.to));
    // ("between m. 3 and m. 8, bar 5 is the only bar with pedal": bars 3 and 8 may be outside it.)
    const inside = within?.between ? [within.between] : within?.runs;
    // ("Apart from that, the voice's only other dynamic is the mp in bar 3": other than the marks the
    // message named before.)
    // ("… a p in bar 3 and an f in bar 9. Those are its only two dynamic markings.": every mark
    // "those" points back at.)
    const others =
      OTHER_THAN_SAID.test(clause) || (fromTopic && PLURAL_POINTER.test(clause))
        ? runsOf(message.spoken)
        : [];
    const elsewhereFrom = claims.length;
    for (const bars of withoutBars(
      inside ?? headed ?? askedWithin ?? read,
      [...runs, ...named, ...others],
      score,
    ) ?? [])
      if (afterOnly ? bars.from > last : !arrives || bars.to < first)
        addClaims(claims, { ...said, kind: "state" }, bars, otherwhereValue(value, clause));
    // ("The pp comes in bar 6. The only other dynamic is an f at bar 1.": the pp set apart is the
    // score's pp, wherever the sentence before placed it.)
    const apart = OTHER_THAN_SAID.test(clause)
      ? claims
          .slice(0, before)
          .filter((c) => c.subject.property === mention.property && c.value && !ABSENT_VALUE.test(c.value))
          .flatMap((c) => (c.subject.bars ? [{ value: c.value!, bars: c.subject.bars }] : []))
      : [];
    if (apart.length) for (const c of claims.slice(elsewhereFrom)) c.setApart = apart;
    // ("Before that, only bars 1 and 5 have pedal marks", "the only pedal in that stretch": only
    // within a place not numbered.)
    const relative =
      within || headed || askedWithin || read
        ? null
        : (RELATIVE_PLACE.exec(facts.sentence) ?? ONLY_IN_PLACE.exec(clause));
    // ("M. 8, top staff. It's the only dynamic after the opening mf.": the mark's place is the sentence
    // before's; where that place was said wrongly, every other bar would be accused with it.)
    const pointedMark = !relative && !NUMBERED_BARS.test(facts.sentence) && POINTED_MARK.exec(facts.sentence);
    // (The mark's own bar is the sentence before's too: "… in bar 5, not bar 7. It is the only pedal
    // marking in the piece." — bar 7 is the last one named, not the mark's.)
    if (pointedMark)
      for (const c of claims.slice(before))
        c.uncertain ??= `could not tell which bar '${pointedMark[0].trim()}' points at: the mark's place is the sentence before's`;
    if (relative)
      for (const c of claims.slice(elsewhere))
        c.uncertain ??= `could not place '${relative[0]}' in the score`;
    // ("Yes, in bar 15 only." to "Any pedal in the second half?": only within a stretch not numbered.)
    const askedPlace = within || headed || askedWithin || read ? null : (message.asked?.unplaced ?? null);
    for (const c of claims.slice(elsewhere))
      if (placedByQuestion(c, askedPlace))
        c.uncertain ??= `could not place '${askedPlace!.words}', which the question asked about, in the score`;
    if (OTHER_THAN_SAID.test(clause) && others.length === 0)
      for (const c of claims.slice(elsewhere))
        c.uncertain ??= `could not tell which marks 'other' leaves out`;
    // ("… the only dynamic in the right hand apart from the p at the opening": an exception placed in
    // words the rules do not number.)
    const unnumbered = SET_APART_UNNUMBERED.exec(facts.sentence);
    const placesIt = (g: BarGroup) =>
      unnumbered !== null && g.index >= unnumbered.index && g.index < unnumbered.index + unnumbered[0].length;
    if (unnumbered && !findBarGroups(facts.sentence, score).some(placesIt))
      for (const c of claims.slice(elsewhere))
        c.uncertain ??= `could not place '${unnumbered[0].trim()}' in the score`;
    // "The pedal went into bar 11 only", "only bar 5 has the new pedal mark": only the edit, or only
    // the score, has it there?
    const action = ACTION_DONE.exec(clause);
    if (action)
      for (const c of claims.slice(elsewhere))
        c.uncertain ??= /^new/i.test(action[0])
          ? `could not tell whether 'only' speaks of the new marks or of the score`
          : `could not tell whether 'only' speaks of what '${action[0]}' did or of the score`;
  }
  // "There are pedal marks in bars 1, 9 and 10. Apart from those, the bars have no pedal marking.":
  // every bar but those the message named before.
  // ("Apart from that pianissimo, the only other dynamic …": the value it sets apart is no value of it.)
  const apartFrom = runs === null ? APART_FROM_SAID.exec(clause) : null;
  const setApart = apartFrom !== null && !/[,;]/.test(clause.slice(apartFrom.index, mention.index));
  if (apartFrom && !setApart && !(MARKS.has(mention.property) && only)) {
    const rest = message.spoken.length > 0 ? withoutBars(null, runsOf(message.spoken), score) : null;
    const made = claims.splice(before);
    for (const c of made)
      if (c.subject.bars !== null || !rest || rest.length === 0)
        claims.push({
          ...c,
          uncertain: c.uncertain ?? `could not tell which bars '${apartFrom[0]}' leaves out`,
        });
      else for (const bars of rest) claims.push({ ...c, subject: { ...c.subject, bars } });
  }
  // "B5 comes only in bar 11": that no other bar has a B5 is not read. (A rest or an entry "only" in a
  // bar is read: "rests only in m. 12", "only comes in at bar 7"; so are a bar's "only note" and what
  // "only bar 15 changed" now has.)
  if (
    onlyWord !== null &&
    kind === "state" &&
    mention.property === "notes" &&
    /^[A-G]/.test(value ?? "") &&
    !/^only\s+(?:[\w-]+\s+){0,2}?(?:note|pitch)\b/i.test(onlyWord) &&
    !ACTION_DONE.test(onlyWord) &&
    group
  )
    for (const c of claims.slice(before)) c.uncertain ??= `did not read '${onlyWord.trim()}'`;
  // "It is the only dynamic in staff 1 after bar 9": "only" holds within the bound, and the mark's
  // own bars are not said ("m. 9 is the only bar after bar 8 with a pedal mark" says them).
  if (only && group?.bound && !groups.some((g) => g !== group && !g.bound && g.runs))
    for (const c of claims.slice(before))
      c.uncertain ??= `could not tell which of the bars '${clause.slice(group.index, group.end)}' bounds the mark is in`;
  // "Bar 7 is now marked f; before version 3 it was ff.": what the save named, or this turn's edit,
  // replaced (findings.md, "Before and after"); "In version 2, bar 7 had ff": what that version has.
  // (What stands before the past verb is said of now: "The left hand is A3 and E4, an octave above
  // where it was before the transposition.")
  const pastVerb = [...clause.slice(0, mention.index).matchAll(PAST_VERB)].at(-1);
  // ("Bars 5–6 were treble until version 2 changed them": the change is version 2's, the value what
  // the score had before it.)
  const beforeAnEdit =
    kind === "edit" &&
    CHANGED_AFTER_PAST.test(clause) &&
    !["added", "removed", "absent"].includes(value ?? "");
  if (
    (kind === "state" || beforeAnEdit) &&
    pastVerb &&
    !PRESENT_VERB.test(clause.slice(pastVerb.index, mention.index))
  ) {
    const past = WAS_BEFORE.exec(clause);
    const of = past ? null : OF_VERSION.exec(clause);
    const version = past?.[1] ?? past?.[2];
    // ("Version 3: saved, but nothing changed; bar 7 was already in bass clef.": what the score had
    // before the save named, or before this turn's edit.)
    const already =
      past || of
        ? null
        : ALREADY_HAD.test(clause.slice(pastVerb.index))
          ? SAVE_NAMED.exec(facts.sentence)
          : undefined;
    const asOf: ExtractedClaim["asOf"] = past
      ? version !== undefined
        ? { before: Number(version) }
        : "turn start"
      : of
        ? { version: Number(of[1] ?? of[2] ?? of[3]) }
        : already
          ? { before: Number(already[1]) }
          : already === null
            ? "turn start"
            : undefined;
    const bare = asOf ? null : BARE_BEFORE.exec(clause);
    if (asOf)
      for (const c of claims.slice(before)) {
        c.asOf = asOf;
        if (beforeAnEdit) c.kind = "state";
      }
    // "Bar 1 is forte now. It was mf before.": the score before the change the message reports; with
    // no change reported, which earlier score is not said.
    // ("Version 3 moved the left hand to bass clef. Before it, those bars were in treble.": the
    // version before the save named.)
    else if (bare) {
      const reported = message.claims.filter(
        (c) => c.kind === "edit" || c.saysNow || c.nowState || c.nowOrEdit,
      );
      const versions = namedVersions(reported.at(-1)?.text ?? "");
      const saved = versions.length === 1 ? versions[0] : undefined;
      for (const c of claims.slice(before))
        if (saved !== undefined) c.asOf = { before: saved };
        else if (reported.length > 0) c.asOf = "turn start";
        else c.uncertain ??= `could not tell which earlier score '${bare[1] ?? bare[2]}' speaks of`;
    }
  } else if (kind === "state") {
    const of = OF_VERSION_NOW.exec(clause);
    if (of) for (const c of claims.slice(before)) c.asOf = { version: Number(of[1]) };
  }
  // ("Bars 3 to 6, then back to bass for 7 and 8": the value "then" leads to is not of the bars before.)
  // ("4/4 until bar 12, then 3/4" gives the 3/4 the bars after: not these.)
  if (
    group &&
    runs === group.runs &&
    group.end <= mention.index &&
    THEN_LEADS.test(clause.slice(group.end, mention.index))
  )
    for (const c of claims.slice(before))
      c.uncertain ??= `could not tell which bars '${clause.slice(mention.index, mention.end)}' after 'then' is said of`;
  // "the f in bar 7 is the only dynamic after the opening p", "The only other dynamic after the opening
  // p is the mf at bar 9": a mark named by its place in the piece is not in the bars said for another.
  const near = Math.max(0, mention.index - 30);
  const placeWord = MARKS.has(mention.property)
    ? PLACED_BY_WORD.exec(clause.slice(near, mention.index))
    : null;
  const apart = (v: ValueMention, g: BarGroup) => (v.index < g.index ? g.index - v.end : v.index - g.end);
  const nearer = (g: BarGroup) =>
    values.some((v) => v !== mention && MARKS.has(v.property) && apart(v, g) < apart(mention, g));
  if (placeWord && group && nearer(group))
    for (const c of claims.slice(before))
      c.uncertain ??= `could not tell which bar '${placeWord[0].trim()} ${clause.slice(mention.index, mention.end)}' is in`;
  if (move && MARKS.has(mention.property)) {
    const from = Number(move[1]);
    addClaims(claims, said, { from, to: from }, kind === "edit" ? "removed" : "absent");
  }
  return resolved;
}

const NUMBERED_BARS = /\b(?:bars?|measures?|mm?\.)\s*\d/i;
const THEN_LEADS = /,\s*then\s+(?:back\s+)?(?:(?:to|in|into)\s+)?(?:the\s+|a\s+)?$/i;
const STAYS = /\b(?:stays?|stayed|remains?|remained|continues?|continued|keeps?|kept)\b/i;
const DENIED_PLACE = /^\W*(?:but\s+)?not\s+(?:in\s+|at\s+|from\s+)?(?:bars?|measures?|mm?\.)\s*\d/i;
const PAST_VERB = /\b(?:was|were|had)\b/gi;
const CHANGED_AFTER_PAST =
  /\b(?:was|were|had)\b[^.;]*\b(?:until|before)\s+(?:version|v)\s*\d{1,6}\s+(?:changed|moved|replaced|switched|made)\b/i;
const ALREADY_HAD = /^(?:was|were|had)\s+already\b/i;
const SAVE_NAMED = /\b(?:version|v)\s*(\d{1,6})\b/i;
const PRESENT_VERB = /\b(?:is|are|has|have|now)\b/i;
const WAS_BEFORE =
  /\b(?:before|until|prior\s+to)\s+(?:(?:version|v)\s*(\d{1,6})|(?:the|my|your|that|this|its)\s+(?:edit|change|transposition|save))\b(?=[^.;]*\b(?:was|were|had)\b)|\b(?:was|were|had)\b[^.;]*\b(?:before|until|prior\s+to)\s+(?:(?:version|v)\s*(\d{1,6})|(?:the|my|your|that|this|its)\s+(?:edit|change|transposition|save))\b/i;
const BARE_BEFORE =
  /\b(?:was|were|had)\b[^.;]*?\b(before(?:\s+(?:it|that|this|then))?|earlier|previously|originally|formerly|at\s+first)\s*(?:[.;,!)]|$)|^\W*(before(?:\s+(?:it|that|this|then))?|previously|originally|formerly|at\s+first)\s*,/i;
// ("… back in bass clef, as in version 2": like that version, said of now.)
const OF_VERSION =
  /^\W*(?:in|at)\s+version\s+(\d{1,6})\b|\bversion\s+(\d{1,6})\s+(?:had|showed|kept)\b|\b(?:was|were|had)\b[^.;]*?(?<!\b(?:as|like)\s)\bin\s+version\s+(\d{1,6})\b/i;
const OF_VERSION_NOW = /^\W*(?:in\s+)?version\s+(\d{1,6})\s*(?:,\s*|\s+)(?:has|shows|still\s+has|keeps)\b/i;
const SCOPE_SAID =
  /\b(?:all|whole|entire|throughout|every\w*|everywhere|anywhere|never|always|stays?|stayed|remains?|remained|keeps?|kept)\b/i;
const PRINTED_IN_ONE_FOR_ANOTHER = /\b(?:printed|engraved|drawn|courtesy|cautionary|announces?|belongs?)\b/i;
const SPAN_END_BEFORE = /\b(?:since|from|after|until|till|before)\s+$/i;
const PLACED_BY_WORD =
  /\b(?:the|its|their)\s+(?:opening|initial|first|starting|closing|final|last|concluding)\s+$/i;
const namesBar = (text: string) => NUMBERED_BARS.test(text) || LAST_BAR.test(text);
const POINTED_MARK = /^\W*(?:it(?:['’]s|\s+is)|that(?:['’]s|\s+is)|this\s+is|that\s+one\s+is)\b/i;
const NOW_THAT = /^\W*now\s+that\b/i;
const ONLY_CHANGE =
  /\b(?:only|sole|single|one)\s+(?:real\s+|musical\s+|actual\s+)?(?:change|changes|edit|edits|difference|differences|thing\s+(?:that\s+)?(?:changed|differs))\b/i;
const SPANS_ONLY =
  /\b(?:covers?|covered|spans?|spanned|lasts?|lasted|extends?|extended|reaches|reached)\s+(?:(?:only|just)\s+(?:bars?|measures?|mm?\.)\s*\d|(?:bars?|measures?|mm?\.)\s*\d{1,4}(?:\s*[-–]\s*\d{1,4})?\s+(?:only|alone))\b|\b(?:only|just)\s+(?:covers?|covered|spans?|spanned|lasts?|lasted|extends?|extended|reaches|reached)\s+(?:bars?|measures?|mm?\.)\s*\d/i;
// ("There's a second pedal in bar 9 only.": besides the one said before.)
const APART_FROM_SAID = /\b(?:(?:apart|aside)\s+from|besides)\s+(?:that|this|those|these|it|them)\b/i;
const ABSENT_VALUE = /^(?:absent|removed|not\s)/;
export const OTHER_THAN_SAID =
  /\bonly\s+other\b|\b(?:a|the)\s+second\b|\banother\b|\b(?:apart|aside)\s+from\s+(?:that|this|those|these|it|them)\b|\bbesides\s+(?:that|this|those|these|it|them)\b/i;

// "It shouldn't be: version 2 has bass clef in bar 7.": a reply to the person before a colon, naming
// nothing of the score; what follows the colon has its own mood.
const REPLY_BEFORE_COLON = /^([^:\n]{2,40}):\s+(?=\S)/;
// (A reply says something: "It shouldn't be", "My mistake", "No", "To put it simply" — not a label
// such as "Length".)
const REPLY_WORD =
  /\b(?:is|are|was|were|be|isn't|aren't|wasn't|weren't|shouldn't|should|doesn't|don't|didn't|can't|won't|it's|that's|mistake|sorry|wrong|right|true|sure|correct|no|nope|simply|short|answer)\b/i;
const NAMES_PROPERTY =
  /\b(?:clefs?|keys?|times?|metre|meter|pedal\w*|dynamics?|tempo|notes?|pitch\w*|bars?|measures?|staff|staves|hands?)\b/i;

/** Where the statement after a reply's colon starts (0: the sentence has none). */
function replyEnd(sentence: string, score?: ScoreContext): number {
  const m = REPLY_BEFORE_COLON.exec(sentence);
  if (!m) return 0;
  const reply = m[1]!;
  if (!REPLY_WORD.test(reply)) return 0;
  const names =
    NAMES_PROPERTY.test(reply) ||
    /\d/.test(reply) ||
    findValueMentions(reply).length > 0 ||
    findStaffMentions(reply).length > 0 ||
    findPartMentions(reply, score).length > 0;
  return names ? 0 : m[0].length;
}

/** Whether the score has one staff in all (a horn part alone): a clef said of no staff is its. */
function oneStaffInAll(score?: ScoreContext): boolean {
  return score !== undefined && score.parts.length === 1 && score.parts[0]!.staves === 1;
}

/** The bar a sign printed at the end of one bar announces: the next (none after the last bar). */
function announced(g: BarGroup, score?: ScoreContext): BarGroup[] {
  const run = g.runs?.length === 1 ? g.runs[0]! : null;
  if (!run || run.from !== run.to || (score && run.to >= score.lastBar)) return [];
  return [{ ...g, runs: [{ from: run.to + 1, to: run.to + 1 }] }];
}
