// Elliptical clauses: "…, and the right hand too", "as is bar 5", "The same goes for bar 10." say the
// clause before's values again, of the subject they name.
import type { BarRange } from "../claim.ts";
import { matchesOf } from "../matches.ts";
import { keptByScore } from "../memo.ts";
import { splitClauses } from "../sentences.ts";
import { findBarGroups, type BarGroup } from "../subject/bars.ts";
import { subjectOnly, type SubjectPhrase } from "../subject/labels.ts";
import type { ScoreContext } from "../subject/score-context.ts";
import { keyboardPart } from "../subject/staves.ts";
import type { Said } from "./said.ts";

// An elliptical clause's marker: "too", "as well", "as is", "so are", "the same goes for".
const ECHO_MARK =
  /\b(?:too|also|as\s+well|likewise|(?:as|so)\s+(?:is|are|was|were|does|do|did|has|have)|same\s+(?:goes\s+|holds\s+|is\s+true\s+|applies\s+)?(?:for|of|to|with))\b/i;
// Where an elliptical tail may start in a clause that first says its own value.
const ECHO_START = /[,;]|\b(?:and|but|also|likewise|as|so|the\s+same)\b/gi;
// The only words an elliptical clause holds besides its subject (tested on lower-case text).
const ECHO_FILLER =
  /^(?:[\s,.;!&]|'s\b|\b(?:and|but|also|too|as|well|likewise|so|same|goes|holds|true|applies|is|are|was|were|does|do|did|has|have|the|in|at|on|of|for|to|from|with|now)\b)*$/;

/** The subject an elliptical clause names ("and the right hand too"), or null when it is not one. */
export function echoSubject(clause: string, score?: ScoreContext): SubjectPhrase | null {
  return ECHO_MARK.test(clause) ? subjectOnly(clause, ECHO_FILLER, score) : null;
}

/** The clauses of a sentence, with each elliptical tail split off the clause it ends. */
export function clausesOf(sentence: string, score?: ScoreContext): string[] {
  return keptClauses(sentence, score);
}

const keptClauses = keptByScore(splitOffTails);

function splitOffTails(sentence: string, score?: ScoreContext): string[] {
  const clauses = splitClauses(sentence);
  if (!ECHO_MARK.test(sentence)) return clauses;
  const out: string[] = [];
  for (const clause of clauses) out.push(...splitEcho(clause, score));
  return out;
}

/** A clause that says a value and ends in an elliptical tail ("Bars 3 and 4 are in G major, as is
 * bar 5") as the two clauses it holds; any other clause as it stands. */
function splitEcho(clause: string, score?: ScoreContext): string[] {
  const groups = findBarGroups(clause, score);
  for (const m of matchesOf(ECHO_START, clause)) {
    // A tail is the clause's end, and "and" inside "bars 3 and 4" starts none.
    if (m.index === 0 || insideGroup(groups, m.index)) continue;
    const tail = clause.slice(m.index);
    if (echoSubject(tail, score)) return [clause.slice(0, m.index).trim(), tail];
  }
  return [clause];
}

function insideGroup(groups: BarGroup[], index: number): boolean {
  for (const g of groups) if (index > g.index && index < g.end) return true;
  return false;
}

/** One value a clause said, with its bars: what an elliptical clause after it says again. */
export interface Statement {
  said: Said;
  runs: BarRange[] | null;
  value: string | null;
}

/** The statements of the clause before, said of the subject an elliptical clause names: its bars,
 * staves and part replace those of each statement, the rest is kept. */
export function echoStatements(
  earlier: Statement[],
  echo: SubjectPhrase,
  text: string,
  score: ScoreContext | undefined,
): Statement[] {
  const out: Statement[] = [];
  let runs: BarRange[] | null = [];
  for (const g of echo.bars) {
    if (g.unresolved) return out;
    runs = g.runs === null || runs === null ? null : [...runs, ...g.runs];
  }
  // A hand named alone in a score of several parts is the keyboard's: "The voice has p in bar 3, and
  // the left hand too."
  const keyboard =
    echo.staves.length > 0 && !echo.part && score && score.parts.length > 1 ? keyboardPart(score) : null;
  for (const s of earlier) {
    const base: Said = echo.part
      ? { ...s.said, text, parts: [echo.part], staff: null, keyboard: null }
      : { ...s.said, text };
    const bars = echo.bars.length > 0 ? runs : s.runs;
    if (echo.staves.length === 0) out.push({ said: base, runs: bars, value: s.value });
    for (const m of echo.staves) {
      const staffSaid: Said = keyboard
        ? { ...base, parts: [null], keyboard, staff: m.staff }
        : { ...base, staff: m.staff };
      out.push({ said: staffSaid, runs: bars, value: s.value });
    }
  }
  return out;
}
