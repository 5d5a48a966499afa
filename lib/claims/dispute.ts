// The person disputes the assistant's previous answer: "nothing changed", "it's still treble",
// "that's wrong", "I still see a treble clef in bar 10". Returns what the dispute is about. A question
// asks rather than disputes ("Is bar 3 still in treble clef?") unless it challenges ("Are you sure?"),
// and a "No" that turns down a proposal ("No, leave it for now") refuses rather than disputes.
import type { BarRange, ExtractedClaim, Property } from "./claim.ts";
import { otherLanguage } from "./certainty/language.ts";
import { asksForChange, opensWithAgreement, proposesChange } from "./confirmation.ts";
import { isQuestion } from "./mood.ts";
import { numberOf } from "./numbers.ts";
import { bareBars } from "./question.ts";
import { extractClaims } from "./rules/extract-claims.ts";
import { plainText, splitClauses, splitSentences } from "./sentences.ts";
import { barsOverlap, findBarGroups, hullOf, sameRange } from "./subject/bars.ts";
import type { ScoreContext } from "./subject/score-context.ts";
import { findStaffMentions } from "./subject/staves.ts";
import { findValueMentions } from "./values/find.ts";

/** One thing the person disputes ("the key from bar 9", "the last note of the right hand"). */
export interface Dispute {
  /** The bars the person names; null: none named. */
  bars: BarRange | null;
  staff: number | null;
  property: Property | null;
  /** "I can't see any flats there": one place of the answer, named by a word that points back. */
  pointed?: true;
  /** "It's still there": what the answer said is gone — one of its absences or removals. */
  stillThere?: true;
  /** "The new signature shows one sharp": where the answer's edit put it. */
  edited?: true;
}

const DISPUTE = new RegExp(
  [
    String.raw`\bstill\s+(?:shows?|showing|see|seeing|has|have|had|is|are|was|in|says?|looks?|reads?|there|the\s+same|a|an|the|treble|bass|alto|tenor|wrong|not|no|unchanged)\b`,
    String.raw`\b(?:it's|it\s+is|that's|that\s+is|they're|they\s+are|bar\s+\d+\s+is|bars\s+[\d\s,and-]+\s+are)\s+still\b`,
    String.raw`\bnothing\s+(?:has\s+|have\s+)?(?:changed|happened|moved|different)\b`,
    String.raw`\bno\s+(?:change|difference)\b(?!\s+(?:is\s+)?(?:needed|necessary|required))`,
    String.raw`\b(?:didn't|did\s+not|hasn't|has\s+not|haven't|have\s+not|doesn't|does\s+not|isn't|is\s+not|aren't|are\s+not|wasn't|was\s+not)\s+(?:work|change|changed|happen|happened|apply|applied|update|updated|save|saved|fixed|done|there|show|shown|look|in\b|correct|right)`,
    // ("… shows that treble clef in the wrong place. Can you move it …": where it is printed, asked to
    // be changed.)
    // ("Sorry, clicked the wrong thing.", "I pressed the wrong button": the person's own slip.)
    // ("That's not what your read says — it lists bar 6 as bass.": the answer against the read.)
    String.raw`(?<!(?:^\W*|\bI\s+|\b(?:sorry|oops|whoops),?\s+(?:I\s+)?)(?:clicked|pressed|hit|tapped|chose|picked|selected|typed|sent|opened)\s+(?:on\s+)?(?:the|a)\s+)\b(?:wrong|incorrect|not\s+(?:right|correct|true|what\s+i|what\s+(?:your|the|my)\s+(?:read|reading|tool|result|output|score|page|file|render|image|copy|screen))|untrue|false|mistaken|inaccurate)\b(?!\s+(?:place|spot|position)\b)`,
    String.raw`\b(?:can't|cannot|can\s+not|couldn't)\s+be\s+(?:right|correct|true)\b`,
    // "It's not there.", "that's not in bar 5"
    String.raw`\b(?:it's|it\s+is|that's|that\s+is|they're|they\s+are)\s+not\s+(?:there|in\b|added|changed|done|fixed|right|correct)`,
    // "I don't think the key signature changed in bars 9–10" (not "I don't think that's needed").
    String.raw`\bi\s+(?:don't|do\s+not)\s+think\s+(?:the|bar|bars|measure|measures|m\.|mm\.|there|any)\b`,
    // "I don't think it's 4/4 all the way through", "that doesn't sound right".
    String.raw`\bi\s+(?:don't|do\s+not)\s+think\s+(?:it's|it\s+is|that's|that\s+is)\s+(?:in\s+|all\s+)?(?:an?\s+)?(?:\d{1,2}\/\d{1,2}|treble|bass|alto|tenor|[A-G](?:[#♯♭b]|-?flat|-?sharp)?\s+(?:major|minor)|right|correct|true)`,
    String.raw`\b(?:doesn't|does\s+not|don't|do\s+not)\s+(?:sound|look|seem)\s+(?:quite\s+)?(?:right|correct)\b`,
    // "I see no pedal in bar 12", "I hear no pedal at the end" (not "I see no problem").
    String.raw`\bi\s+(?:can\s+)?(?:see|hear|find)\s+no\b(?!\s+(?:problem|issue|reason|harm|need))`,
    String.raw`\b(?:are|were)\s+you\s+(?:sure|certain)\b`,
    // "I don't see why not" and "I don't see a problem" agree; "I'm not seeing any ped. marking in 13"
    // disputes.
    String.raw`\bi(?:\s+(?:don't|do\s+not|can't|cannot|still\s+don't)\s+see|(?:'m|\s+am)\s+(?:still\s+)?not\s+seeing)\b(?!\s+(?:why|a\s+problem|any\s+(?:problem|issue|reason)|an\s+issue))`,
    String.raw`\b(?:same\s+as\s+before|unchanged|exactly\s+the\s+same|looks\s+the\s+same)\b`,
    // "You didn't need to render it" excuses; it does not dispute.
    String.raw`\byou\s+(?:didn't|did\s+not|haven't|never)\b(?!\s+(?:need|have)\s+to\b)`,
    String.raw`\b(?:didn't|did\s+not|doesn't|does\s+not)\s+do\s+anything\b`,
    String.raw`\bnothing(?:'s|\s+is|\s+was)\s+(?:different|changed)\b`,
    String.raw`\b(?:it's|it\s+is|it\s+looks|that's|they're|they\s+are|they\s+look)\s+(?:just\s+|exactly\s+|still\s+)?(?:the\s+same|identical)\b`,
    String.raw`^\s*(?:still\s+)?not\s+(?:fixed|changed|done|working|there)\b`,
    // "Hm, the tool said Error.": the call failed, whatever the answer said.
    String.raw`\b(?:the\s+tool|it|the\s+call|the\s+result)\s+(?:said|says|returned|gave|showed|shows|reported)\s+(?:an?\s+)?error\b|\bthat\s+(?:failed|errored)\b`,
    // "bar 4 looks like bass to me": a clef or key the person sees (not "looks good to me").
    String.raw`\b(?:looks?|reads?|seems?)\s+(?:like\s+)?(?:an?\s+)?(?:treble|bass|alto|tenor|[a-g](?:[#♯♭]|-?flat|-?sharp)?\s+(?:major|minor))(?:\s+clef)?\s+to\s+me\b`,
    String.raw`\b(?:check|look)\s+(?:it\s+|that\s+)?again\b`,
    // "the key at bar 13 isn't E-flat", "bar 5 is not in bass", "Bar 8 isn't a rest": a value of the
    // answer denied.
    // ("Hang on, m. 9 has a sharp in the key sig. It's not C."; "it isn't a problem" names no A.)
    String.raw`\b(?:isn't|is\s+not|aren't|are\s+not|wasn't|was\s+not|(?:it|that|they)['’](?:s|re)\s+not)\s+(?:in\s+)?(?:an?\s+|the\s+)?(?:treble|bass|alto|tenor|rests?|silent|empty|(?!a\s+(?!(?:major|minor|flat|sharp)\b)\w)[A-G](?:[#♯♭b]|-?flat|-?sharp)?(?:\s+(?:major|minor))?|\d{1,2}\/\d{1,2}|forte|piano|pp|ff|mp|mf)(?![\w/])`,
    // "I'm sure the key from bar 9 was changed", "I thought we changed the clefs": the person's own account set against the answer.
    String.raw`\bi(?:'m|\s+am)\s+(?:pretty\s+|quite\s+|fairly\s+|very\s+)?(?:sure|certain|positive)\s+(?:that\s+)?(?:the|bar|bars|measure|it|there|this|staff|we|you|i)\b`,
    String.raw`^\s*(?:but\s+)?i\s+thought\b`,
  ].join("|"),
  "i",
);

