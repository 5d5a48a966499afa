// What the person asked in the turn, as the subject of the reply (findings.md, "Short answers" and
// "No staff named"): "No — treble all the way." to "Is the left hand ever in bass clef?" is a clef
// claim over the left hand's bars; "A major." to "What key is bar 14 in?" is bar 14's key.
import type { BarRange, ExtractedClaim, Property } from "./claim.ts";
import { withoutBars } from "./exceptions.ts";
import { isQuestion } from "./mood.ts";
import { numberOf } from "./numbers.ts";
import { splitSentences } from "./sentences.ts";
import { findBarGroups } from "./subject/bars.ts";
import { findPartMentions, type PartMention } from "./subject/parts.ts";
import type { ScoreContext } from "./subject/score-context.ts";
import { findStaffMentions } from "./subject/staves.ts";
import { findValueMentions } from "./values/find.ts";
import type { ValueMention } from "./values/mention.ts";

export interface Asked {
  /** The bars asked about; null: none named (or the whole piece). */
  runs: BarRange[] | null;
  staff: number | null;
  part: PartMention | null;
  property: Property | null;
  /** Every property the question names, by its word or a value ("key and time at bar 13?"). */
  properties: Property[];
  /** Values the question names ("Is bar 9 in treble clef?"): what a bare "Yes." says. */
  values: ValueMention[];
  /** "Any pedal in the second half?": a place the question names without numbering its bars, which
   * an answer naming none of its own speaks of, and the properties asked of there; null where the
   * question names no such place. */
  unplaced: { words: string; properties: Property[] } | null;
  /** "Is the left hand ever in treble clef?": asked whether a value is anywhere, not where. */
  anywhere: boolean;
  /** "How many bars …?": a number answers with the count. */
  count: boolean;
  /** "Is the left hand ever in treble clef? And which clef is bar 4 in?": the bars are one question's,
   * and an answer that names none may answer the other, which asks of the whole piece. */
  barsOfOneQuestion: boolean;
  /** "What's the top note of the piece? And how low does the left hand go in bar 7?": the staff is
   * one question's, and an answer naming none may answer the other, of these properties. */
  staffOfOneQuestion: Property[];
  /** "Any pedal left under the left hand? Dynamics? Range?", "Any pedal or dynamics in bar 6?":
   * properties asked in questions of their own or as alternatives, so a bare "Yes, bar 6 only."
   * answers one of them, and which is not said. */
  apart: boolean;
  /** "Did you touch the dynamics?": asked whether the assistant did something, not what the score
   * has — a bare "No." says no edit, not that the mark is absent. */
  action: boolean;
  /** "Is there any dynamic marking apart from the opening p?": the question sets something apart,
   * which an answer's "other" may leave out too. */
  setsApart: boolean;
  /** "Could bars 5-8 go to B♭ major instead?": whether a change could be made, not what the score has. */
  hypothetical: boolean;
  /** "Is the pedal in bars 9-10 gone?": asked whether something is no longer there — "Yes." says it
   * is absent, not the mark the question names. */
  gone: boolean;
  /** "Is bar 14 the only bar with pedal?": asked whether it is the only one — "No." says there is
   * another, not that the mark is absent. */
  only: boolean;
}

const PROPERTY_WORDS: [RegExp, Property][] = [
  [/\bclefs?\b/i, "clef"],
  [/\bkey(?:\s+signature)?s?\b/i, "key"],
  [/\btime(?:\s+signature)?s?\b|\bmet(?:er|re)\b/i, "time"],
  [/\bpedal/i, "pedal"],
  [/\bdynamics?\b/i, "dynamics"],
  [/\btempo\b|\bmetronome\b/i, "tempo"],
  [/\bnotes?\b|\bpitch(?:es)?\b/i, "notes"],
];
// "How many bars does the piece have?", "How many bars are there?" — not "How many bars are in 4/4?"
// or "How many bars does the pedal staff rest?", which count something else (findings.md, "Counts").
const HOW_MANY_BARS =
  /\bhow\s+many\s+(?:bars|measures)(?:\s+(?:does|do|did)\s+(?:it|this|that|the\s+(?:piece|score|music|song|movement|file|work|[\p{L}\d-]+))\s+(?:have|has|contain|run|last)\b|\s+(?:are|were)\s+there(?:\s+in\s+(?:total|all|the\s+(?:piece|score|whole\s+[\p{L}\d-]+)))?\s*\??\s*$|\s+(?:long|in\s+total|in\s+all)\b|\s+(?:is|was)\s+(?:it|this|that|the\s+(?:piece|score|song|music|movement))\b|(?:\s+(?:now|then|still|altogether))?\s*\??\s*$)|\bhow\s+long\s+is\s+(?:it|the\s+(?:piece|score|music|song|movement|[\p{L}\d-]+))\s*\??\s*$/iu;

