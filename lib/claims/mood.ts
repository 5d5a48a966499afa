// Whether a clause asserts something about the score, and whether it reports an edit. Intentions,
// proposals, questions, conditionals, doubts, retractions and talk about the tool or the page are
// not claims; a hedged assertion ("it looks like bar 4 is in bass clef") is.
import { keptByText } from "./memo.ts";

// The -ing forms of the edits: a clause opening with one announces what is about to be done.
const ANNOUNCED = String.raw`(?:adding|changing|moving|putting|setting|switching|removing|deleting|inserting|transposing|applying|making|fixing|correcting|updating|replacing|converting|placing|restoring|reverting|shifting|raising|lowering|clearing|editing|writing|rewriting|swapping|undoing|redoing)`;

// Openings that make the clause an intention, proposal, request, condition or doubt (anchored: only
// an opening counts, and an anchored pattern fails at once where a clause opens otherwise).
const NOT_ASSERTED_START = new RegExp(
  String.raw`^(?:` +
    [
      String.raw`i(?:'ll|'d|\s+will|\s+would|\s+shall|\s+can(?!\s+(?:also\s+)?(?:see|spot)\b)|\s+could|\s+might|\s+may|\s+should|\s+need\s+to|\s+want\s+to|\s+plan\s+to|\s+intend\s+to|\s+(?:am|'m)\s+(?:going|about|planning|trying)\s+to)\b`,
      String.raw`(?:let\s+me|let's|let\s+us|shall\s+(?:i|we)|should\s+(?:i|we)|would\s+you|do\s+you|did\s+you|can\s+you|could\s+you|will\s+you|want\s+me|would\s+it|is\s+it|are\s+they|does\s+it|please|kindly)\b`,
      String.raw`(?:if|unless|once|when\s+you|whether|in\s+case|suppose|assuming|to\s+(?:change|fix|make|put|set|add|remove|get))\b`,
      String.raw`(?:you|we)\s+(?:can|could|might|may|should|would|will|'ll|need|want|'d)\b`,
      String.raw`(?:maybe|perhaps|possibly|ideally|alternatively|optionally|hopefully)\b`,
      String.raw`(?:try|consider|note\s+that\s+you|remember|make\s+sure|ensure|feel\s+free|next,?\s+i|first,?\s+i|then\s+i|now\s+i(?:'ll|\s+will))\b`,
      String.raw`i\s+(?:suggest|recommend|propose|advise|think\s+you|would\s+suggest|'d\s+suggest|tried|attempted|asked|meant|intended|wanted|hope|expect)\b`,
      String.raw`(?:i'm|i\s+am)\s+(?:not\s+sure|unsure|uncertain|unable|checking|reading|looking|going|about|trying|sorry)\b`,
      // "I was trying to …", "I wasn't able to …": an attempt, not a result ("I was able to" is one).
      String.raw`i\s+(?:was|had\s+been|have\s+been|'ve\s+been)\s+(?:unable|trying|attempting|going|about|planning)\s+to\b`,
      String.raw`i\s+(?:wasn't|was\s+not|haven't\s+been|have\s+not\s+been|hadn't\s+been|had\s+not\s+been)\s+able\s+to\b`,
      String.raw`i\s+(?:don't|do\s+not|cannot|can't|couldn't|could\s+not)\s+(?:know|tell|see|verify|confirm|determine|say|be\s+sure|access|find)\b`,
      // ("Sorry, you're right: mm. 11–12 are in 2/4": an apology opening a statement, which stands.)
      String.raw`(?:sorry|apologies|my\s+apologies|i\s+apologi[sz]e)\b(?!\s*[,:;—–-]\s*(?:you're|you\s+are)\s+right\b)|unfortunately,?\s+i\b`,
      // "Adding the pedal now.", "I'm changing bar 4 to bass clef": an action announced, not reported.
      String.raw`(?:(?:i'm|i\s+am|we're|we\s+are)\s+(?:now\s+|just\s+)?)?${ANNOUNCED}\b(?![^.;]*\b(?:is|are|was|were|has|have|had|gave|made|fixed)\b)`,
    ].join("|") +
    ")",
  "i",
);
// Small openers that do not change the mood of what follows ("OK, bar 4 is …", "Great — …").
const OPENER =
  /^(?:(?:ok(?:ay)?|alright|all\s+right|sure|great|good|right|yes|yep|so|now|well|also|and|then|certainly|absolutely|of\s+course|got\s+it|understood|thanks|thank\s+you|perfect|excellent|done|all\s+done|(?:sorry|apologies)[,—–-]\s*(?:you're|you\s+are)\s+right|(?:you're|you\s+are)\s+right)[,!.:]?\s+)+/i;

