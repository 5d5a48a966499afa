// Exceptions carve bars out of a claim (findings.md, "Exceptions"): "bass clef except bars 5–6
// (treble)" is bass over every bar but 5–6 and treble in 5–6, whether the exceptions follow in the
// sentence or in a list under it.
import type { BarRange, ExtractedClaim, Property } from "./claim.ts";
import { CHANGES_HERE } from "./match-values.ts";
import { framedApart } from "./rules/pitch-frame.ts";
import { findBarGroups, type BarGroup } from "./subject/bars.ts";
import type { ScoreContext } from "./subject/score-context.ts";

const EXCEPT =
  /\b(?:except(?:\s+(?:for|in|at|that|where|when))?|excepting|apart\s+from|aside\s+from|other\s+than|save\s+for|excluding|besides|outside(?:\s+of)?|with\s+the\s+exception\s+of|but(?=\s+(?:in\s+)?(?:bars?\b|measures?\b|mm?\.|the\s+(?:last|first|final|opening)\b|\d)))(?:\s+(?:in|at|for))?(?=\s|$)/i;
const ALL_BARS_BEFORE = /\b(?:all|every|each|any)\b[^,;]*$/i;
// "All bars but 6–8": numbers after the word name bars where the clause speaks of bars.
const BARE_RANGE = /^\s*\d{1,4}(?:\s*(?:-|–|to|through|,|and|&|,\s*and)\s*\d{1,4})*(?![\d/])/;
const NUMBER_ITEM = /(\d{1,4})(?:\s*(?:-|–|to|through)\s*(\d{1,4}))?/g;
// A sentence that opens a list of exceptions: "… throughout, except:", "with these exceptions:".
const EXCEPT_LIST =
  /(?:\b(?:except(?:\s+(?:for|in|at))?|apart\s+from|other\s+than|save\s+for|excluding)|\bwith\s+(?:these|the\s+following|a\s+few|two|three|some)\s+exceptions|\bexceptions?(?:\s+are)?)\s*:$/i;

/** Where a clause's exception lies: its own bars and the values said of them are in [start, end). */
export interface ExceptionZone {
  start: number;
  end: number;
  /** The bars excepted; null when the clause names none there. */
  runs: BarRange[] | null;
  /** Where the excepted bars' own words end. */
  barsEnd: number;
}

// "the left hand only leaves the bass clef in bars 9–10": the clef holds everywhere but there.
const ONLY_LEAVES =
  /\bonly\s+(?:leaves|departs\s+from|moves\s+(?:out\s+of|away\s+from)|switches\s+(?:out\s+of|away\s+from))\b/i;

/** The exception in a clause, if it names bars: "X except bars 9–10, where Y" (the rest of the
 * clause) or "Apart from bar 4, X" (up to the first comma). "only leaves X in bars 9–10" holds X
 * everywhere but those bars, and says nothing of them. */
export function exceptionZone(clause: string, groups: BarGroup[]): ExceptionZone | null {
  const only = ONLY_LEAVES.exec(clause);
  if (only) {
    const inside = groups.filter((g) => g.index > only.index);
    if (inside.length === 0 || inside.some((g) => g.unresolved || g.runs === null)) return null;
    // The value sits between the words and the bars: it is said of the other bars.
    return {
      start: inside[0]!.index,
      end: clause.length,
      runs: inside.flatMap((g) => g.runs!),
      barsEnd: inside[inside.length - 1]!.end,
    };
  }
  const m = EXCEPT.exec(clause);
  if (!m) return null;
  // "All bars but 6–8": "but" excepts only after the bars it takes from; "…, but bars 5–7 are
  // treble" is a conjunction.
  if (/^but/i.test(m[0]) && !ALL_BARS_BEFORE.test(clause.slice(0, m.index))) return null;
  const opening = m.index <= 2;
  const comma = clause.indexOf(",", m.index + m[0].length);
  const end = opening ? (comma < 0 ? clause.length : comma) : clause.length;
  const inside = groups.filter((g) => g.index >= m.index && g.index < end);
  if (inside.length === 0) {
    const bare = /\b(?:bars?|measures?)\b/i.test(clause)
      ? BARE_RANGE.exec(clause.slice(m.index + m[0].length))
      : null;
    if (!bare) return null;
    const runs = [...bare[0].matchAll(NUMBER_ITEM)].map((n) => ({
      from: Number(n[1]),
      to: n[2] ? Number(n[2]) : Number(n[1]),
    }));
    const barsEnd = m.index + m[0].length + bare[0].length;
    return { start: m.index, end, runs, barsEnd };
  }
  if (inside.some((g) => g.unresolved || g.runs === null)) return null;
  return {
    start: m.index,
    end,
    runs: inside.flatMap((g) => g.runs!),
    barsEnd: inside[inside.length - 1]!.end,
  };
}

