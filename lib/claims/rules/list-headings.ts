// Lines that head what follows: "Done." (it and the next sentence report edits), a heading over a list
// of edits made ("Changes made:"), and one over a list of edits proposed ("Here's my plan:").
import { withoutOpeners } from "../mood.ts";

// A sentence that reports the work done: it and the next sentence report edits.
// ("Updated key plan:" heads what the score now has: a word of the work as an adjective before its
// noun, not a report.)
const DONE =
  /^(?:(?:done|all\s+done|undone|all\s+set|here's\s+what\s+i\s+(?:did|changed)|(?:the\s+)?changes?\s+(?:made|applied)|i\s+made\s+the\s+following\s+changes?)\b|(?:reverted|fixed|applied|updated|changed)\b(?![ \t]+[\w-]+(?:[ \t]+[\w-]+){0,2}[ \t]*:))/i;

// A heading over a list of the edits made ("Changes made:", "Here's what I changed:", "Summary of
// edits:", "Here's what changed in this session:"): each item of the list below reports an edit. "Current state:" or "Here's what I found:"
// head no such list.
const EDIT_LIST_HEADING =
  /^(?:(?:so|ok(?:ay)?|done|great|alright)[,!.]?\s+)?(?:here(?:'s|\s+is|\s+are)\s+)?(?:(?:a\s+|the\s+)?summary\s+of\s+(?:the\s+|my\s+)?(?:changes|edits|fixes)(?:\s+(?:i|we)\s+made|\s+made|\s+applied)?|(?:the\s+|my\s+)?(?:changes|edits|fixes|updates)(?:\s+(?:i|we)\s+made|\s+made|\s+applied|\s+done)?|what\s+(?:i|we)\s+(?:did|changed|edited|fixed|updated)|what(?:'s|\s+was|\s+has\s+been)?\s+changed|(?:i|we)(?:'ve|\s+have)?\s+made\s+the\s+following\s+(?:changes?|edits?)|the\s+following\s+(?:changes?|edits?)\s+(?:were|have\s+been)\s+(?:made|applied))(?:\s+(?:in\s+(?:this|the)\s+(?:session|conversation|chat)|today|so\s+far|overall|altogether|in\s+total))?\s*:?$/i;
// A word every such heading holds: a text without one is not searched for a heading.
const MAY_HEAD_EDIT_LIST = /chang|edit|fix|updat|did/i;
// A heading over a list of what is yet to be done ("Here's my plan:", "I'll make these changes:",
// "Would you like me to:"): its items are proposals, not claims.
const PLAN_LIST_HEADING = new RegExp(
  String.raw`^(?:(?:so|ok(?:ay)?|alright|sure|yes|certainly|of\s+course|absolutely|great)[,!.]?\s+)?(?:` +
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
// Such a heading ends its line (with a colon, or as a markdown heading: "## Ideas"), and a list follows it.
const MAY_HEAD_PLAN_LIST = /:[ \t]*\n|^#{1,6}[ \t][^\n]*\n/m;
// An item of such a list that says what stayed as it was ("Bars 6-8 remain in treble clef") is a state.
export const KEPT = /\b(?:still|remains?|remained|stays?|stayed|kept|unchanged|untouched|as\s+before)\b/i;

/** Whether a sentence reports the work done ("Done.", "All set — ", "Here's what I changed"). */
export function saysDone(sentence: string): boolean {
  return DONE.test(sentence) || DONE.test(withoutOpeners(sentence));
}

/** Whether a text may head a list of edits made or proposed: one without such a word is not searched. */
export function mayHeadList(text: string): boolean {
  return MAY_HEAD_EDIT_LIST.test(text) || MAY_HEAD_PLAN_LIST.test(text);
}

/** Whether a line's last sentence heads a list of edits made. Headings are short, and a longer
 * sentence is never tried. */
export function opensEditList(sentence: string): boolean {
  return sentence.length <= 60 && EDIT_LIST_HEADING.test(sentence);
}

/** Whether a line's last sentence heads a list of edits proposed. */
export function opensPlanList(sentence: string): boolean {
  // ("## Ideas": a heading without its colon.)
  const text = /[.!?:;]$/.test(sentence) ? sentence : `${sentence}:`;
  return text.length <= 80 && text.endsWith(":") && PLAN_LIST_HEADING.test(text);
}