// Anywhere in the clause: modality, conditions, doubt, retractions, requests, the tool, the page.
const NOT_ASSERTED_ANYWHERE = new RegExp(
  [
    // "Bass clef would avoid the ledger lines": what might be, not what is.
    String.raw`\b(?:would|could|might)\b`,
    String.raw`\bmay\s+(?:be|look|become|have|need|want|sound|read|appear|give|make|leave|mean|produce|result|sit|lie|fit|suit|work|feel|help)\b`,
    String.raw`\bif\s+(?:you|it|that|this|the|we|needed|necessary|desired|so)\b`,
    String.raw`\b(?:not\s+sure|unsure|unclear|uncertain|hard\s+to\s+(?:tell|say)|can(?:no|')t\s+(?:tell|verify|confirm|see))\b`,
    String.raw`\b(?:was|were|i)\s+(?:wrong|mistaken|incorrect)\b|\bmistakenly\b|\bwrongly\b|\bincorrectly\s+(?:said|stated|reported|claimed|told)\b|\bi\s+(?:said|claimed|reported|stated)\b`,
    String.raw`\b(?:you|the\s+user|they)\s+(?:asked|wanted|requested|want|wants|mentioned|said|see|saw|are\s+seeing)\b|\basked\s+(?:me\s+)?(?:to|for)\b|\brequest(?:ed)?\b`,
    String.raw`\b(?:the\s+)?(?:tool|function|api|editor|server|system)\s+(?:reported|returned|said|says|responded|replied|confirmed|reports|shows)\b`,
    String.raw`\b(?:refresh|reload|re-?render|cache|browser|screen|your\s+view|display(?:ed)?\s+on)\b`,
    String.raw`\b(?:supposed|meant|intended|planned|expected|going)\s+to\b|\bwant(?:s|ed)?\s+to\b|\bneeds?\s+to\b|\bought\s+to\b`,
    String.raw`\b(?:should|must)\s+(?!now\b)(?:be|have|show|look|read|stay|remain)\b(?![^.]*\bnow\b)`,
    String.raw`\bhypothetically\b`,
    String.raw`\b(?:how\s+to|in\s+order\s+to|so\s+that)\b`,
  ].join("|"),
  "i",
);