export function opensExceptionList(sentence: string): boolean {
  return EXCEPT_LIST.test(sentence.trim());
}

/** The bars of `base` (the whole piece when null) without `out`; null when the piece's bars are not
 * known, so no claim is placed on a guess. */
export function withoutBars(
  base: BarRange[] | null,
  out: BarRange[],
  score: ScoreContext | undefined,
): BarRange[] | null {
  const from = base ?? (score ? [{ from: score.firstBar, to: score.lastBar }] : null);
  if (!from) return null;
  let left = from.map((r) => ({ ...r }));
  for (const x of out) {
    const next: BarRange[] = [];
    for (const r of left) {
      if (x.to < r.from || x.from > r.to) next.push(r);
      else {
        if (r.from < x.from) next.push({ from: r.from, to: x.from - 1 });
        if (x.to < r.to) next.push({ from: x.to + 1, to: r.to });
      }
    }
    left = next;
  }
  return left;
}

/** Claims said before a list of exceptions, and where the list's claims begin. */
export interface ExceptionList {
  head: ExtractedClaim[];
  from: number;
}

/** The head claims over their bars without those the list named (no claim where the piece's bars
 * are unknown). Returns null: the list is done. */
export function carveExceptions(claims: ExtractedClaim[], list: ExceptionList, score?: ScoreContext): null {
  const listed = claims.slice(list.from).filter((c) => c.subject.bars !== null);
  if (listed.length === 0) return null;
  const carved: ExtractedClaim[] = [];
  for (const c of claims) {
    if (!list.head.includes(c)) {
      carved.push(c);
      continue;
    }
    // The exceptions of the same property when the list says them, else every bar it names.
    const same = listed.filter((d) => d.subject.property === c.subject.property);
    const out = (same.length > 0 ? same : listed).map((d) => d.subject.bars!);
    for (const bars of withoutBars(c.subject.bars ? [c.subject.bars] : null, out, score) ?? [])
      carved.push({ ...c, subject: { ...c.subject, bars } });
  }
  claims.splice(0, claims.length, ...carved);
  return null;
}

// One clef, key or time holds at a time; notes and marks of different bars do not exclude each other.
const SIGNS: ReadonlySet<Property> = new Set(["clef", "key", "time"]);
const SCOPE_WORD =
  /\b(?:throughout|everywhere|every\s+(?:bar|measure)|all\s+(?:the\s+)?(?:bars|measures)|whole|entire|never|always)\b/i;

/** The bars a later value takes from an earlier one: "A major from m. 9" is read of bar 9 alone, but
 * what held before it does not hold after it ("Now D major, then A major from m. 9"); so does "the
 * change to 3/4 at bar 5". */
function changeOnward(d: ExtractedClaim, score?: ScoreContext): BarRange {
  const bars = d.subject.bars!;
  if (!score || bars.from !== bars.to || bars.to >= score.lastBar) return bars;
  const bar = String.raw`(?:bar|measure|m\.|mm\.)?\s*${bars.from}\b(?!\s*[-–])`;
  const from = new RegExp(String.raw`\bfrom\s+${bar}`, "i");
  const change = new RegExp(String.raw`${CHANGE_WORD}(?:\s+[^\s,;.]+){0,4}?\s+(?:at|in)\s+${bar}`, "i");
  return from.test(d.text) || change.test(d.text) ? { from: bars.from, to: score.lastBar } : bars;
}
const CHANGE_WORD = String.raw`\b(?:change[sd]?|switch(?:es|ed)?|mov(?:es|ed)|shift(?:s|ed)?|modulat(?:es|ed|ion))`;

