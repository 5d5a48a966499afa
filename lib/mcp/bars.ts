// The bars, part and staff a tool is asked for, checked against the score: what the score does not
// have is a ToolError saying what it has.
import { z } from "zod";
import { printedInteger } from "../score-history/reading.ts";
import type { Score } from "../score-history/score.ts";
import { ToolError } from "./tool-error.ts";

/** "10" or "9-11": printed bar numbers, as the score prints them. */
export const barsInput = z
  .string()
  .regex(/^\s*\d+\s*(?:-\s*\d+\s*)?$/, 'a printed bar number or a range, e.g. "10" or "9-11"')
  .describe('Printed bar number or range, e.g. "10" or "9-11"');

export const partInput = z.string().min(1).max(200).describe('MusicXML part id, e.g. "P1"');
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
  const numbered = score.bars.filter((b) => printedInteger(b.number) !== null);
  const first = numbered[0];
  const last = numbered.at(-1);
  if (!first || !last) throw new ToolError("The score has no numbered bars.");
  const has = `its bars run from ${first.number} to ${last.number}`;
  let from: number;
  let to: number;
  if (bars === undefined) [from, to] = [Number(first.number), Number(last.number)];
  else {
    const [a, b = a] = bars.split("-").map((s) => Number(s.trim())) as [number, number?];
    [from, to] = [a, b];
    if (to < from) throw new ToolError(`The range ${bars.trim()} ends before it starts.`);
  }
  const inside = numbered.filter((b) => {
    const n = printedInteger(b.number)!;
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

/** The part index asked for (every part when absent) and the staff, or a ToolError saying what the
 * score has. */
export function checkStaves(score: Score, part: string | undefined, staff: number | undefined): void {
  const p = part === undefined ? undefined : score.parts.find((x) => x.id === part);
  if (part !== undefined && !p)
    throw new ToolError(
      `The score has no part ${part}; its parts are ${score.parts.map((x) => `${x.id} (${x.name || "unnamed"})`).join(", ")}.`,
    );
  if (staff === undefined) return;
  const most = p ? p.staves : Math.max(...score.parts.map((x) => x.staves));
  if (staff > most)
    throw new ToolError(
      p
        ? `Part ${p.id} has ${most} ${most === 1 ? "staff" : "staves"}: there is no staff ${staff}.`
        : `No part of the score has a staff ${staff}: its parts have at most ${most} staves.`,
    );
}
