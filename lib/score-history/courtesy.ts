// A clef printed at the end of a bar to announce the next one (findings.md, "Reading"): it belongs to
// the bar it announces, so it is named for that bar — never counted in the bar it is printed in.
import { signName } from "./bar-content.ts";
import { readStaffBar, type BarReading } from "./reading.ts";
import type { Score } from "./score.ts";

/** "bar 8 · staff 2: ends with a courtesy treble clef for bar 9" where the next bar of the same staff
 * changes clef, else null. `reading` is the bar's reading (its place names the line). The words are
 * those the claim rules read as a sign printed at a bar's end (rules/read-sentence.ts), so a model's
 * log that quotes the line gives the clef to no bar but the one it announces. */
export function courtesyClef(score: Score, partIndex: number, reading: BarReading): string | null {
  const next = score.bars[reading.position];
  if (!next) return null;
  const announced = readStaffBar(score, partIndex, reading.staff, next.position);
  return announced.clefChangedHere
    ? `${reading.place}: ends with a courtesy ${signName(announced, "clef", true)} for bar ${next.number}`
    : null;
}
