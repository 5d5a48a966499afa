// The bars, part and staff a tool is asked for, checked against the score: what the score does not
// have is a ToolError saying what it has.
import { z } from "zod";
import { barNumbers } from "../score-history/reading.ts";
import type { Part, Score } from "../score-history/score.ts";
import { ToolError } from "./tool-error.ts";

/** "10" or "9-11": printed bar numbers, as the score prints them. */
export const barsInput = z
  .string()
  .regex(/^\s*\d+\s*(?:-\s*\d+\s*)?$/, 'a printed bar number or a range, e.g. "10" or "9-11"')
  .describe('Printed bar number or range, e.g. "10" or "9-11"');

export const partInput = z.string().min(1).max(200).describe('MusicXML part id, e.g. "P1"');
/** Where the model names a part, as it reads it in a line or as the score prints it. */
export const partChoice = z
  .string()
  .min(1)
  .max(200)
  .describe('A part: its id, e.g. "P1", or its name as the score prints it, e.g. "Piano"');
export const staffInput = z.number().int().min(1).max(64).describe("Staff number within the part, from 1");

export interface BarSpan {
  /** Printed numbers. */
  from: number;
  to: number;
  /** Positions in the score, from 1. */
  positions: { from: number; to: number };
}

/** The span asked for (all bars when absent), at most `most` bars long. */
export function barSpan(score: Score, bars: string | undefined, most: number): BarSpan {
  const numbers = barNumbers(score);
  const numbered = score.bars.filter((b) => numbers[b.position - 1] !== null);
  const first = numbered[0];
  const last = numbered.at(-1);
  if (!first || !last) throw new ToolError("The score has no numbered bars.");
  const [firstBar, lastBar] = [numbers[first.position - 1]!, numbers[last.position - 1]!];
  const has = `its bars run from ${firstBar} to ${lastBar}`;
  let from: number;
  let to: number;
  if (bars === undefined) [from, to] = [firstBar, lastBar];
  else {
    const [a, b = a] = bars.split("-").map((s) => Number(s.trim())) as [number, number?];
    [from, to] = [a, b];
    if (to < from) throw new ToolError(`The range ${bars.trim()} ends before it starts.`);
  }
  const inside = numbered.filter((b) => {
    const n = numbers[b.position - 1]!;
    return n >= from && n <= to;
  });
  if (inside.length === 0)
    throw new ToolError(
      from === to ? `The score has no bar ${from}; ${has}.` : `The score has no bars ${from}-${to}; ${has}.`,
    );
  const positions = { from: inside[0]!.position, to: inside.at(-1)!.position };
  if (positions.to - positions.from + 1 > most)
    throw new ToolError(
      `Ask for at most ${most} bars at a time: ${bars === undefined ? "the whole score" : `bars ${from}-${to}`} is ${positions.to - positions.from + 1} bars (${has}).`,
    );
  return { from, to, positions };
}

/** The part asked for, by its id or its name (every part when absent), and the staff, checked
 * against the score: what it does not have is a ToolError saying what it has. */
export function chooseStaves(
  score: Score,
  part: string | undefined,
  staff: number | undefined,
): Part | undefined {
  const p = part === undefined ? undefined : choosePart(score, part);
  if (staff === undefined) return p;
  const most = p ? p.staves : Math.max(...score.parts.map((x) => x.staves));
  if (staff > most)
    throw new ToolError(
      p
        ? `Part ${partName(p)} has ${most} ${most === 1 ? "staff" : "staves"}: there is no staff ${staff}.`
        : `No part of the score has a staff ${staff}: its parts have at most ${most} staves.`,
    );
  return p;
}

/** "P1 (Piano)". */
export function partName(p: Part): string {
  return `${p.id} (${p.name || "unnamed"})`;
}

/** The part whose id is `asked`, else the one so named (as printed, in any case). */
function choosePart(score: Score, asked: string): Part {
  const byId = score.parts.find((x) => x.id === asked);
  if (byId) return byId;
  const name = asked.trim().toLowerCase();
  const named = score.parts.filter((x) => x.name.trim().toLowerCase() === name);
  if (named.length === 1) return named[0]!;
  if (named.length > 1)
    throw new ToolError(
      `Parts ${named.map((x) => x.id).join(", ")} share the name ${named[0]!.name}: give the part's id.`,
    );
  throw new ToolError(
    `The score has no part ${asked}; its parts are ${score.parts.map(partName).join(", ")}.`,
  );
}
