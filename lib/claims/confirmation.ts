// The person's explicit confirmation of a change the assistant proposed: agreement with no
// condition, no negation, no hesitation and no question.
import { plainText, splitSentences } from "./sentences.ts";

// Phrases that contain "no" or "not" but agree: "no problem, go ahead".
const AGREEING_NEGATIVES = /\b(?:no\s+problem|no\s+worries|not\s+a\s+problem|why\s+not|no\s+objection)\b/gi;

const AGREEMENT = new RegExp(
  String.raw`^(?:(?:ok(?:ay)?|yes|yeah|yep|yup|ya|sure|alright|all\s+right|right|correct|confirm(?:ed)?|i\s+confirm|affirmative|absolutely|definitely|certainly|of\s+course|please(?:\s+do)?|do\s+it|go\s+ahead|go\s+for\s+it|proceed|please\s+proceed|sounds\s+(?:good|great|fine|right)|looks\s+good|(?:that\s+)?works\s+for\s+me|that\s+works|makes\s+sense|(?:good|great)\s+idea|that's\s+fine|fine|perfect|great|agreed|approved|make\s+the\s+change|apply\s+it|ship\s+it|let's\s+do\s+it|do\s+that|yes\s+please|y)\b|👍|👌|✅)`,
  "i",
);

// Anything that makes the agreement partial, conditional, negative or unsure.
const RESERVATION = new RegExp(
  [
    String.raw`\b(?:no|nope|not|don't|do\s+not|never|cancel|stop|wait|hold\s+on|hang\s+on|hold\s+off)\b`,
    String.raw`n't\b`,
    String.raw`\b(?:but|only|except|unless|if|provided|as\s+long\s+as|so\s+long\s+as|instead|rather|first|before|after|however|though|although)\b`,
    String.raw`\b(?:maybe|perhaps|possibly|probably|later|not\s+yet|not\s+sure|unsure|hmm+|let\s+me\s+think|i\s+guess|i\s+think|depends|actually|kind\s+of|sort\s+of)\b`,
    String.raw`\?`,
  ].join("|"),
  "i",
);

// Thanks before the answer neither agrees nor holds back: "Thanks, go ahead." agrees by its "go ahead";
// nor does a word that joins it to what came before ("Then yes, go ahead").
const LEADING_THANKS = /^(?:(?:thanks|thank\s+you|then|so|well|in\s+that\s+case)[\s,.!—–-]+)+/i;

// "Go ahead with option 2", "the second one": a choice among the changes proposed earlier, which
// names the proposal it answers wherever it was made.
const OPTION_NAMED =
  /\b(?:option|idea|suggestion|choice|alternative|number|no\.)\s*(?:\d+|one|two|three|four|[a-d])\b|\b(?:the\s+)?(?:first|second|third|fourth|last|other)\s+(?:one|option|idea|suggestion|choice|alternative)\b|#\d\b/i;

/** Whether the person's answer names which of the changes proposed it takes. */
export function namesAnOption(personText: string): boolean {
  return OPTION_NAMED.test(plainText(personText));
}

/** Whether the person's message opens by agreeing ("Yes, set bar 6 …", "Sure —"), whatever follows. */
export function opensWithAgreement(personText: string): boolean {
  return AGREEMENT.test(plainText(personText).trim().replace(LEADING_THANKS, ""));
}

export function isExplicitConfirmation(personText: string): boolean {
  const text = plainText(personText).trim().replace(LEADING_THANKS, "").replace(AGREEING_NEGATIVES, "fine");
  if (!text || !AGREEMENT.test(text)) return false;
  // ("Yes, please revert it. And what key are those bars in?": a question of its own, about the
  // score, holds nothing back.)
  const [agreeing, ...rest] = splitSentences(text);
  const aside = (s: string) => ASKS_ABOUT_SCORE.test(s) && !RESERVATION.test(s.replace(/\?\s*$/, ""));
  const said = [agreeing, ...rest.filter((s) => !aside(s))].join(" ");
  return !RESERVATION.test(said);
}

const ASKS_ABOUT_SCORE =
  /^\W*(?:and\s+|also\s+)?(?:what|which|where|how\s+many)\b(?!\s+(?:if|about|happens|would|will|else)\b)[^?]*\?\s*$/i;