// "Bars total?", "Bar count?": the count of the piece's bars asked in a word or two.
const BARS_TOTAL =
  /^\s*(?:(?:the\s+)?total\s+(?:number\s+of\s+)?(?:bars|measures)|(?:bars|measures)\s+(?:total|in\s+total|in\s+all)|(?:bar|measure)\s+count|(?:the\s+)?number\s+of\s+(?:bars|measures)|length\s+in\s+(?:bars|measures))\s*\??\s*$/i;
// "Bar count, and the last LH note?": the count asked beside another question.
const BAR_COUNT = /\b(?:bar|measure)\s+count\b/i;
// "Which bars is the trumpet silent?", "Where does the left hand rest?": bars without notes asked.
const RESTS_ASKED =
  /\b(?:silent|tacet|empty|rests?|resting)\b(?!\s+(?:of|on|with)\b)|\b(?:doesn't|does\s+not|don't|do\s+not|isn't|is\s+not)\s+(?:[\p{L}'’-]+\s+){0,3}?play(?:ing)?\b/iu;

// "How long is the piece, and what does the clarinet end on?": each question of a message on its own.
const QUESTION_JOIN =
  /\s*(?:[,;]\s*(?:and|or)?|\s(?:and|or))\s+(?=(?:what|which|where|when|how|is|are|does|do|did|can|could)\b)/i;

/** Whether the person asks the piece's length in bars, alone or beside another question. */
function asksLength(question: string): boolean {
  if (BAR_COUNT.test(question)) return true;
  // ("How many bars? And the final time signature?": each question of its own.)
  return question
    .split(/(?<=\?)\s+/)
    .flatMap((q) => q.split(QUESTION_JOIN))
    .some((q) => HOW_MANY_BARS.test(`${q.trim().replace(/[?.!\s]+$/, "")}?`) || BARS_TOTAL.test(q));
}

/** The sentences of the person's message that ask ("F is concert. Written key?": "Written key?"),
 * or "" when none does. */
export function askingText(question: string): string {
  return splitSentences(question).filter(isQuestion).join(" ");
}

