// One index per Score, asked many questions: printed number → positions, and memoised readings.
// Nothing is read until it is asked for, so indexing a 742-bar quartet costs only the number map.
import { barNumbers, readStaffBar, type BarReading } from "./reading.ts";
import type { Score } from "./score.ts";

export class BarIndex {
  readonly barCount: number;
  readonly partIds: string[];
  private readonly byNumber = new Map<number, number[]>();
  private readonly partIndex = new Map<string, number>();
  /** readings[part index][staff - 1][position - 1], filled as asked. */
  private readonly readings: BarReading[][][];

  constructor(readonly score: Score) {
    this.barCount = score.bars.length;
    this.partIds = score.parts.map((p) => p.id);
    score.parts.forEach((p, i) => this.partIndex.set(p.id, i));
    this.readings = score.parts.map((p) => Array.from({ length: p.staves }, () => []));
    const numbers = barNumbers(score);
    for (const bar of score.bars) {
      const n = numbers[bar.position - 1] ?? null;
      if (n === null) continue;
      const list = this.byNumber.get(n);
      if (list) list.push(bar.position);
      else this.byNumber.set(n, [bar.position]);
    }
  }

  /** Positions (from 1) of the bars printed with this number, with the measures that continue them;
   * several where numbers repeat. */
  positionsOf(barNumber: number): number[] {
    return this.byNumber.get(barNumber) ?? [];
  }

  staffCount(part: string): number {
    const i = this.partIndex.get(part);
    return i === undefined ? 0 : (this.score.parts[i]?.staves ?? 0);
  }

  /** The bar position of the pedal mark that holds the part's pedal down as the bar at `position`
   * begins, or null: the part's last bar with pedal marks before it ends with one that puts the
   * pedal down ("start", "change", "continue") rather than lifting it. */
  pedalHeldFrom(part: string, position: number): number | null {
    const staves = this.staffCount(part);
    for (let p = position - 1; p >= 1; p--) {
      const last = Array.from({ length: staves }, (_, s) => this.reading(part, s + 1, p).pedal.at(-1));
      if (last.some((m) => m !== undefined))
        return last.some((m) => m !== undefined && m !== "stop") ? p : null;
    }
    return null;
  }

  /** The reading of one staff at one bar position; throws RangeError when the score has no such staff or bar. */
  reading(part: string, staff: number, position: number): BarReading {
    const i = this.partIndex.get(part);
    if (i === undefined)
      throw new RangeError(`the score has no part ${part} (it has ${this.partIds.join(", ")})`);
    const staffReadings = this.readings[i]![staff - 1];
    let r = staffReadings?.[position - 1];
    if (!r) {
      r = readStaffBar(this.score, i, staff, position);
      // Only a staff the part has gets here (readStaffBar throws otherwise).
      staffReadings![position - 1] = r;
    }
    return r;
  }
}