export function isQuestion(sentence: string): boolean {
  return /\?["')\]]*\s*$/.test(sentence.trim());
}

const PROPOSAL_LABEL =
  /^\W*(?:(?:proposed|suggested|planned|recommended|possible|pending)\s+(?:changes?|edits?|fix(?:es)?)|proposals?|suggestions?|(?:the\s+)?plan|option\s+(?:[a-e1-5]|one|two|three)|(?:two|three|four|a\s+few|some|several|\d)\s+(?:options|choices|ways|possibilities)|ideas?|alternatives?)\W*:/i;

/** A sentence labelled as a proposal: "Proposed change: bar 4 lower staff clef bass -> treble". */
export function isProposal(sentence: string): boolean {
  return PROPOSAL_LABEL.test(sentence);
}

/** The clause without openers like "OK," and "Great —". */
export function withoutOpeners(clause: string): string {
  // A test first: a replace costs more than a test that fails, and most clauses open with no opener.
  return (OPENER.test(clause) ? clause.replace(OPENER, "") : clause).trim();
}

// "…, as you asked": the request is cited to say it was met, which leaves the statement asserted.
const AS_ASKED =
  /,?\s*(?:just\s+|exactly\s+)?(?:as|like)\s+(?:you\s+)?(?:asked|requested|wanted|instructed|specified)(?:\s+(?:for|me))?(?:\s+(?:at\s+the\s+(?:start|beginning|outset)|earlier|before|at\s+first|initially|originally))?\b|,?\s*(?:as\s+per|per)\s+your\s+request\b/gi;

// "…, as I said", "…, as noted above": the statement said again, still asserted.
const AS_SAID =
  /,?\s*(?:just\s+)?(?:as|like)\s+i(?:'ve|\s+have)?\s+(?:said|mentioned|noted|wrote|explained|stated)(?:\s+(?:earlier|before|above))?\b|,?\s*as\s+(?:noted|mentioned|stated|said)\s+(?:above|earlier|before)\b/gi;

// Every match of AS_ASKED or AS_SAID holds one of these words; most clauses have none, and the test is cheaper.
const REQUEST_WORD = /asked|request|wanted|instructed|specified|said|mentioned|noted|wrote|explained|stated/i;

/** Where the clause cites the request or what was said before ("…, as you asked at the start"):
 * its words name no place in the score. */
export function citedSpans(clause: string): [number, number][] {
  if (!REQUEST_WORD.test(clause)) return [];
  return [...clause.matchAll(AS_ASKED), ...clause.matchAll(AS_SAID)].map((m) => [
    m.index,
    m.index + m[0].length,
  ]);
}

/** True when the clause asserts what is (or was made) so. */
export function isAsserted(clause: string): boolean {
  return keptAsserted(clause);
}

const keptAsserted = keptByText(asserts);

function asserts(clause: string): boolean {
  // "(You'll often see …)": brackets round a sentence do not change its mood.
  const opened = withoutOpeners(clause.replace(LEADING_BRACKET, ""));
  const body = REQUEST_WORD.test(opened) ? opened.replace(AS_ASKED, "").replace(AS_SAID, "").trim() : opened;
  if (!body) return false;
  if (NOT_ASSERTED_START.test(body)) return false;
  return !NOT_ASSERTED_ANYWHERE.test(body);
}

// Negation standing before a value: "bar 4 is not in bass clef", "isn't", "no longer".
const NEGATION =
  /\b(?:not|never|nowhere|none|no\s+longer|neither|nor|isn't|aren't|wasn't|weren't|doesn't|don't|didn't|hasn't|haven't|won't|cannot|can't|without|instead\s+of|in\s+place\s+of|rather\s+than|no)\b|n't\b/i;

/** Whether a negation stands between the clause start (or its last comma) and `index`. */
export function negatedBefore(clause: string, index: number): boolean {
  const before = clause.slice(0, index);
  const lastBreak = Math.max(before.lastIndexOf(","), before.lastIndexOf("("));
  return NEGATION.test(before.slice(lastBreak + 1));
}

const LEADING_BRACKET = /^[\s(\[]+/;

// An instruction or an idea offered: "Add a pedal marking in bar 8.", "keep the left hand in bass
// clef". Verbs whose past is spelled the same ("put", "set") are left out: "Put bar 4 in bass clef"
// may report an edit.
const IMPERATIVE_EDIT =
  /^(?:add|keep|move|change|switch|remove|use|make|end|transpose|replace|insert|delete|shift|swap|convert|give|write|merge|split|drop|rewrite|simplify|extend|shorten|start|try|leave)\b(?!\s+(?:is|are|was|were|has|have|of)\b|\s*[:(])/i;

/** Whether a sentence tells the reader (or offers) what to do rather than saying what the score has. */
export function isInstruction(sentence: string): boolean {
  return IMPERATIVE_EDIT.test(sentence.replace(LEADING_BRACKET, "").trim());
}

// A report that something was changed: first person or passive past, "now", "Done".
const EDIT_VERBS = String.raw`changed|set|put|made|switched|moved|added|inserted|removed|deleted|transposed|replaced|fixed|corrected|updated|converted|applied|edited|rewrote|rewritten|swapped|altered|modified|placed|restored|reverted|shifted|raised|lowered|adjusted|cleared|dropped|took|taken|turned|introduced|wrote|undid|undone|erased|stripped|eliminated`;
// "is marked", "is written in", "is set in" describe the score; these passives report a change.
const PASSIVE_EDIT_VERBS = String.raw`changed|switched|moved|transposed|replaced|fixed|corrected|updated|converted|removed|deleted|added|inserted|altered|modified|shifted|restored|reverted|swapped|edited|erased|cleared|eliminated|taken\s+(?:out|away)`;
// "I added a p …", "we moved the clef": the speaker names the edit it made.
const OWN_EDIT_SOURCE = String.raw`\b(?:i|we)(?:'ve|\s+have|\s+had)?\s+(?:(?:(?:went|gone)\s+ahead\s+and|(?:was|were)\s+able\s+to|managed\s+to|just|now|also|then|successfully|already|simply|finally|have)\s+){0,3}(?:${EDIT_VERBS})\b(?<!\bstand\s+corrected)`;
const EDIT_REPORT = new RegExp(
  [
    OWN_EDIT_SOURCE,
    String.raw`\b(?:has|have|had)\s+(?:now\s+|also\s+|just\s+)?been\s+(?:\w+ly\s+)?(?:${EDIT_VERBS})\b`,
    // "Version 3 moved the clef": what that save did (findings.md, "edit").
    String.raw`\b(?:version|v)\s*\d{1,6}\s+(?:also\s+|then\s+|just\s+|had\s+|has\s+)?(?:${EDIT_VERBS}|extended|rewrote)\b`,
    String.raw`\b(?:is|are|was|were|got)\s+(?:now\s+|also\s+|just\s+)?(?:\w+ly\s+)?(?:${PASSIVE_EDIT_VERBS})\b`,
    // ("Corrected: m. 13 is in G major": what was said, corrected, not the score.)
    String.raw`^(?:(?:ok(?:ay)?|done|all\s+done|great|alright)[,!.:]?\s+)?(?:${EDIT_VERBS}|fixed|done)\b(?<!\bcorrected)(?!\s*:)|^(?:${EDIT_VERBS}|fixed|done)(?<!\bcorrected)\s*:`,
    // A headline with no article: "Key signature changed to E♭ major", "right hand moved to alto clef",
    // "pp removed".
    String.raw`^(?:(?:key|time|clef|tempo|dynamics?|pedal|notes?|(?:left|right)\s+hand|lh|rh|(?:upper|lower|top|bottom)\s+staff|staff\s+\d|[pmf]{1,3}|sfz)\b|ped\.)(?:\s+(?:signature|marking|markings|in|of|for|at|bar|bars|measure|measures|m\.|mm\.|\d{1,4}(?:\s*[-–]\s*\d{1,4})?|[pmf]{1,3}|sfz|fp)){0,4}\s+(?:${PASSIVE_EDIT_VERBS}|set)\b`,
    // "Bars 9–10 moved up an octave" ("did go down an octave, though", "LH m. 13 dropped an octave"):
    // a headline naming bars and where their notes went.
    String.raw`^(?:(?:the\s+)?(?:left\s+hand|right\s+hand|lh|rh)\s+(?:(?:in|of|at)\s+)?)?(?:bars?|measures?|mm?\.)\s*\d{1,4}(?:\s*(?:[-–]|to|and|,)\s*\d{1,4})*(?:\s+(?:of\s+the\s+)?(?:left\s+hand|right\s+hand|lh|rh))?\s+(?:moved|transposed|shifted|raised|lowered|went|dropped|did\s+(?:go|move|shift|drop))\s+(?:up|down)\b`,
    // "Fermata removed from bar 3": a headline naming a mark and what happened to it. ("The p has
    // gone" is a mark taken away; "by bar 8 it has gone back to bass clef" is where the music goes.)
    String.raw`^(?:[\w-]+\.?\s+){1,3}(?:${PASSIVE_EDIT_VERBS})\s+(?:from|to|in|at|on|for)\s+(?:bars?|measures?|m\.|mm\.|the)\b`,
    String.raw`→|->|\bnow\b|\bno\s+longer\b|\bis\s+gone\b|\bare\s+gone\b|\b(?:is|are)\s+out\s+of\b|\bhas\s+gone\b(?!\s+(?:back|over|up|down|into|to)\b)|\bdone\b|\bthe\s+(?:change|edit)\s+(?:is|was|has\s+been)\s+(?:made|applied|saved)\b`,
  ].join("|"),
  "i",
);

// What the score has now, over a range or nowhere: "stays in treble to the end", "is back in bass clef",
// "there's no pedal anywhere now", "is in bass clef throughout".
// ("The clefs are as we set them: …": what the score has, said to match an earlier edit.)
const AS_SET =
  /\bas\s+(?:we|i|you)(?:['’]d|\s+had)?\s+(?:set|left|put|made|placed|wanted|had)\s+(?:it|them)\b/i;
const STATE_WORDS =
  /\b(?:stays?|stayed|remains?|remained|keeps?\s+(?:to|in)|is\s+back|are\s+back|comes?\s+back|returns?|never|throughout|anywhere|everywhere|at\s+all|to\s+the\s+end|from\s+(?:bar|measure)\s+1\s+to|still|right\s+now|currently|at\s+the\s+moment|as\s+it\s+stands|as\s+before|as\s+it\s+was)\b|\bthere(?:'s|\s+is|\s+are)\s+no\b/i;
// An edit named by its verb: a sentence with one reports the change, whatever else it says.
const EDIT_VERB = new RegExp(
  // ("I stand corrected on bar 6": the assistant's own account, not an edit.)
  String.raw`\b(?:i|we)(?:'ve|\s+have|\s+had)?\s+(?:\w+\s+){0,3}?(?:${EDIT_VERBS})\b(?<!\bstand\s+corrected)|\b(?:has|have|had)\s+(?:now\s+|also\s+|just\s+)?been\s+(?:\w+ly\s+)?(?:${EDIT_VERBS})\b|\b(?:is|are|was|were|got)\s+(?:now\s+|also\s+|just\s+)?(?:\w+ly\s+)?(?:${PASSIVE_EDIT_VERBS})\b|^(?:${EDIT_VERBS})\b|\b(?:is|are)\s+gone\b|→|->`,
  "i",
);

/** Whether the clause says what the score now has (a state) rather than reporting a change. */
export function saysState(clause: string): boolean {
  return (
    (STATE_WORDS.test(clause) || AS_SET.test(clause)) &&
    !EDIT_VERB.test(withoutOpeners(clause).replace(EDITED_SUBJECT, "it ").replace(AS_SET, " "))
  );
}

// "Bars 13–16 are back in 3/4": a return, which in a sentence reporting the work done ("Done: …") is
// the change the work made, or what the score now has (findings.md, "Restores").
const RETURN = /\b(?:is|are)\s+back\s+(?:in|to|on)\b/i;

// ("The left hand is back in bass clef at bar 11" tells where the piece returns: a state.)
const RETURN_POINT = /\b(?:at|from|by|in)\s+(?:bar|measure|m\.)/i;

/** Whether a return of the bars it names is the clause's only word of state. */
export function saysOnlyReturn(clause: string): boolean {
  const back = RETURN.exec(clause);
  return (
    back !== null && !RETURN_POINT.test(clause.slice(back.index)) && !saysState(clause.replace(RETURN, " "))
  );
}

/** Whether only "now" (or an arrow) makes the clause an edit ("bar 12 now uses the treble clef"): it also says
 * what the score now has, so it holds as a state as well (findings.md, "Edit or state"). */
export function editOnlyByNow(clause: string): boolean {
  const body = withoutOpeners(clause);
  // "key F major → A major at bar 13" outside a receipt's bar label: a change the score has, too.
  const marker = /\bnow\b|→|->/;
  return (
    marker.test(body) &&
    !EDIT_VERB.test(body.replace(/→|->/g, " ")) &&
    !/\bdone\b|\bno\s+longer\b/i.test(body)
  );
}

/** Whether "now" alone gives the clause its edit ("bar 12's left hand has E2 and B2 now", "is now in
 * treble clef"): it says what the score now has, a state (findings.md, "Edit or state"). An arrow
 * still reports a change, as a receipt's line does. */
export function statesByNow(clause: string): boolean {
  const body = withoutOpeners(clause);
  return (
    /\bnow\b/i.test(clause) &&
    !/→|->/.test(clause) &&
    !EDIT_VERB.test(body) &&
    !/\bdone\b|\bno\s+longer\b/i.test(body)
  );
}

// "Fixed:", "Done —": a report of the work, before what it left.
const DONE_HEAD =
  /^\s*(?:(?:ok(?:ay)?|great)[,!.]?\s+)?(?:fixed|done|all\s+done|all\s+set)\s*(?:[:—–-]|,(?=\s))\s*/i;

/** Whether a sentence after "Fixed:" or "Done —" says what the score has in no edit word of its own
 * ("Fixed: the left hand is in treble clef in bar 4, and in bass clef from bar 5 on"): the edit
 * reported, or what the score now has (findings.md, "Edit or state"). */
export function describesAfterDone(sentence: string): boolean {
  const head = DONE_HEAD.exec(sentence);
  return head !== null && !EDIT_VERB.test(sentence.slice(head[0].length));
}

// "…, so the treble clef now starts at bar 10": what an edit left, said after it.
const CONSEQUENCE = /^(?:and\s+)?(?:so|which\s+means|meaning|that\s+means|this\s+means)\b[,\s]*(?:that\s+)?/i;

/** Whether the clause opens with "so" or "which means": it says what follows from the clause before. */
export const opensConsequence = (clause: string): boolean => CONSEQUENCE.test(clause);

/** Whether the clause says what the edit before it left, in no edit words of its own ("so the treble
 * clef now starts at bar 10"): a state (findings.md, "Edit or state"). */
export function saysConsequence(clause: string): boolean {
  const m = CONSEQUENCE.exec(clause);
  return m !== null && !EDIT_VERB.test(clause.slice(m[0].length));
}

// "The pedal I added covers bars 5 to 8", "the pedal marks in bars 5–6 that were added earlier are still
// in place": an edit named inside the subject, which the clause says a state of.
const EDITED_SUBJECT = new RegExp(
  String.raw`^(?:(?:and|but|so)\s+)?(?:the|that|this|those|these)\s+(?:[\w'’♭♯#.–-]+\s+){1,6}?(?:(?:that|which)\s+)?(?:(?:i|we|you)\s+(?:(?:just|had|have|also|earlier)\s+|['’]ve\s+)*(?:${EDIT_VERBS})|(?<=\b(?:that|which)\s+)(?:were|was|had\s+been|have\s+been|has\s+been)\s+(?:${PASSIVE_EDIT_VERBS}))(?:\s+(?:earlier|before|last\s+time|in\s+version\s+\d+))?\s+(?=(?:covers?|is|are|was|were|sits?|runs?|lasts?|starts?|ends?|holds?|spans?|stays?|remains?|still|has|have)\b)`,
  "i",
);

/** Whether the clause reports a change made to the score (an edit claim rather than a state). */
export function reportsEdit(clause: string): boolean {
  return keptEdits(clause);
}

// "Version 3: pedal added to bars 9–10", "Step 2 — bar 4 moved to bass clef": a label before a
// headline, which the headline's patterns read from its start.
const LEADING_LABEL =
  /^\s*(?:-\s+)?(?:(?:version|v|turn|step|save|edit|call)\s*\d{1,6}|then|next)\s*(?::|—|–)\s*/i;

const keptEdits = keptByText((clause) =>
  EDIT_REPORT.test(clause.replace(LEADING_LABEL, "").replace(EDITED_SUBJECT, "it ")),
);

const OWN_EDIT = new RegExp(OWN_EDIT_SOURCE, "i");

/** Whether the sentence names in the first person an edit it made ("Done: I added a p in bar 3"). */
export function namesOwnEdit(sentence: string): boolean {
  return OWN_EDIT.test(sentence);
}

// Words that say a mark was taken away or put in.
const REMOVAL =
  /\b(?:remov\w*|delet\w*|gone|(?:is|are|was|were)\s+(?:now\s+)?out\s+of|took\s+out|taken\s+out|(?:took|taken|take)\s+(?:the\s+|a\s+|an\s+)?(?:\w+\.?\s+){0,2}?out\b|clear(?:s|ed|ing)?\b|eliminat\w*|dropped|no\s+longer|erase\w*|strip\w*|got\s+rid|deleted)\b/i;
const ADDITION =
  /\b(?:add\w*|insert\w*|put|placed|appl(?:y|ied)|wrote|written|marked|introduc\w*|restor\w*)\b/i;

export function saysRemoved(clause: string): boolean {
  return REMOVAL.test(clause);
}

/** Whether the clause says the mark at `index` was removed: by the nearest verb before it where one
 * stands there ("I added pedal in mm. 13–14 and removed the one in m. 5"), else by any (`before`:
 * only by a verb before it, "… and deleted the f in bar 9", not "the f in bar 9 wasn't removed"). */
export function removedAt(clause: string, index: number, before = false): boolean {
  const said = clause.slice(0, index);
  const last = (re: RegExp) =>
    Math.max(-1, ...[...said.matchAll(new RegExp(re.source, "gi"))].map((m) => m.index));
  const [removal, addition] = [last(REMOVAL), last(ADDITION)];
  if (removal === -1 && addition === -1) return !before && saysRemoved(clause);
  return removal > addition;
}

export function saysAdded(clause: string): boolean {
  return ADDITION.test(clause);
}

// ---------------------------------------------------------------- general remarks

// A bare plural subject, no article: what musicians or scores do in general ("Cellists read tenor
// clef …", "Most editions print …", "Pianists often pedal …").
// ("Pitches unchanged.", "Notes are unchanged.": this score's, not a plural said of music in general.)
const GENERIC_SUBJECT =
  /^(?:most|many|some|all|few|modern|older|classical|professional|orchestral|beginning|young)?\s*(?!(?:this|thus|bass|bars|measures|staves|staffs|versions|perhaps|sometimes|always|does|less|unless|besides|plus|whereas|across|afterwards|towards|nevertheless|thanks)\b)[a-z]{3,}s\s+(?!(?:of|in|on|at|for|from|to|with|and|or|\d|(?:(?:are|were|stay|stayed|remain|remained)\s+(?:all\s+|still\s+)?)?(?:unchanged|untouched|unaffected|intact))\b)[a-z]/i;
// Habit and convention: "usually", "in general", "by convention", "are common in …".
// ("You're quite right that a standard pedalboard runs from C2 upwards": any such instrument.)
// Habit said in a word: "usually", "as a rule", "by convention".
const HABIT_WORDS = String.raw`usually|typically|generally|normally|commonly|conventionally|traditionally|customarily|as\s+a\s+rule|by\s+convention|in\s+practice|in\s+general|tends?\s+to`;
const GENERIC_ADVERB = new RegExp(
  String.raw`\ban?\s+(?:standard|typical|normal|regular|modern|full-size|full-sized)\s+[a-z-]+\s+(?:runs?|goes|reaches|spans|covers|has|is|starts?|descends|ascends|extends|only\s+goes)\b|\b(?:${HABIT_WORDS}|rarely|seldom)\b|\b(?:is|are)\s+(?:very\s+|quite\s+|fairly\s+|more\s+|less\s+)?(?:common|rare|typical|standard|usual|customary|conventional|idiomatic|unusual|uncommon)\s+(?:in|for|among|with)\b`,
  "i",
);
// Words that point at this score: "the piece", "this étude", "it", "here", "these bars".
const SCORE_REFERENCE =
  /\b(?:(?:the|this|that|your|our|my)\s+(?:piece|score|music|song|movement|work|[ée]tude|minuet|waltz|excerpt|melody|passage|arrangement|version|file|tune|air|chart|page|edition|pickup|upbeat|anacrusis)|it|its|it's|here|these|those)\b|^(?:this|that)\s+(?:is|was|has)\b|\bthere\s+(?:is|are|was|were)\b|\bthere's\b/i;

// Habit named outright, whatever the clause points at: "In many editions …", "Composers often …",
// "3/4 is often used for …", "easier to read for most left-hand parts".
const HABIT =
  /\b(?:in|for|with|among|by)\s+(?:most|many|some)\s+(?!of\s+(?:the|these|those|this|its)\b)\w+|\b(?:composers|pianists|players|performers|editors|editions|engravers|publishers|musicians|singers|arrangers|copyists|(?:[a-z]+\s+)?(?:parts|lines|voices|instruments))\s+(?:often|usually|typically|generally|commonly|sometimes|tend\s+to|prefer)\b|\b(?:plenty\s+of|lots\s+of|a\s+lot\s+of|many|most|some)\s+(?:[a-z]+\s+)?(?:composers|pianists|organists|players|performers|editors|editions|engravers|publishers|musicians|singers|arrangers|copyists|teachers)\b|\b(?:is|are)\s+(?:often|usually|typically|commonly|generally|sometimes|frequently)\s+(?:used|written|felt|seen|found|notated|played|read|counted|heard|beamed|printed)\b|\byou(?:'ll|\s+will)\s+(?:often|usually|sometimes|also)\s+(?:see|find|meet|come\s+across)\b|\b(?:is|are)\s+(?:mostly|mainly|chiefly|largely|mostly\s+only)\s+used\b|\b(?:is|are)\s+(?:by\s+far\s+)?(?:the\s+|a\s+)?(?:very\s+|quite\s+|fairly\s+|more\s+|less\s+|most\s+)?(?:common|rare|typical|standard|usual|customary|conventional|idiomatic|normal)(?:\s+[a-z]+){0,2}\s+(?:in|for|among|with|to|when|whenever|of\s+(?:an?|any)\s)\b|\b(?:is|are)\s+(?:very\s+|quite\s+|fairly\s+|pretty\s+|perfectly\s+)?(?:common|customary|conventional|idiomatic|typical)\s*(?:[,;.!]|$)/i;
// An instrument's range: "the clarinet's range, which goes down to a written E3", "the keyboard goes
// up to C8", "well within the piano's range".
// ("well above the bottom of the clarinet's range, written E3": the instrument's lowest note.)
const INSTRUMENT_RANGE =
  /\b(?:range|compass|keyboard|instrument)\b[^.;]{0,40}?\b(?:goes|go|reaches|reach|extends|extend|runs|run)\s+(?:down|up)\s+to\b|\b(?:within|outside|beyond|out\s+of)\s+(?:the\s+)?(?:[\w'’]+\s+){0,2}?range\b|\b(?:bottom|top|foot|limit|floor|ceiling|low\s+end|high\s+end)\s+of\s+(?:the\s+|its\s+|an?\s+)?(?:[\w♭♯'’-]+\s+){0,2}?(?:range|compass)\b/i;
// An instrument said with "a": the instrument in general ("A piano goes down to A0", "A B♭ clarinet
// can play down to a written E3", "the lowest note a B♭ clarinet has", "the lowest note on a B♭
// clarinet").
const INSTRUMENT = String.raw`(?:an?|any)\s+(?:[A-G](?:♭|♯|#|b)?\s+|(?:modern|standard|concert|grand|upright|bass|alto|tenor|soprano|full-size|full-sized|digital|acoustic)\s+)?(?:piano|violin|viola|cello|double\s+bass|flute|piccolo|oboe|clarinet|bassoon|saxophone|horn|trumpet|cornet|trombone|tuba|euphonium|guitar|harp|organ|harpsichord|keyboard|voice|singer|player|pianist|violinist|cellist|instrument)\b(?!\s+part\b)`;
const ANY_INSTRUMENT = new RegExp(
  String.raw`^(?:(?:on|for|with|to)\s+)?${INSTRUMENT}|\b(?:note|pitch)\s+(?:that\s+)?${INSTRUMENT}\s+(?:has|can|could|will|is\s+able|reaches|plays|gets)\b|\b(?:note|pitch)\s+(?:on|of|for)\s+${INSTRUMENT}`,
  "i",
);

// A key, clef or time as the subject, or a move between two: what it is in general ("F major has only
// B♭ in its key signature", "the alto clef puts middle C on the middle line", "6/8 is felt in two"),
// not this score.
const VALUE_SUBJECT = new RegExp(
  [
    String.raw`^[A-G](?:♯|♭|#|b|[\s-](?:flat|sharp))?\s+(?:major|minor)\s+(?:has|have|had|contains|needs|takes|uses|gives|means|would|shares|adds)\b`,
    // ("B♭ major is a major third below D major", "E minor is the relative minor of G major".)
    String.raw`^[A-G](?:♯|♭|#|b|[\s-](?:flat|sharp))?\s+(?:major|minor)\s+(?:is|lies|sits)\s+(?:an?|the|one|two)\s+(?:(?:major|minor|perfect|augmented|diminished|whole|half)\s+)?(?:second|third|fourth|fifth|sixth|seventh|octave|tone|semitone|step|relative|dominant|subdominant|parallel|tonic)\b`,
    String.raw`^(?:an?\s+|the\s+)?(?:treble|bass|alto|tenor|soprano|baritone|[CFG])\s+clef\s+(?:in\s+(?:that|this|a|the)\s+(?:register|range)\s+)?(?:does\s+|would\s+|will\s+)?(?:puts|places|marks|centres|centers|fixes|names|means?|curls|circles|wraps|is\s+used|are\s+used)\b`,
    String.raw`^\d{1,2}\/\d{1,2}\s+(?:has|means|gives|groups|divides|is\s+felt|feels|counts)\b`,
    // ("6/8 lilts in two, where 3/4 counts in three": how a time is felt.)
    String.raw`^\d{1,2}\/\d{1,2}\s+[a-z]+\s+in\s+(?:one|two|three|four|six)\b`,
    // ("6/8 is the classic barcarolle meter", "3/4 is the waltz's home meter": what a kind of piece uses.)
    String.raw`^(?:\d{1,2}\/\d{1,2}|[A-G](?:♯|♭|#|b)?\s+(?:major|minor)|(?:treble|bass|alto|tenor)\s+clef)\s+is\s+(?:the|a)\s+(?:[\w'’]+\s+)?(?:classic|usual|typical|standard|traditional|natural|default|home)\b`,
    // One pitch against another: "A6 is above C6, not below it" says where notes lie, not the score.
    String.raw`^[A-G](?:♯|♭|#|b)?-?\d\s+(?:is|lies|sits)\s+(?:(?:an?|one|two|\w+)\s+\w+\s+)?(?:above|below|higher\s+than|lower\s+than)\s+[A-G](?:♯|♭|#|b)?-?\d\b`,
    // A move between two values as the subject: "Moving from B♭ major to C major is a step up".
    String.raw`^(?:(?:moving|going|changing|switching|shifting|stepping|modulating|transposing)|(?:an?|the)\s+(?:move|step|shift|change|modulation|jump|switch))\s+(?:up\s+|down\s+)?from\s+[^,;]{1,30}?\s+(?:to|into)\s+[^;]{1,40}?\s+(?:is\s+(?:an?|one|the)|means|takes|needs|adds|raises|lowers|requires|involves|gives|would)\b`,
  ].join("|"),
  "i",
);

// What the editing tool can do, not what the score has: "The tool only accepts key changes at bars 1,
// 5, 9 and 13", "set_clef can't place a clef mid-bar", "The tool has no hairpins". (Not what it did: "The tool
// didn't change …".)
const TOOL_ABILITY =
  /^(?:(?:unfortunately|sadly|however|but|and|note\s+that|be\s+aware\s+that)[,\s]+)*(?:the\s+|this\s+|that\s+|your\s+)?(?:tool|editor|api|app|software|function|endpoint|[a-z]+_[a-z_]+)\s+(?:only\s+|also\s+|just\s+|still\s+|simply\s+)?(?:accepts?|supports?|allows?|lets|can(?:not|'t|’t)?|won't|won’t|will\s+not|requires?|expects?|rejects?|refuses?|needs?|handles?|understands?|has\s+no|doesn['’]t\s+have|does\s+not\s+have|lacks?)\b/i;

// Habit said outright, whatever the clause names beside it: "Clarinet parts are written in treble clef
// as a rule", "Ledger lines below the treble staff are usually easy enough to read".
const HABIT_ADVERB = new RegExp(String.raw`\b(?:${HABIT_WORDS})\b`, "i");
// Taste rather than the score: "A pp ending is a lovely way to let it fade", "It's a nice touch to let
// the manuals open alone", "Low octaves sound best with a touch of pedal", "easier to read in bass clef".
// ("A held pedal on the last chord helps the ending ring", "Starting the pedal a bar early gives the
// opening a firmer foundation": what a mark does for the sound.)
const TASTE =
  /\bhelps?\s+(?:[\w-]+\s+){1,3}?(?:ring|sing|sound|breathe|blend|resonate|carry|speak|settle|flow)\b|\bgives?\s+(?:[\w-]+\s+){1,3}?an?\s+(?:[a-z-]+\s+)?(?:foundation|lift|warmth|weight|glow|bloom|sense|feeling|colou?r|sheen|halo)\b|\b(?:is|are|'s|’s)\s+(?:a|an)\s+(?:[a-z-]+\s+){0,2}?(?:way|touch|trick|device|idea|habit|approach|means)\s+to\s+[a-z]+|\b(?:sounds?|reads?|looks?|works?|feels?)\s+(?:best|better|nicer|cleaner|clearer|easier)\b|\b(?:is|are)\s+(?:much\s+|far\s+|a\s+lot\s+)?(?:easier|harder|simpler|clearer|nicer)\s+to\s+(?:read|play|sight-read|finger|follow)\b/i;

/** A remark about a habit of music or notation; the caller makes sure the clause names no bars. */
export function isHabitRemark(clause: string): boolean {
  return (
    HABIT.test(clause) ||
    HABIT_ADVERB.test(clause) ||
    TASTE.test(clause) ||
    ANY_INSTRUMENT.test(withoutOpeners(clause)) ||
    INSTRUMENT_RANGE.test(clause)
  );
}

// Where a pitch is written on a staff: "On a treble staff, D5 sits on the fourth line", "middle C lies
// on a ledger line" — notation, not what the score has.
const STAFF_PLACE =
  /(?:\b[A-G](?:♯|♭|#|b)?\d|\bmiddle\s+C)\b[^.;]{0,30}?\b(?:sits?|sitting|lies|lie|lying|falls?|(?:is|are)\s+written|is|are|goes|go|appears?)\s+(?:just\s+)?(?:on|in|above|below)\s+(?:the\s+|a\s+)?(?:(?:first|second|third|fourth|fifth|middle|1st|2nd|3rd|4th|5th)\s+(?:line|space)|ledger\s+lines?|(?:top|bottom)\s+space)\b/i;

/** A remark about what the editing tool can do, or about where a pitch is written on a staff,
 * whatever bars it names. */
export function isToolOrNotationRemark(clause: string): boolean {
  return TOOL_ABILITY.test(withoutOpeners(clause)) || STAFF_PLACE.test(clause);
}

/** A remark about music or notation in general rather than this score ("Cellists read tenor clef
 * for high passages"); the caller makes sure the clause names no bars, staff or part. */
export function isGeneralRemark(clause: string): boolean {
  const body = withoutOpeners(clause);
  if (VALUE_SUBJECT.test(body)) return true;
  if (SCORE_REFERENCE.test(body)) return false;
  return GENERIC_SUBJECT.test(body) || GENERIC_ADVERB.test(body);
}

// Advice to the player rather than a statement: "Play bar 2 with down-bows", "Keep the slur short".
const IMPERATIVE =
  /^(?:play|use|keep|try|add|put|slur|bow|finger|practi[cs]e|start|take|make|let|give|think|listen|watch|avoid|mind|remember|don't|do|be|lean|breathe|shape|count|follow|observe|note|check|look|see|consider|aim|bring|hold|lift|connect|separate|phrase)\b/i;
// A statement of what the score has: a finite verb of being or having, or a past participle.
const DESCRIBES =
  /\b(?:is|are|was|were|has|have|had|carries|carry|shows?|contains?|bears?|features?|includes?|gets?|sits?|stays?|remains?|starts?|begins?|ends?|uses|plays?|\w+ed|written|shown)\b|'s\b/i;

/** Whether an asserted clause describes the score (or reports an edit) rather than advising the player. */
export function describesScore(clause: string): boolean {
  const body = withoutOpeners(clause);
  return !IMPERATIVE.test(body) && DESCRIBES.test(body);
}
