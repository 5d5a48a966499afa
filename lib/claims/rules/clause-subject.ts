// What one clause is about: its bars (named, counted back, carried from before or from a label above),
// the section it names that the score does not, its staves and its parts.
import type { BarRange } from "../claim.ts";
import { findBarGroups, type BarGroup } from "../subject/bars.ts";
import type { SubjectLabel } from "../subject/labels.ts";
import { findPartMentions, type PartMention } from "../subject/parts.ts";
import type { ScoreContext } from "../subject/score-context.ts";
import { findStaffMentions, type StaffMention } from "../subject/staves.ts";
import { findValueMentions } from "../values/find.ts";
import { COMPARED, MOVE, SECTION, aroundGroup, countedBars, inherited, ownOr } from "./clause-bars.ts";

export interface ClauseSubject {
  /** The bars the clause names itself (or counts back: "all three bars"). */
  ownGroups: BarGroup[];
  /** Bars named for comparison ("…, like bars 5 and 6"): said to have the same. */
  compared: BarGroup[];
  /** "moved the mf from bar 13 to bar 11". */
  move: RegExpExecArray | null;
  /** The bars the clause speaks of: its own, the move's target, or those carried to it. */
  groups: BarGroup[];
  /** A section the score does not name ("the bridge"), when the clause has no bars. */
  section: RegExpExecArray | null;
  staves: StaffMention[];
  parts: PartMention[];
}

// "It stays in bass through bar 10": the span goes on from a point said before, not from bar 1.
const CONTINUES =
  /\b(?:stays?|stayed|remains?|remained|continues?|continued|keeps?|kept|carries\s+on|carried\s+on|still|lasts?|lasted|runs?\s+on|runs?\s+(?=through|until|till|to\b)|goes\s+on|holds?|held|sustains?|sustained)\b/i;

/** An open-start span of a clause that goes on from before: it starts at the bars the message spoke
 * of last (with none, at the first bar); where those come after the span, its start is not said. */
function continuedFrom(group: BarGroup, topicRuns: BarRange[] | null): BarGroup {
  if (!group.openStart || !group.runs || !topicRuns?.length) return group;
  const to = group.runs[group.runs.length - 1]!.to;
  const from = topicRuns?.[topicRuns.length - 1]?.from;
  return from !== undefined && from <= to
    ? { ...group, runs: [{ from, to }], continued: true }
    : { ...group, runs: null, unresolved: true };
}

// "From m. 4 the LH is up in the treble clef through m. 6": one span, its ends said apart.
const FROM_WORD = /^from\b/i;

/** The clause's groups with a "from bar N" and the open-start span after it made one span. */
function fromThrough(groups: BarGroup[], clause: string): BarGroup[] {
  const out: BarGroup[] = [];
  for (const g of groups) {
    const last = out.at(-1);
    const from = last?.runs?.length === 1 ? last.runs[0]!.from : undefined;
    const to = g.openStart && g.runs?.length ? g.runs.at(-1)!.to : undefined;
    if (from !== undefined && to !== undefined && from <= to && FROM_WORD.test(clause.slice(last!.index)))
      out[out.length - 1] = { ...last!, runs: [{ from, to }], end: g.end };
    else out.push(g);
  }
  return out;
}

/** The subject of a clause. `scope`: the label or heading above it; `clauseBars`: the bars an
 * earlier clause of the sentence named, `sentenceNamed` every bar it has named; `topicRuns`: the bars
 * the message spoke of last. */