/** "… the key change to A major was not made": a value said with a negation, which no later bars carve. */
export const SAID_WITH_NEGATION = /\b(?:not|never|refused|failed|rejected)\b|n['’]t\b/i;

/** "The left hand is in bass clef, but bars 5–7 are treble": a later clause of the line that
 * gives bars an earlier one covered another value of the same property, staff and part carves
 * them out of it — the line says what holds apart from them, not a contradiction of itself. */
// (Both pitches named: "written in G major, which sounds as F major", "written …, concert …".)
export const TWO_PITCHES =
  /\bsounds?\s+(?:as|like|in)\b|\bsounding\s+(?:as|in)\b|\bwritten\b[^.;]*\bconcert\b|\bconcert\b[^.;]*\bwritten\b/i;

export function carveLaterBars(claims: ExtractedClaim[], from: number, score?: ScoreContext): void {
  const sentence = claims.slice(from);
  if (sentence.length < 2) return;
  const carved: ExtractedClaim[] = [];
  for (const [i, c] of sentence.entries()) {
    const later = sentence
      .slice(i + 1)
      .filter(
        (d) =>
          d.kind === "state" &&
          c.kind === "state" &&
          SIGNS.has(c.subject.property) &&
          d.subject.bars !== null &&
          d.subject.property === c.subject.property &&
          // (A key of no part is the concert key; a part's is written: not two values to carve.)
          (c.subject.property === "key"
            ? d.subject.part === c.subject.part
            : agree(d.subject.part, c.subject.part)) &&
          agree(d.subject.staff, c.subject.staff) &&
          // ("written in G major, for bars 1–8, which sounds as F major concert": one key in two
          // pitches, not two keys.)
          !(c.subject.property === "key" && TWO_PITCHES.test(d.text)) &&
          !framedApart(c, d) &&
          d.value !== c.value &&
          d.value !== CHANGES_HERE &&
          covers(c.subject.bars, d.subject.bars),
      )
      .map((d) => changeOnward(d, score));
    // "bass clef throughout; bar 9 is treble" says throughout: the scope word stands as said. ("B♭
    // major, and it holds through m. 8" read as the whole piece left its bars unread: nothing to carve.)
    // (A value said with a negation, "the key change to A major was not made. Bars 9–12 are still in
    // D major.", is no state of the rest of the piece.)
    // ("LH clef by bar — 1: bass; 2: bass; 3: treble …", its bars not read: a sentence giving one
    // staff two values of no bars says what holds where in words not read; nothing to carve.)
    const twoValues = sentence.some(
      (d) =>
        d !== c &&
        d.text === c.text &&
        d.subject.bars === null &&
        d.subject.property === c.subject.property &&
        agree(d.subject.staff, c.subject.staff) &&
        d.value !== c.value,
    );
    if (
      later.length === 0 ||
      twoValues ||
      SAID_WITH_NEGATION.test(c.text) ||
      SCOPE_WORD.test(c.text) ||
      barsNoClaimTook(c, sentence, score) !== null
    ) {
      carved.push(c);
      continue;
    }
    for (const bars of withoutBars(c.subject.bars ? [c.subject.bars] : null, later, score) ?? [])
      carved.push({ ...c, subject: { ...c.subject, bars } });
  }
  claims.splice(from, claims.length - from, ...carved);
}

/** The bars a claim of the whole piece leaves unread: the first numbered bars its sentence names
 * where no claim of that sentence took any ("staff 2: clef treble; from bar 6"), or null. */
export function barsNoClaimTook(
  c: ExtractedClaim,
  claims: ExtractedClaim[],
  score?: ScoreContext,
): string | null {
  if (c.subject.bars !== null || !/\d/.test(c.text)) return null;
  if (claims.some((d) => d.text === c.text && d.subject.bars !== null)) return null;
  // ("…in bass clef all the way through, from bar 1 to bar 16": the whole piece, numbered.)
  const whole = (g: BarGroup) =>
    score !== undefined &&
    g.runs?.length === 1 &&
    g.runs[0]!.from <= score.firstBar &&
    g.runs[0]!.from >= (score.pickup ?? score.firstBar) &&
    g.runs[0]!.to === score.lastBar;
  const left = findBarGroups(c.text, score).find(
    (g) => !g.unresolved && g.runs !== null && /\d/.test(c.text.slice(g.index, g.end)) && !whole(g),
  );
  return left ? c.text.slice(left.index, left.end) : null;
}

/** The same part or staff, or one side names none (it is placed later, from the same words). */
function agree<T>(a: T | null, b: T | null): boolean {
  return a === null || b === null || a === b;
}

function covers(outer: BarRange | null, inner: BarRange): boolean {
  return outer === null || (outer.from <= inner.from && inner.to <= outer.to && !sameSpan(outer, inner));
}

function sameSpan(a: BarRange, b: BarRange): boolean {
  return a.from === b.from && a.to === b.to;
}