export function askedSubject(question: string, score?: ScoreContext): Asked {
  // "The G clef is at the very end of m. 8, though. Doesn't that mean the LH is in treble from
  // m. 9?": the bars the question itself names, where it names some.
  const asking = askingText(question);
  const own = asking ? findBarGroups(asking, score).filter((g) => !g.unresolved && g.runs !== null) : [];
  const placed = (q: string) => findBarGroups(q, score).some((g) => !g.unresolved && g.runs !== null);
  const groups = own.length > 0 ? own : findBarGroups(question, score).filter((g) => !g.unresolved);
  // ("Maybe, but only if it doesn't clash with the left hand.": a staff in the request's condition is
  // not the one asked about.)
  let staves = findStaffMentions(question).filter(
    (m) => m.index < 0 || !IN_CONDITION.test(question.slice(0, m.index)),
  );
  // ("When do the pedals come in?" of an organ, a question of the pedals alone, or one naming "the pedal
  // part": its pedal staff, findings.md "Parts".)
  if (
    staves.length === 0 &&
    score?.parts.some((p) => p.staves >= 3) &&
    splitSentences(question).some(
      (q) => ((ORGAN_PEDALS.test(q) && /\?\s*$/.test(q)) || PEDAL_PART.test(q)) && !/,/.test(q),
    ) &&
    !OTHER_LINE.test(question)
  )
    staves = [{ staff: 3, index: -1, end: -1 }];
  // "Is the left hand in treble anywhere?": a hand named beside a bare clef name, as in a reply.
  const found = findValueMentions(question, {
    bareClefNames: /\bclefs?\b/i.test(question) || staves.length > 0,
  });
  const rests = found.length === 0 ? RESTS_ASKED.exec(question) : null;
  const values: ValueMention[] = rests
    ? [{ property: "notes", value: "absent", index: rests.index, end: rests.index + rests[0].length }]
    : found;
  const property =
    values[0]?.property ?? PROPERTY_WORDS.find(([pattern]) => pattern.test(question))?.[1] ?? null;
  const named = groups.find((g) => g.runs !== null);
  // "Is there pedal anywhere besides bar 4?": every bar but those the question sets aside.
  // ("Top note in the pedals? And any dynamics besides the opening mf?": of one question of several,
  // which the answer answers is not said.)
  const setAside =
    named && SET_ASIDE.test(question.slice(Math.max(0, named.index - 24), Math.max(0, named.index)));
  const besides = setAside && splitSentences(asking || question).length < 2;
  const runs = besides
    ? (withoutBars(null, named.runs!, score) ?? null)
    : setAside
      ? null
      : (named?.runs ?? bareBars(question, score) ?? startAsked(question, score));
  return {
    runs,
    staff: staves[0]?.staff ?? null,
    part: onePart(findPartMentions(question, score)),
    property,
    properties: [
      ...new Set([
        ...values.map((v) => v.property),
        ...PROPERTY_WORDS.filter(([pattern]) => pattern.test(question)).map(([, p]) => p),
      ]),
    ],
    values,
    unplaced: runs || setAside ? null : unnumberedPlace(asking || question),
    anywhere: SOMEWHERE.test(asking || question),
    count: asksLength(question),
    barsOfOneQuestion:
      (ANYWHERE.test(asking) && barsOfOne(asking, placed)) ||
      barsOfSome(asking, placed, score) ||
      Boolean(setAside && !besides),
    staffOfOneQuestion: staves.length > 0 ? askedOfThePiece(asking) : [],
    apart: splitSentences(asking).filter((q) => asksProperty(q)).length > 1 || /\bor\b/i.test(asking),
    action: ACTION_ASKED.test(asking || question),
    setsApart: SETS_APART.test(asking || question),
    hypothetical: HYPOTHETICAL_CHANGE.test(asking || question),
    gone: GONE.test(asking || question),
    only: ONLY_ASKED.test(asking || question),
  };
}

// A condition opened before a word and not closed by a sentence's end.
const IN_CONDITION =
  /\b(?:only\s+if|unless|as\s+long\s+as|so\s+long\s+as|provided(?:\s+that)?|without\s+(?:touching|changing|moving|affecting|disturbing)|clash(?:es|ing)?\s+with)\b[^.;?!]*$/i;