export function clauseSubject(
  clause: string,
  scope: SubjectLabel | null,
  clauseBars: BarGroup | null,
  sentenceNamed: readonly BarRange[],
  topicRuns: BarRange[] | null,
  spoken: readonly number[],
  score: ScoreContext | undefined,
): ClauseSubject {
  // "Bar 3: staccato throughout": throughout that bar.
  // "5/4 there, as in bars 6 and 8": bars named for comparison are not the clause's place.
  // ("Everything before that is in 4/4 except bar 10": the bars before those spoken of, beside the
  // exception's.)
  const around = aroundGroup(clause, sentenceNamed, clauseBars, topicRuns, spoken, score);
  const found = findBarGroups(clause, score);
  const isCompared = (g: BarGroup) =>
    g.index > 0 && COMPARED.test(clause.slice(Math.max(0, g.index - 30), g.index));
  const compared = found.filter((g) => isCompared(g) && g.runs !== null && !g.unresolved);
  const named = [
    ...found.filter((g) => !(scope?.bars && g.runs === null && !g.unresolved) && !isCompared(g)),
    ...(around ? [around] : []),
  ].sort((a, b) => a.index - b.index);
  // "LH, mm. 4–9: bass through m. 5": an open start under a label starts where the label's bars do.
  const labelFrom = scope?.bars?.runs?.[0]?.from;
  const scoped =
    labelFrom === undefined
      ? named
      : named.map((g) => {
          const to = g.openStart && g.runs ? g.runs[g.runs.length - 1]!.to : undefined;
          return to !== undefined && labelFrom <= to ? { ...g, runs: [{ from: labelFrom, to }] } : g;
        });
  const joined = fromThrough(scoped, clause);
  const continued = CONTINUES.test(clause) ? joined.map((g) => continuedFrom(g, topicRuns)) : joined;
  // ("Yes, treble in all four bars." to a question about bars 9–12: the bars asked about.)
  const recalled =
    named.length === 0
      ? countedBars(clause, spoken, scope?.bars?.runs ?? (spoken.length === 0 ? topicRuns : null))
      : null;
  const ownGroups = recalled ? [recalled] : continued;
  // "moved the mf from bar 13 to bar 11": the mark is in bar 11 now and gone from bar 13.
  const move = MOVE.exec(clause);
  const groups: BarGroup[] = move
    ? [
        {
          runs: [{ from: Number(move[2]), to: Number(move[2]) }],
          index: move.index,
          end: move.index + move[0].length,
          unresolved: false,
        },
      ]
    : ownGroups.length > 0 && scope?.bars && ownGroups.every((g) => asideWithValue(clause, g.index))
      ? // ("bar 10: treble (bass clef printed after the last note, for bar 11)": the label's bar, and
        // the bar the aside names.)
        [{ ...scope.bars, index: -1, end: -1 }, ...ownGroups]
      : ownOr(
          ownGroups,
          scope?.bars ?? inherited(clauseBars, sentenceNamed, topicRuns, clause, score, spoken),
        );
  // "In the B section …", "in the bridge": bars the score does not name (findings.md, "Parts").
  // ("There are no pedal marks in the trio", of a score titled "Trio in F": the piece.)
  const sectionSaid = ownGroups.length === 0 ? SECTION.exec(clause) : null;
  const section = sectionSaid && !titleNames(sectionSaid[0], score) ? sectionSaid : null;
  const staves = ownOr(findStaffMentions(clause), scope?.staff);
  const parts = ownOr(findPartMentions(clause, score), scope?.part);
  return { ownGroups, compared, move, groups, section, staves, parts };
}

/** Whether the section's noun is a word of the score's title, which names the piece. */
function titleNames(section: string, score: ScoreContext | undefined): boolean {
  const noun = /(\w+)\s*$/.exec(section)?.[1]?.toLowerCase();
  return !!noun && !!score?.title && new RegExp(String.raw`\b${noun}\b`, "i").test(score.title);
}

/** Whether the place lies inside brackets in the text. */
export function inBrackets(text: string, at: number): boolean {
  const open = text.lastIndexOf("(", at);
  return open >= 0 && text.lastIndexOf(")", at) < open;
}

/** Whether the place lies in brackets that say a value of their own ("(bass clef printed after the
 * last note, for bar 11)", not "pp (bar 12)", which places the value before it). */
export function asideWithValue(text: string, at: number): boolean {
  if (!inBrackets(text, at)) return false;
  const open = text.lastIndexOf("(", at);
  const close = text.indexOf(")", at);
  return findValueMentions(text.slice(open, close < 0 ? text.length : close)).length > 0;
}