// "bar 9 is treble on my end": the person's own reading set against the answer — where it says one
// ("on my printout something looked odd around there" reads nothing).
// ("Here's a photo of the first page from my copy": where the picture comes from.)
// ("My copy has bass clef for all of bar 5": the same, said of the person's copy.)
const ON_MY =
  /(?<!\b(?:photo|picture|scan|image|screenshot|page|pages|shot)\b[^.?!]{0,40})\b(?:on|from)\s+my\s+(?:end|side|screen|copy|printout)\b|\bmy\s+(?:copy|printout|print-out|screen)\s+(?:still\s+)?(?:has|shows|says|reads|gives)\b/i;

const MATCH_ASKED =
  /\b(?:does|do|did)\s+(?:that|this|it|mine|my\s+\w+)\s+match\b|\bis\s+that\s+(?:right|correct|the\s+same|what\s+the\s+score)\b|\bsame\s+(?:as|in)\s+the\s+score\s*\?/i;

// A sentence opening with "No".
const LEADING_NO = /^\s*(?:no\s*(?:[,.!:;—–-]+\s*|$)|(?:nope|nah)\b[\s,.!:;—–-]*)/i;
// What follows a "No" that turns something down rather than contradicts: an instruction, thanks, a
// wish ("No, leave it for now", "No thanks", "No, don't", "No, not yet", "No, I'd rather keep it").
const REFUSAL =
  /^(?:leave|keep|don't|do\s+not|stop|cancel|wait|hold|skip|forget|never\s*mind|not\s+(?:now|yet|needed|necessary|for\s+now)|thanks|thank\s+you|need|problem|worries|rush|that's\s+(?:fine|ok|okay|all|enough|good)|it's\s+(?:fine|ok|okay|good)|let's|let\s+me|i'll|i\s+will|i'd|i\s+would|i\s+want|i\s+prefer|rather|better\s+not|just\s+(?:leave|keep)|only\s+(?:if|when))\b/i;
