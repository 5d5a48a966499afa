// The value a claim gives a mention: "added" or "removed" for an edit of a mark, "absent" for a
// negated one, and what "the only bar with …" says of the other bars.
import { negatedBefore, removedAt, saysAdded, saysRemoved } from "../mood.ts";
import type { ValueMention } from "../values/mention.ts";
import { TRANSPOSED } from "../values/notes-change.ts";

// "only", and "…, and nowhere else" / "none anywhere else", which say the same of the other bars.
// ("just one pedal mark, in bar 1" is the only one; "Yes, just one: m. 9 …" may count within the
// bars asked of.)
export const ONLY =
  /(?<!\bnot\s)\b(?:the\s+only|only)\b|\b(?:nowhere|anywhere)\s+else\b|\b(?:(?:just|exactly)\s+one|a\s+single)\s+(?:\w+\s+)?(?:marks?|markings?|dynamics?|pedals?)\b/i;
// The mark's kind as a whole: "Dynamics: only the opening p", "the only tempo marking is Allegro".
// ("Dynamics: the only marking is the mf at m. 1": no marking of that kind elsewhere.)
const WHOLE_KIND =
  /\bdynamics?\b|\bdynamic\s+mark|\btempo\s+mark|\btempos\b|\bonly\s+(?:other\s+)?(?:mark|marking)s?\b/i;

/** What "the only bar with …" says of the other bars: no such mark ("no pedal"), or none of that
 * value ("the only bar with a forte" leaves the p of bar 1 alone) — unless "only" is said of the
 * mark's whole kind ("Dynamics: only the opening p"): then the other bars have none of it at all. */
export function otherwhereValue(value: string | null, clause: string): string {
  return value === null || value === "present" || value === "added" || WHOLE_KIND.test(clause)
    ? "absent"
    : `not ${value}`;
}

// "Pedal markings: none.", "Dynamics — none", a table's "dynamics none": the label's answer is that
// the score has no such mark.
const NONE_ANSWER =
  /^\w*(?:\s+(?:marks?|markings?|signs?|indications?))?\s*[:=–—-]?\s*(?:none|nothing|no\s+(?:marks?|markings?|signs?))\b/i;

// A verb that takes away what the words after it name: "removed the switch to", "took out the key
// change to", "undid the move to".
const TAKEN_AWAY =
  /\b(?:remov(?:e|ed|es|ing)|delet(?:e|ed|es|ing)|(?:took|taken|take|taking)\s+out|dropp(?:ed|ing)|undid|undone|undo(?:ing)?|revert(?:ed|ing)?|got\s+rid\s+of|clear(?:ed|ing)|eras(?:e|ed|ing)|stripp(?:ed|ing))\s+(?:(?:the|a|an|that|this|its|their|extra|new|mid-?piece|courtesy|cautionary|clef|key|time|signature|change|switch|move|shift|modulation|to|into)\s+)*$/i;

// A receipt's verb right after a mark: "pp removed", "f added at m. 13".
const VERB_AFTER = /^\s+(?:(?:was|is|has\s+been)\s+)?(added|removed|deleted|inserted)\b/i;

// A before/after line's arrow: "dynamics none -> p" adds a p; "p -> none" takes it away.
const AFTER_ARROW = /(?:->|→)\s*$/;
const TO_NONE = /^\s*(?:->|→)\s*(?:none|nothing|no\s+\w+)\b/i;

export function claimValue(mention: ValueMention, clause: string, kind: "edit" | "state"): string | null {
  // (A mark said to be absent in so many words: "No." to "Is there a pedal in bar 11?")
  if (mention.value === "absent" && mention.property !== "notes")
    return kind === "edit" ? "removed" : "absent";
  if (
    TO_NONE.test(clause.slice(mention.end)) &&
    (mention.property === "dynamics" || mention.property === "tempo")
  )
    return kind === "edit" ? "removed" : "absent";
  // ("pedal none -> one pedal per bar": "none" before an arrow is what the bar had before.)
  const none = NONE_ANSWER.exec(clause.slice(mention.end));
  // (After an arrow, only what follows it says the new value: "none -> one pedal per bar".)
  const arrow = Math.max(clause.lastIndexOf("->", mention.index), clause.lastIndexOf("→", mention.index));
  const from = arrow >= 0 ? arrow + (clause[arrow] === "→" ? 1 : 2) : 0;
  const negated =
    (!AFTER_ARROW.test(clause.slice(0, mention.index)) &&
      negatedBefore(clause.slice(from), mention.index - from)) ||
    (none !== null && !/^\s*(?:->|→|=>)/.test(clause.slice(mention.end + none[0].length)));
  switch (mention.property) {
    case "pedal":
      if (kind === "edit") return removedAt(clause, mention.index) || negated ? "removed" : "added";
      // "The tool removed the pedal from bar 3": bar 3 has none now.
      return negated || saysRemoved(clause) ? "absent" : "present";
    case "dynamics":
    case "tempo": {
      // "p removed from bar 3, f added at bar 9": the verb right after a mark is what happened to it.
      const verb = VERB_AFTER.exec(clause.slice(mention.end))?.[1];
      if (verb && !negated) {
        const removed = /^(?:removed|deleted)$/i.test(verb);
        if (kind === "edit") return removed ? "removed" : (mention.value ?? "added");
        return removed ? (mention.value ? `not ${mention.value}` : "absent") : (mention.value ?? "present");
      }
      if (kind === "edit" && (removedAt(clause, mention.index) || negated)) return "removed";
      // "Bar 13 has no pp", "bar 9 isn't marked f", "… and deleted the f in bar 9": the mark is not
      // there.
      if (mention.value)
        return negated || removedAt(clause, mention.index, true) ? `not ${mention.value}` : mention.value;
      if (kind === "edit") return saysAdded(clause) ? "added" : null;
      return negated ? "absent" : "present";
    }
    case "other":
      return negated ? `no ${mention.value}` : mention.value;
    default:
      // "the treble clef in bars 9–10 is gone", "I removed the switch to treble": that clef was
      // changed, to a clef the words do not say.
      if (
        kind === "edit" &&
        (GONE.test(clause.slice(mention.end)) || TAKEN_AWAY.test(clause.slice(0, mention.index)))
      )
        return null;
      return mention.value;
  }
}

/** A value that names a change rather than what the score has: "transposed -12", "changed". */
export function isChangeValue(mention: ValueMention): boolean {
  return (
    mention.property === "notes" && (mention.value === "changed" || TRANSPOSED.test(mention.value ?? ""))
  );
}

// ("The treble-clef passage in bars 5–6 was taken out": the passage in that clef.)
const GONE =
  /^(?:\s+(?:signature|clef)|-clef)?(?:\s+(?:passage|stretch|section|bars))?(?:\s+(?:in|at|from|of)\s+(?:the\s+)?(?:bars?|measures?|mm?\.)\s*\d{1,4}(?:\s*(?:[-–]|to|and)\s*\d{1,4})?)?(?:\s+(?:of\s+)?(?:the\s+)?(?:left|right)\s+hand)?\s+(?:is|are|was|were|has\s+been|have\s+been)\s+(?:now\s+)?(?:gone|removed|deleted|taken\s+out)\b/i;