// Words before a request that neither ask nor hold back: "And put …", "Now transpose …", "Please add …",
// "Go ahead and move …".
// ("Let's put bar 15 back down an octave", "Fair enough, put bar 3 back as it was.": the person asks
// for it.)
// ("In the clarinet, change bar 15 to …", "In the étude, put bar 5 …": the place the request is made
// in, before its verb; "Actually, scrap that and undo the pedal": the request after a withdrawal.)
const REQUEST_OPENER =
  /^(?:(?:and|now|then|also|actually|ok(?:ay)?|yes|yeah|yep|sure|fair\s+enough|alright|all\s+right|right|fine|great|good|in\s+that\s+case|understood|got\s+it|while\s+you['’]re\s+(?:in\s+there|at\s+it|there|here)|next|first|firstly|second|secondly|finally|lastly|please|pls|kindly|let['’]s|let\s+us|go\s+ahead\s+and|(?:scrap|cancel|forget|ignore)\s+(?:that|this|it)(?:\s+and)?|(?:in|for)\s+(?:the\s+)?(?:[\w♭♯-]+\s+){0,2}?(?:part|clarinet|horn|trumpet|sax(?:ophone)?|flute|oboe|violin|viola|cello|voice|piano|organ|left\s+hand|right\s+hand|lh|rh|pedal\s+staff|piece|score|song|[ée]tude|sonatina|sonata|waltz|valse|nocturne|prelude|chorale|minuet|march|rondo|romance|berceuse|lullaby|bagatelle|bars?\s+\d{1,4}(?:\s*[-–]\s*\d{1,4})?|m{1,2}\.\s*\d{1,4}(?:\s*[-–]\s*\d{1,4})?))[\s,.!:—–-]+)+/i;
// A request opens with the verb of the change it asks for ("do the same for m. 12": the change before).
// ("Do bar 2 as well.": the change just made, asked for again in other bars.)
const REQUESTED =
  /^(?:(?:also|just|please|then|now)\s+)*(?:put|set|change|make|move|add|insert|remove|delete|transpose|switch|replace|fix|correct|update|convert|swap|rewrite|shift|raise|lower|restore|revert|undo|redo|clear|drop|turn|give|write|mark|take|bring|pull|push|save|do\s+the\s+same(?:\s+thing)?\s+(?:for|to|with|in|at)|do\s+(?=(?:bars?|measures?|mm?\.)\s*\d))\b/i;

