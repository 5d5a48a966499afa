// The "before" of a change: "| 7 | treble | bass |", "from pp to mp", a receipt's "from" value. It
// speaks of the score before the save that made the change (findings.md, "Before and after").
import type { ExtractedClaim } from "../claim.ts";
import { negatedBefore } from "../mood.ts";
import type { ValueMention } from "../values/mention.ts";

/** Notes on each edit of the clause the value it says was there: the one value the clause names as
 * what was there, of the edit's property. Two such values, or two edits of that property in other
 * bars (which is whose?), or none say nothing. */
export function noteBeforeValues(clause: string, made: ExtractedClaim[], before: ValueMention[]): void {
  for (const edit of made) {
    if (edit.kind !== "edit") continue;
    // ("the f at m. 7 down to mf, and a p at m. 9": whose "before" the f is, is not said.)
    const edits = made.filter((e) => e.kind === "edit" && e.subject.property === edit.subject.property);
    if (edits.some((e) => !sameBars(e, edit))) continue;
    const was = before.filter((v) => v.property === edit.subject.property);
    if (was.length === 1 && was[0]!.value !== null && !negatedBefore(clause, was[0]!.index))
      edit.was = was[0]!.value;
  }
}

// "The key changes at bar 5 from F major to B♭ major", "where it goes from 4/4 to 3/4": what the
// score has, in the present ("Version 4: bar 9 changed from treble to bass" reports an edit).
const CHANGES_FROM = /\b(?:changes|switches|goes|moves|turns)\b[^.;]*?\bfrom\s+/i;
const SIGNS = new Set(["clef", "key", "time"]);

/** A sign said to change at a bar from one value to another: the bar before has the first. Said of
 * the score, not an edit ("I changed …" is an edit, whose before value is noted above). */
export function barBeforeChange(
  clause: string,
  made: ExtractedClaim[],
  before: ValueMention[],
): ExtractedClaim[] {
  if (!CHANGES_FROM.test(clause)) return [];
  return made.flatMap((c) => {
    const bars = c.subject.bars;
    if (
      c.kind !== "state" ||
      c.asOf !== undefined ||
      c.savedIn !== undefined ||
      !SIGNS.has(c.subject.property) ||
      !bars ||
      bars.from !== bars.to ||
      bars.from < 2
    )
      return [];
    const was = before.filter((v) => v.property === c.subject.property);
    if (was.length !== 1 || was[0]!.value === null || was[0]!.value === c.value) return [];
    if (negatedBefore(clause, was[0]!.index)) return [];
    const state: ExtractedClaim = {
      ...c,
      subject: { ...c.subject, bars: { from: bars.from - 1, to: bars.from - 1 } },
      value: was[0]!.value,
    };
    delete state.readings;
    return [state];
  });
}

/** Each edit that says what was there before, followed by that state: a claim of its own, of the
 * edit's subject as finally placed, checked against the score before the save. (An edit placed in
 * no bars, "I changed their clef from treble to bass", changed something somewhere: what was there
 * before is not placed.) */
export function withBeforeStates(claims: ExtractedClaim[]): ExtractedClaim[] {
  if (!claims.some((c) => c.was !== undefined)) return claims;
  return claims.flatMap((edit) => {
    if (edit.was === undefined || edit.subject.bars === null) return [edit];
    const state: ExtractedClaim = {
      kind: "state",
      subject: { ...edit.subject },
      value: edit.was,
      text: edit.text,
      before: true,
    };
    if (edit.partName !== undefined) state.partName = edit.partName;
    if (edit.uncertain) state.uncertain = edit.uncertain;
    if (edit.savedIn !== undefined) state.savedIn = edit.savedIn;
    if (edit.concert !== undefined) state.concert = edit.concert;
    if (edit.readings) state.readings = edit.readings;
    return [edit, state];
  });
}

const sameBars = (a: ExtractedClaim, b: ExtractedClaim) =>
  a.subject.bars?.from === b.subject.bars?.from && a.subject.bars?.to === b.subject.bars?.to;
