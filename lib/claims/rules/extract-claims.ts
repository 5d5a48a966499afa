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
//   subject; in a read's text that label scopes its whole line (see subject/labels.ts).
// - Slurs, bowings, fingerings and other markings the reading does not model are claims with
//   property "other" (unverifiable) where the clause places them in bars and describes the score.
// - Remarks about music in general ("Cellists read tenor clef …") are not claims.
// - An elliptical clause ("…, and the right hand too", "as is bar 5", "The same goes for bar 10.")
//   says the clause before's values again of the subject it names, keeping the bars, staff and part it
//   does not name; naming a part drops the staff. It needs a marker ("too", "also", "as well",
//   "likewise", "as is", "the same goes for") and no other words: "and the right hand" alone, "but not
//   the right hand" and "I checked bar 5 too" say nothing of a value.
import type { BarRange, ExtractedClaim, Property, Subject } from "../claim.ts";
import { withBeforeStates } from "./before-values.ts";
import { comparedVersions, NAMES_VERSION, namedVersions } from "./restores.ts";
import {
  barsNoClaimTook,
  carveExceptions,
  carveLaterBars,
  opensExceptionList,
  type ExceptionList,
} from "../exceptions.ts";
import { isQuestion } from "../mood.ts";
import { askedSubject, askingText, placedByQuestion, type Asked } from "../question.ts";
import { unreadReason, withoutLandmarkTail } from "../certainty/read-all.ts";
import { unusedWord } from "../certainty/unused-words.ts";
import {
  notesFromABar,
  pastTheLastBar,
  valueAtAChange,
  valueOfChangeAfter,
} from "../certainty/relative-places.ts";
import {
  entryElsewhere,
  lineByRole,
  noteOfAnotherLine,
  bracketOfAnotherPart,
  partsOfAList,
  pointedValueElsewhere,
  pronounOfTwoStaves,
  pronounOfTwoParts,
} from "../certainty/carried-subjects.ts";
import { numberOf } from "../numbers.ts";
import { readCoverage } from "../read-coverage.ts";
import { findPartMentions, type PartMention } from "../subject/parts.ts";
import { LINE_ROLE } from "../subject/roles.ts";
import { asideWithValue } from "./clause-subject.ts";
import { splitLines, splitSentences } from "../sentences.ts";
import { NUMBERED_BAR, barsOverlap, findBarGroups, hullOf, sameRange } from "../subject/bars.ts";
import { headingSubject, subjectLabel, type SubjectLabel } from "../subject/labels.ts";
import { placeMelody, placePeak } from "../subject/roles.ts";
import type { ScoreContext } from "../subject/score-context.ts";
import { mayHeadList, opensEditList, opensPlanList, saysDone } from "./list-headings.ts";
import { proposesChange } from "../confirmation.ts";
import type { MessageState } from "./message-state.ts";
import { CHANGES_HERE } from "../match-values.ts";
import { asksForChange } from "../confirmation.ts";
import { MARKS } from "./clause-values.ts";
import { scopeOpeningValues } from "./opening-values.ts";
import { pieceClauseOf, pitchFrame, soundedNote } from "./pitch-frame.ts";
import { ALL_PARTS, NO_OTHER, OTHER_THAN_SAID, readSentence, STAFFED } from "./read-sentence.ts";
import { findStaffMentions, keyboardPart } from "../subject/staves.ts";
import { findValueMentions } from "../values/find.ts";

// "bar 1: treble\nbar 2: treble\nbar 3: bass": a read whose every line gives a bar one clef's name.
const CLEF_NAME_LINES =
  /^(?:\s*(?:bars?|mm?\.)\s*\d{1,4}(?:\s*[-–]\s*\d{1,4})?\s*:\s*(?:treble|bass|alto|tenor)\s*(?:\n|$))+$/i;

// A clef's name alone, as a person says it of a clef asked about before ("… in bar 4 is bass").
const BARE_CLEF =
  /\b(?:treble|bass|alto|tenor)\b(?!\s+(?:notes?|line|part|voice|staff|register|range|player))/i;

export function extractClaims(
  text: string,
  source: "assistant" | "read",
  score?: ScoreContext,
  around: {
    question?: string;
    covers?: BarRange | null;
    staff?: number | null;
    request?: boolean;
    /** The text answers one about clefs: a bare "bass" is a clef ("Bar 5 is bass." after "treble from bar 5"). */
    clefWords?: boolean;
    before?: string;
    part?: string;
  } = {},
): ExtractedClaim[] {
  const { question, covers } = around;
  const claims: ExtractedClaim[] = [];
  // The person's message names the staff and part of the turn; a question also its bars and values.
  const said = source === "assistant" && question ? askedSubject(question, score) : null;
  // ("Run me the LH changes for mm. 7–12.": asked to be shown, as a question asks.)
  // ("What key is the clarinet in at the start? Written key, please.": a sentence of it asks.)
  const asked =
    said && (isQuestion(question!) || askingText(question!) !== "" || SHOW_ME.test(question!)) ? said : null;
  const readPart = source === "read" ? askedPart(around.part, score) : null;
  const message: MessageState = {
    source,
    readPart,
    readStaff: source === "read" ? (around.staff ?? null) : null,
    score,
    claims,
    asked,
    questionOnly: asked !== null && !asksForChange(question!),
    topic: {
      // ("It's treble in version 2." to "The right hand still shows a bass clef in bar 10.": "it" is
      // what the person spoke of, a statement's bars as a question's.)
      runs: asked?.runs ?? said?.runs ?? null,
      staff: said?.staff ?? (source === "assistant" ? around.staff : null) ?? null,
      part: said?.part ?? readPart,
      property: asked?.property ?? null,
    },
    spoken: [],
    severalParts: false,
    statements: [],
    doneUntil: -1,
    bareDoneAt: -1,
    si: -1,
    editItem: false,
    request: source === "assistant" && around.request === true,
    // A read whose text speaks of clefs ("Staff 2 clefs:", "clef per bar") lists them as bare names.
    ...(source === "read" && covers !== undefined && { covers }),
    clefWords:
      around.clefWords === true ||
      (source === "read"
        ? /\bclefs?\b/i.test(text) || CLEF_NAME_LINES.test(text)
        : said !== null &&
          (/\bclefs?\b/i.test(question!) ||
            // ("Which clef …?", then "That's wrong — the left hand in bar 4 is bass.": still of clefs.)
            (around.before !== undefined && /\bclefs?\b/i.test(around.before) && BARE_CLEF.test(question!)))),
  };

  // Only an assistant's message can head a list of edits it made, or of edits it proposes.
  const items = source === "assistant" && mayHeadList(text) ? [] : undefined;
  const lines = splitLines(
    source === "read" ? withBarNumbers(text.replace(BAR_DASH_STAFF, "$1: "), score) : text,
    items,
  );
  let editList = false;
  let planList = false;
  let exceptions: ExceptionList | null = null;
  let heading: SubjectLabel | null = null;
  // "Bar 4 after the edit:" — a line that names bars above what follows, in words the rules do not
  // take for a heading: the lines under it that name no bars may speak of those bars.
  let leadIn: { text: string; line: number } | null = null;
  let lineLead: LeadSubject | null = null;
  let firstLineEnd = 0;
  const offered = items ? offeredItems(lines, items) : null;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    const lineStart = claims.length;
    if (offered?.has(n)) continue;
    // Under a heading of edits proposed, no item is a claim, until a line that is no item.
    planList = planList && items![n]!;
    if (planList) continue;
    // Under a heading of edits made, every item reports an edit, until a line that is no item.
    editList = editList && items![n]!;
    message.editItem = editList;
    if (editList) message.doneUntil = Math.max(message.doneUntil, message.si + line.length);
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
    // ("Bar 12: 4/4. RH: whole-bar rest.": in a read, a label naming no bars after the line's bar
    // label is of that bar.)
    const barsOfLine = source === "read" && first?.bars ? first : null;
    line.forEach((sentence, i) => {
      const label = labels[i] ?? null;
      const own = i > 0 && label && !label.bars && barsOfLine ? underHeading(label, barsOfLine) : label;
      const scope = underHeading(own ?? lineScope, ownHeading ? null : heading);
      const from = claims.length;
      readSentence(message, sentence, label, scope);
      // ("**From m. 9:**" over "Meter stays 6/8 to the end.": the sentence's own reach, from the one bar
      // the heading gives, is not read; "throughout" under "Bars 9–12:" is those bars.)
      const reach = scope?.bars?.runs && !label ? OWN_REACH.exec(sentence) : null;
      if (reach)
        for (const c of claims.slice(from))
          if (
            c.subject.bars &&
            scope!.bars!.runs!.some((r) => r.from === r.to && r.from === c.subject.bars!.from)
          )
            c.uncertain ??= `could not tell how far '${reach[0]}' reaches from the bars the heading names`;
    });
    // (The line right under it, and the rows or items after that; prose after them is its own.)
    const last = line[line.length - 1]!;
    const prose = /[.!?]$/.test(last);
    if (leadIn && !ownHeading && (!prose || n === leadIn.line + 1))
      for (const c of claims.slice(lineStart))
        if (c.subject.bars === null)
          c.uncertain ??= `could not tell whether it speaks of the bars of '${leadIn.text}'`;
    // ("Here's the pedal line in mm. 1–8:" over "- mm. 1–2: tacet.": the items under a lead-in that
    // names a line of its own speak of that line, not of every staff.)
    const under: LeadSubject | null = lineLead && !ownHeading && items?.[n] ? lineLead : null;
    lineLead = under;
    if (under)
      for (const c of claims.slice(lineStart))
        if (c.subject.staff === null && c.subject.part === null && STAFFED.has(c.subject.property)) {
          if (under.staff !== null || under.part !== null)
            c.subject = { ...c.subject, staff: under.staff, part: under.part };
          else c.uncertain ??= `could not tell which staff '${under.text}' names`;
        }
    // A line of the assistant's own that names no claim and ends in a colon leads into what follows.
    const leads =
      source === "assistant" &&
      line.length === 1 &&
      !ownHeading &&
      claims.length === lineStart &&
      last.endsWith(":");
    leadIn =
      leads &&
      !WHOLE_PIECE_LEAD.test(last) &&
      findBarGroups(last, score).some((g) => g.runs !== null && !g.unresolved)
        ? { text: last, line: n }
        : leadIn && !prose
          ? leadIn
          : null;
    if (leads && LEAD_NAMES_LINE.test(last)) lineLead = leadSubject(last, score);
    scopeOpeningValues(claims, lineStart, score);
    carveLaterBars(claims, lineStart, score);
    // (The first line that gives a clef, key or time: a heading above it, "Piano, staff 2 — clef
    // changes", gives none.)
    if (
      firstLineEnd === 0 &&
      claims.slice(lineStart).some((c) => SIGNS.has(c.subject.property) && c.kind === "state")
    )
      firstLineEnd = claims.length;
    // "The left hand is in bass clef throughout, with these exceptions:" and a list under it: the
    // list's bars are carved out of the line's claims once the list ends.
    if (exceptions && !items![n]!) exceptions = carveExceptions(claims, exceptions, score);
    if (items !== undefined && opensExceptionList(line[line.length - 1]!))
      exceptions = { head: claims.slice(lineStart), from: claims.length };
    editList ||= items !== undefined && opensEditList(line[line.length - 1]!);
    planList = items !== undefined && opensPlanList(line[line.length - 1]!);
  }
  if (exceptions) carveExceptions(claims, exceptions, score);
  if (said && source === "assistant") markSaidThere(claims, text, said);
  // (A read's "treble / bass clefs" names each staff before what each line covers is worked out.)
  if (source === "read") staffPerSlash(claims, score);
  // Where the read's bars are known (null: it named none, so the whole piece).
  if (source === "read" && covers !== undefined)
    readCoverage(
      claims,
      firstLineEnd,
      covers,
      score,
      around.staff ?? null,
      CHANGES_ONLY.test(text) || (CHANGES_HEADING.test(text) && everyLineRead(text, claims)),
    );
  const ranged =
    asked && question ? qualifyShortAnswers(claims, question, asked.runs) : new Set<ExtractedClaim>();
  if (asked?.runs) throughAskedBar(claims, asked.runs);
  // "That's wrong, bar 6 is bass." after "Where does staff 2 go treble?": the staff the turn before
  // spoke of may still be meant by a claim that names none — and that no sentence before it in the
  // message names (a table of the left hand after it does not place it).
  const before = around.before === undefined ? null : subjectBefore(around.before, score);
  if (before !== null && said?.staff == null)
    for (const c of claims)
      if (
        !findStaffMentions(text.slice(0, Math.max(0, text.indexOf(c.text)))).some((m) => m.staff !== null) &&
        c.subject.staff === null &&
        c.subject.part === null &&
        c.partName === undefined &&
        STAFFED.has(c.subject.property)
      )
        (c.readings ??= []).push({
          part: before.part,
          staff: before.staff,
          name: `staff ${before.staff}, which the turn before spoke of`,
        });
  // "What clef is the LH in at m. 7?" — "… The RH in m. 7 starts on A4. M. 8 is back in the F clef.":
  // the staff the sentence before named, or the one the question asked about.
  const askedStaff = said?.staff ?? null;
  // ("E5, in bar 9." to "What's the top note of the piece? And how low does the left hand go in bar
  // 7?": the hand is the second question's, and this answer may be the first's.)
  if (askedStaff !== null)
    for (const c of claims)
      if (
        c.subject.staff === askedStaff &&
        said!.staffOfOneQuestion.includes(c.subject.property) &&
        !staffSaidBy(text, c)
      )
        c.uncertain ??= `could not tell which of the person's questions the answer answers: only one names staff ${askedStaff}`;
  if (askedStaff !== null)
    for (const c of claims)
      if (
        c.subject.staff !== null &&
        c.subject.staff !== askedStaff &&
        STAFFED.has(c.subject.property) &&
        findStaffMentions(c.text).length === 0
      )
        (c.readings ??= []).push({
          staff: askedStaff,
          name: `staff ${askedStaff}, which the question asked about`,
        });
  notesBarByBar(claims);
  samePlaceDoubt(claims, score);
  besidesEdits(claims);
  besidesRestores(claims, text);
  noneUntil(claims);
  // ("- Before: D5 B4 G4" over "- Now: D4 B3 G3": a list's "before" line, findings.md "Before and
  // after".)
  for (const c of claims) if (c.kind === "state" && BEFORE_LABEL.test(c.text)) c.before = true;
  // ("Romance, Clarinet in B♭ (written pitch), by bar ranges:": a read's heading frames its lines.)
  const framed = source === "read" ? headingFrame(text) : questionFrame(question);
  const frame = framed
    ? {
        frame: framed,
        untilSaid: source === "assistant",
        only: source === "read" ? null : framedProperty(question),
      }
    : null;
  return withBeforeStates(
    otherThanAsked(
      restsAndNotesAtOnce(
        elidedPeaks(
          withCertainty(
            dedupe(claims),
            score,
            said?.part ?? null,
            text,
            ranged,
            frame,
            question ?? "",
            asked?.unplaced ?? null,
          ),
        ),
        score,
      ),
      asked,
    ),
  );
}

/** "One way to do it:\n- Violin II and viola: pp → ppp at bar 7\nWant me to make that change?": the
 * items of the list right before a proposal are ideas offered, not claims (findings.md, "Not claims"),
 * unless a heading says they were done. */