const HYPOTHETICAL_CHANGE =
  /\b(?:could|can|should|would|might|may)\s+(?:we|you|i|it|they|that|this|these|those|the\s+[\w♭♯ -]{1,30}?|bars?\s+\d[\d\s–-]*|[A-G](?:♭|♯|#|b|\s+flat|\s+sharp)?\s+(?:major|minor))\s+(?:go|move|change|switch|become|work|be\s+(?:changed|moved|transposed|put|set|written))\b/i;
const GONE =
  /\b(?:gone|removed|deleted|erased|cleared|missing|absent|disappeared|taken\s+(?:out|off|away)|no\s+longer|not\s+there)\b/i;
const ONLY_ASKED = /\b(?:only|sole)\b/i;
const SETS_APART = /\b(?:besides|except(?:\s+for)?|other\s+than|apart\s+from|aside\s+from)\b/i;
const ACTION_ASKED =
  /\b(?:did|have|has|had)\s+(?:you|we|it|the\s+tool|that|this)\s+(?:\w+\s+)?(?:touch|chang|edit|mov|add|remov|delet|transpos|alter|modif|fix|put|set|tak|took|appl|undo|undid|revert|restor|drop|rais|lower|switch)\w*\b/i;

function asksProperty(question: string): boolean {
  return PROPERTY_WORDS.some(([pattern]) => pattern.test(question)) || findValueMentions(question).length > 0;
}

// "the second half", "near the end", "after the key change", "the coda", "that bar": a stretch of the
// piece the rules do not number.
const UNNUMBERED_PLACE =
  /\b(?:the\s+)?(?:(?:first|last|final|opening|closing)\s+(?:few\s+)?(?:bars|measures)|(?:first|second|last|final|other|middle|opening|closing|next|previous|[AB])\s+(?:half|section|phrase|ending|theme|strain|period|verse|chorus|passage|stretch)|(?:near|towards?|at|by)\s+the\s+(?:end|start|beginning|close)|(?:after|before|since|until|past)\s+the\s+(?:[\p{L}♭♯#/\d-]+\s+){0,2}?(?:change|modulation|double\s+bar|repeat|return|switch|cadence|climax|entry|entrance|fermata)|the\s+(?:coda|bridge|intro|introduction|outro|development|recapitulation|reprise|refrain|cadence|climax|transition|ending)|the\s+middle(?=\s+(?:of|section|bit|passage)\b|\s*[?.,!]|\s*$)|(?:that|this|the\s+same)\s+(?:bar|measure)(?!\s*\d))\b/iu;

/** Whether the text names a stretch of the piece the rules do not number ("the ending"). */
export const namesUnnumberedPlace = (text: string): boolean => UNNUMBERED_PLACE.test(text);

/** The place a question names without numbering its bars ("Any pedal in the second half?"), with
 * the properties its own question asks of there (none: whatever the answer says). */
function unnumberedPlace(asking: string): Asked["unplaced"] {
  const m = UNNUMBERED_PLACE.exec(asking);
  if (!m) return null;
  // ("What key is it in? And is there any pedal in the second half?": the half is the pedal's.)
  const own =
    splitSentences(asking)
      .flatMap((q) => q.split(QUESTION_JOIN))
      .find((q) => q.includes(m[0])) ?? asking;
  const properties = [
    ...new Set([
      ...PROPERTY_WORDS.filter(([pattern]) => pattern.test(own)).map(([, p]) => p),
      ...findValueMentions(own).map((v) => v.property),
    ]),
  ];
  // ("What key is that bar in?": a bar pointed at is the place of what its question asks, and of
  // nothing else the answer says.)
  if (POINTED_BAR.test(m[0]) && properties.length === 0) return null;
  return { words: m[0], properties };
}
const POINTED_BAR = /^(?:that|this|the\s+same)\s/i;

// ("No pedal anywhere in the piece.": the answer's own scope. "Yes, throughout." may be the half's.)
const WHOLE_PIECE =
  /\b(?:piece|score|whole|entire|movement|study|(?:beginning|start)\s+to\s+(?:end|finish)|first\s+bar\s+to\s+the\s+last)\b|\bthe\s+music\b/i;

/** Whether a claim that names no place of its own is of the stretch the question named without
 * numbering it: "No." or "Yes, in bar 15 only." to "Any pedal in the second half?". */
export function placedByQuestion(c: ExtractedClaim, place: Asked["unplaced"]): boolean {
  return (
    place !== null &&
    !WHOLE_PIECE.test(c.text) &&
    (place.properties.length === 0 || place.properties.includes(c.subject.property))
  );
}

/** Whether one question names bars and another, of the whole piece, none. */
function barsOfOne(asking: string, placed: (q: string) => boolean): boolean {
  const questions = splitSentences(asking);
  return questions.some(placed) && questions.some((q) => ANYWHERE.test(q) && !placed(q));
}

/** The properties a question asks of the whole piece where another question names a staff ("… the
 * top note of the piece? And how low does the left hand go …?"); a question naming neither goes on
 * with the staff ("… in the right hand? And the lowest?"). */
function askedOfThePiece(asking: string): Property[] {
  const questions = splitSentences(asking)
    .filter((q) => /\?\s*$/.test(q))
    .flatMap((q) => q.split(QUESTION_JOIN));
  if (questions.length < 2 || !questions.some((q) => findStaffMentions(q).length > 0)) return [];
  return questions
    .filter((q) => findStaffMentions(q).length === 0 && PIECE_NAMED.test(q))
    .flatMap((q) => [
      ...PROPERTY_WORDS.filter(([pattern]) => pattern.test(q)).map(([, p]) => p),
      ...findValueMentions(q).map((v) => v.property),
      ...(TOP_OR_BOTTOM.test(q) ? (["notes"] as const) : []),
    ]);
}
const PIECE_NAMED = /\b(?:the|this)\s+(?:whole\s+|entire\s+)?(?:piece|score|song|music|movement)\b/i;
const TOP_OR_BOTTOM = /\b(?:top|bottom|highest|lowest)\b/i;

/** "What's the lowest note in the left hand? And what interval do the first two right-hand notes of
 * bar 1 make?": questions of which only some name bars, each asking of its own property. */
function barsOfSome(asking: string, placed: (q: string) => boolean, score?: ScoreContext): boolean {
  const questions = splitSentences(asking).filter((q) => /\?\s*$/.test(q));
  return (
    questions.length > 1 &&
    questions.some(placed) &&
    // ("… in bars 5-6: still bass clef? Which notes?": a question naming no subject of its own goes on
    // with the one before.)
    questions.some(
      (q) =>
        !placed(q) &&
        asksProperty(q) &&
        (findStaffMentions(q).length > 0 || findPartMentions(q, score).length > 0 || ANYWHERE.test(q)),
    )
  );
}

const OTHER_LINE = /\b(?:melody|tune|top\s+line|manuals?|soprano|alto|tenor|bass\s+line)\b/i;
const ORGAN_PEDALS = /\b(?:the|its)\s+pedals?\b(?!\s+(?:marks?|markings?|signs?|brackets?|lines?))/i;
// ("Give me a rundown of the pedal part." of an organ: its pedal staff, asked or not.)
const PEDAL_PART = /\b(?:the|its)\s+pedal\s+part\b/i;

// ("Is the left hand ever in treble clef?", not "… bass throughout?": whether a value is in some bar.)
const SOMEWHERE = /\b(?:ever|anywhere|at\s+any\s+point|somewhere)\b/i;
// "Is the left hand ever in treble clef?": a question of the whole piece.
const ANYWHERE = /\b(?:ever|anywhere|at\s+any\s+point|at\s+all|throughout|whole\s+(?:piece|score))\b/i;

const SET_ASIDE =
  /\b(?:besides|except(?:\s+for)?|other\s+than|apart\s+from|aside\s+from|outside(?:\s+of)?|but|beyond)\s+(?:in\s+|at\s+)?(?:the\s+)?$/i;

// "What key and time does it start in?": what the first bar has. "What key sig do we end in?": the
// last bar's sign (what a part "ends on" is its last note, not a bar's).
const ASKS_OF = String.raw`\b(?:what|which)\b[^?]*\b(?:does|do|did)\s+(?:it|we|the\s+(?:[\w-]+\s+){0,2}(?:piece|score|music|song|movement|part|hand|staff))\s+`;
const STARTS_IN = new RegExp(String.raw`${ASKS_OF}(?:start|begin|open)\s+(?:in|with|on)\b`, "i");
const ENDS_IN = new RegExp(String.raw`${ASKS_OF}(?:end|finish|close)\s+(?:up\s+)?in\b`, "i");
const SIGN_ASKED = /\b(?:key|keys|signatures?|sig|time|meter|metre|clefs?)\b/i;

function startAsked(question: string, score?: ScoreContext): BarRange[] | null {
  if (STARTS_IN.test(question)) {
    const first = score?.firstBar ?? 1;
    return [{ from: first, to: first }];
  }
  if (score && ENDS_IN.test(question) && SIGN_ASKED.test(question))
    return [{ from: score.lastBar, to: score.lastBar }];
  return null;
}

// "Time sig from 13?", "LH clef in 9–10?", "Did the pedal in 5-6 really go in?": a terse message
// from the person names bars by number alone.
const BARE_BARS =
  /\b(from|in|at)\s+(\d{1,4})(?:\s*[–-]\s*(\d{1,4}))?\b(?!\s*(?:[/:%]|bpm|beats?|sharps?|flats?|notes?)|\.\d)/i;

/** The bars a person's message names by number alone: "from 13" to the last bar, "in 9–10", "at 12". */
export function bareBars(question: string, score?: ScoreContext): BarRange[] | null {
  const m = BARE_BARS.exec(question);
  if (!m) return null;
  const from = Number(m[2]);
  const to = m[3] !== undefined ? Number(m[3]) : m[1]!.toLowerCase() === "from" ? score?.lastBar : from;
  return to === undefined || to < from || (score && to > score.lastBar) ? null : [{ from, to }];
}

/** The part a message names, when it names one: "my song for voice and piano" names none in particular. */
function onePart(mentions: PartMention[]): PartMention | null {
  const first = mentions[0];
  if (!first) return null;
  const same = (m: PartMention) =>
    first.part !== null ? m.part === first.part : m.name.toLowerCase() === first.name.toLowerCase();
  return mentions.every(same) ? first : null;
}

// An answer that agrees and says no value of its own: "Yes — in bars 9 and 10.", "Yes, throughout."
const AGREES = /^(?:yes|yep|yeah|correct|that's\s+right|right|indeed|it\s+(?:is|does)|they\s+(?:are|do))\b/i;
// A fragment that only names bars: "Bars 6 to 8." answering "Which bars are in 5/4?", "At bar 7."
// answering "When does the LH go back to bass clef?", "Bars 13 to 16, the last four." (the bars
// counted again), "Only in bar 8, under the left hand." answering "Any pedal markings?".
const ONLY_BARS =
  /^(?:(?:only|just)\s+)?(?:(?:in|at|from|on|under)\s+)?(?:bars?|measures?|mm?\.)\s*\d{1,4}(?:\s*(?:,|–|—|-|to|through|and|&)\s*(?:(?:in\s+|at\s+)?(?:bars?|measures?|mm?\.)\s*)?\d{1,4})*(?:\s+only)?(?:\s*(?:,|\(|—|–)\s*the\s+(?:first|last|final|opening|closing)\s+(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+(?:bars|measures))?\)?)?(?:\s*,?\s*(?:in|under|on|for)\s+(?:the\s+)?(?:(?:left|right)[\s-]hand|(?:upper|lower|top|bottom|pedal)\s+staff))?\.?$/i;
// "Yes" alone, with the bars in a clause after it: the clause after says it.
const BARE_AGREEMENT = /^(?:yes|yep|yeah|correct|right|indeed)[.!]?$/i;

/** Whether a reply's clause says the question's own values of the bars it names (or of the bars asked). */
export function repeatsQuestion(clause: string, last: boolean): boolean {
  const c = clause.trim();
  if (!last && BARE_AGREEMENT.test(c)) return false;
  if (AGREES.test(c)) return true;
  const bars = ONLY_BARS.exec(c);
  // (The bars counted again must be as many as those numbered: "Bars 13 to 16, the last three" is
  // not read.)
  return bars !== null && (bars[1] === undefined || countOf(c) === numberOf(bars[1]));
}

/** How many bars the numbers of a fragment name: "Bars 13 to 16" four, "bars 2 and 5" two. */
function countOf(fragment: string): number {
  return findBarGroups(fragment).reduce(
    (n, g) => n + (g.runs ?? []).reduce((k, r) => k + r.to - r.from + 1, 0),
    0,
  );
}

const NUMBER_ANSWER =
  /^(?:it\s+has\s+|there\s+are\s+)?(\d{1,4}|twenty(?:[\s-]\w+)?|thirty(?:[\s-]\w+)?|forty(?:[\s-]\w+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b\.?(?:\s*(?:bars|measures))?\.?$/i;

/** "Twenty." answering "How many bars does it have?": the number said. */
export function countAnswer(clause: string): string | null {
  return NUMBER_ANSWER.exec(clause.trim())?.[1] ?? null;
}
