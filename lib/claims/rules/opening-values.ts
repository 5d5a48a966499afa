// An opening clef, key or time said without bars, and its changes listed in the same line.
import type { ExtractedClaim, Property } from "../claim.ts";
import { SAID_WITH_NEGATION, TWO_PITCHES, barsNoClaimTook, withoutBars } from "../exceptions.ts";
import { CHANGES_HERE } from "../match-values.ts";
import type { ScoreContext } from "../subject/score-context.ts";
import { framedApart } from "./pitch-frame.ts";

export const PRINTED_SIGNS = new Set<Property>(["clef", "key", "time"]);
// An opening value qualified by later changes in the same line ("Key: G major; D minor from bar 13"),
// unless it says it holds everywhere.
const OPENS = /\b(?:opens|begins|starts)\b/i;
const STILL = /\b(?:still|remains?)\b/i;
const ENDS_IN = /\b(?:ends|finishes|closes)\s+(?:up\s+)?(?:in|on)\b/i;
const EVERYWHERE =
  /\b(?:throughout|whole|entire|everywhere|every\s+(?:bar|measure)|all\s+(?:the\s+)?(?:bars|measures))\b/i;

/** "Staff 2: bass clef; treble clef in bars 5-6": a clef, key or time said without bars, followed in
 * the same line by changes of it at given bars, is what holds before the first of them — the line
 * lists the changes, so it does not claim the opening value for the whole piece. */
export function scopeOpeningValues(claims: ExtractedClaim[], lineStart: number, score?: ScoreContext): void {
  const line = claims.slice(lineStart);
  const scoped: ExtractedClaim[] = [];
  const first = score?.firstBar ?? 1;
  line.forEach((c, i) => {
    // ("The waltz opens in G major and moves to D major at bar 13": what it opens in holds until then.)
    const opening =
      c.subject.bars !== null &&
      c.subject.bars.from === (score?.pickup ?? first) &&
      c.subject.bars.to === first &&
      OPENS.test(c.text);
    const subject = opening ? { ...c.subject, bars: null } : c.subject;
    const later =
      c.kind !== "state" ||
      subject.bars !== null ||
      !PRINTED_SIGNS.has(subject.property) ||
      EVERYWHERE.test(c.text) ||
      // ("… and the key change to A major was not made. Bars 9–12 are still in D major.": a value said
      // with a negation is not what holds before the bars named.)
      SAID_WITH_NEGATION.test(c.text) ||
      barsNoClaimTook(c, line, score) !== null ||
      // ("LH clef by bar — 1: bass; 2: bass; 3: treble …", its bars not read: two values of one
      // sentence are not both what the piece opens with.)
      line.some(
        (d) =>
          d !== c &&
          d.text === c.text &&
          d.kind === "state" &&
          d.subject.property === subject.property &&
          d.subject.bars === null &&
          d.subject.staff === subject.staff &&
          d.value !== c.value,
      )
        ? []
        : line.slice(i + 1).filter(
            (d) =>
              d.subject.property === subject.property &&
              d.subject.bars !== null &&
              // ("The piece starts in C major and 4/4. … Bars 13–16 are in B♭ major.": what another
              // sentence says bars 13–16 have is no change the opening holds until.)
              (!opening || d.text === c.text) &&
              d.subject.staff === subject.staff &&
              // "Concert key: B♭ major, moving to E♭ major at bar 9" after a question about one part:
              // a side that names no part is placed later, from the same words.
              (d.subject.part === subject.part || d.subject.part === null || subject.part === null) &&
              // (A key of no part is the concert key, a part's its written one: not two values. Nor
              // are "written in G major, for bars 1–8, which sounds as F major concert".)
              !(subject.property === "key" && (d.subject.part === null) !== (subject.part === null)) &&
              !(subject.property === "key" && TWO_PITCHES.test(d.text)) &&
              !framedApart(c, d) &&
              d.value !== c.value &&
              // ("It opens in G major and ends in D major": the last bar's value, not where it begins.)
              !(ENDS_IN.test(d.text) && d.subject.bars.from === score?.lastBar),
          );
    if (later.length === 0) {
      scoped.push(c);
      return;
    }
    if (opening) {
      const change = Math.min(...later.map((d) => d.subject.bars!.from));
      scoped.push(
        change > first && later.every((d) => d.value !== CHANGES_HERE)
          ? { ...c, subject: { ...c.subject, bars: { from: c.subject.bars!.from, to: change - 1 } } }
          : c,
      );
      return;
    }
    // "We end in D major; the key change is at m. 5": a change that gives no value does not say on
    // which side of it the value holds.
    if (later.every((d) => d.value === CHANGES_HERE)) {
      const at = later[0]!.subject.bars!.from;
      scoped.push({
        ...c,
        uncertain:
          c.uncertain ?? `could not tell whether '${c.value}' holds before or after the change at bar ${at}`,
      });
      return;
    }
    // ("C major, no sharps or flats. Bar 8 is still F major": a value said to hold on at a later bar
    // held before it too, so it is no change the first value holds until.)
    if (later.some((d) => d.text !== c.text && STILL.test(d.text))) {
      scoped.push({ ...c, uncertain: c.uncertain ?? `could not tell which bars '${c.value}' is said of` });
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
    const change = Math.min(...later.map((d) => d.subject.bars!.from));
    const bars = runs ?? (change > first ? [{ from: first, to: change - 1 }] : [null]);
    for (const b of bars) scoped.push({ ...c, subject: { ...subject, bars: b } });
  });
  claims.splice(lineStart, line.length, ...scoped);
}