// The change a verbless request names: an interval to move by, a clef, a dynamic, a time or a key to
// go to ("Also the f at m. 7 down to mf", "mm. 11–12 back to 6/8, please").
const ELLIPTIC_REQUEST =
  /^[^?]{1,60}?[,\s]\s*(?:(?:up|down)\s+(?:an?\s+|one\s+|two\s+)?(?:octaves?|tones?|semitones?|steps?|half[\s-]steps?|whole[\s-](?:steps?|tones?)|(?:major|minor|perfect)\s+\w+)|(?:back\s+)?(?:to|into|in)\s+(?:the\s+)?(?:treble|bass|alto|tenor|[fgc]\s+clef)(?:\s+clef)?|(?:(?:up|down|back)\s+)?to\s+(?:ppp|pp|p|mp|mf|f|ff|fff)(?![\w'’])|(?:back\s+)?to\s+(?:\d{1,2}\/\d{1,2}|[a-g](?:[♭♯#b]|-flat|-sharp|\s+flat|\s+sharp)?\s+(?:major|minor)))(?![\w'’/])[^?]*$/i;

// A verb that makes a clause a statement of what is there ("Bar 5 is down an octave now").
const STATEMENT_VERB =
  /\b(?:is|are|was|were|be|been|has|have|had|sounds?|looks?|seems?|goes|go|went|comes|came|moved|got|gets|stays?|stayed|remains?|sits?|reads?|shows?|should|would|could|might|must|will|can|leave|keep|i|still|now|already)\b|['’](?:s|re|m)\b/i;
const PLEASE_END = /,?\s*please\s*[.!]?\s*$/i;

// A request asked as a question: "Could you make that mp instead?", "Can you change bar 17 to 2/4?".
const POLITE = /^(?:can|could|would|will)\s+you\s+(?:please\s+)?(?=\S[^?]*\?\s*$)/i;
// "instead" in a request replaces what was there or proposed; it sets no condition.
const INSTEAD = /\s*\binstead\b/gi;

// "For my student I'd rather avoid it: please change bar 9 back to F major": a request after a colon,
// semicolon or dash is a clause of its own.
const REQUEST_AFTER = new RegExp(
  String.raw`\s*[:;—–]\s+(?=(?:(?:and|now|then|also|please|pls|kindly)[\s,]+)*${REQUESTED.source.slice(1)})`,
  "i",
);

/** The message with its request as plain words ("make that mp"), when a clause of it asks for a
 * change: after what it says of the score ("Bar 16's right hand is empty. Put an E-flat 5 there.").
 * `asked`: the clauses that ask, without the rest. */
function requestText(personText: string, terse = false): { text: string; asked: string[] } | null {
  const sentences = splitSentences(plainText(personText).trim().replace(LEADING_THANKS, ""));
  const asked: string[] = [];
  const text = sentences
    .flatMap((sentence) =>
      sentence.split(REQUEST_AFTER).map((c, i, all) => (i < all.length - 1 ? `${c}:` : c)),
    )
    .map((clause) => {
      const bare = clause.replace(REQUEST_OPENER, "");
      const polite = POLITE.exec(bare);
      const request = polite
        ? bare
            .slice(polite[0].length)
            .replace(/\?\s*$/, ".")
            .replace(INSTEAD, "")
        : bare;
      // "Also the piano left hand in 13–16, up an octave.": after "also" or "and", a change named
      // without its verb.
      // ("Pedal staff mm. 9–12 up an octave, please.": asked with "please", as after "also".)
      // ("LH m. 12 down an octave." as the turn's whole message: with no verb of its own, a change
      // named is asked for.)
      const elliptic =
        (bare !== clause ||
          PLEASE_END.test(request) ||
          (terse && !STATEMENT_VERB.test(request) && request.split(/\s+/).length <= 8)) &&
        ELLIPTIC_REQUEST.test(request);
      if (!REQUESTED.test(request) && !elliptic) return clause;
      // ("Please take the pedal in bar 16 out again; I'd rather decide that later.": why, said
      // beside the request after a semicolon — unless it sets a condition.)
      // (Capitalised as a sentence of its own: "… back to mp. And please remove …" is two requests.)
      const own = request.replace(BESIDE_AFTER_SEMICOLON, ".").replace(/^\p{Ll}/u, (c) => c.toUpperCase());
      asked.push(own);
      return own;
    })
    .join(" ");
  return asked.length > 0 ? { text, asked } : null;
}

/** Whether the person's message asks for a change, with or without a condition ("Put bar 6 … if …"). */
export function asksForChange(personText: string): boolean {
  return requestText(personText) !== null;
}

/** The change the person's message asks for, as plain words ("put bar 11's right hand in bass
 * clef."), when its asking clauses hold no condition, negation, hesitation or question; else null.
 * findings.md, unconfirmed-mutation: such a request is itself the confirmation of that change. What
 * the person says beside it ("Maybe it's too loud. Make bar 9 mp.") sets no condition on it. */
export function requestedChange(personText: string): string | null {
  const read = requestText(personText, splitSentences(plainText(personText)).length === 1);
  return read !== null &&
    !read.asked.some((a) =>
      RESERVATION.test(
        a
          .replace(CONSEQUENCE, "")
          .replace(REPLACED, "")
          .replace(NOT_WANTED, "")
          .replace(SCOPE_ONLY, "")
          .replace(CHANGE_OF_MIND, "")
          .replace(AS_IT_WAS, "")
          .replace(PREFERRED, "")
          .replace(BEFORE_OWN_ACT, ""),
      ),
    ) &&
    // "Only if the notes don't end up miles above the staff, though.": a condition said apart.
    !splitSentences(plainText(personText)).some((s) => CONDITION_APART.test(s))
    ? read.text
    : null;
}

// "Please save a clean copy before I export.", "Can you save a checkpoint?": a save asked for, which a
// save that changes nothing makes exactly.
const SAVE_ASKED =
  /^\W*(?:(?:please|pls|kindly|now|then|ok(?:ay)?|actually)[\s,]+)*(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:save|store|checkpoint)\b/i;

/** Whether the person's message asks for a save, with no condition, negation or doubt. */
export function asksToSave(personText: string): boolean {
  const sentences = splitSentences(plainText(personText));
  const asked = sentences.filter((s) => SAVE_ASKED.test(s));
  return (
    asked.length > 0 &&
    !asked.some((s) =>
      RESERVATION.test(
        s
          .replace(SAVE_ASKED, "")
          .replace(BEFORE_OWN_ACT, "")
          .replace(/\?\s*$/, ""),
      ),
    ) &&
    !sentences.some((s) => CONDITION_APART.test(s))
  );
}

const BESIDE_AFTER_SEMICOLON =
  /\s*;(?!\s*(?:but\s+|and\s+)?(?:only|if|unless|as\s+long\s+as|so\s+long\s+as|provided|not|don't|do\s+not|except|without|maybe|perhaps)\b).*$/i;
const CONDITION_APART =
  /^\W*(?:but\s+)?(?:only\s+if|only\s+when|unless|as\s+long\s+as|so\s+long\s+as|provided)\b/i;

// "Put ped. back in m. 1 only.": "only" that bounds the place asked for is the request's scope, not a
// condition ("only if", "only after" are).
const SCOPE_ONLY =
  /\bonly\b(?!\s+(?:if|when|whenever|after|before|once|as\s+long|so\s+long|provided|in\s+case|for\s+now))/gi;

// "Actually, scrap that — put everything back …": the person changes their mind, and asks.
// ("Actually no, put it back to pp.": the change before it turned down, and this one asked.)
const CHANGE_OF_MIND = /^\W*(?:actually\b[\s,]*)?(?:(?:no|nope|wait)\b[\s,.!—–-]*)?/i;

// "… put everything back the way it was before your last edit": the state asked for, not a condition.
const AS_IT_WAS = /\b(?:the\s+way|as|how)\s+(?:it|they|everything)\s+(?:was|were|stood)\s+before\b[^,.;]*/gi;

// "Actually, undo that — I'd rather keep bar 5 unmarked.": what the person prefers, said beside the
// request, is why it is asked.
const PREFERRED = /\s*(?:—|–|,|;)\s*(?:i|we)(?:'d|\s+would)\s+(?:rather|prefer)\b[^.?;]*/gi;

// "Please save a clean copy before I export.": when, by the person's own next step — no condition.
const BEFORE_OWN_ACT =
  /\s*\bbefore\s+(?:i|we)\s+(?!(?:decide|check|confirm|agree|say|tell|look|think|approve|see|hear|listen|review)\b)\w+[^.?;,]*/gi;

// "Put an f at bar 5 instead of the mf": what the change replaces sets no condition on it.
const REPLACED = /\s*\b(?:instead\s+of|rather\s+than|in\s+place\s+of)\b[^,.;]*|\s*\binstead\b/gi;

// "Take the pedal in m. 5 back out, I didn't ask for it": why the change is asked for, not a
// condition on it.
// ("Please undo that, I hadn't decided yet.", "…, I wanted to decide first.": why, not a condition.)
const NOT_WANTED =
  /,?\s+(?:i|we)\s+(?:(?:didn't|did\s+not|never|don't|do\s+not)\s+(?:ask(?:ed)?|want(?:ed)?|request(?:ed)?|need(?:ed)?|like)|(?:hadn't|had\s+not|haven't|have\s+not)\s+(?:decided|agreed|confirmed|said\s+yes)|(?:wasn't|was\s+not)\s+sure|(?:wanted|meant|was\s+going|were\s+going|needed)\s+to\s+(?:decide|check|think|look|confirm|hear|listen|see)(?:\s+(?:first|it\s+over))?)\b[^?.;]*/gi;

// What a request says will follow from it ("…, so only bar 8 is 2/4", "…, which makes it easier to
// read") explains the change; it sets no condition on it.
const CONSEQUENCE = /,?\s+(?:so(?:\s+that)?|which\s+(?:means|makes|leaves|gives)|that\s+way)\s+[^?]*$/i;

// A change the assistant could make: the verbs of an edit, in any form ("I'd suggest putting …").
const CHANGE_VERB =
  /\b(?:chang|put|set|mak|mov|add|insert|remov|delet|transpos|switch|apply|appli|replac|fix|correct|updat|convert|edit|swap|rewrit|shift|rais|lower|restor|revert|undo|redo|retry|retri|clear|drop|turn|bring|brought|tak|took|pull|push)(?:e|es|s|ed|d|ing|ting|ping|ped|en)?\b/i;
// Ways of asking for agreement before doing it.
const ASKING = [
  /\b(?:shall|should|may|can|could)\s+i\b[^.!]*\?/i,
  /\b(?:do|would)\s+you\s+(?:like|want)\s+me\s+to\b/i,
  /\b(?:want|like)\s+me\s+to\b[^.!]*\?/i,
  /\b(?:go\s+ahead|proceed|ok(?:ay)?|confirm|sound\s+good|is\s+that\s+(?:ok(?:ay)?|alright|right|fine))\s*\?/i,
  /\b(?:let\s+me\s+know|tell\s+me)\s+(?:if|whether|when)\b/i,
  /\b(?:once|when|if)\s+you\s+(?:confirm|agree|approve|say\s+so|give\s+the\s+go[\s-]ahead|are\s+happy)\b/i,
  /\b(?:please\s+)?confirm\b[^.!?]*\b(?:and|then)\s+i(?:'ll|\s+will)\b/i,
  /\bi(?:'d|\s+would)?\s+(?:propose|suggest|recommend)\b/i,
  /\bif\s+you(?:'d|\s+would)?\s+(?:like|want|wish|prefer|rather)\b/i,
  /\b(?:reply|answer|say)\s+(?:yes|ok(?:ay)?|the\s+word)\b/i,
  /\b(?:ready|happy)\s+to\s+(?:apply|make|proceed|change|do)\b[^.!]*\?/i,
  /\bwith\s+your\s+(?:ok|okay|permission|approval)\b/i,
  // "Retry as part P2, staff 2?", "Transpose the left hand too?", "Replace it with mf?": a change
  // asked as a bare question.
  /(?:^|[.!?:]\s+)(?:retry|try\s+again|redo|transpose|move|change|put|set|add|remove|apply|switch|shift|raise|lower|replace|swap|restore|undo|revert|drop)\b[^.!?]*\?/i,
  // "Want them an octave lower as well?": the change offered, its verb left out.
  /(?:^|[.!?:]\s+)(?:want|need)\s+(?:it|them|that|this|those|these|the\s+[\w-]+)\b[^.!?]*\?/i,
];

// "Shall I do bar 10 too?", "Want me to do the same for the cello?": the change just described, again.
const DO_AGAIN =
  /\bdo\s+(?:the\s+same|that|this|it|so|likewise|(?:the\s+)?(?:bars?|measures?|mm?\.)\s*\d|the\s+(?:rest|others?|next|other\s+\w+|left|right|upper|lower)\b)/i;

// ("Want me to start with the ped. in m. 11?": nor does that of "ped.".)
// "Do you want bar 4 back where it was?": a restore offered, in no verb of an edit.
const WANT_IT_BACK = /\b(?:do|would)\s+you\s+(?:like|want)\s+(?!me\b)[^.!?]{1,60}?\bback\b[^.!?]*\?/i;

const BAR_ABBREVIATION = /\b(mm?|bb?|nos?)\.(?=\s*\d)|\b(ped|cresc|dim|rit|pizz|accel)\.(?=\s)/gi;

/** Whether the assistant proposes a change and waits for the person: "Shall I put bar 4 in bass clef?" */
export function proposesChange(assistantText: string): boolean {
  // ("Shall I put m. 11 back down to B♭1?": the stop of "m." ends no sentence.)
  const text = plainText(assistantText).replace(BAR_ABBREVIATION, "$1$2 ");
  return (
    ((CHANGE_VERB.test(text) || DO_AGAIN.test(text)) && ASKING.some((re) => re.test(text))) ||
    WANT_IT_BACK.test(text)
  );
}