function offeredItems(lines: string[][], items: boolean[]): Set<number> {
  const out = new Set<number>();
  const asks = lines.findLastIndex((line) => {
    const last = line[line.length - 1] ?? "";
    return isQuestion(last) && proposesChange(last);
  });
  let k = asks - 1;
  while (k >= 0 && items[k]) {
    // ("- Bar 4: treble clef." says what the score has; "- Violin II: pp → ppp" what would change.)
    if (lines[k]!.some((sentence) => OFFERED_CHANGE.test(sentence))) out.add(k);
    k--;
  }
  const heading = k >= 0 ? lines[k]![lines[k]!.length - 1]! : "";
  return out.size > 0 && !opensEditList(heading) && !saysDone(heading) ? out : new Set();
}
// A change written as one: an arrow, or an item opening with the verb of what to do.
const OFFERED_CHANGE =
  /→|->|^\W*(?:[\w\s'’.,–-]{0,40}:\s*)?(?:keep|leave|add|remove|move|put|set|change|make|transpose|raise|lower|drop|switch|use|mark)\b/i;

// "in 13–16", "7–8 stay treble": a range of numbers that may name bars without their word.
// ("its only pedalled bars are 1 and 9": numbers the word "bars" stands apart from.)
const BARE_RANGE =
  /(?:^|\b(?:in|at|from|for|across|over|through|throughout|between|within)\s+)(\d{1,4}\s*(?:–|—|-|to|through)\s*\d{1,4})\b(?!\s*\/|\.\d)|\b(?:bars|measures)\s+(?:are|were)\s+((\d{1,4})(?:\s*(?:,|and|&)\s*\d{1,4})+)\b/gi;

/** A bare range neither the sentence's bar mentions nor the claim's bars (a table's "Bars" column)
 * take in: bars said, but placed nowhere. */
function unplacedRange(c: ExtractedClaim, score?: ScoreContext): string | null {
  const text = c.text.replace(/^[\s\-*•>|#]+/, "");
  for (const m of text.matchAll(BARE_RANGE)) {
    const said = m[1] ?? m[2]!;
    const [from, to] = said.split(/\s*(?:–|—|-|to|through)\s*/i).map(Number);
    if (m[1] && c.subject.bars && c.subject.bars.from === from && c.subject.bars.to === to) continue;
    const at = m.index + m[0].length - said.length;
    if (!findBarGroups(text, score).some((g) => g.index <= at && at < g.end)) return m[0].trim();
  }
  return null;
}
// "none in mm. 7–8 or 11–12", "no pedal in bar 3 or bar 4": within one clause after the negation.
const NEGATED_OR = /(\b(?:no|none|not|never|nowhere|neither)\b[^,;:]*?\b)or\b/gi;
const NEGATED = /\b(?:didn't|did\s+not|haven't|have\s+not|hasn't|has\s+not|never|nothing|neither|no)\b/i;
// "The piece is in 3/4, the final one in 2/4", "the ending is in D major": an edge of the piece said
// of a claim left unplaced.
const EDGE_IN =
  /\b(?:(?:end(?:s|ed|ing)|clos(?:es|ed|ing)|finish(?:es|ed|ing))(?:\s+up)?|(?:the|an|its)\s+(?:end|ending|close|finish)(?:\s+(?:is|was))?|(?:the\s+)?(?:final|last)\s+one(?:\s+(?:is|was))?)\s+in\s+(?=[A-G](?:[#♭♯b]|-?flat|-?sharp)?\s+(?:major|minor)|\d{1,2}\/\d{1,2}|(?:treble|bass|alto|tenor)\b)/i;

// "The D major opening", "the middle section": a stretch the rules do not number.
const UNNUMBERED_STRETCH =
  /\bthe\s+(?:[\w♭♯-]+\s+){0,3}?(?:opening|ending|beginning|close|intro|introduction|coda|middle|section|passage|phrase|half|stretch)\b(?!\s+(?:of\s+)?(?:bars?|measures?|mm?\.)\s*\d)/i;
// "p throughout", "mf from start to finish": a level said of every bar.
const LEVEL_THROUGHOUT =
  /\bthroughout\b|\ball\s+the\s+way(?:\s+through)?\b|\bthe\s+whole\s+way\b|\b(?:from\s+)?start\s+to\s+(?:finish|end)\b|\bin\s+every\s+(?:bar|measure)\b/i;
// "Tenor comes in at m. 4": a clef's name before an entry verb.
const CLEF_ENTERS =
  /\b(treble|bass|alto|tenor)\s+(?:(?:only|now|then|finally|also|first|just|still)\s+)?(?:comes?\s+(?:back\s+)?in|came\s+(?:back\s+)?in|enters?|entered)\b/i;
// "The last four are in G major": bars counted from an edge, with no word for them.
const COUNTED_SPAN =
  /\b(?:the\s+)?(?:first|last|final|opening|closing)\s+(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?![\/\d]|\s+(?:bars?|measures?)\b)/i;
const COUNTED_NO_NOUN =
  /(?:\bthe\s+|^\W*|[,;:]\s*)(?:first|last|final|opening|closing)\s+(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?!\s+(?:bars?|measures?)\b)/i;
// ("Written for the clarinet, that's E major.": what the answer's first sentence spoke of.)
const SAID_BEFORE = /\b(?:that|it|this)(?:['’]s|\s+is|\s+would\s+be)\b/i;
// ("G4 B♭4 E♭5 / E♭5", "G4, B♭4 and E♭5, then a held E♭5": a group of notes for each bar.)
const NOTES_PER_BAR =
  /[A-G](?:[#♯♭b]|-?flat|-?sharp)?\d\s*(?:\/|,?\s+then\s+(?:an?\s+)?(?:held\s+|long\s+|tied\s+)?)\s*[A-G](?:[#♯♭b]|-?flat|-?sharp)?\d/;
const NOTES_MOVED =
  /\b(?:octaves?|semitones?|transpos\w*|(?:a\s+)?(?:whole\s+)?tone\s+(?:lower|higher|up|down))\b/i;
const UNSTARTED_END =
  /\b(?:through\s+to|to|until|till|up\s+to)\s+the\s+(?:very\s+)?(?:end|final\s+(?:bar|double\s+bar)|last\s+bar|double\s+bar)\b/i;
const STARTED =
  /\bfrom\s+(?:the\s+)?(?:very\s+)?(?:start|beginning|top|opening|first\s+bar)\b|\bfrom\s+(?:bars?|measures?|mm?\.)\s*\d|\b(?:whole|entire|throughout|all\s+the\s+way)\b/i;
const SEVENTH_CHORDS = /(?<![\w#♯♭-])[A-G](?:[#♯♭b])?7(?![\d\w])/g;
const BARE_PEDAL =
  /\bpedals?\b(?!\s*(?:marks?|markings?|signs?|brackets?|lines?|staff|stave|board|down|up|off|on)\b)/i;
const POINTED_SIGN =
  /^\W*(?:(?:for|in|on)\s+(?:the\s+)?[\w♭♯ -]{1,30}?,?\s+)?(that|this)(?:['’]s|\s+is|\s+was|\s+sounds|\s+reads)\b/i;
const WHOLE_SAID =
  /\b(?:throughout|whole|entire|everywhere|all\s+the\s+way|from\s+(?:start|beginning)|every\s+bar)\b/i;
// (Not "with this change, …", a consequence said of the piece.)
const CHANGE_POINTED_AT =
  /(?<!\b(?:with|after|since|following|before)\s+)\bthe\s+same\s+(?:key\s+|clef\s+|time\s+)?(?:change|modulation|switch|shift)\b/i;
const PITCH_NAME = String.raw`[A-G](?:♭|♯|#|b)?-?\d`;
// The pitch before and the one after "is", with no other pitch between: "the D♭5 … is a G♭4".
const PITCH_IS_PITCH = new RegExp(
  String.raw`\b${PITCH_NAME}\b(?:(?!${PITCH_NAME})[^.;,]){0,40}?\b(?:is|becomes)\s+(?:an?\s+|the\s+)?${PITCH_NAME}(?![\w♭♯#])`,
  "i",
);
// "Sounding, …", "At concert pitch, …": one frame word before the sentence, for whatever it says.
const LEADING_FRAME = /^\W*(?:(?:at|in)\s+)?(?:sounding|concert|written)(?:\s+pitch)?\s*,/i;
const ONLY_GOT = /\bonly\b[^.;]{0,40}?\b(?:got|gets|received|receives|gained|gains)\b/i;
const AT_AN_EDGE = /\bat\s+the\s+(?:very\s+)?(?:start|beginning|opening|end)\b(?!\s+of\b)/i;
const SIGN_PRONOUN = /^\W*(its|it|it['’]s|their|they)\b/i;
// "for all 16 bars", "from the first bar to the last": every bar, said in other words.
const EVERY_BAR_NAMED =
  /\ball\s+(?:\d{1,4}|[a-z]+)\s+(?:bars|measures)\b|\bfrom\s+the\s+(?:first|opening)\s+(?:bar|measure)\s+to\s+the\s+(?:last|final)\b/i;
const POINTED_NOTE = /^\s*(?:that|this|it)(?=\s+(?:sounds?|is|was|reads?|becomes?)\b)/i;
// "There are three dynamics in the piece", "Those are the only two dynamics": a number of marks, which
// the rules do not count (a list of the marks' bars is read bar by bar).
const COUNTED_MARKS =
  /\b(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|a\s+couple\s+of|several)\s+(?:(?:other|more|separate|different)\s+)?(?:dynamics?|dynamic\s+(?:marks?|markings?)|pedal\s+(?:marks?|markings?)|tempo\s+(?:marks?|markings?)|markings?)\b/i;
const POINTED_BAR = /\bthe\s+(?:bar|measure)\s+(?:where|when|in\s+which|that|before|after)\b/i;
// ("The clarinet reads a tone higher, in C major": what the player reads is the written pitch, whatever
// pitch the question asked in.)
const ARROW_TO_NONE = /(?:->|→)\s*(?:none|nothing|no\s+\w+)\s*[.]?\s*$/i;
// ("Transposed bar 8 up a tone. The right hand now starts on G4.": "now" after an edit of other bars;
// "the entry now begins on E4" is the part's entry.)
const ENTRY_WORD = /\b(?:entry|entrance|comes?\s+in|enters?)\b/i;
/** The key's own clause speaks of the music and names no part. */
function saidOfThePiece(text: string, value: string | null, score: ScoreContext): boolean {
  const clause = pieceClauseOf(text, value);
  return clause !== null && findPartMentions(clause, score).length === 0;
}

const ENDS_OR_STARTS_ON =
  /\b(?:ends?|ending|ended|finish(?:es|ed)?|closes?|starts?|started|begins?|began|opens?|opened)\s+(?:\w+\s+)?on\s+(?:an?\s+|the\s+)?(?:written\s+|concert\s+)?[A-G]/i;
const INSTRUMENT_BOUND =
  /\b(?:below|above|under|over|beneath|beyond|outside|lower\s+than|higher\s+than)\s+(the\s+(?!(?:left|right|lower|upper|top|bottom)\b)(?:[\w♭♯-]+\s+){0,2}?(?!(?:hand|staff|stave|part|line|melody|passage|bar|piece|score|music|tune|phrase|section)['’])[\w♭♯-]+['’]s\s+(?:lowest|highest|bottom|top)\s+(?:written\s+|sounding\s+|concert\s+|possible\s+|playable\s+)?(?:note|pitch))\b/i;
// ("every bar, 1 through 12": the whole piece, in numbers.)
const LOOSE_NUMBER =
  /(?<!\b\d{1,4}\s+)\b(?:from|until|till|through|since)\s+\d{1,4}\b(?!\s*(?:\/|-|–|bars?\b|measures?\b|beats?\b|sharps?\b|flats?\b|times?\b|%|st\b|nd\b|rd\b|th\b|notes?\b|versions?\b|pages?\b|systems?\b|bpm\b))/i;
// ("bar 4 is the first treble bar. Its first note is D3.": "its" as "it".)
const IT_ENDS =
  /\b(?:it\s+(?:still\s+|now\s+|also\s+|then\s+)?|now\s+)(?:ends|finishes|closes|begins|starts|opens)\b(?!\s+the\s+(?:piece|score|song|movement|work))|\bits\s+(?:first|opening|last|final|closing)\s+(?:note|pitch|chord)\b/i;
// (Not where the score's state comes from: "Bars 5–6 have pedal too, from the earlier edit.")
const EARLIER_EDIT =
  /(?<!\b(?:from|since|of|after|before|by)\s+)\b(?:that|the\s+(?:previous|earlier|last|first|old)|my\s+(?:previous|earlier|last|first|old))\s+(?:edit|change|save|transposition|operation|call|attempt|try)\b/i;
const FRAME_WORD = /\b(?:concert|sounding|sounds?|sounded|written|notated|transposed|reads)\b/i;

/** The pitch a read's first line says its values are in: "(written pitch)", "at concert pitch". */
function headingFrame(text: string): "concert" | "written" | null {
  const first = text.split(/\r?\n/, 1)[0] ?? "";
  const written = /\bwritten\s+pitch\b|\(written\)/i.test(first);
  const concert = /\b(?:concert|sounding)\s+pitch\b|\((?:concert|sounding)\)/i.test(first);
  return written === concert ? null : written ? "written" : "concert";
}

/** What a question's frame word stands by: "change the concert key of bars 9–12" frames the key it
 * asks for, not notes said beside it; "at concert pitch" frames both. */
function framedProperty(question: string | undefined): "key" | "notes" | null {
  const by = /\b(?:concert|sounding|written)\s+(key|notes?|pitch(?:es)?)\b/i.exec(question ?? "");
  return by?.[1]?.toLowerCase() === "key" ? "key" : by && /^note/i.test(by[1]!) ? "notes" : null;
}

/** The pitch a question asks in: "Written key?", "What's that at concert pitch?". */
function questionFrame(question: string | undefined): "concert" | "written" | null {
  if (!question) return null;
  // ("F is concert. Written key?": the sentence that asks.)
  const asking = askingText(question) || question;
  const written = /\bwritten\b/i.test(asking);
  const concert =
    /\b(?:concert|sounding)\b|\bsounds?\s+(?:as|at)\b|\bsounds?\s+in(?=\s*(?:\?|at\b|from\b))/i.test(asking);
  return written === concert ? null : written ? "written" : "concert";
}

const SHOW_ME =
  /^\W*(?:(?:please|now|ok(?:ay)?|and|also|so)[\s,]+)*(?:(?:run|show|tell|give|walk)\s+(?:me|us)\b|(?:list|read\s+(?:out|back)|describe|summari[sz]e|outline|go\s+(?:through|over)|check)\b)/i;
// A highest or lowest note named: "the highest note", "the lowest LH note", "top soprano note".
const PEAK_WORD =
  /\b(?:highest|lowest|top|bottom)\s+(?:[\w'’♭♯#-]+\s+){0,2}?(?:notes?|pitch(?:es)?)\b|\b(?:highest|lowest)\b|\b(?:tops?|topped|bottoms?|bottomed)\s+out\b|\bpeak(?:s|ed|ing)?\s+(?:at|on)\b/i;

// What a question asks of a bar's notes: "What's the first note of bar 3?", "the lowest note?".
const ASKED_NOTE: [RegExp, string | null][] = [
  [
    /\b(?:first|opening)\s+(?:[\w-]+\s+){0,2}?(?:note|pitch)\b|\b(?:start|begin|open)s?\s+(?:on|with)\b|\b(?:come|enter)s?\s+in\b/i,
    "first ",
  ],
  [/\b(?:lowest|bottom)\s+(?:[\w-]+\s+){0,2}?(?:note|pitch)\b|\bbass\s+note\b/i, "bottom "],
  [/\b(?:highest|top)\s+(?:[\w-]+\s+){0,2}?(?:note|pitch)\b/i, "top "],
  // A note the rules have no check for: the answer is not read with certainty.
  [/\b(?:last|final)\s+(?:[\w-]+\s+){0,2}?(?:note|pitch)\b|\b(?:end|finish)(?:es)?\s+on\b/i, null],
];
const PITCH_NAMED = /\b[A-G](?:[#b♯♭]|-?flat|-?sharp)?-?\d\b|\bbars?\s+\d|\bm{1,2}\.\s*\d/i;
/** A note as the sentence may spell it: "Bb2" as "Bb2", "B♭2" or "B-flat2". */
function spelled(pitch: string): string {
  const accidentals = pitch.slice(1, -1).replace(/b/g, "(?:b|♭|-flat)").replace(/#/g, "(?:#|♯|-sharp)");
  return String.raw`\b${pitch[0]}${accidentals || "(?![#b♯♭])"}-?${pitch.at(-1)}`;
}

/** A pitch followed by its bar with no comma or article between: "G5 in m. 10" ("the A5 in m. 8" is
 * the note found there). */
const PEAK_IN_BAR = (pitch: string) =>
  new RegExp(
    String.raw`(?<!\bthe\s+(?:written\s+|concert\s+|sounding\s+|low\s+|high\s+)?)${spelled(pitch)}\s+(?:in|at)\s+(?:bar|measure|m\.)\s*\d`,
    "i",
  );
// A claim that names which note it means says so itself; one pointing back at a note said before
// ("That F2 opens bar 11.") is no answer in a word or two.
const NAMES_WHICH_NOTE =
  /\b(?:first|opening|last|final|lowest|highest|top|bottom|bass|starts?|begins?|opens?|ends?|closes?|finish(?:es)?|enters?|comes?)\b|\b(?:that|this)\s+(?:written\s+|concert\s+|sounding\s+)?[A-G](?:[#♯♭b]|-?flat|-?sharp)?-?\d\b/i;

// ("Bar 12 is C3, not C1." after "The lowest is C2.": a statement of what that bar has, not an answer
// in a word or two.)
const STATES_ITS_BAR =
  /^\W*(?:bar|measure|m\.)\s*\d{1,4}\s+(?:is|has|reads|plays|holds|now\s+(?:is|has|reads))\b/i;

/** "E5, in bar 3." to "What's the first note of bar 3?": the bare pitch of a short answer (a few
 * words that name no note of their own) is what the
 * question asked of the bar — its first, lowest or highest note, not any note in it. */
function qualifyShortAnswers(
  claims: ExtractedClaim[],
  question: string,
  runs: BarRange[] | null,
): Set<ExtractedClaim> {
  const ranged = new Set<ExtractedClaim>();
  const asked = ASKED_NOTE.find(([re]) => re.test(question));
  if (!asked) return ranged;
  const first = claims[0]?.text;
  const located: ExtractedClaim[] = [];
  for (const c of claims)
    if (
      c.subject.property === "notes" &&
      c.value &&
      /^[A-G](?:#|b)*-?\d(?: |$)/.test(c.value) &&
      !NAMES_WHICH_NOTE.test(c.text) &&
      !STATES_ITS_BAR.test(c.text)
    ) {
      // ("F2 — nothing in the left hand goes lower.": the pitch answers, the words after it say why.)
      const [lead, ...why] = c.text.split(/\s+[—–]\s+/);
      const short =
        c.text.split(/\s+/).length <= 6 ||
        (why.length === 1 && lead!.split(/\s+/).length <= 3 && !PITCH_NAMED.test(why[0]!));
      if (short && asked[1] !== null && !c.value.includes(" ")) {
        c.value = `${asked[1]}${c.value}`;
        // "A5, in bar 10." to "the right hand's highest note?": the highest of the range the question
        // asked (findings.md, "Short answers"), and a note of bar 10, where it is said to be.
        const range = hullOf(runs ?? []);
        if (asked[1] !== "first " && c.subject.bars && !(range && sameRange(range, c.subject.bars))) {
          located.push({ ...c, value: c.value.slice(asked[1].length) });
          c.subject = { ...c.subject, bars: range };
          ranged.add(c);
        }
      }
      // "Concert G3 — the written E4 in bar 8." to "the lowest note?": which pitch answers it is not read.
      else if (short || (c.text === first && c.subject.bars === null))
        c.uncertain ??= "the question asks of one note of the bar, which the answer's pitches do not say";
    }
  claims.push(...located);
  return ranged;
}

/** "No — RH rests through m. 16." to "And the last bar — anything in the RH?": "through" the bar the
 * question asked of is that bar throughout, not every bar up to it. */
function throughAskedBar(claims: ExtractedClaim[], asked: BarRange[]): void {
  if (asked.length !== 1 || asked[0]!.from !== asked[0]!.to) return;
  const bar = asked[0]!.from;
  const through = new RegExp(
    String.raw`\bthrough(?:out)?\s+(?:the\s+(?:whole\s+)?)?(?:bar|measure|m\.)\s*${bar}\b`,
    "i",
  );
  for (const c of claims)
    if (c.subject.bars && c.subject.bars.to === bar && c.subject.bars.from < bar && through.test(c.text))
      c.subject = { ...c.subject, bars: { from: bar, to: bar } };
}

const BAR_NUMBER = /\b(?:bars?|measures?|mm?\.)\s*(\d{1,4})/gi;

/** "The lowest note in the left hand", "the clarinet's highest note", "the highest note in the
 * piece": the sentence says whose peak it is, rather than "its" or nothing (whose range came from the
 * sentence before, which may have named bars). */
function namesPeakOwner(c: ExtractedClaim, score: ScoreContext | undefined): boolean {
  // ("Its lowest note anywhere in the piece is the F2 in bar 1": whose it is came from before, and
  // of which bars the sentence says itself.)
  if (PIECE_SCOPE.test(c.text)) return true;
  if (POINTS_BACK_AT_START.test(c.text)) return false;
  const { staff, part } = c.subject;
  if (staff !== null) return findStaffMentions(c.text).some((m) => m.staff === staff);
  return part !== null && findPartMentions(c.text, score).some((m) => m.part === part);
}
const POINTS_BACK_AT_START = /^\W*(?:its|it|it['’]s|their|they|her|his|that|this|there)\b/i;
const PIECE_SCOPE = /\b(?:in|of)\s+the\s+(?:whole\s+|entire\s+)?(?:piece|score|part)\b|\banywhere\b/i;

/** The sentence names a bar outside the claim's bars. */
/** The bar in brackets right after a peak's pitch ("lowest note D2 (bar 16)"), within the claim's
 * range; else null. */
function bracketedBar(c: ExtractedClaim, score: ScoreContext | undefined): BarRange | null {
  const pitch = c.value!.replace(/^(?:top|bottom) /, "");
  const m = new RegExp(
    String.raw`${spelled(pitch)}\s*\((?:in\s+)?(?:bar|measure|m\.)\s*(\d{1,4})\)`,
    "i",
  ).exec(c.text);
  if (!m) return null;
  const bar = Number(m[1]);
  // The bars the sentence names besides the brackets must be the claim's range (or the piece's).
  const named = hullOf(
    findBarGroups(c.text.replace(BRACKETED_BAR, " "), score).flatMap((g) =>
      g.unresolved ? [] : (g.runs ?? []),
    ),
  );
  const range =
    c.subject.bars ?? (score ? { from: score.pickup ?? score.firstBar, to: score.lastBar } : null);
  const same = named === null || (range !== null && named.from <= range.from && named.to >= range.to);
  return same && (range === null || (bar >= range.from && bar <= range.to)) ? { from: bar, to: bar } : null;
}
// ("…; each setting below holds for the whole piece, bars 1–16:": the rows are the piece's.)
/** "At bar 9 it modulates to B♭ major, and the clarinet's part switches to a written C major": a key said
 * of "it", with a part named only after it in its sentence, may be the piece's (its concert key) or
 * that part's (its written key). */
function pieceOrPart(c: ExtractedClaim, score?: ScoreContext): string | null {
  if (c.subject.property !== "key" || c.subject.part === null || !score?.parts.some((p) => p.transposes))
    return null;
  const it = /\bit\b/i.exec(c.text);
  const value = findValueMentions(c.text).find((m) => m.property === "key" && m.value === c.value);
  if (!it || !value || it.index > value.index) return null;
  // (Its own clause naming the part or the pitch it means says which: "… it's F major concert, which is G
  // major on the clarinet part.")
  const own = clauseAround(c.text, value.index, value.end);
  const named = (text: string) => findPartMentions(text, score).some((m) => m.part !== null);
  return !named(c.text.slice(0, value.index)) &&
    !named(own) &&
    !FRAME_WORD.test(own) &&
    named(c.text.slice(value.end))
    ? "could not tell whether 'it' is the piece (its concert key) or the part the sentence names after it (its written key)"
    : null;
}

interface LeadSubject {
  text: string;
  staff: number | null;
  part: string | null;
}

/** "What the left hand has in bars 4 to 9:", "Here is what changed in the clarinet part:": the one
 * staff or part a lead-in names, which the items under it speak of; no staff nor part where it names
 * another line ("Here's the melody in mm. 1–8:") or more than one (its items are not read); null
 * where it names only the whole of a part the items speak of anyway. */
function leadSubject(text: string, score: ScoreContext | undefined): LeadSubject | null {
  const staves = new Set(findStaffMentions(text).map((m) => m.staff));
  const mentions = findPartMentions(text, score);
  const parts = new Set(mentions.map((m) => m.part).filter((p) => p !== null));
  const staff = staves.size === 1 ? [...staves][0]! : null;
  const part = parts.size === 1 ? [...parts][0]! : null;
  if (staves.size > 1 || parts.size > 1 || LINE_ROLE.test(text)) return { text, staff: null, part: null };
  // ("Here's the piano part in bars 1–4:" of a piano score: the whole part, as the items say anyway.)
  if (staff === null && part === null && mentions.length > 0) return null;
  return { text, staff, part };
}

// A lead-in that names a line, staff or part of its own, in words no heading rule reads.
const LEAD_NAMES_LINE =
  /\b(?:line|part|voice|staff|stave|hand|pedals?|melody|tune|accompaniment|manual|bass)\b/i;
const WHOLE_PIECE_LEAD = /\b(?:whole|entire|throughout|every\s+bar|all\s+(?:the\s+)?bars)\b/i;

/** "Where does the key change to C major, and what does the clarinet read there?": the question asks
 * of the key in one clause and names a part in another. */
function keyAskedApart(question: string, score: ScoreContext | undefined): boolean {
  const clauses = question.split(/[?;.]|,\s*(?:and|but)\s+|\band\s+(?=what|where|which|how|does|do|is)/i);
  const named = clauses.filter((q) => findPartMentions(q, score).length > 0);
  const keyed = clauses.filter((q) => KEY_WORDS.test(q));
  return named.length > 0 && keyed.length > 0 && !named.some((q) => keyed.includes(q));
}
const KEY_WORDS = /\bkeys?\b|\bmajor\b|\bminor\b|\bsharps?\b|\bflats?\b|\bsignatures?\b/i;

/** The sentence has a clause of the bar and the note alone, after a comma or "and" ("…, bar 4 on A3"). */
function gappedOn(text: string, bar: number | null, pitch: string): boolean {
  // ("The left hand starts on F3 and the right hand on B♭4.": a staff's clause, the same gap.)
  const subject =
    bar === null
      ? String.raw`(?:the\s+)?(?:(?:left|right)\s+hand|[LR]H|(?:upper|lower)\s+staff|pedal\s+staff|staff\s+\d)`
      : String.raw`(?:bar|measure|m\.)\s*${bar}`;
  return new RegExp(
    String.raw`(?:,|;|\band)\s+${subject}\s+(?:on|with)\s+(?:an?\s+|the\s+)?${spelled(pitch)}\s*(?:[,;.!]|\band\b|$)`,
    "i",
  ).test(text);
}
const BRACKETED_BAR = /\((?:in\s+)?(?:bar|measure|m\.)\s*\d{1,4}\)/gi;

function namesOtherBar(c: ExtractedClaim): boolean {
  const { from, to } = c.subject.bars!;
  return [...c.text.matchAll(BAR_NUMBER)].some((m) => Number(m[1]) < from || Number(m[1]) > to);
}

// "Trumpet in B♭ — only where something changes:": a read listing changes, each line from its bar on.
// ("Staff 2 clef changes, bars 3–9 (each holds until the next):", "Changes, each holding from its bar
// on:" list changes too.)
// ("Organ, staff 2 (Man. II), clef changes:", "Changes, bars 9-16:": a heading over a list of changes —
// read as one where every line of it was read, so that no change goes unseen.)
const CHANGES_HEADING = /(?:^|\n)[^\n]{0,60}\bchanges\b[^\n:]{0,30}:[ \t]*(?:\n|$)/i;
const LINE_BAR = /^\s*(?:[-*•]\s*)?(?:bars?|measures?|mm?\.)\s*(\d{1,4})\b/gim;
// "It's there in version 3." to "I don't see any pedal in bar 5.": the mark the person spoke of.
const IT_IS_THERE =
  /^\s*(?:yes[,.!—–-]*\s*)?(?:it['’]s|it\s+is)\s+(?:still\s+|definitely\s+|really\s+)?there(?:\s+in\s+(?:version|v)\s*\d{1,4})?\s*[.!]/i;

/** A reply that opens "It's there", to a message naming one mark and its bars: that mark is there. */
function markSaidThere(claims: ExtractedClaim[], text: string, said: Asked): void {
  const sentence = IT_IS_THERE.exec(text)?.[0];
  const marks = new Set(said.properties.filter((p) => MARKS.has(p)));
  if (!sentence || marks.size !== 1 || said.properties.length !== 1 || !said.runs || said.runs.length !== 1)
    return;
  if (claims.some((c) => sentence.includes(c.text.trim()))) return;
  claims.push({
    kind: "state",
    subject: {
      part: said.part?.part ?? null,
      staff: said.staff,
      bars: said.runs[0]!,
      property: [...marks][0]!,
    },
    value: "present",
    text: sentence.trim(),
  });
}

/** Whether every line of a read that names a bar gave a claim of that bar. */
function everyLineRead(text: string, claims: ExtractedClaim[]): boolean {
  const from = new Set(claims.flatMap((c) => (c.subject.bars ? [c.subject.bars.from] : [])));
  return [...text.matchAll(LINE_BAR)].every((m) => from.has(Number(m[1])));
}

const CHANGES_ONLY =
  /\b(?:only|listing|lists?)\s+(?:where|when)\s+(?:something|anything|things?)\s+changes?\b|\bchanges\s+only\b|\bchanges\s+are\s+(?:listed|shown|given)\s+(?:from|at)\s+the\s+(?:bar|measure)\b|\bonly\s+(?:the\s+)?changes\b|\bholds?\s+until\s+the\s+next\b|\buntil\s+the\s+next\s+change\b|\bchanges?,?\s+(?:each\s+)?from\s+here\b|\b(?:holds?|holding|lasts?|lasting|applies|applying|in\s+force)\s+from\s+(?:its|that|the)\s+(?:bar|measure)\s+on(?:wards?)?\b/i;
const LAST_NOTE =
  /\b(?:last|final|closing)\s+(?:[\w-]+\s+){0,2}?(?:note|pitch|chord)\b|\b(?:ends?|ending|ended|finish(?:es|ed)?|closes|closed)\s+on\b/i;
const UNTIL = /\b(?:until|till|up\s+to|before)\b/i;

/** The clause of a sentence holding the words from `start` to `end`: between the nearest semicolons,
 * dashes, "and", "so", "but" or "while" on either side (an aside between commas, "the last note, in
 * bar 16, is D2", and what a colon gives, "Last note: C5 (bar 16)", stay in). */
/** Whether the claim's first bar is numbered in a clause of its sentence other than `clause`, and
 * not in `clause`: the claim is that other clause's. */
function ownClauseApart(c: ExtractedClaim, clause: string, score?: ScoreContext): boolean {
  const bars = c.subject.bars;
  if (!bars) return false;
  const names = (text: string) =>
    findBarGroups(text, score).some(
      (g) => g.runs?.some((r) => r.from === bars.from) && /\d/.test(text.slice(g.index, g.end)),
    );
  return !names(clause) && names(c.text.replace(clause, " "));
}

function clauseAround(text: string, start: number, end: number): string {
  const bound = /[;—–]|\s(?:and|so|but|while)\s/g;
  let from = 0;
  let to = text.length;
  for (const m of text.matchAll(bound)) {
    if (m.index + m[0].length <= start) from = m.index + m[0].length;
    else if (m.index >= end) {
      to = m.index;
      break;
    }
  }
  return text.slice(from, to);
}
const FIRST_NOTE = /\b(?:its|their|the)\s+very\s+first\s+(?:[\w-]+\s+)?(?:note|pitch)\b/i;
// ("…bass clef throughout, since bars 5–7 were switched back": the whole piece said outright.)
const SCOPE_WORD =
  /\b(?:anywhere|everywhere|throughout|whole|entire|all|every|never|always|top\s+to\s+bottom|start\s+to\s+finish|beginning\s+to\s+end)\b/i;
const KIND_LABEL =
  /^\W*(?:dynamics?|dynamic\s+marks?|pedal(?:ling)?|pedal\s+marks?|marks?|markings?)\s+(?:in|for|across)\s+(?:bars?|measures?|mm?\.)\s*\d{1,4}(?:\s*[-–]\s*\d{1,4})?\s*:\s*\S/i;
const KEY_SOUNDS_AS =
  /\b[A-G](?:♭|♯|b|#)?(?:[\s-](?:flat|sharp))?\s+(?:major|minor)\s+(?:sounds?|sounding|becomes|is\s+(?:concert|sounding))\s+(?:as\s+|like\s+|in\s+)?(?:concert\s+|sounding\s+)?[A-G]\b/i;
// ("It", "they" name the piece or a part as often as bars: only "that" and "this" point at a place.)
const POINTER = /^\W*(?:that|this)\b(?!\s+(?:bar|measure|part|staff|hand)\b)/i;
const CHANGE_TO =
  /\b(?:chang|switch|flip|mov|modulat|turn|shift)\w*\s+(?:back\s+)?(?:in)?to\b|\b(?:becomes?|became|goes\s+(?:back\s+)?to|went\s+(?:back\s+)?to)\b/i;
// "there" as a place, not "there is" or "is there".
const ON_A_BEAT =
  /\bbeats?\s+\d|\b(?:first|second|third|fourth|last|final)\s+beat\b|\b(?:down|off|up)-?beat\b|\b(?:first|second|last)\s+half\s+of\b/i;
const ENTRY_WORDS = /\b(?:comes?\s+in|enters?|entry|first\s+note|starts?|begins?)\b/i;
const KEY_BY_INTERVAL =
  /\b(?:(?:whole|half|major|minor|perfect)[\s-])?(?:step|tone|semitone|second|third|fourth|fifth|sixth|seventh|octave)s?\s+(?:up|down|above|below|higher|lower)\s+(?:from|than)\s+[A-G](?:[#♭♯b]|[\s-](?:flat|sharp))?\s+(?:major|minor)\b/i;
const POINTS_BACK_OPENING = /^\W*(?:they|these|those)\b/i;
const THEN_OPENS = /^\W*(?:and\s+)?then\b/i;
const THERE =
  /(?<!\b(?:is|are|was|were|isn't|aren't|wasn't|weren't|be|been)\s+)\bthere\b(?!\s*(?:'s|’s|'re|is|are|was|were|isn't|aren't|wasn't|weren't|has\s+been|have\s+been|will|would|be|seems?|appears?)\b)/i;
// ("The left hand there is still in treble clef": "there" after what it places, not "there is".)
const PLACED_THERE =
  /(?<=\b(?:hand|staff|stave|part|line|clarinet|horn|trumpet|voice|melody|bass|pedals?|notes?|clef|key)\s+)there\b/i;
// Words that give a sentence its own scope over the piece: an answer with one takes none from the
// question ("the piece", "the score" as well as the scope words).
const WHOLE_SCOPE = new RegExp(
  String.raw`${SCOPE_WORD.source}|\b(?:nowhere|piece|score)\b|\bthe\s+music\b`,
  "i",
);
// ("The whole passage is in B♭ major" after "Here's what I found for bars 9 to 12": the bars spoken
// of, or the piece?)
const THE_PASSAGE = /\bthe\s+(?:whole\s+|entire\s+)?(?:passage|excerpt|phrase)\b/i;
const SECTION_POINTER = /\b(?:that|this|those|these)\s+(?:sections?|passages?|phrases?|stretch|bit|run)\b/i;
const A_BAR =
  /\b(?:the|this|that)\s+(?:bar|measure)\b|\b(?:those|these|both|the\s+same)\s+(?:bars|measures)\b/i;
const PITCH_MOVE =
  /\b(?:octaves?|transpos\w*|semitones?|(?:up|down)\s+an?\s+(?:tone|step|third|fourth|fifth))\b/i;
const PEDAL_PLAYS =
  /\bpedal\b(?!\s+(?:marks?|markings?|signs?|brackets?|lines?|staff|stave))[^.;]*\b[A-G](?:#|♯|b|♭)?-?\d\b/i;
const PLAYER_PRONOUN = /\b(?:she|he|her|his|him|hers|she['’]s|he['’]s)\b/i;
const YOUR_PART =
  /\byour\s+(?:(?:written|sounding|concert|own)\s+)?(?:part|line|staff|stave|notes|entry|music|instrument|bar|bars|[A-G](?:♯|♭|#|b)?\d)\b|^\W*(?:(?:and|so|now|then|but)\s+)?you(?:(?:'re|’re|\s+are)(?!\s+(?:right|correct|welcome|sure|quite|absolutely|spot)\b)|\s+have|'ve|\s+come|\s+play|\s+enter|\s+rest|\s+start|\s+begin)\b/i;
const MY_PART =
  /\bmy\s+(?:part|line|staff|stave|notes?|entry|entrance|music|instrument|key|bar|bars|solo)\b|\bI(?:'m|\s+am)\s+(?:playing|on)\b/i;
const PEDAL_PART = /\bpedal\s+(?:line|part)s?\b/i;
const PEDAL_MARK_WORD =
  /\bped\.|\bpedal(?:led|ed|ling|ing)\b|\b(?:marks?|markings?|signs?|brackets?|sustain|damper|release|pressed|held|down|lift(?:ed)?)\b|\bpedals?\s+(?:start|stop)/i;
const PEDAL_LABEL = /^[\s\-*•|#>]*(?:pedals?|ped\.)\s*[:(]/i;
// "The tenor comes back in at bar 13": a voice's name that names no part of this score.
const VOICE_NAMED =
  /\bthe\s+(?:soprano|alto|tenor|baritone)s?\b(?!\s+(?:clefs?|staff|staves|stave|lines?|register|range|notes?)\b)/i;
const POINTS_BACK = /\b(?:it|its|it's|she|her|he|his|they|their|them)\b/i;

/** Each claim with the reason it was not read with certainty, if it was not (findings.md,
 * "Certainty"): its sentence was not read whole, or, in a score of several parts, it was placed in
 * none while its sentence or the person's question names one. */
const RETURNS =
  /\b(?:is|are|was|were)\s+(?:now\s+)?restored\s+from\b|\b(?:returns?|resumes?|comes?\s+back)\s+(?:from|at|in)\b/i;
const COUNTED_FROM =
  /\b(?:after|before|since|following|preceding|until|till)\s+(?:the\s+|its\s+|their\s+|that\s+)?(?:[\w'’]+\s+){1,3}?(?:at|in|of|on)\s+$/i;

/** The claim's bars are named only as the place something else is, which the claim is counted from
 * ("after the entry at bar 3"), not where it is. */
function countedFrom(c: ExtractedClaim, score: ScoreContext | undefined): string | null {
  const bars = c.subject.bars;
  if (!bars || !/\b(?:after|before|since|following|preceding|until|till)\b/i.test(c.text)) return null;
  const groups = findBarGroups(c.text, score).filter((g) => g.runs !== null && !g.unresolved);
  const own = groups.filter((g) => g.runs!.some((r) => r.from === bars.from && r.to === bars.to));
  const at = own.length === groups.length && own.length > 0 ? own[0]! : null;
  const before = at ? COUNTED_FROM.exec(c.text.slice(Math.max(0, at.index - 40), at.index)) : null;
  return before
    ? `could not tell whether '${c.text.slice(at!.index, at!.end)}' is where the claim is or where it is counted from`
    : null;
}

// "The clar.'s mf at m. 7 stays.", "Dynamics weren't part of the undo.": what a restore left out.
const KEPT_APART =
  /\b(?:stays?|stayed|remains?|remained|is\s+kept|are\s+kept|was\s+kept|were\s+kept|(?:is|are|was|were)(?:n't|\s+not)\s+part\s+of)\b/i;

/** "Restored: mm. 7–8 back to how they were in version 1. The mf at m. 7 stays.": a restore leaves
 * out what the message says stays, in its bars (or of its property, in all of them). */
// "The lowest pedal note is now F1, in bar 3. The highest is still C3.": the highest of the same
// line, with its noun left out.
const ELIDED_PEAK =
  /^\W*(?:and\s+)?(?:the|its)\s+(?:highest|lowest|top|bottom)(?:\s+one)?\s+(?:is|was|stays|remains)\b|^\W*(?:and\s+)?the\s+(?:highest|lowest|top|bottom)['’]s\b/i;
const PEAK_VALUE = /^(?:top|bottom) /;

/** A peak whose noun is left out takes the subject of the peak said before it (with none, it is the
 * piece's). */
function elidedPeaks(claims: ExtractedClaim[]): ExtractedClaim[] {
  claims.forEach((c, i) => {
    if (!PEAK_VALUE.test(c.value ?? "") || !ELIDED_PEAK.test(c.text)) return;
    if (findStaffMentions(c.text).length > 0 || c.partName !== undefined || c.subject.staff !== null) return;
    const said = claims
      .slice(0, i)
      .findLast((d) => d.text !== c.text && PEAK_VALUE.test(d.value ?? "") && d.subject.property === "notes");
    if (said) c.subject = { ...c.subject, part: said.subject.part, staff: said.subject.staff };
  });
  return claims;
}

const BEFORE_LABEL = /^\W*(?:before|was|previously|originally|old)\s*(?:[:=]|[—–]\s)/i;

// "There is no other pedal until bar 9": none before bar 9, where one comes.
const NONE_UNTIL =
  /\b(?:no|none|nothing|not|never)\b[^.;:]*?\b(?:until|till|before)\s+(?:bar|measure|m\.)\s*(\d{1,4})\b/i;

/** An absence said "until bar N" ends the bar before N. */
function noneUntil(claims: ExtractedClaim[]): void {
  for (const c of claims) {
    const m = c.value === "absent" && c.subject.bars ? NONE_UNTIL.exec(c.text) : null;
    const until = m ? Number(m[1]) : null;
    if (until !== null && c.subject.bars!.to === until && c.subject.bars!.from < until)
      c.subject = { ...c.subject, bars: { from: c.subject.bars!.from, to: until - 1 } };
  }
}

function besidesRestores(claims: ExtractedClaim[], message: string): void {
  for (const r of claims) {
    if (r.restoredFrom === undefined) continue;
    const kept = claims
      .filter((c) => c !== r && c.text !== r.text && KEPT_APART.test(c.text))
      .map((c) => c.subject)
      .filter((s) => !r.subject.bars || !s.bars || barsOverlap(s.bars, r.subject.bars));
    for (const sentence of splitSentences(message)) {
      const apart = NOT_PART_OF.exec(sentence);
      const property = apart ? PROPERTY_NAMES.find(([re]) => re.test(apart[1]!))?.[1] : undefined;
      if (property) kept.push({ part: null, staff: null, bars: r.subject.bars, property });
    }
    if (kept.length) r.besides = [...(r.besides ?? []), ...kept];
  }
}
const NOT_PART_OF = /^\W*(?:the\s+)?(\w+)\s+(?:is|are|was|were)(?:n't|\s+not)\s+part\s+of\b/i;
const PROPERTY_NAMES: [RegExp, Property][] = [
  [/^dynamics?$/i, "dynamics"],
  [/^(?:pedal|pedals|pedalling)$/i, "pedal"],
  [/^(?:clefs?)$/i, "clef"],
  [/^(?:notes|pitches)$/i, "notes"],
  [/^(?:keys?)$/i, "key"],
  [/^(?:tempo|tempi)$/i, "tempo"],
];

/** "Bars 9–11: C4 E4 G4 / F4 A4 C5 / G4 B4 D5 -> C3 E3 G3 / F3 A3 C4 / G3 B3 D4": a group of notes for
 * each bar, in order, where there are as many groups as bars; otherwise which bar each is, is not
 * said (withCertainty). */
function notesBarByBar(claims: ExtractedClaim[]): void {
  const groups = new Map<string, ExtractedClaim[]>();
  for (const c of claims) {
    const bars = c.subject.bars;
    if (c.subject.property !== "notes" || !bars || bars.to === bars.from || !NOTES_PER_BAR.test(c.text))
      continue;
    const key = `${c.text}\u0000${c.kind}\u0000${bars.from}-${bars.to}\u0000${c.subject.staff}\u0000${c.subject.part}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  for (const group of groups.values()) {
    const { from, to } = group[0]!.subject.bars!;
    if (group.length !== to - from + 1) continue;
    group.forEach((c, i) => {
      c.subject = { ...c.subject, bars: { from: from + i, to: from + i } };
    });
  }
}

/** "Nothing else was touched": all but what the message's edits (and changes said "now") changed —
 * and the notes of an edit's bars where its sentence moves them in words no claim took ("bars 7–10
 * of the LH are in the F clef now, dropped an octave"); with no edit in the message, what "else"
 * leaves out is not said. */
function besidesEdits(claims: ExtractedClaim[]): void {
  const edits = claims.filter((c) => c.kind === "edit" || c.saysNow);
  const notesMoved = (e: ExtractedClaim) =>
    e.subject.bars !== null &&
    e.subject.property !== "notes" &&
    NOTES_MOVED.test(e.text) &&
    !edits.some((n) => n.text === e.text && n.subject.property === "notes");
  const subjects = edits.flatMap((e): Subject[] =>
    notesMoved(e) ? [e.subject, { ...e.subject, property: "notes" }] : [e.subject],
  );
  for (const c of claims) {
    if (!c.besides) continue;
    if (edits.length === 0)
      c.uncertain ??= "could not tell what 'else' leaves out: the message names no edit";
    else c.besides = subjects;
  }
}

function withCertainty(
  claims: ExtractedClaim[],
  score: ScoreContext | undefined,
  asked: PartMention | null,
  message: string,
  /** Peaks whose range the question gave, their place said apart: no place of their own to weigh. */
  ranged: ReadonlySet<ExtractedClaim>,
  /** "Written key?": the pitch the question asks a value in, which a short answer keeps until the
   * message says a pitch of its own (`untilSaid`); for a read, the pitch its heading says its values
   * are in. */
  askedFrame: { frame: "concert" | "written"; untilSaid: boolean; only: "key" | "notes" | null } | null,
  /** The person's question, which may speak of the person's own part ("my entrance"). */
  asking: string,
  /** "Any pedal in the second half?": the place the question asked of without numbering it. */
  askedPlace: Asked["unplaced"],
): ExtractedClaim[] {
  const reasons = new Map<string, string | null>();
  const several = (score?.parts.length ?? 0) > 1;
  // A peak placed in a bar, with the note it says that bar holds.
  const located: [ExtractedClaim, ExtractedClaim][] = [];
  for (const c of claims) {
    placeByStaff(c, score);
    placeOnPedals(c, score);
    placeOrganStaff(c, score);
    placeMelody(c, score);
    placePeak(c, score, asking);
    // "I didn't touch the clefs or the pedal marks": after a negation, "or" joins what was left as
    // "and" does.
    // ("Nothing else was changed": "else" is what the message's edits leave, read into `besides`.)
    // ("…, and there's none in mm. 7–8 or 11–12": in a negated clause too.)
    const read =
      c.kind === "no-change" && NEGATED.test(c.text)
        ? c.text.replace(/\bor\b/gi, "and").replace(c.besides ? /\belse\b/gi : /$^/, "")
        : c.text.replace(NEGATED_OR, "$1and");
    let reason = reasons.get(read);
    if (reason === undefined) reasons.set(read, (reason = unreadReason(read, score)));
    reason ||= unusedWord(c, claims) ?? barsLeftOver(c, claims, score);
    // ("Dynamics in bars 7-12: bar 9, Clarinet in B♭: f.": a label naming what follows it, not a mark
    // in every part across those bars.)
    if (c.value === "present" && MARKS.has(c.subject.property) && KIND_LABEL.test(c.text))
      reason ||= "the label names what the line lists, not a mark of its own";
    // "The horn's written B♭ major sounds as E♭ major": one key said to sound as another, where the
    // sentence places neither.
    if (c.subject.property === "key" && c.subject.bars === null && KEY_SOUNDS_AS.test(c.text))
      reason ||= "could not tell which bars the key said to sound as another is in";
    // "At bar 13 the clarinet is written in C major. It has been … from bar 1 onward. That sounds as
    // concert B♭ major": "that" may be either place the message named before.
    reason ||= pointsAtTwoPlaces(c, message, score, claims);
    reason ||= barsOfAnotherPart(c, score);
    // "The piece changes to D major", "it modulates to D major": a change at a bar not said is no
    // state of the whole piece.
    if (
      c.kind === "state" &&
      SIGNS.has(c.subject.property) &&
      c.subject.bars === null &&
      CHANGE_TO.test(c.text) &&
      !SCOPE_WORD.test(c.text)
    )
      reason ||= "could not tell from which bar the change holds";
    // In an organ score "the pedal enters on D2" is the pedal staff playing, not a pedal marking.
    // ("Pedal: F clef throughout" labels the pedal staff, or pedal marks, in no words of its own.)
    if (
      score?.parts.some((p) => p.staves >= 3) &&
      ((c.subject.property === "pedal" &&
        (PEDAL_PLAYS.test(c.text) ||
          PEDAL_PART.test(c.text) ||
          PEDALS_PLAY.test(c.text) ||
          // ("Done: pedal bars 3–4 moved down an octave.": notes moved, on the pedal staff.)
          PITCH_MOVE.test(c.text) ||
          // ("bars 1–16 · staff 3: Plays Pedal; Clef bass": the feet, in no words of a marking.)
          (c.value === "present" && !PEDAL_MARK_WORD.test(c.text)))) ||
        (PEDAL_LABEL.test(c.text) && !(c.subject.staff === 3 && c.subject.property !== "pedal")))
    )
      reason ||= "could not tell whether 'pedal' is the organ's pedal staff or a pedal marking";
    // ("Right now m. 7 pedal is C3 then C2." to "Could the pedal double the LH in m. 7?": the notes
    // are the pedal staff's, not the staff the question named.)
    if (
      score?.parts.some((p) => p.staves >= 3) &&
      STAFFED.has(c.subject.property) &&
      c.subject.staff !== null &&
      c.subject.staff !== 3 &&
      BARE_PEDAL.test(c.text) &&
      !findStaffMentions(c.text).some((m) => m.staff === c.subject.staff)
    )
      reason ||= "could not tell whether 'pedal' names the organ's pedal staff";
    const own = pitchFrame(c);
    // A value the sentence frames nowhere takes the pitch the question asked in.
    const pitched =
      (c.subject.property === "notes" || c.subject.property === "key") &&
      (!askedFrame?.only || askedFrame.only === c.subject.property);
    // ("Set the key to concert B♭ major." — "I've changed it to concert B♭ major. In the clarinet
    // part this shows as C major.": the message framed its own values, and the clarinet's is written.)
    const lapsed =
      askedFrame?.untilSaid === true &&
      FRAME_WORD.test(message.slice(0, Math.max(0, message.indexOf(c.text))));
    const frame =
      own === "plain" && pitched && askedFrame && !lapsed && !FRAME_WORD.test(c.text)
        ? askedFrame.frame
        : own;
    if (frame === "concert" || frame === "written") c.concert = frame === "concert";
    const soundOf = soundedNote(c);
    if (soundOf) c.soundOf = soundOf;
    else if (frame === "unsure")
      reason ||= `could not tell whether '${c.value}' is written or sounding pitch`;
    // "Key F major" of a score whose one part is a horn in F: the piece's concert key (findings.md,
    // "Pitch") or the part's written one — which is not said ("key signature" says what is printed,
    // "the piece is in …" the piece's).
    else if (
      frame === "plain" &&
      c.subject.property === "key" &&
      c.subject.part === null &&
      c.partName === undefined &&
      !/\bsignatures?\b|\bkey\s+sig\b|\b(?:piece|score|music|song|movement)\b/i.test(c.text) &&
      score?.parts.length === 1 &&
      score.parts[0]!.transposes
    )
      reason ||= `could not tell whether '${c.value}' is the ${score.parts[0]!.name}'s written key or the piece's sounding key`;
    // "Where does the key change to C major, and what does the clarinet read there?" — "The move to C
    // major comes at bar 9": a key said of a transposing part the sentence does not name (the
    // question's, or an earlier sentence's) may be the piece's concert key: checked both ways.
    else if (
      frame === "plain" &&
      c.subject.property === "key" &&
      c.subject.part !== null &&
      score?.parts.find((p) => p.id === c.subject.part)?.transposes &&
      findPartMentions(c.text, score).length === 0 &&
      keyAskedApart(asking, score)
    )
      (c.readings ??= []).push({ part: null, name: "the piece's sounding key" });
    // "The clarinet now has a forte at bar 9, right where the music moves into B♭ major": a key in a
    // clause whose subject is the piece, though the sentence names the part — checked both ways.
    else if (
      frame === "plain" &&
      c.subject.property === "key" &&
      c.subject.part !== null &&
      score?.parts.find((p) => p.id === c.subject.part)?.transposes &&
      saidOfThePiece(c.text, c.value, score)
    )
      (c.readings ??= []).push({ part: null, name: "the piece's sounding key" });
    // "The key is G major from 13 on": a number where a bar would be, read as no bar, leaves the
    // claim unplaced, not said of the whole piece.
    const loose = c.subject.bars === null ? LOOSE_NUMBER.exec(c.text) : null;
    if (loose && !findBarGroups(c.text, score).some((g) => g.index <= loose.index && loose.index < g.end))
      reason ||= `could not place '${loose[0]}' in the score`;
    // "Left hand ends on F3, in treble clef.": the clef where it ends, or the piece's — not said.
    if (c.subject.property === "clef" && c.subject.bars === null && ENDS_OR_STARTS_ON.test(c.text))
      reason ||= "could not tell whether the clef is said of the piece or of the bar the note is in";
    // "D3 is below the clarinet's lowest written note, E3.": a pitch set against the instrument's
    // range, or its part's lowest note — not said where no bar is.
    const range = INSTRUMENT_BOUND.exec(c.text);
    if (
      range &&
      c.subject.property === "notes" &&
      /^(?:top|bottom) /.test(c.value ?? "") &&
      c.subject.bars === null &&
      !NUMBERED_BAR.test(c.text)
    )
      reason ||= `could not tell whether '${range[1]}' is the part's or the instrument's`;
    // "Dynamics: p throughout": the level held in every bar, which a mark somewhere does not show.
    if (
      c.subject.property === "dynamics" &&
      (c.subject.bars === null ||
        (c.subject.bars.from === score?.firstBar && c.subject.bars.to === score?.lastBar)) &&
      c.value !== null &&
      !/^(?:absent|removed|not )/.test(c.value) &&
      LEVEL_THROUGHOUT.test(c.text)
    )
      reason ||= `could not tell whether '${LEVEL_THROUGHOUT.exec(c.text)![0]}' says ${c.value} is the only dynamic`;
    // "The D major opening is untouched.": a stretch the rules do not number, not the whole piece.
    const stretch =
      c.kind === "no-change" && c.subject.bars === null ? UNNUMBERED_STRETCH.exec(c.text) : null;
    if (stretch) reason ||= `could not place '${stretch[0]}' in the score`;
    // "Tenor comes in at m. 4." of a cello: the tenor clef, not a part, comes in.
    const clefEntry = c.value === "played" ? CLEF_ENTERS.exec(c.text) : null;
    if (clefEntry && findPartMentions(c.text, score).length === 0)
      reason ||= `could not tell whether '${clefEntry[1]}' is a clef or a part`;
    // "Tenor clef, bars 4–5:" in a score with a part named Tenor: the part's clef, or the tenor clef.
    if (c.subject.property === "clef" && clefNamesPart(c.text, score))
      reason ||= "could not tell whether the clef's name is a part's name";
    if (c.kind === "edit") {
      // (A restore names the version it returns to beside the one that saved it.)
      // (A version named to compare with made no save: "back in 3/4, as in version 4".)
      const compared = comparedVersions(c.text);
      const named = namedVersions(c.text).filter((v) => v !== c.restoredFrom && !compared.includes(v));
      if (named.length === 1) c.savedIn = named[0];
      else if (named.length > 1)
        reason ||= `names versions ${named.join(" and ")}: could not tell which save made it`;
    }
    // "I've raised bar 12 … It now ends on E5.": "it" may be the bar spoken of, not the piece whose
    // end or start the rules place it at; so may "now" where no bar spoken of is that end or start
    // ("Transposed bar 8 up a tone. The right hand now starts on G4.").
    const itEnds = IT_ENDS.exec(c.text);
    // (The bars said before: named in the text, or given to a claim of a table's row.)
    const spokenBefore: BarRange[] =
      itEnds && c.subject.property === "notes" && !ENTRY_WORD.test(c.text) && !NUMBERED_BAR.test(c.text)
        ? [
            ...findBarGroups(message.slice(0, Math.max(0, message.indexOf(c.text))), score).flatMap((g) =>
              !g.unresolved && g.runs ? g.runs : [],
            ),
            ...claims.slice(0, claims.indexOf(c)).flatMap((d) => (d.subject.bars ? [d.subject.bars] : [])),
          ]
        : [];
    const end =
      score &&
      (/begins|starts|opens|first|opening/i.test(itEnds?.[0] ?? "") ? score.firstBar : score.lastBar);
    const edge = c.subject.bars ?? (end ? { from: end, to: end } : null);
    const apart = (r: BarRange) => edge === null || !barsOverlap(r, edge);
    // ("Its first note" the rules placed in a bar said before is that bar's: only at the piece's edge
    // is it in doubt.)
    const atEdge =
      !/^its/i.test(itEnds?.[0] ?? "") || (c.subject.bars?.from === end && c.subject.bars?.to === end);
    if (
      spokenBefore.length > 0 &&
      atEdge &&
      (/^now/i.test(itEnds![0]) ? spokenBefore.every(apart) : spokenBefore.some(apart))
    )
      reason ||= `could not tell whether '${itEnds![0]}' speaks of the piece or of the bars said before`;
    // "Piano pedal, bars 1–4; held -> none": a mark named before a row's arrow to "none" is not there
    // now, whatever the row's first side says.
    if (
      MARKS.has(c.subject.property) &&
      (c.value === "present" || c.value === "added") &&
      ARROW_TO_NONE.test(c.text)
    )
      reason ||= "could not tell which side of the arrow to 'none' the mark is said of";
    // "That edit also put the dynamic in bar 9 back to f": what an earlier save did, neither this
    // turn's edit nor what the score has now.
    // ("Bar 5 went back to bass clef in the earlier edit, and from bar 7 the left hand stays in bass
    // clef to the end": a clause that numbers its own bars says what the score has there.)
    const earlier = c.savedIn === undefined ? EARLIER_EDIT.exec(c.text) : null;
    if (
      earlier &&
      (c.kind === "state" || c.kind === "edit") &&
      !ownClauseApart(c, clauseAround(c.text, earlier.index, earlier.index + earlier[0].length), score)
    )
      reason ||= `could not tell which save '${earlier[0]}' is`;
    // A time signature is every part's: naming none places it in all of them.
    if (!reason && several && c.kind !== "count" && c.subject.property !== "time") {
      // "It's written in G major" after "the clarinet part": "it" may be the part, not the score.
      // ("key D major (Clarinet written E major)": a part in brackets with a value of its own is
      // that value's.)
      const own = findPartMentions(c.text, score).find((m) => !asideWithValue(c.text, m.index));
      const before =
        !own && POINTS_BACK.test(c.text)
          ? findPartMentions(message.slice(0, Math.max(0, message.indexOf(c.text))), score).at(-1)
          : undefined;
      const voice = own ? null : VOICE_NAMED.exec(c.text);
      if (c.subject.part === null && c.partName === undefined) {
        const named = own ?? asked ?? before;
        if (named?.part) (c.readings ??= []).push({ part: named.part, name: `'${named.name}'` });
        else if (named) reason = `could not place the claim in a part, though '${named.name}' is named`;
      } else if (voice) reason = `could not tell which part '${voice[0]}' is`;
      else if (before?.part && before.part !== c.subject.part)
        (c.readings ??= []).push({ part: before.part, name: `'${before.name}'` });
    }
    // "You're tacet bars 1–2", "your part moves with it": the person's own part, which the score does
    // not say.
    // ("My entrance at 3 is marked p — make it mf, I'm buried under the piano there.": the person's
    // part, not the piano the question names.)
    const person = YOUR_PART.exec(c.text) ?? MY_PART.exec(asking);
    if (
      !reason &&
      several &&
      person &&
      c.kind !== "count" &&
      c.subject.property !== "time" &&
      !ALL_PARTS.test(c.text) &&
      // ("Your written C5 in bar 12 sounds as B♭4, so the piano now sits an octave below you": a part
      // named after the person's is another's.)
      !findPartMentions(c.text, score).some((m) => !YOUR_PART.test(c.text) || m.index < person.index)
    )
      reason = `could not tell which part '${person[0].trim()}' is`;
    // "The clarinet's final note … . The pedal marks in bars 15 and 16 are both there.": a pedal is the
    // keyboard's, whatever part the sentence before spoke of; said of another part by name, whose it
    // is is not said.
    const keyboard = several && c.subject.property === "pedal" ? keyboardPart(score) : null;
    if (keyboard && c.subject.part !== null && c.subject.part !== keyboard) {
      if (findPartMentions(c.text, score).some((m) => m.part === c.subject.part))
        reason ||= "could not tell whose pedal this is: the part named has no pedal of its own";
      else c.subject = { ...c.subject, part: keyboard };
    }
    // "Her part has one flat there", "She comes in at bar 3": a player named by a pronoun is the part
    // the question names, where it names one; a part carried from the sentence before ("the piano's
    // LH …. Her highest note is …") may be another player's.
    const player = several ? PLAYER_PRONOUN.exec(c.text) : null;
    const placedIn = c.subject.part ?? c.partName ?? null;
    if (
      !reason &&
      player &&
      findPartMentions(c.text, score).length === 0 &&
      (asked?.part ? placedIn !== null && placedIn !== asked.part : placedIn !== null || !c.readings?.length)
    )
      reason = `could not tell which part '${player[0]}' is`;
    reason ||= entryElsewhere(c, message, score, asking);
    // "I moved the A2 and E3 in bar 3 down an octave": the notes named are those moved, as they were;
    // what the bar has now, or whether its other notes moved too, is not said.
    // "Cut G4 F♯4 E4 (right hand), D2 (left hand)": notes taken out, not notes there.
    const notesNamed = c.subject.property === "notes" && /^[A-G]/.test(c.value ?? "");
    if (!reason && notesNamed && listedAfter(c.text, MOVED, /\b(?:up|down)\b/, c.value!))
      reason = `could not tell whether '${c.value}' are the notes before or after the move`;
    if (!reason && notesNamed && listedAfter(c.text, TAKEN_OUT, /[;.]|$/, c.value!))
      reason = `'${c.value}' are notes taken out, not notes the bar has`;
    // "Version 2 was saved without the pedal mark": what a save left out of the change asked for,
    // not a mark absent from the whole piece.
    const without = c.subject.bars === null ? SAVED_WITHOUT.exec(c.text) : null;
    if (!reason && without && (c.value === "absent" || c.value === "removed"))
      reason = `could not tell which bars '${without[0]}' speaks of`;
    // "The LH in mm. 3–4 is up the octave again, starting on E3": the passage's first note, in its
    // first bar ("each bar starts on E3" says it of every bar).
    const span = c.subject.bars;
    if (c.value?.startsWith("first ") && span && span.from < span.to && !/\b(?:each|every)\b/i.test(c.text))
      c.subject = { ...c.subject, bars: { from: span.from, to: span.from } };
    // "rests", "the first note" or "a single C3" said of no bar: which bar is not said. "Tacet until m. 5": the
    // bars before 5, or up to it?
    if (!reason && c.subject.property === "notes" && c.subject.bars === null && !c.atEntry) {
      if (c.value === "absent") reason = "could not tell which bars have no notes";
      else if (c.value?.startsWith("first ")) reason = "could not tell which bar's first note is meant";
      // ("… and the left hand has a single C3": one bar's one note.)
      else if (c.value?.startsWith("only ")) reason = "could not tell which bar has that one note";
    }
    // ("After its two-bar rest the clarinet plays to the end": a rest counted in bars, which the sentence
    // does not number, is not the bars a sentence before named.)
    const restCounted =
      c.subject.property === "notes" && c.value === "absent" ? COUNTED_REST.exec(c.text) : null;
    if (
      !reason &&
      restCounted &&
      !findBarGroups(c.text, score).some((g) => g.runs !== null && /\d/.test(c.text.slice(g.index, g.end)))
    )
      reason = `could not tell which bars '${restCounted[0]}' is`;
    // "The highest written note in 13–16 is G5": numbers without the word "bars" are placed nowhere.
    const bare = reason ? null : unplacedRange(c, score);
    if (bare) reason = `could not place '${bare}' in the score`;
    // "… tenor clef for bar 10 only, and the bass clef is restored from bar 11": the clef that comes
    // back after an edit's last bar, or an edit of bar 11?
    const returns = c.kind === "edit" && SIGNS.has(c.subject.property) ? RETURNS.exec(c.text) : null;
    if (!reason && returns)
      reason = `could not tell whether '${returns[0]}' reports an edit or the ${c.subject.property} that comes back`;
    // "The only whole-bar rest after the entry at bar 3": a bar counted from, not where the claim is.
    reason ||= countedFrom(c, score);
    // "For the pianist, that entry sounds as a concert D5.": how it sounds to a player, not the player's
    // part. ("For the clarinettist, bar 5 is written in G major": the clarinettist's part.)
    const forPlayer =
      c.subject.part !== null && (c.concert === true || SOUNDS.test(c.text)) ? FOR_PLAYER.exec(c.text) : null;
    if (
      forPlayer &&
      findPartMentions(c.text, score).every(
        (m) => m.index >= forPlayer.index && m.index < forPlayer.index + forPlayer[0].length,
      )
    )
      reason ||= `could not tell whether '${forPlayer[0]}' names the part the claim is of`;
    // "the last one is in 2/4", "First twelve in 3/4.": counted bars with no word for them, unless
    // read as bars of their own ("Sixteen bars, with the last four in 4/4" of the count).
    const counted = reason || c.subject.bars ? null : COUNTED_NO_NOUN.exec(c.text);
    if (
      counted &&
      !findBarGroups(c.text, score).some(
        (g) => g.runs && g.index <= counted.index + counted[0].length && counted.index < g.end,
      )
    )
      reason = `could not place '${counted[0]}' in the score`;
    const edgeSaid = reason || c.subject.bars || c.kind === "count" ? null : EDGE_IN.exec(c.text);
    if (edgeSaid) reason = `could not place '${edgeSaid[0].trim()}' in the score`;
    // ("Bars 9–16 are new. The last four are in G major.": the last four of those, or of the piece?)
    const fromCounted = reason || !c.subject.bars ? null : COUNTED_SPAN.exec(c.text);
    if (
      fromCounted &&
      placedBy(c, fromCounted, score) &&
      (numbersBars(message.slice(0, message.indexOf(c.text)), score) || numbersBars(asking, score))
    )
      reason = `could not tell which bars '${fromCounted[0]}' counts from`;
    const marks =
      reason || c.subject.bars || (c.value !== "present" && c.value !== null)
        ? null
        : COUNTED_MARKS.exec(c.text);
    if (marks && MARKS.has(c.subject.property)) reason = `could not count '${marks[0]}'`;
    // "That's the bar where the key changes to D major", "The bar is in F major": a bar pointed at,
    // not numbered.
    const pointed =
      reason || c.subject.bars || c.kind === "count"
        ? null
        : (POINTED_BAR.exec(c.text) ?? A_BAR.exec(c.text));
    if (pointed) reason = `could not place '${pointed[0]}' in the score`;
    // "The left hand starts that section on E♭2": a stretch pointed at, whatever bars were carried.
    const section =
      reason || NUMBERED_BAR.test(c.text)
        ? null
        : (SECTION_POINTER.exec(c.text) ?? (c.subject.bars === null ? THE_PASSAGE.exec(c.text) : null));
    if (section) reason = `could not place '${section[0]}' in the score`;
    // "The clarinet is written in D major there.", or an answer "B♭ major. Written, that's E major."
    // to "And the key there?": a place the turn before named, not this message.
    const there =
      reason || c.subject.bars || c.kind === "count" || WHOLE_SCOPE.test(c.text)
        ? null
        : (THERE.exec(c.text) ??
          PLACED_THERE.exec(c.text) ??
          (message.trimStart().startsWith(c.text.trim()) || SAID_BEFORE.test(c.text)
            ? THERE.exec(asking)
            : null));
    if (there) reason = `could not place '${there[0]}' in the score`;
    // "LH m. 9–10 both in F clef. Then F clef through the end.": from after the bars said before, which
    // the sentence does not number.
    // "Yes, one: beat 3 of bar 6." to "Does the right hand have any rests?": a rest within the bar, not
    // a bar without notes.
    // ("… and comes in on the downbeat of m. 1" places the entry, not the rest.)
    const beat =
      c.subject.property === "notes" && c.value === "absent" && !ENTRY_WORDS.test(c.text)
        ? ON_A_BEAT.exec(c.text)
        : null;
    if (!reason && beat) reason = `'${beat[0]}' places a rest within the bar, not a bar without notes`;
    // "A whole step up from F major lands you in G major.": a key worked out from another, no key the
    // score is said to have.
    const worked = c.subject.property === "key" ? KEY_BY_INTERVAL.exec(c.text) : null;
    if (!reason && worked) reason = `'${worked[0]}' works a key out from another, not what the score has`;
    // "Bars 1–4 are in C major. They are in 3/4 time throughout.": throughout those bars, or the piece?
    const they =
      reason || c.subject.bars || !SCOPE_WORD.test(c.text) ? null : POINTS_BACK_OPENING.exec(c.text);
    if (
      they &&
      findBarGroups(message.slice(0, Math.max(0, message.indexOf(c.text))), score).some(
        (g) => g.runs !== null,
      )
    )
      reason = `could not tell whether '${they[0].trim()}' is the bars said before or the whole piece`;
    // ("Mm. 1–2 only. Then it plays straight through to the end.": not the bars "it" carried.)
    const then =
      reason || (c.subject.bars && findBarGroups(c.text, score).some((g) => g.runs !== null))
        ? null
        : THEN_OPENS.exec(c.text);
    if (then) reason = `could not tell where '${then[0].trim()}' starts`;
    // "No." or "Yes, in bar 15 only." to "Any pedal in the second half?": of that stretch, whose bars
    // are not numbered.
    if (!reason && c.subject.bars === null && placedByQuestion(c, askedPlace))
      reason = `could not place '${askedPlace!.words}', which the question asked about, in the score`;
    // "The tenor's highest note is now C4" read as a note somewhere: a pitch said beside a highest or
    // lowest note that the rules did not take as that peak is not read whole.
    if (
      !reason &&
      c.subject.property === "notes" &&
      /^[A-G]/.test(c.value ?? "") &&
      !ranged.has(c) &&
      PEAK_WORD.test(c.text)
    )
      reason = `could not tell which note '${PEAK_WORD.exec(c.text)![0]}' names`;
    // "Its lowest note is the F3 in m. 10": the bar says where the note is; which bars "its" range
    // covers came from elsewhere.
    // "Staff 2, bars 1-16: lowest note D2 (bar 16); highest note G4 (bar 6)": each peak with the bar
    // it is found in, in brackets after it — the peak of the range, and a note of that bar.
    const peakBar = /^(?:top|bottom) /.test(c.value ?? "") && !ranged.has(c) ? bracketedBar(c, score) : null;
    if (!reason && peakBar !== null) {
      located.push([
        c,
        { ...c, value: c.value!.replace(/^(?:top|bottom) /, ""), subject: { ...c.subject, bars: peakBar } },
      ]);
    } else if (!reason && /^(?:top|bottom) /.test(c.value ?? "") && !ranged.has(c)) {
      if (c.subject.bars && namesOtherBar(c))
        reason = "could not tell which bars the highest or lowest note is said of";
      else if (!c.subject.bars) {
        const places = [...c.text.matchAll(BAR_NUMBER)].map((m) => Number(m[1]));
        // "The lowest note in the left hand is E2, in bar 1": the staff's lowest note, and a note of
        // bar 1 (of bars 3 and 7, each) — two claims, where the sentence names whose peak it is.
        const groups = findBarGroups(c.text, score);
        // ("… in the whole piece is A5, in bar 2": the piece, and bar 2.)
        const bars = groups.every((g) => !g.unresolved) ? groups.flatMap((g) => g.each ?? g.runs ?? []) : [];
        // ("lowest C4 (bar 9), highest A5 (bar 4)": two peaks, each with its own bar.)
        const alone = !claims.some(
          (d) => d !== c && d.text === c.text && /^(?:top|bottom) /.test(d.value ?? ""),
        );
        if (alone && bars.length > 0 && bars.every((b) => b.from === b.to) && namesPeakOwner(c, score)) {
          // ("… top note, B5, comes only in bar 11": that no other bar has a B5 is not read.)
          const only = /\bonly\b/i.exec(c.text);
          for (const b of bars)
            located.push([
              c,
              {
                ...c,
                value: c.value!.replace(/^(?:top|bottom) /, ""),
                subject: { ...c.subject, bars: b },
                ...(only && { uncertain: `did not read '${only[0]}'` }),
              },
            ]);
          // ("RH tops out at G5 in m. 10": the highest note of bar 10 may be meant; not where the
          // sentence says of which bars: "highest note in the whole piece is A5, in bar 2".)
          const pitch = c.value!.replace(/^(?:top|bottom) /, "");
          if (bars.length === 1 && PEAK_IN_BAR(pitch).test(c.text) && !PIECE_SCOPE.test(c.text))
            (c.readings ??= []).push({ bars: bars[0]!, name: `bar ${bars[0]!.from} alone` });
        } else if (new Set(places).size === 1)
          (c.readings ??= []).push({
            bars: { from: places[0]!, to: places[0]! },
            name: `bar ${places[0]} alone`,
          });
        else if (places.length > 1)
          reason = "could not tell which bars the highest or lowest note is said of";
      }
    }
    // "The left hand's last note is a low F2": the rules check no last note of a staff (a bar's, "ends
    // on D2 in bar 8", is checked as a note of that bar).
    const last =
      c.subject.property === "notes" && c.subject.bars === null && /^[A-G]/.test(c.value ?? "")
        ? LAST_NOTE.exec(c.text)
        : null;
    // "Its last note is a written B♭3": the staff's last note, checked as such; several pitches ("ends
    // on C4 and E4") do not say which is last.
    if (!reason && last) {
      // ("The bar ends on F4": a bar spoken of before, not the staff's end.)
      if (A_BAR.test(c.text)) reason = `could not tell which bar '${A_BAR.exec(c.text)![0]}' is`;
      // ("m. 10 … now ends on an E4. At concert pitch that last note sounds as a D4.": that bar's.)
      else if (POINTED_LAST.test(c.text))
        reason = `could not tell which note '${POINTED_LAST.exec(c.text)![0]}' is`;
      else if (c.kind === "state" && /^[A-G](?:#|b)*-?\d$/.test(c.value!)) {
        c.value = `last ${c.value}`;
        // ("The part starts on G4 and ends on G4.": where it ends is no entry.)
        delete c.atEntry;
      } else reason = `could not tell which of '${c.value}' is the last note`;
    }
    // "The LH … through m. 12. Its last note is a D4": a last note in bars carried from before is the
    // last of which bars?
    const lastWord =
      c.subject.property === "notes" && c.subject.bars !== null ? LAST_NOTE.exec(c.text) : null;
    const lastOfCarried =
      lastWord && !findBarGroups(c.text, score).some((g) => g.runs !== null && !g.unresolved)
        ? lastWord
        : null;
    if (!reason && lastOfCarried) reason = `could not tell which bars '${lastOfCarried[0]}' is said of`;
    // "The last note in m. 11 is D5", "bar 8 ends on D2": that bar's last note, not any of its notes.
    else if (!reason && lastWord && c.kind === "state" && /^[A-G](?:#|b)*-?\d$/.test(c.value ?? "")) {
      const bars = c.subject.bars!;
      // ("… in mm. 15–16 is an octave lower, so m. 15 reads E4 D4 and the RH's final note is D4": a
      // clause naming no bar of its own speaks of the part's last note, not of the bar named before.)
      const own = clauseAround(c.text, lastWord.index, lastWord.index + lastWord[0].length);
      // ("… last note in bar 12 is F5, after a D5 on the first beat": the D5 is another note.)
      const other = new RegExp(
        String.raw`\b(?:after|before|following|then|followed\s+by|preceded\s+by)\s+(?:an?\s+|the\s+)?${spelled(c.value!)}(?![\w♭♯#])`,
        "i",
      );
      if (other.test(c.text)) reason = `could not tell whether ${c.value} is the note '${lastWord[0]}' names`;
      else if (
        bars.from === bars.to &&
        findBarGroups(own, score).some((g) => g.runs !== null && !g.unresolved)
      )
        c.value = `last ${c.value}`;
      else reason = `could not tell which bar '${lastWord[0]}' is said of`;
    }
    // "Bar 3 starts on D3, bar 4 on A3": a clause of a bar and a note with no verb of its own says
    // what the clause before it said — that bar's first note.
    else if (
      !reason &&
      c.kind === "state" &&
      /^[A-G](?:#|b)*-?\d$/.test(c.value ?? "") &&
      claims.some((d) => d.text === c.text && d.value?.startsWith("first ")) &&
      ((c.subject.bars !== null &&
        c.subject.bars.from === c.subject.bars.to &&
        gappedOn(c.text, c.subject.bars.from, c.value!)) ||
        gappedOn(c.text, null, c.value!))
    )
      c.value = `first ${c.value}`;
    // "… in bar 9. Its very first note, a written C5, …": the part's first note, or bar 9's? ("Its first
    // note" after a bar is that bar's.)
    const firstWord =
      c.subject.property === "notes" && c.subject.bars !== null ? FIRST_NOTE.exec(c.text) : null;
    if (!reason && firstWord && !findBarGroups(c.text, score).some((g) => g.runs !== null && !g.unresolved))
      reason = `could not tell which bars '${firstWord[0]}' is said of`;
    if (
      !reason &&
      c.subject.property === "notes" &&
      c.value === "absent" &&
      UNTIL.test(withoutLandmarkTail(c.text))
    )
      reason = "could not tell whether the bar 'until' names has notes";
    reason ||= partsOfAList(c, score);
    // "I added a pedal mark to bar 12 of the left hand": a pedal is the instrument's, whichever of its
    // staves the mark is printed under; where the staff decides the verdict, it is not read.
    if (c.subject.property === "pedal" && c.subject.staff !== null)
      (c.readings ??= []).push({ staff: null, name: "the pedal of the part, on any of its staves" });
    // "…, and the piano starts pp": at its start, not at the bar the clause before named.
    // (Its own clause naming no bar — "Bar 5 starts p" says where — and placed elsewhere than the
    // piece's first bar, where "it opens mf" is read.)
    const starts = c.subject.property === "dynamics" && c.value ? STARTS_MARK.exec(c.text) : null;
    const ownClause = starts ? c.text.slice(0, starts.index).split(/[,;:]/).at(-1)! : "";
    if (
      starts &&
      starts[1] === c.value &&
      c.subject.bars &&
      c.subject.bars.from !== (score?.firstBar ?? 1) &&
      !/\d/.test(ownClause) &&
      !new RegExp(String.raw`\b${c.subject.bars.from}\b`).test(c.text.slice(starts.index))
    )
      reason ||= `could not tell which bar '${starts[0]}' is`;
    reason ||= lineByRole(c, score);
    reason ||= noteOfAnotherLine(c, score);
    reason ||= bracketOfAnotherPart(c, score);
    reason ||= pointedValueElsewhere(c, claims.slice(0, claims.indexOf(c)), score);
    reason ||= valueOfChangeAfter(c);
    reason ||= notesFromABar(c);
    reason ||= valueAtAChange(c);
    // (An edit of that bar is of the bar the sentence numbers; what the score has there is not said.)
    const past = pastTheLastBar(c, score);
    if (past && c.kind === "edit") c.subject.bars = past;
    else if (past)
      reason ||= `could not tell whether 'at the end' is bar ${score!.lastBar} or bar ${past.to}, which the score does not have`;
    reason ||= pronounOfTwoStaves(c, message);
    // ("It rests for two bars and comes in at bar 3", "Twelve bars are in 3/4": which bars is not
    // said — unless they are the piece's all.)
    const countedBars = c.kind === "count" ? null : COUNTED_UNPLACED.exec(c.text);
    const barsCounted = countedBars ? numberOf(countedBars[1]!) : null;
    const rest = c.subject.property === "notes" && c.value === "absent";
    const unplaced = c.subject.bars
      ? rest && c.subject.bars.to - c.subject.bars.from + 1 !== barsCounted
      : rest || (barsCounted !== score?.barCount && holdsValue(c, countedBars));
    if (countedBars && unplaced) reason ||= `could not place '${countedBars[0]}'`;
    // "Restored the original bass clef in bars 9–10", "put bars 9–10 back into bass clef": a restore
    // naming no version says what the bars have again, not that each of them changed: held where the
    // turn changed them and they have it now.
    if (
      c.kind === "edit" &&
      c.restoredFrom === undefined &&
      c.value !== null &&
      !CHANGE_ONLY.has(c.value) &&
      !c.value.startsWith("transposed") &&
      RESTORED_VALUE.test(c.text) &&
      !NAMES_VERSION.test(c.text)
    )
      c.nowOrEdit = true;
    // ("Undone: the pedal staff in bars 13–16 is back to where it was before the transposition.":
    // a restore naming no version and no notes says what the bars equal, not how they changed.)
    if (
      c.kind === "edit" &&
      c.restoredFrom === undefined &&
      (c.value === "changed" || c.value?.startsWith("transposed")) &&
      UNNAMED_RESTORE.test(c.text)
    )
      reason ||= "a restore naming no version: which version the bars are back to is not said";
    // "It was F2 before the octave shift.", "Bar 3 had F2 before I moved it.": the score before an
    // edit the rules did not place.
    const beforeEdit =
      (c.kind === "state" || c.kind === "edit") && !c.before && c.asOf === undefined && PAST.test(c.text)
        ? BEFORE_AN_EDIT.exec(c.text)
        : null;
    if (beforeEdit) reason ||= `could not tell which version '${beforeEdit[0]}' speaks of`;
    reason ||= pronounOfTwoParts(c, message, asking, score);
    reason ||= pieceOrPart(c, score);
    reason ||= partOfAChange(c, claims, message);
    // "The flute now tops out at F5. That's the F5 in m. 7.": the second says where that note is, not
    // again that it is the highest; a peak the sentence does not word is not its claim.
    const peak =
      /^(?:top|bottom) /.test(c.value ?? "") && !PEAK_WORD.test(c.text) && NUMBERED_BAR.test(c.text)
        ? SAID_BEFORE.exec(c.text)
        : null;
    if (!reason && peak) reason = `could not tell whether '${peak[0]}' says the highest or lowest note again`;
    // "bar 5–6: LH notes B3 D4 G4 / A3 C4 E4 -> …": a group of notes for each bar, which the rules do
    // not pair with the bars.
    if (
      !reason &&
      c.subject.property === "notes" &&
      c.subject.bars &&
      c.subject.bars.to > c.subject.bars.from &&
      NOTES_PER_BAR.test(c.text)
    )
      reason = "could not tell which bar each group of notes is";
    // ("bars 1-2 · staff 3: notes rest -> F2 F2": an edit writing as many notes as bars, one in each
    // or all in every bar, the same note twice among them.)
    const pitches =
      c.subject.property === "notes" ? (c.value ?? "").split(" ").filter((v) => /^[A-G]/.test(v)) : [];
    if (
      !reason &&
      c.kind === "edit" &&
      c.subject.bars &&
      new Set(pitches).size < pitches.length &&
      pitches.length === c.subject.bars.to - c.subject.bars.from + 1
    )
      reason = `could not tell whether the notes '${pitches.join(" ")}' are one to a bar or in every bar`;
    // ("In F that means F7, B♭7 and C7": chord names, not notes in the seventh octave.)
    const sevenths = c.subject.property === "notes" ? (c.text.match(SEVENTH_CHORDS) ?? []) : [];
    if (!reason && new Set(sevenths).size > 1)
      reason = `could not tell whether '${sevenths.join("', '")}' are notes or chords`;
    // ("Bar 12 is the last bar in 4/4. The key stays E-flat major through to the end.": from a bar not
    // said — the whole piece, or from the bars the message spoke of last.)
    const toTheEnd =
      score && c.subject.bars === null && !STARTED.test(c.text) ? UNSTARTED_END.exec(c.text) : null;
    const lastSaid = toTheEnd
      ? claims.slice(0, claims.indexOf(c)).findLast((d) => d.subject.bars)
      : undefined;
    if (toTheEnd && lastSaid && lastSaid.text !== c.text)
      (c.readings ??= []).push({
        bars: { from: lastSaid.subject.bars!.from, to: score!.lastBar },
        name: `bars ${lastSaid.subject.bars!.from}–${score!.lastBar}, from the bar the message spoke of before '${toTheEnd[0]}'`,
      });
    // "That sounds as C5 in concert pitch": a note pointed at, said of no bar.
    const note =
      reason || c.subject.bars || c.subject.property !== "notes" || !/^[A-G]/.test(c.value ?? "")
        ? null
        : POINTED_NOTE.exec(c.text);
    if (note) reason = `could not tell which note '${note[0]}' is`;
    // ("The key changes at the same point, to B♭ major. For the clarinet that is written as C major.":
    // the bars of the value pointed back at, not the whole piece.)
    const sign =
      reason || c.subject.bars || !SIGNS.has(c.subject.property) || WHOLE_SAID.test(c.text)
        ? null
        : POINTED_SIGN.exec(c.text);
    const pointedAt = sign
      ? claims
          .slice(0, claims.indexOf(c))
          .findLast((d) => d.subject.property === c.subject.property && d.text !== c.text)
      : undefined;
    if (sign && pointedAt && (pointedAt.subject.bars !== null || pointedAt.uncertain))
      reason = `could not tell which bars '${sign[1]}' points back to`;
    // ("The last bar is in 4/4. The right hand's last note is D6. Its key signature has three sharps
    // now.": "its" may be the bar said before, or the staff, or the piece.)
    const pronoun =
      reason ||
      c.subject.bars ||
      !SIGNS.has(c.subject.property) ||
      WHOLE_SAID.test(c.text) ||
      EVERY_BAR_NAMED.test(c.text)
        ? null
        : SIGN_PRONOUN.exec(c.text);
    // ("In the clarinet part the same change shows up as a written key of C major.": the change said
    // before is at a bar, not the piece.)
    const change = !reason && c.subject.bars === null ? CHANGE_POINTED_AT.exec(c.text) : null;
    if (change) reason = `could not tell which bars '${change[0]}' is`;
    // ("Sounding, the D♭5 at the start of bar 14 is a G♭4": one pitch said to be another, with one
    // frame word for the two.)
    const equated =
      !reason && c.subject.property === "notes" && LEADING_FRAME.test(c.text)
        ? PITCH_IS_PITCH.exec(c.text)
        : null;
    if (equated) reason = `could not tell which of the two pitches is written and which sounds`;
    // ("Only bar 6 got a pedal mark": what the edit gave, not that no other bar has one.)
    if (
      !reason &&
      c.kind === "state" &&
      (c.value === "absent" || c.value?.startsWith("not ")) &&
      ONLY_GOT.test(c.text) &&
      // (Bars the sentence names itself are said outright: "… and bar 7 has none".)
      !findBarGroups(c.text, score).some((g) =>
        g.runs?.some((r) => r.from === c.subject.bars?.from && r.to === c.subject.bars?.to),
      )
    )
      reason = `could not tell whether '${ONLY_GOT.exec(c.text)![0]}' says what the edit gave or what the score has`;
    // ("The clarinet is in treble clef throughout, with a written key of G major and 4/4 time at the
    // start.": which values "throughout" reaches and which "at the start" places is not read.)
    const edgeWords =
      !reason && c.subject.bars === null && WHOLE_SAID.test(c.text) ? AT_AN_EDGE.exec(c.text) : null;
    if (edgeWords)
      reason = `could not tell whether '${WHOLE_SAID.exec(c.text)![0]}' or '${edgeWords[0]}' places it`;
    // ("The last bar is in 4/4. … Its key signature has three sharps now.": also of the bars said before.)
    const barsBefore = pronoun
      ? claims.slice(0, claims.indexOf(c)).findLast((d) => d.subject.bars !== null && d.text !== c.text)
          ?.subject.bars
      : undefined;
    if (pronoun && barsBefore)
      (c.readings ??= []).push({
        bars: barsBefore,
        name: `${barsBefore.from === barsBefore.to ? `bar ${barsBefore.from}` : `bars ${barsBefore.from}–${barsBefore.to}`}, which '${pronoun[1]}' may point back to`,
      });
    if (reason) c.uncertain ??= reason;
    // "Pedal in bars 1–2", "the pedal is held through bars 1–3": each bar is pedalled; "a pedal mark
    // in bars 1–4" may be one mark somewhere among them.
    const { bars } = c.subject;
    if (
      c.kind === "state" &&
      c.subject.property === "pedal" &&
      c.value === "present" &&
      bars &&
      bars.from < bars.to &&
      (!ONE_PEDAL.test(c.text) || PEDAL_HELD.test(c.text)) &&
      // (Bars the sentence names as its one span: not a list's hull, nor a read's cover, nor a
      // label's range around the bar the line places its pedal in.)
      eachNamed(c.text, bars, score)
    )
      c.eachBar = true;
    // "The LH starts every bar from 1 to 3 on F2": each bar's first note, not the first bar's.
    if (
      c.kind === "state" &&
      c.value?.startsWith("first ") &&
      bars &&
      bars.from < bars.to &&
      EACH_BAR.test(c.text)
    )
      c.eachBar = true;
  }
  claims.push(...located.filter(([peak]) => !peak.uncertain).map(([, note]) => note));
  staffPerSlash(claims, score);
  // (Compared once every claim has its own reason: a claim not read does not make another unread.)
  const conflicts = claims.map((c) => (c.uncertain ? null : twoValues(c, claims)));
  claims.forEach((c, i) => (c.uncertain ??= conflicts[i] ?? undefined));
  otherThanUnread(claims);
  return claims;
}

/** A read listing one line per bar by its number alone ("13: 3/4\n14: 3/4\n15: 2/4"): each line is
 * that bar's, where the numbers rise and are all bars of the score. */
function withBarNumbers(text: string, score: ScoreContext | undefined): string {
  const lines = text.split("\n");
  const numbered = lines.map((l) => BAR_NUMBER_LINE.exec(l));
  const numbers = numbered.flatMap((m) => (m ? [Number(m[2])] : []));
  const first = score?.pickup ?? score?.firstBar ?? 1;
  if (
    numbers.length < 2 ||
    !score ||
    numbers.some((n, i) => n < first || n > score.lastBar || (i > 0 && n <= numbers[i - 1]!))
  )
    return text;
  return lines.map((l, i) => (numbered[i] ? l.replace(BAR_NUMBER_LINE, "$1bar $2$3") : l)).join("\n");
}
const BAR_NUMBER_LINE = /^(\s*[-•*]?\s*)(\d{1,4})(\s*:\s*\S)/;
// "bar 8 - staff 1: treble, staff 2: treble": a dash after a read line's bar, as a colon.
const BAR_DASH_STAFF =
  /^(\s*(?:bars?|measures?|m\.)\s*\d{1,4}(?:\s*[-–]\s*\d{1,4})?)\s+[-–—]\s+(?=(?:staff|stave)\s+\d)/gim;

const saysOther = (c: ExtractedClaim) =>
  !c.uncertain && c.value === "absent" && (OTHER_THAN_SAID.test(c.text) || NO_OTHER.test(c.text));

/** "Yes, there's an f at bar 9. No other dynamics appear in the piece." to "Is there any dynamic
 * marking apart from the opening p?": the p is left out too, and which bar it is, is not read. */
function otherThanAsked(claims: ExtractedClaim[], asked: Asked | null): ExtractedClaim[] {
  if (asked?.setsApart)
    for (const c of claims)
      if (saysOther(c))
        c.uncertain = "could not tell which marks 'other' leaves out: the question set some apart";
  return claims;
}

/** "Nearest marking: f in m. 6. Only other marking is the p at m. 1.", "Pedal marks: bar 1 (staff 2);
 * bar 11 (staff 2). No other bars have pedal marks.": where a mark said before was not read whole,
 * which bars "other" leaves out is not known either. */
function otherThanUnread(claims: ExtractedClaim[]): void {
  claims.forEach((c, i) => {
    if (!saysOther(c)) return;
    const unread = claims
      .slice(0, i)
      .find((d) => d.text !== c.text && d.subject.property === c.subject.property && d.uncertain);
    if (unread)
      c.uncertain = `could not tell which marks 'other' leaves out: '${unread.text}' was not read whole`;
  });
}

/** "Clefs: treble / bass." of a two-staff part: a clef per staff, in staff order. */
function staffPerSlash(claims: ExtractedClaim[], score: ScoreContext | undefined): void {
  for (const c of claims) {
    // (Either of the pair may be unread for reasons of its own: each still takes its staff.)
    if (c.kind !== "state" || c.subject.property !== "clef" || c.subject.staff !== null) continue;
    const pair = claims.filter(
      (d) =>
        d.text === c.text &&
        d.kind === "state" &&
        d.subject.property === "clef" &&
        d.subject.staff === null &&
        d.subject.part === c.subject.part &&
        sameRange(d.subject.bars, c.subject.bars),
    );
    const slash = CLEF_PAIR.exec(c.text);
    const part =
      score?.parts.find((p) => p.id === c.subject.part) ??
      (score?.parts.length === 1 ? score.parts[0] : undefined);
    if (pair.length !== 2 || !slash || part?.staves !== 2) continue;
    // ("Clef treble / treble": the same name, once for each staff, in order.)
    const same = slash[1]!.toLowerCase() === slash[2]!.toLowerCase();
    pair.forEach((d, i) => {
      d.subject = {
        ...d.subject,
        staff: same
          ? i + 1
          : d.value === slash[1]!.toLowerCase()
            ? 1
            : d.value === slash[2]!.toLowerCase()
              ? 2
              : null,
      };
    });
  }
}
const EACH_BAR =
  /\b(?:every|each)\s+(?:bar|measure)\b|\beach\s+of\s+(?:the\s+|those\s+|these\s+)?(?:bars|measures)\b/i;
const CLEF_PAIR = /\b(treble|bass|alto|tenor)\s*\/\s*(treble|bass|alto|tenor)\b/i;

function eachNamed(text: string, bars: BarRange, score: ScoreContext | undefined): boolean {
  // ("a pedal held through bar 16": where it starts is not said.)
  const groups = findBarGroups(text, score).filter((g) => !g.unresolved && g.runs);
  return (
    groups.length > 0 &&
    groups.every((g) => !g.openStart && g.runs!.length === 1 && sameRange(g.runs![0]!, bars))
  );
}
// Verbs that name the notes they act on, the notes right after them.
const MOVED =
  /\b(?:moved|moving|transposed|shifted|dropped|raised|lowered|took|taken|brought)\s+(?:the\s+|its\s+|both\s+|that\s+|those\s+|these\s+)?(?:written\s+|concert\s+|low\s+|high\s+)?(?=[A-G](?:[#♯♭b]|-?flat|-?sharp)?-?\d)/gi;
const TAKEN_OUT =
  /\b(?:cut|cuts|deleted|deletes|removed|removes|took\s+out|taken\s+out|dropped)\s+(?:the\s+)?(?=[A-G](?:[#♯♭b]|-?flat|-?sharp)?-?\d)/gi;
const PITCH = /\b([A-G])(?:[#♯♭b]|-?flat|-?sharp)?-?(\d)\b/g;

/** Whether the value's first pitch is among those `verb` names, up to where `end` closes the list
 * ("moved the A2 and E3 … down", "cut G4 F♯4 E4 (right hand), D2 (left hand);"). */
function listedAfter(text: string, verb: RegExp, end: RegExp, value: string): boolean {
  const first = value.split(" ")[0]!;
  for (const m of text.matchAll(verb)) {
    const rest = text.slice(m.index + m[0].length);
    const close = end.exec(rest);
    if (!close) continue;
    if ([...rest.slice(0, close.index).matchAll(PITCH)].some((p) => samePitchName(p[0], first))) return true;
  }
  return false;
}
/** "B♭4" said and "Bb4" read: the same letter and octave. */
const samePitchName = (said: string, value: string) =>
  said[0] === value[0] && said[said.length - 1] === value[value.length - 1];
const POINTED_LAST = /\b(?:that|this|the\s+same)\s+(?:last|final)\s+(?:note|pitch)\b/i;
const COUNTED_REST =
  /\b(?:\d+|two|three|four|five|six|seven|eight|several|a\s+few)[\s-]+(?:bars?|measures?)['’]?\s+(?:of\s+)?rests?\b/i;
const SAVED_WITHOUT =
  /\b(?:saved|applied|written|stored|came\s+back|went\s+through|returned|committed)\s+without\b/i;
const ONE_PEDAL = /\b(?:an?|one|single|another|only)\s+(?:[\w'’-]+\s+){0,2}?(?:pedal|ped\.)|\bsomewhere\b/i;
const PEDAL_HELD =
  /\b(?:held|holds?|holding|through(?:out)?|covers?|covering|runs?|running|spans?|spanning|across|under|every|each|all)\b/i;
const SIGNS = new Set(["clef", "key", "time"]);
const POINTS_AT_LAST =
  /^(?:(?:at|in|for|on)(?:\s+[\w-]+){1,3},?\s+)?(?:that|this|it)(?:\s+(?:is|was)|['’]s)\b/i;

/** "Staff 2 clefs, bars 8-11: 8 bass · 9 treble · 10 treble · 11 bass" read as bass and treble in all
 * four bars: a sentence that gives one staff two clefs (keys, times) in the same bar was not read as
 * it was written. */
function twoValues(c: ExtractedClaim, claims: ExtractedClaim[]): string | null {
  const { subject: s } = c;
  if (c.kind !== "state" || !c.value || unlike(c.value)) return null;
  // (Of the whole piece, only clefs and times: "Clefs: treble / bass.", "Bass 1–5, treble 6–7, bass
  // 8–12." with its bars not read.)
  const sign = SIGNS.has(s.property);
  if (!s.bars && s.property !== "clef" && s.property !== "time") return null;
  // ("the LH Ped. sits under m. 13, and m. 12 has none" read as pedal and none in both bars.)
  if (!sign && !MARKS.has(s.property)) return null;
  const other = claims.find(
    (d) =>
      d !== c &&
      // (A value said of bars not read is still said: "3/4 for two bars, then 2/4".)
      // (Two values of the whole piece stay two, whatever else made one of them unread.)
      (!d.uncertain ||
        d.uncertain.startsWith("could not place the bars") ||
        (s.bars === null && d.subject.bars === null)) &&
      d.text === c.text &&
      d.kind === "state" &&
      d.subject.property === s.property &&
      d.subject.part === s.part &&
      d.subject.staff === s.staff &&
      d.value !== null &&
      // ("G major (concert F major)": one key in two pitches; "One sharp — G major": one key.)
      d.concert === c.concert &&
      (sign
        ? !d.value.split("|").some((v) => c.value!.split("|").includes(v))
        : ABSENT.has(d.value) !== ABSENT.has(c.value!) && !d.value.startsWith("not ")) &&
      !unlike(d.value) &&
      (s.bars === null
        ? d.subject.bars === null
        : d.subject.bars !== null && d.subject.bars.from <= s.bars.to && s.bars.from <= d.subject.bars.to),
  );
  if (!other) return null;
  // ("Clefs: treble / bass.": two clefs of the whole piece, one staff each, neither named.)
  if (!s.bars)
    return `the sentence gives both ${c.value} and ${other.value!} for the whole piece: which staff or bars each is said of was not read`;
  const { from, to } = s.bars;
  // ("present" and "absent" said as musicians say them: "a pedal mark", "no pedal mark".)
  const said = (v: string) =>
    sign ? v : ABSENT.has(v) ? `no ${s.property} mark` : v === "present" ? `a ${s.property} mark` : v;
  return `the sentence gives both ${said(c.value)} and ${said(other.value!)} for ${from === to ? `bar ${from}` : `bars ${from}–${to}`}: which bars each is said of was not read`;
}
const unlike = (value: string) => value === CHANGES_HERE || value.startsWith("not ");
const ABSENT = new Set(["absent", "removed"]);

/** "- Concert: E♭ major from bar 9.\n- Trumpet part: written F major.": a clef, key or time said of
 * no bars, in a message that places another value of it in some bars, is said of some bars only. */
function partOfAChange(c: ExtractedClaim, claims: ExtractedClaim[], message: string): string | null {
  if (c.kind !== "state" || c.subject.bars !== null || !SIGNS.has(c.subject.property) || c.section)
    return null;
  const other = claims.find(
    (d) =>
      d.subject.property === c.subject.property &&
      d.subject.bars !== null &&
      d.kind !== "count" &&
      d.value !== c.value &&
      d.value !== CHANGES_HERE &&
      !d.value?.startsWith("not ") &&
      (d.subject.staff === null || c.subject.staff === null || d.subject.staff === c.subject.staff),
  );
  const bars = other?.subject.bars;
  if (!bars) return null;
  // "Bar 10 … is written in G major. At concert pitch that is F major.": "that" is the bars before.
  const at = (d: ExtractedClaim) => message.indexOf(d.text);
  const before = claims
    .filter((d) => d.subject.property === c.subject.property && at(d) >= 0 && at(d) < at(c))
    .sort((a, b) => at(a) - at(b))
    .pop();
  if (POINTS_AT_LAST.test(c.text) && before?.subject.bars) {
    c.subject = { ...c.subject, bars: before.subject.bars };
    return null;
  }
  const where = bars.from === bars.to ? `bar ${bars.from}` : `bars ${bars.from}–${bars.to}`;
  return `the message gives ${other.value} for ${where}: which bars '${c.value}' is said of is not said`;
}

/** A claim about the left hand, the lower staff or staff 3 that names no part (or one without that
 * staff) is about the one part that has such a staff (findings.md, "Parts": hands name the keyboard part). */
function placeByStaff(c: ExtractedClaim, score: ScoreContext | undefined): void {
  const { part, staff } = c.subject;
  // One part: the check places it (verify.ts).
  if (staff === null || staff < 2 || !score || score.parts.length < 2) return;
  // A part carried from before that has no such staff ("the left hand" after "the voice") is not it.
  if (part !== null && (score.parts.find((p) => p.id === part)?.staves ?? 0) >= staff) return;
  // …but a part the sentence names, with a staff carried from the question ("what does the clarinet
  // hold, and the piano LH under it?" — "In m. 13 the clarinet holds C5"), keeps its part.
  if (
    part !== null &&
    findStaffMentions(c.text).length === 0 &&
    findPartMentions(c.text, score).some((m) => m.part === part)
  ) {
    c.subject = { ...c.subject, staff: null };
    return;
  }
  const holders = score.parts.filter((p) => p.staves >= staff);
  if (holders.length === 1) c.subject = { ...c.subject, part: holders[0]!.id };
}

const COUNTED_UNPLACED =
  /(?<!\b(?:all|all\s+the|every|each\s+of\s+the|its|the\s+whole|the\s+entire)\s+)(?<![/\d])\b(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:bars|measures)\b/i;
/** "Twelve bars are in 3/4", "after twelve bars of 6/8": the bars counted are the ones said to have the
 * claim's value. */
function holdsValue(c: ExtractedClaim, counted: RegExpExecArray | null): boolean {
  if (!counted || !c.value) return false;
  const after = c.text.slice(counted.index + counted[0].length);
  const word = c.value.split(" ")[0]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    String.raw`^\s+(?:(?:are|were|is|was)\s+)?(?:all\s+)?(?:in|of)\s+(?:the\s+)?${word}`,
    "i",
  ).test(after);
}

const SOUNDS = /\b(?:sounds?|sounding|sounded)\b/i;
const FOR_PLAYER =
  /\bfor\s+(?:the|your|a|our|my)\s+(?:pianist|organist|clarinet+ist|violinist|violist|cellist|flautist|flutist|oboist|bassoonist|trumpeter|hornist|horn\s+player|player|singer|soloist|conductor|accompanist|performer)s?\b/i;
/** "In that bar the right hand rests, and the left hand plays a single D2": where "that bar" may be
 * another bar, so may the place of the clause that goes on from it in the same sentence (one naming
 * no bar of its own). */
function samePlaceDoubt(claims: ExtractedClaim[], score: ScoreContext | undefined): void {
  for (const c of claims) {
    const doubt = c.uncertain && PLACE_DOUBT.test(c.uncertain) ? c.uncertain : null;
    if (!doubt || !c.subject.bars || findBarGroups(c.text, score).length > 0) continue;
    for (const other of claims)
      if (
        other !== c &&
        other.uncertain === undefined &&
        other.text === c.text &&
        other.subject.bars?.from === c.subject.bars.from &&
        other.subject.bars.to === c.subject.bars.to
      )
        other.uncertain = doubt;
  }
}
const PLACE_DOUBT = /^could not tell whether '[^']+' is (?:bars?|the whole piece)/;

/** "The left hand rests in bar 16, so the final G4 sounds alone": one sentence cannot mean that the
 * same bars of the same staff both rest and play, so one clause lent the other a subject it may not
 * have: the one whose clause names no staff or part of its own, or, where both or neither do, either.
 * (Where one of them was not read already, it is the one misplaced.) */
function restsAndNotesAtOnce(claims: ExtractedClaim[], score: ScoreContext | undefined): ExtractedClaim[] {
  const plain = (c: ExtractedClaim) =>
    c.kind === "state" &&
    c.subject.property === "notes" &&
    c.subject.bars !== null &&
    !c.asOf &&
    !c.before &&
    c.uncertain === undefined &&
    !c.readings?.length;
  const same = (a: ExtractedClaim, b: ExtractedClaim) =>
    a.text === b.text &&
    a.subject.part === b.subject.part &&
    a.partName === b.partName &&
    a.subject.staff === b.subject.staff &&
    a.subject.bars!.from <= b.subject.bars!.to &&
    b.subject.bars!.from <= a.subject.bars!.to;
  // Whether the clause the claim's value stands in names a staff or part itself.
  const namesItsOwn = (c: ExtractedClaim) => {
    const pitch = c.value!.replace(/^(?:first|last|only|top|bottom) /, "").split(" ")[0];
    const at = findValueMentions(c.text).find(
      (m) =>
        m.property === "notes" &&
        (c.value === "absent" ? m.value === "absent" : m.value?.split(" ").includes(pitch!)),
    );
    if (!at) return false;
    const clause = clauseAround(c.text, at.index, at.end);
    return (
      findStaffMentions(clause).some((m) => m.staff !== null) || findPartMentions(clause, score).length > 0
    );
  };
  for (const rest of claims.filter((c) => plain(c) && c.value === "absent"))
    for (const played of claims.filter((c) => plain(c) && c.value !== "absent" && same(c, rest))) {
      const bars = rest.subject.bars!;
      const where = bars.from === bars.to ? `bar ${bars.from}` : `bars ${bars.from}–${bars.to}`;
      const why = `the sentence gives ${where} no notes and ${played.value}: could not tell which part or staff each is said of`;
      const [restOwn, playedOwn] = [namesItsOwn(rest), namesItsOwn(played)];
      if (!restOwn || playedOwn) rest.uncertain = why;
      if (!playedOwn || restOwn) played.uncertain = why;
    }
  return claims;
}

// ("Before the transposition it began on G4 concert": a past verb of what a bar held.)
const PAST = /\b(?:was|were|had|used\s+to|began|started|opened|ended|finished|sat|stood|sounded|stayed)\b/i;
// (The score before "this edit", "my edit" or a version named is placed: `asOf`.)
const BEFORE_AN_EDIT =
  /\bbefore\s+(?:(?:the|my|your|that|this|our|its)\s+(?:[\w-]+\s+){0,2}?(?:shift|changes?|transposition|move|fix|correction|update|undo|restore)|(?:I|we|you)\s+(?:\w+\s+)?(?:changed|edited|moved|transposed|fixed|shifted|made|did|asked|saved))\b/i;
const RESTORED_VALUE =
  /\b(?:restored|reinstated|reverted|put\s+(?:[\w–-]+\s+){0,5}?back|back\s+(?:in|into|to)|returned)\b/i;
const CHANGE_ONLY = new Set(["changed", "removed", "absent"]);

const UNNAMED_RESTORE =
  /\bback\s+to\s+(?:exactly\s+)?(?:where|what|how)\s+(?:it|they)\s+(?:was|were|stood|looked|read)\b(?!\s+in\s+(?:version|v\.?)\s*\d)|\bback\s+to\s+(?:its|their|the)\s+(?:original|earlier|previous|old|former)\b/i;

const STARTS_MARK =
  /\b(?:starts?|begins?|opens?)\s+(?:with\s+(?:an?\s+)?|at\s+|on\s+)?(ppp|pp|p|mp|mf|f|ff|fff)\b(?!\s+(?:in|at|on|from)\s+(?:bar|measure|mm?\.)\s*\d)/i;

// "The pedal holds a low A1", "the final bar's pedal note": the organ's feet, not a pedal marking.
const PEDALS_PLAY =
  /(?:\b(?:the|its)|['’]s)\s+pedals?\b(?!\s+(?:marks?|markings?|signs?|brackets?|staff|stave))|\bpedal\s+notes?\b/i;

/** In an organ score, notes or a clef said of "the pedal" are its pedal staff's (findings.md, "Parts":
 * staff 3), unless the sentence names another staff: then which is meant is not said. */
function placeOnPedals(c: ExtractedClaim, score: ScoreContext | undefined): void {
  const organs = score?.parts.filter((p) => p.staves >= 3) ?? [];
  if (organs.length === 0 || (c.subject.property !== "notes" && c.subject.property !== "clef")) return;
  if (c.subject.staff === 3 || !PEDALS_PLAY.test(c.text)) return;
  const staves = findStaffMentions(c.text).filter((m) => m.staff !== 3);
  if (staves.length > 0 || organs.length > 1) {
    c.uncertain ??= "could not tell whether the claim is said of the pedals or of the staff named";
    return;
  }
  c.subject = {
    ...c.subject,
    part: c.subject.part ?? (score!.parts.length > 1 ? organs[0]!.id : null),
    staff: 3,
  };
}

// "Upper / lower staff" name a keyboard part's first two staves (findings.md, "Parts"), an organ's
// too; its bottom staff is the pedal staff, or the lower manual's to one who counts the manuals only.
const BOTTOM_STAFF = /\b(?:bottom|lowest)\s+(?:staff|stave)\b/i;
const MIDDLE_STAFF = /\bmiddle\s+(?:staff|stave)\b/i;

/** "The bottom staff rests in bars 1–2" of an organ names no one staff; "the middle staff" is its
 * second, and names no staff of a part of two. */
function placeOrganStaff(c: ExtractedClaim, score: ScoreContext | undefined): void {
  if (!score || c.subject.staff !== 2) return;
  const part = c.subject.part
    ? score.parts.find((p) => p.id === c.subject.part)
    : score.parts.length === 1
      ? score.parts[0]
      : undefined;
  const staves = part?.staves ?? Math.max(0, ...score.parts.map((p) => p.staves));
  if (MIDDLE_STAFF.test(c.text) && staves < 3)
    c.uncertain ??= "could not place 'middle staff': the part has no third staff";
  else if (BOTTOM_STAFF.test(c.text) && staves >= 3)
    c.uncertain ??= "could not tell whether 'bottom staff' is the pedal staff or the lower manual's";
}

/** A sentence's own scope, with what it leaves unnamed taken from the heading above it. */
const OWN_REACH = /\b(?:to|until|till|through)\s+the\s+(?:very\s+)?end\b|\bthroughout\b|\ball\s+the\s+way\b/i;

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

/** The part a read was asked for, by its name or id as the call gave it, when it is one of the
 * score's parts. */
function askedPart(named: string | undefined, score?: ScoreContext): PartMention | null {
  if (!named || !score || score.parts.length < 2) return null;
  const byId = score.parts.find((p) => p.id === named);
  if (byId) return { part: byId.id, name: byId.name, index: -1, end: -1 };
  const found = findPartMentions(named, score).filter((m) => m.part !== null);
  return found.length === 1 ? found[0]! : null;
}

/** Whether the text opens with "<name> clef" where the score has a part of that name ("Tenor", "Bass 2"). */
function clefNamesPart(text: string, score?: ScoreContext): boolean {
  const named = CLEF_NAMED.exec(text)?.[1]?.toLowerCase();
  return (
    named !== undefined && (score?.parts.some((p) => p.name.toLowerCase().split(/\s+/)[0] === named) ?? false)
  );
}
const CLEF_NAMED = /^[\s\-*•|#>]*(treble|bass|alto|tenor|soprano|baritone)\s+clefs?\b/i;

/** "staff 2: clef treble; from bar 6" read as the whole piece: a claim said of no bars, in a sentence
 * that numbers bars where none of its claims took any, was not read whole — where the whole piece
 * says more than the bars would (a sign, notes, an absence; "Pedal: bars 1, 2" says there is pedal
 * at all). */
function barsLeftOver(c: ExtractedClaim, claims: ExtractedClaim[], score?: ScoreContext): string | null {
  if (c.kind === "count" || c.readings) return null;
  const value = c.value ?? "";
  // ("Pedal: bars 1 to 10, as well as bar 12." read as pedal somewhere in the piece holds where the
  // bars named do not.)
  const stronger =
    SIGNS.has(c.subject.property) ||
    /^(?:absent|removed|not\s)/.test(value) ||
    (c.subject.property === "notes" && /^[A-G]/.test(value)) ||
    (c.subject.bars === null && MARKS.has(c.subject.property));
  // (A peak whose bar is where it is placed them too.)
  const placed = claims.some(
    (d) => d.text === c.text && (d.readings || /^(?:top|bottom) /.test(d.value ?? "")),
  );
  if (!stronger || placed) return null;
  const left = barsNoClaimTook(c, claims, score);
  return left ? `did not place '${left}'` : null;
}

/** A claim whose sentence opens by pointing back ("That …", "This …") and names no bars of its own,
 * after two sentences of the message that named different bars: which of them it means is not said. */
function pointsAtTwoPlaces(
  c: ExtractedClaim,
  message: string,
  score: ScoreContext | undefined,
  claims: ExtractedClaim[],
): string | null {
  if (c.subject.bars === null) return null;
  if (!POINTER.test(c.text)) return itOfTwoBars(c, message, score, claims);
  const numbered = (text: string) =>
    findBarGroups(text, score).filter(
      (g) => !g.unresolved && g.runs && /\d/.test(text.slice(g.index, g.end)),
    );
  if (findBarGroups(c.text, score).length > 0) return null;
  const before = message.slice(0, Math.max(0, message.indexOf(c.text)));
  const places = new Set(
    splitSentences(before)
      .map((s) =>
        numbered(s)
          .flatMap((g) => g.runs!.map((r) => `${r.from}-${r.to}`))
          .join(","),
      )
      .filter(Boolean),
  );
  // ("… G major for mm. 1–4 and C major from m. 5. That's concert F major, then B♭ major.": two values
  // pointing back at two places, which of them each takes is not said.)
  const runs = new Set([...places].flatMap((p) => p.split(",")));
  const values = claims.filter((d) => d.text === c.text && d.subject.property === c.subject.property);
  return places.size > 1 || (runs.size > 1 && new Set(values.map((d) => d.value)).size > 1)
    ? `could not tell which bars '${POINTER.exec(c.text)![0].trim()}' points at`
    : null;
}

/** "The clarinet's entry in bar 2 is marked mf, and the cello starts piano": a bar named inside an
 * earlier clause about another part, not fronted for the sentence, is that clause's. */
function barsOfAnotherPart(c: ExtractedClaim, score: ScoreContext | undefined): string | null {
  if (!c.subject.bars || FRONTED_BAR.test(c.text)) return null;
  const parts = findPartMentions(c.text, score);
  // (A claim of no part takes the sentence's last part named, as its clause does.)
  const own = c.subject.part ? parts.find((m) => m.part === c.subject.part) : parts.at(-1);
  const groups = findBarGroups(c.text, score).filter((g) => g.runs !== null);
  if (!own || groups.length === 0 || groups.some((g) => g.end > own.index)) return null;
  const between = c.text.slice(Math.max(...groups.map((g) => g.end)), own.index);
  const other = parts.some((m) => m.part && m.part !== own.part && m.index < groups[0]!.index);
  return other && CLAUSE_BREAK.test(between)
    ? `could not tell which bars '${own.name}' is said of: the bars named were another part's`
    : null;
}
const FRONTED_BAR = /^\W*(?:(?:in|at|from|by)\s+)?(?:bars?|measures?|mm?\.)\s*\d/i;
const CLAUSE_BREAK = /(?:,\s*(?:and|but|while|whereas)|;)\s/i;

/** "Bar 4 was transposed along with bar 3 … Before the edit it read A5, G5, F♯5, E5.": "it", with no
 * bars of its own, after a sentence naming two places, may be either; one of them alone is a guess. */
function itOfTwoBars(
  c: ExtractedClaim,
  message: string,
  score: ScoreContext | undefined,
  claims: ExtractedClaim[],
): string | null {
  const it = IT.exec(c.text);
  if (!it || findBarGroups(c.text, score).length > 0) return null;
  const before = splitSentences(message.slice(0, Math.max(0, message.indexOf(c.text))));
  const said = before
    .map((s) => ({
      s,
      runs: findBarGroups(s, score).flatMap((g) => (!g.unresolved && g.runs ? g.runs : [])),
    }))
    .filter((x) => x.runs.length > 0)
    .at(-1);
  // (Only where that sentence is about bars: "Bar 4 was transposed with bar 3", not "It rests in bars
  // 1–4 and comes in at bar 5", whose "it" is a part.)
  const last = said && BAR_SUBJECT.test(said.s) ? said.runs : null;
  if (!last || new Set(last.map((r) => `${r.from}-${r.to}`)).size < 2) return null;
  // (Said of each of them, "Bars 1–3 and 8–16 … It never goes below F2", it is no guess.)
  const same = (r: BarRange, d: ExtractedClaim) =>
    d.subject.bars?.from === r.from && d.subject.bars.to === r.to;
  const each = last.every((r) => claims.some((d) => d.text === c.text && same(r, d)));
  const one = !each && last.some((r) => same(r, c));
  const named = last.map((r) => (r.from === r.to ? `${r.from}` : `${r.from}–${r.to}`)).join(" and ");
  return one ? `could not tell which bars '${it[0]}' is: the sentence before named bars ${named}` : null;
}
const IT = /\b(?:it|its|it's)\b/i;
const BAR_SUBJECT = /^\W*(?:(?:and|but|so|then|now)\s+)?(?:bars?|measures?|mm?\.)\s*\d/i;

/** Whether the message names a staff in the claim's sentence or before it. */
function staffSaidBy(text: string, c: ExtractedClaim): boolean {
  const end = text.indexOf(c.text);
  return findStaffMentions(text.slice(0, end < 0 ? text.length : end + c.text.length)).some(
    (m) => m.staff !== null,
  );
}

/** Whether the text names bars by number ("bars 9–16"). */
function numbersBars(text: string, score: ScoreContext | undefined): boolean {
  return findBarGroups(text, score).some((g) => g.runs !== null && /\d/.test(text.slice(g.index, g.end)));
}

/** Whether the claim's bars are those the words at `m` name. */
function placedBy(c: ExtractedClaim, m: RegExpExecArray, score: ScoreContext | undefined): boolean {
  const bars = c.subject.bars!;
  return findBarGroups(c.text, score).some(
    (g) =>
      g.index < m.index + m[0].length &&
      m.index < g.end &&
      (g.runs ?? []).some((r) => r.from === bars.from && r.to === bars.to),
  );
}

const HAND = /\bhand\b|\b[lr]\.?h\b/i;

/** The one staff the person's message of the turn before named, and the part it is of: the only part
 * with that staff, the one the message named, or the keyboard's where it named a hand ("Which clef is
 * the piano's right hand in at bar 6?" of a saxophone and piano). */
function subjectBefore(
  text: string,
  score: ScoreContext | undefined,
): { staff: number; part: string } | null {
  const mentions = findStaffMentions(text).filter((m) => m.staff !== null);
  const staves = [...new Set(mentions.map((m) => m.staff!))];
  if (staves.length !== 1) return null;
  const staff = staves[0]!;
  const holders = (score?.parts ?? []).filter((p) => p.staves >= staff);
  if (holders.length === 1) return { staff, part: holders[0]!.id };
  const named = new Set(findPartMentions(text, score).flatMap((m) => (m.part === null ? [] : [m.part])));
  const keyboard = mentions.some((m) => HAND.test(text.slice(m.index, m.end))) ? keyboardPart(score) : null;
  const part = named.size === 1 ? [...named][0]! : keyboard;
  return part !== null && holders.some((p) => p.id === part) ? { staff, part } : null;
}