// Questions that challenge the answer: "Are you sure?", "Why is bar 10 still treble?", "Really?"
const CHALLENGE =
  /\b(?:are|were)\s+you\s+(?:sure|certain)\b|^\s*(?:but\s+)?i\s+thought\b|^\s*(?:why\s+(?:is|are|does|do|did|has|have|was|were|isn't|aren't|doesn't|don't|didn't|hasn't|haven't|wasn't|weren't|would|can't)|how\s+come)\b|^\s*really\b|^\s*(?:bars?\s+\d+\s+)?still\s+(?:in\s+)?(?:the\s+|a\s+)?(?:treble|bass|alto|tenor|[A-G][#b♯♭]?\s+(?:major|minor)|wrong|the\s+same|unchanged|not)\b|\bdid\s+you\s+(?:actually|really|even)\b/i;
// "Wait, isn't there a 3/4 bit near the end?", "Isn't bar 6 in treble?": a challenge where it names
// something of the score.
const NEGATIVE_QUESTION =
  /^\s*(?:(?:wait|but|and|also|hmm+|hang\s+on|so|then)\b[\s,.!—–-]*)*(?:isn't|aren't|wasn't|weren't|doesn't|don't|didn't|hasn't|haven't|shouldn't)\s+(?:there|it|that|this|the|bars?|measures?|mm?\.|staff|[lr]h)\b/i;

// "a C, not a G", "G4, not G5", "in bass, not treble": the person's reading set against the answer's
// (a request may say the same: "make it a G, not an A").
const NOT_THAT =
  /,\s*not\s+(?:a\s+|an\s+|the\s+|in\s+)?(?:treble|bass|alto|tenor|[A-G](?:[#♯♭b]|-?flat|-?sharp)?\d?(?:\s+(?:major|minor))?|\d{1,2}\/\d{1,2}|pp|p|mp|mf|f|ff)(?![\w/#♯♭])/;
// "I see the new key signature at bar 16, not 15", "the mf is on m. 10, not 9": another bar than the answer gave ("the 4/4 should
// start at bar 11, not 10" asks for it).
const MODAL = /\b(?:should|must|needs?\s+to|has\s+to|have\s+to|ought\s+to)\b/i;
const NOT_THAT_BAR =
  /\b(?:at|in|on|from)\s+(?:bar|measure|m\.)\s*\d{1,4},?\s+not\s+(?:(?:at|in|on|from)\s+)?(?:bar\s+|measure\s+|m\.\s*)?(\d{1,4})\b(?![/:])/i;

// ("It was already there.", "the Ped. was already there in v2": the change the answer reports was none.)
const ALREADY = /\b(?:was|were)\s+already\s+(?:there|in\s+place|marked|set|at|in\b|on\b)/i;

const ALREADY_THERE =
  /\bthere(?:['’]s|\s+is|\s+are)\s+already\b|\balready\s+(?:has|have)\s+(?:an?|the|its|their)\b/i;
const REJOINDER =
  /^\s*(?:(?:but|actually|well|yes|yeah)[,\s]+)*(?:there\s+(?:is|are)|it\s+(?:is|does|has)|they\s+(?:are|do))\s*(?:[,.!—–-]|$)/i;
const DENIAL = /\b(?:no|not|never|none|nothing|nowhere)\b|n['’]t\b/i;

// "Version 4 didn't change anything, did it?": a statement with a question tagged on.
const TAG_QUESTION =
  /,\s*(?:(?:is|isn't|was|wasn't|are|aren't|does|doesn't|did|didn't|has|hasn't|have|haven't)\s+(?:it|that|there|they|you|we)|right|correct)\s*\?["')\]]*\s*$/i;

// "4/4?", "Wait — A♭?", "Bar 4?": the answer's own words asked back, in disbelief.
const ECHO_OPENER = /^\s*(?:(?:wait|hang\s+on|hmm+|huh|what|sorry)\b[\s,.!—–-]*)*/i;

const NUMBER_ECHO =
  /^(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty(?:[\s-]\w+)?|thirty(?:[\s-]\w+)?)$/i;

function echoes(sentence: string, previous: string | undefined): boolean {
  if (previous === undefined) return false;
  const body = sentence
    .replace(ECHO_OPENER, "")
    .replace(/[?!.\s]+$/, "")
    .trim();
  if (body === "") return false;
  if (body.split(/\s+/).length > 3) return echoesValueAndBars(body, previous);
  const names =
    findValueMentions(body, { bareClefNames: true }).length > 0 ||
    /\b(?:bars?|m\.)\s*\d|^[A-G](?:[♭♯#b]|-?flat|-?sharp)?(?:\s+(?:major|minor))?$/i.test(body);
  // ("Fifteen?" after "It's 15 bars long": the count asked back.)
  const count = NUMBER_ECHO.test(body) ? numberOf(body) : 0;
  if (count > 0 && new RegExp(String.raw`(?<![\d/])${count}(?![\d/])`).test(previous)) return true;
  return (names && previous.toLowerCase().includes(body.toLowerCase())) || echoesValueAndBars(body, previous);
}

// The words an echo may hold besides its value and bars: "Bass clef at m. 8?".
const ECHO_GLUE = /\b(?:at|in|on|from|for|of|the|a|an|and|clef|key|time|signature)\b|[\s,.;:—–-]+/gi;

/** "Bass clef at m. 8?" after "The bass clef comes back at m. 8.": a value and the bars it was
 * given, both the answer's, asked back in other words — and nothing else. */
function echoesValueAndBars(body: string, previous: string): boolean {
  if (body.split(/\s+/).length > 7) return false;
  const values = findValueMentions(body, { bareClefNames: true }).filter((v) => v.value !== null);
  const groups = findBarGroups(body).filter((g) => g.runs !== null);
  if (values.length === 0 || groups.length === 0) return false;
  let rest = body;
  for (const { index, end } of [...values, ...groups].sort((a, b) => b.index - a.index))
    rest = rest.slice(0, index) + rest.slice(end);
  if (rest.replace(ECHO_GLUE, "") !== "") return false;
  const said = findValueMentions(previous, { bareClefNames: true });
  const saidBars = findBarGroups(previous).flatMap((g) => g.runs ?? []);
  return (
    values.every((v) => said.some((w) => w.property === v.property && w.value === v.value)) &&
    groups.every((g) => g.runs!.every((r) => saidBars.some((b) => barsOverlap(b, r))))
  );
}

/** Whether one sentence of the person's disputes; `answersProposal`: it opens a reply to a proposal
 * (asked only of a sentence opening with "No"); `previous`: the answer disputed; `followedByQuestion`:
 * the person's next sentence asks something. */
function disputes(
  sentence: string,
  answersProposal: () => boolean,
  previous?: string,
  comparing = false,
  followedByQuestion = false,
): boolean {
  // "Yes, but only if the pitches stay exactly the same.": a condition set on a change, not a dispute.
  // ("I want to be sure the treble is still there.": a check asked for, not a doubt said.)
  if (CONDITION.test(sentence) || MAKING_SURE.test(sentence)) return false;
  // ("Hang on — I thought it changed key near the end?": what follows the opener is what disputes.)
  const opened = sentence.replace(ECHO_OPENER, "");
  if (opened !== sentence && opened.trim() && CHALLENGE.test(opened)) return true;
  const tag = TAG_QUESTION.exec(sentence);
  // ("And bar 6 is still a rest, right?" after an answer about bars 11–12: asked, not disputed;
  // "… that's wrong, isn't it?" disputes whatever the answer spoke of.)
  if (tag)
    return (
      (SAYS_WRONG.test(sentence) || spokeOf(previous, sentence)) &&
      disputes(sentence.slice(0, tag.index), answersProposal, previous, comparing)
    );
  // ("Why 12/8 for the last four bars?" asks the reason for a value, not whether it is there.)
  if (isQuestion(sentence))
    return (
      CHALLENGE.test(sentence) ||
      (NEGATIVE_QUESTION.test(sentence) && pointsOf([sentence]).length > 0) ||
      (!/^\W*why\b/i.test(sentence) && echoes(sentence, previous))
    );
  const no = LEADING_NO.exec(sentence);
  // ("Put bars 11-16 in F major too, so the key signature doesn't change.": what a request is for.)
  const asks = asksForChange(sentence);
  const said = (asks ? sentence.replace(PURPOSE, "") : sentence).replace(OWN_SLIP, "");
  if (!no)
    return (
      (DISPUTE.test(said) && !(NOT_SEEING.test(said) && !answerSpokeOf(previous, said))) ||
      // ("It was already there." after "Pedal added to bar 16.": the change the answer reports was
      // none.)
      (ALREADY.test(sentence) && !opensWithAgreement(sentence)) ||
      // ("There's already a pp in 15, I'm looking at it." after "there are no further dynamic
      // markings": a mark the answer denied or would add, there already.)
      (ALREADY_THERE.test(sentence) &&
        !splitClauses(sentence).some(asksForChange) &&
        !opensWithAgreement(sentence)) ||
      // ("There is, in bars 13–14." after "No, there's no pedal after bar 10.": the denial answered.)
      (REJOINDER.test(sentence) && previous !== undefined && DENIAL.test(previous)) ||
      // ("Staff 2 from bar 5 should be in bass clef, not treble — I'd rather read it in bass": a wish.)
      // ("m. 9: ff, not f." after an answer about pedal: what is wanted, set against no reading.)
      ((NOT_THAT.test(sentence) || (NOT_THAT_BAR.test(sentence) && !MODAL.test(sentence))) &&
        !asks &&
        !WISH.test(sentence) &&
        answerSpokeOf(previous, sentence)) ||
      (!comparing &&
        splitClauses(sentence).some(
          (c) => ON_MY.test(c) && findValueMentions(c, { bareClefNames: true }).length > 0,
        ) &&
        (!WISH.test(sentence) || spokeOf(previous, sentence)))
    );
  const rest = sentence.slice(no[0].length);
  // "No, I meant bar 7 too.", "No — make it bar 5.": the person changing the request, not disputing;
  // "No, scrap that — put them back.", "No, I preferred it before — put the bass clef back." withdraw
  // it (findings.md, dispute-without-reread).
  if (RESTATES_REQUEST.test(rest) || WITHDRAWS.test(rest)) return false;
  // A bare "No." contradicts an answer; after a proposal, and before an instruction, it turns it down.
  if (answersProposal() || REFUSAL.test(rest)) return DISPUTE.test(rest);
  // ("No. And the left hand clef in bar 3?" after "… Want a crescendo into bar 9?": the answer's
  // question answered, and a new one asked.)
  if (rest.trim() === "" && previous !== undefined && /\?\s*$/.test(previous.trim()) && followedByQuestion)
    return false;
  return true;
}

// "Also the LH in m. 10 should be F clef — on my screen it looks like treble": a reading given as
// the reason for a wish, which disputes the answer only where the answer spoke of those bars.
const WISH = /\bshould\s+(?:be|have|read|show|say)\b|\b(?:i'd|i\s+would)\s+(?:like|prefer|rather)\b/i;

const SAYS_WRONG = /\b(?:wrong|incorrect|not\s+(?:right|correct)|mistaken|you\s+said|earlier)\b/i;

// "I can't see the signature change" after an answer about bar 3's notes: what the person does not
// see, the answer never said.
const NOT_SEEING =
  /\bi\s+(?:don't|do\s+not|can't|cannot|still\s+don't)\s+see\b|\bi(?:'m|\s+am)\s+(?:still\s+)?not\s+seeing\b|\bi\s+(?:can\s+)?(?:see|hear|find)\s+no\b/i;
const SIGNATURE_WORD = /\b(?:key\s+)?signature\b/i;

/** Whether the answer spoke of a property the person's sentence names: true where the sentence names
 * none, or the answer is not known. */
function answerSpokeOf(previous: string | undefined, sentence: string): boolean {
  if (previous === undefined) return true;
  const propertiesOf = (text: string) => {
    const found = new Set(findValueMentions(text, { bareClefNames: true }).map((m) => m.property as string));
    if (SIGNATURE_WORD.test(text)) found.add("key");
    return found;
  };
  const named = propertiesOf(sentence);
  if (named.size === 0) return true;
  const said = propertiesOf(previous);
  return [...named].some((p) => said.has(p));
}

/** Whether the answer disputed spoke of the bars the person's sentence names; true where either
 * names none, or the answer is not known. */
function spokeOf(previous: string | undefined, sentence: string): boolean {
  if (previous === undefined) return true;
  const named = findBarGroups(sentence).flatMap((g) => g.runs ?? []);
  const said = findBarGroups(previous).flatMap((g) => g.runs ?? []);
  return named.length === 0 || said.length === 0 || named.some((r) => said.some((q) => barsOverlap(r, q)));
}

// ("No, I hadn't decided. Please undo that.": the change was not asked for, not said wrongly. "No, just
// put it back to f like it was." "No, that's unreadable. Undo it.": how the change looks, not what
// the answer said.)
const WITHDRAWS =
  /^\W*(?:that|it|this)(?:['’]s|\s+(?:is|looks|reads|sounds))\s+(?:(?:way|much|far|really|a\s+bit|a\s+little)\s+)?(?:unreadable|illegible|ugly|awkward|messy|cluttered|confusing|horrible|terrible|worse|hard\s+to\s+read|too\s+(?:low|high|busy|crowded|dense))\W*$|^\W*(?:(?:just|please|simply|then|instead|rather|ok(?:ay)?)\W+)*(?:i\s+(?:hadn't|had\s+not|haven't|have\s+not|didn't|did\s+not|never)\s+(?:yet\s+)?(?:decided|asked|agreed|said\s+yes|confirmed|approved)\b|(?:scrap|cancel|forget|drop|undo|revert|ignore)\s+(?:that|it|this|those|them)\b|never\s*mind\b|hold\s+off\b|i\s+(?:preferred|liked|wanted)\s+(?:it|them|that|those)\s+(?:(?:much|far|a\s+lot)\s+)?(?:before|better|earlier|as\s+(?:it|they)\s+(?:was|were))\b|i(?:['’]d|\s+would)\s+(?:rather|prefer)\b|(?:put|change|set)\s+(?:it|that|them|those)\s+back\b|don['’]t\s+(?:do|change|bother)\b)/i;
const LEAVES_IT =
  /^\W*(?:actually\W+)?(?:no\W+)?(?:(?:just|please|then)\W+)*(?:leave|keep)\s+(?:it|that|them|those|this)(?:\s+(?:as\s+(?:it\s+is|they\s+are|is)|alone|be))?\W*$/i;
// ("…, and check whether mm. 15–16 still have the LH tacet.": a check asked for.)
const MAKING_SURE =
  /\b(?:(?:want|wanted|like|need)\s+to\s+(?:be\s+sure|make\s+sure|check|confirm|double[\s-]check)|just\s+to\s+(?:be\s+sure|check|confirm)|to\s+be\s+(?:sure|safe)|(?:check|see|confirm|verify|make\s+sure)\s+(?:whether|if))\b/i;
const PURPOSE = /,?\s+so(?:\s+that)?\s+[^.?!]*[.?!]?\s*$/i;
const RESTATES_REQUEST =
  /^\W*(?:(?:just|please|simply|then|instead|rather|ok(?:ay)?)\W+)*(?:I\s+(?:meant|mean|wanted|want|asked\s+for|said|was\s+asking)|make\s+it|make\s+that|do\s+it|I'd\s+like)\b/i;
// "I keep coming in wrong", "I must have counted it wrong": the person's own doing, not the answer.
const OWN_SLIP =
  /\b(?:i|we)\s+(?:(?!(?:think|thought|believe|believed|feel|felt|guess|suspect|suppose|reckon|know|knew|say|said|mean|meant|is|are|it's|that's|they're|you|you're|bar|bars|the|this|that|these|those)\b)[\w'’]+\s+){1,4}(?:wrong|incorrectly)\b/gi;
const CONDITION =
  /\b(?:only\s+if|as\s+long\s+as|so\s+long\s+as|provided(?:\s+that)?|on\s+condition\s+that)\b/i;

const PROPERTY_WORDS: [RegExp, Property][] = [
  [/\bclefs?\b/i, "clef"],
  [/\bkey(?:\s+signature)?s?\b/i, "key"],
  [/\btime\s+signatures?\b|\bmeter\b|\bmetre\b/i, "time"],
  [/\bnotes?\b|\bpitch(?:es)?\b|\bmelody\b/i, "notes"],
  // ("the pedal staff" is the organ's third staff, not its pedal marks)
  [/\bped(?:al|\.)(?!\s*(?:sta(?:ff|ve)|line|part|board))/i, "pedal"],
  [/\bdynamics?\b|\bcrescendo\b|\bdiminuendo\b/i, "dynamics"],
  [/\btempo\b|\bbpm\b/i, "tempo"],
  [/\bhow\s+many\s+bars\b|\bbar\s+count\b|\bnumber\s+of\s+bars\b/i, "bar-count"],
];

/** What the person disputes, point by point, or null. `previous`: the assistant message the person
 * answers, when known. */
export function disputeOf(personText: string, score?: ScoreContext, previous?: string): Dispute[] | null {
  const text = plainText(personText).trim();
  // ("No, déjalo." after "¿Quieres que ponga el pedal en el compás 16?": an answer not read, which a
  // bare "No" may turn down as well as dispute.)
  const answersProposal = () =>
    previous !== undefined && (proposesChange(previous) || otherLanguage(previous) !== null);
  const sentences = splitSentences(text);
  // ("On my copy it starts on a C5. Does that match the score?": a reading offered to compare.)
  const comparing = MATCH_ASKED.test(text);
  const disputing = sentences.filter((s, i) =>
    disputes(
      s,
      i === 0 ? answersProposal : () => false,
      previous,
      comparing,
      sentences[i + 1] !== undefined && isQuestion(sentences[i + 1]!),
    ),
  );
  if (disputing.length === 0) return null;
  // ("Tenor from m. 10? Actually no, leave it.": the person takes it back.)
  const last = sentences.lastIndexOf(disputing[disputing.length - 1]!);
  if (sentences.slice(last + 1).some((s) => LEAVES_IT.test(s))) return null;
  const own = pointsOf(disputing, score, previous);
  // The disputing sentences name nothing ("That's wrong. Bar 10 has a treble clef."): the rest says
  // what is disputed, but not a request beside it ("Also, please mark bar 9 mf.").
  const rest = disputing.length === sentences.length ? [] : sentences.filter((s) => !asksForChange(s));
  if (own.length === 0) {
    const all = pointsOf(rest, score, previous);
    return all.length ? all : [{ bars: null, staff: null, property: null }];
  }
  // One point naming no bars takes the bars the rest names ("It's still treble. Bar 4, I mean.").
  const [only] = own;
  if (own.length === 1 && only!.bars === null && rest.length) {
    const bars = hullOf(pointsOf(rest, score, previous).flatMap((p) => (p.bars ? [p.bars] : [])));
    return [{ ...only!, bars }];
  }
  return own;
}

// ("The pedal is still there", "there's a C2 near the end" say a mark is present, not where.)
const POINTS_AT_A_PLACE =
  /(?<!\b(?:is|are|was|were|isn't|aren't|wasn't|weren't|it's|that's|still|not)\s+)\b(?:there|here)\b(?!\s*(?:'s|’s|is|are|was|were)\b)|\b(?:in|at)\s+(?:that|this)\s+(?:bar|measure|spot|place)\b/i;
// ("That's wrong — the new signature shows one sharp": the place the answer's edit changed.)
const THE_NEW_SIGN = /\bthe\s+new\s+(?:key\s+|time\s+)?(?:signature|key|clef|meter|metre)\b/i;
// ("I reloaded and it's still there.": the mark the answer said was taken away.)
const STILL_THERE = /\b(?:it(?:['’]s|\s+is)|they(?:['’]re|\s+are)|that(?:['’]s|\s+is))\s+still\s+there\b/i;
const APPROXIMATE =
  /\b(?:around|about|roughly|near|approximately|somewhere\s+(?:around|near|about))\s+(?:bar|measure|mm?\.)\s*\d/i;
const HALF =
  /\b(?:(in\s+the\s+first\s+half|before\s+the\s+middle)|in\s+the\s+(?:second|latter|back)\s+half|(?:after|past|beyond)\s+the\s+middle)\b/i;
// ("A 3/4 bit near the end" may stop before the last bar.)
const EDGE_OF_PIECE =
  /(?<!\b(?:near|nearer|towards?|around|close\s+to|before)\s+)\bthe\s+(?:very\s+)?(?:(end(?:ing)?|close|final\s+bars?|last\s+(?:few\s+)?bars?)|start|beginning|opening(?:\s+bars?)?|first\s+(?:few\s+)?bars?)\b(?!\s+of\b(?!\s+(?:the|this|that)\s+(?:piece|score|song|movement)\b))/i;
const THE_PEDAL = /\b(?:the|its)\s+pedals?\b(?!\s+(?:marks?|markings?|signs?|brackets?))/i;

// Where one point of a dispute ends and the next begins: "the key from bar 9 was changed, and the
// pedal staff plays in bars 3–4", "bass clef at bar 5 — I can see it — and …". A dash or colon alone
// explains the point ("Bar 4 is still bass — the clef at its end is a courtesy clef for bar 5").
const CLAUSE_BREAK = /\s*;\s+|(?:,|\s+[—–])\s*(?=(?:and|but)\s)/;

/** Bars the clause names by number alone ("the pedal in 5-6"), where the answer disputed named those
 * bars: a bare number is a bar only as an echo. */
function echoedBareBars(clause: string, score?: ScoreContext, previous?: string): BarRange[] {
  const bare = bareBars(clause, score);
  if (!bare || previous === undefined) return [];
  const said = findBarGroups(previous, score).flatMap((g) => g.runs ?? []);
  return bare.every((r) => said.some((q) => sameRange(r, q))) ? bare : [];
}

/** The points the sentences name, clause by clause. A clause adds to the point before it where one
 * of them names no bars and they name no other property or staff ("the key at bar 13 isn't E-flat —
 * I wrote two flats", "Still G major? Look again at bar 9."); "and the last note is G4" after a clef
 * is a point of its own. Clauses naming nothing are no point. */
function pointsOf(sentences: string[], score?: ScoreContext, previous?: string): Dispute[] {
  const points: Dispute[] = [];
  for (const clause of sentences.flatMap((s) => s.split(CLAUSE_BREAK))) {
    const groups = findBarGroups(clause, score).filter((g) => !g.unresolved && g.runs !== null);
    const staves = findStaffMentions(clause).filter((s) => s.staff !== null);
    // ("Bar 13 in the pedal starts on D2" of an organ: its pedal staff, not a pedal mark.)
    const organPedal = (score?.parts.some((p) => p.staves >= 3) ?? false) && THE_PEDAL.test(clause);
    const values = findValueMentions(clause, { bareClefNames: true }).filter(
      (v) => !(organPedal && v.property === "pedal"),
    );
    if (organPedal && staves.length === 0) staves.push({ staff: 3, index: -1, end: -1 });
    // ("at bar 16, not 15": the bar the answer gave is disputed too.)
    const notBar = NOT_THAT_BAR.exec(clause)?.[1];
    const point: Dispute = {
      bars: hullOf([
        ...(groups.length ? groups.flatMap((g) => g.runs ?? []) : echoedBareBars(clause, score, previous)),
        ...(notBar ? [{ from: Number(notBar), to: Number(notBar) }] : []),
      ]),
      staff: staves[0]?.staff ?? null,
      property: values[0]?.property ?? PROPERTY_WORDS.find(([re]) => re.test(clause))?.[1] ?? null,
    };
    // "It's D major from bar 9": a clef, key or time from a bar holds to the end.
    if (
      point.bars &&
      score &&
      (point.property === "clef" || point.property === "key" || point.property === "time") &&
      new RegExp(
        String.raw`\bfrom\s+(?:bar|measure|m\.)\s*${point.bars.from}\b(?!\s*(?:[-–]|to|through|until)\s*\d)`,
        "i",
      ).test(clause)
    )
      point.bars = { from: point.bars.from, to: Math.max(point.bars.to, score.lastBar) };
    // "somewhere around bar 5": the bars next to it as well.
    if (point.bars && APPROXIMATE.test(clause))
      point.bars = { from: Math.max(score?.firstBar ?? 1, point.bars.from - 1), to: point.bars.to + 1 };
    // "I thought it modulated somewhere after the middle": the second half of the piece.
    const half = point.bars === null && score ? HALF.exec(clause) : null;
    if (half && score) {
      const first = score.firstBar;
      const mid = first + Math.floor((score.lastBar - first + 1) / 2);
      point.bars = half[1] ? { from: first, to: mid - 1 } : { from: mid, to: score.lastBar };
    }
    // "The end looks different to me": the last bar at least, however many more "the end" takes in;
    // "the opening", the first. (Not "near the end".)
    const edge = point.bars === null && score ? EDGE_OF_PIECE.exec(clause) : null;
    if (edge && score) {
      const bar = edge[1] ? score.lastBar : score.firstBar;
      point.bars = { from: bar, to: bar };
    }
    if (point.bars === null && THE_NEW_SIGN.test(clause)) [point.pointed, point.edited] = [true, true];
    if (point.bars === null && POINTS_AT_A_PLACE.test(clause)) point.pointed = true;
    if (point.bars === null && STILL_THERE.test(clause)) [point.pointed, point.stillThere] = [true, true];
    if (point.bars === null && point.staff === null && point.property === null && !point.pointed) continue;
    const last = points.at(-1);
    const differ = <T>(a: T | null, b: T | null) => a !== null && b !== null && a !== b;
    if (
      last &&
      (last.bars === null || point.bars === null) &&
      !differ(last.property, point.property) &&
      !differ(last.staff, point.staff)
    ) {
      last.bars ??= point.bars;
      last.staff ??= point.staff;
      last.property ??= point.property;
      continue;
    }
    points.push(point);
  }
  return points;
}

/** What the person disputes by saying of some bars another value than the answer gave them ("Bar 5 is
 * bass." after "treble from bar 5", "There's no pp at 13." after "pp at bar 13"), read with certainty;
 * or null. `answer`: the claims of the message the person answers. */
const FINITE_VERB =
  /\b(?:is|are|was|were|has|have|had|shows?|showed|reads?|looks?|seems?|sits?|sat|stays?|stayed|starts?|started|ends?|ended|goes|went|plays?|played|comes?|came|changes?|changed|moves?|moved|does|did|doesn't|didn't|isn't|aren't|wasn't|weren't|hasn't|haven't|remains?|remained|begins?|began|opens?|opened|see|saw|seen|hear|heard|find|found|get|got|notice|noticed|spot|spotted|count|counted|think|thought|believe|can|could|should|must|will|would|still)\b|['’](?:s|re)\b/i;

/** Whether the person's value gainsays the answer's: "not f" only an f ("There's no forte at 13"
 * says nothing against the p of bar 1). */
function gainsays(answered: string, said: string): boolean {
  if (said.startsWith("not ")) return answered === said.slice(4);
  if (answered.startsWith("not ")) return said === answered.slice(4);
  return answered !== said;
}

export function contraryStatement(
  personText: string,
  answer: readonly ExtractedClaim[],
  score?: ScoreContext,
  answered?: string,
): Dispute | null {
  // "Yes, set bar 6 to treble": agreeing to a proposal, or asking for a change, disputes nothing.
  // After a proposal, a statement answers it ("Bar 6 of the LH is treble." to "Shall I put bar 6 in
  // treble?") unless it opens with a "No" that corrects rather than refuses ("No, bar 5 is bass now.").
  const text = plainText(personText);
  const no = LEADING_NO.exec(text.trim());
  const after = no ? text.trim().slice(no[0].length) : "";
  const corrects =
    no !== null && !REFUSAL.test(after) && !WITHDRAWS.test(after) && !RESTATES_REQUEST.test(after);
  if (
    answer.length === 0 ||
    opensWithAgreement(text) ||
    (answered !== undefined && proposesChange(answered) && !corrects)
  )
    return null;
  // The person's aside ("…, I just looked at the page") is not the claim: read without it.
  // ("Bar 5 is bass, isn't it?": a statement under a tag asking for agreement.)
  const statements = splitSentences(text)
    .map((s) => s.replace(TAG_QUESTION, "."))
    .filter((s) => !isQuestion(s) && !asksForChange(s) && !ASKS_TO_SEE.test(s) && !WISH.test(s))
    .map((s) => s.split(ASIDE_BREAK)[0]!.replace(SOURCE_SAYS, "$1 shows"))
    // ("Bar 16 RH: a G4, dotted half.", "Whole left hand in bass.": a fragment with no verb may ask
    // for what it names as well as say the score has it.)
    .filter((s) => FINITE_VERB.test(s));
  if (statements.length === 0) return null;
  const clefWords = answer.some((a) => a.subject.property === "clef");
  const said = extractClaims(statements.join(" "), "assistant", score, { clefWords }).filter(
    (c) => c.kind === "state" && c.uncertain === undefined && c.value !== null,
  );
  for (const p of said) {
    const against = answer.find(
      (a) =>
        a.kind !== "count" &&
        a.kind !== "no-change" &&
        a.subject.property === p.subject.property &&
        a.value !== null &&
        gainsays(a.value, p.value!) &&
        barsOverlap(a.subject.bars, p.subject.bars) &&
        (a.subject.staff === null || p.subject.staff === null || a.subject.staff === p.subject.staff) &&
        (a.subject.part === null || p.subject.part === null || a.subject.part === p.subject.part),
    );
    if (against)
      return {
        bars: p.subject.bars ?? against.subject.bars,
        staff: p.subject.staff ?? against.subject.staff,
        property: p.subject.property,
      };
  }
  return null;
}

// "The read you just did says 2/4 at bar 7": what the score shows, in the person's words.
const SOURCE_SAYS =
  /\b((?:the|your|my|this|that)\s+(?:read|reading|score|tool|result|output|file|page|part|copy|render|image)(?:\s+[\w'’]+){0,4}?)\s+(?:says|said)\b/i;

// "There's no pedal in bar 12, I just looked at the page": where the person's own aside begins.
const ASIDE_BREAK = /,\s*(?=(?:i|i'm|i've|we|we've)\s)/i;

// "Show me a before/after for bars 13–16, pedal marks only.": something asked to be shown, not said.
const ASKS_TO_SEE =
  /^\W*(?:(?:now|then|also|and|please|ok(?:ay)?)[\s,]+)*(?:show|tell|give|list|read|render|print|display|compare|check|look|send)\b/i;
