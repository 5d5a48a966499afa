// Questions several detectors ask of subjects: do two claims speak of the same bars and staff?
import type { BarRange, Subject } from "../claims/claim.ts";

/** Null bars mean the whole piece, which overlaps everything. */
export function barsOverlap(a: BarRange | null, b: BarRange | null): boolean {
  if (!a || !b) return true;
  return a.from <= b.to && b.from <= a.to;
}

export function staffAgrees(a: Subject, b: Subject): boolean {
  return a.staff === null || b.staff === null || a.staff === b.staff;
}

export function sameTarget(a: Subject, b: Subject): boolean {
  return a.property === b.property && barsOverlap(a.bars, b.bars) && staffAgrees(a, b) && (a.part === null || b.part === null || a.part === b.part);
}

/** "bar 4", "bars 3-5", "the whole piece", with the staff when one is named. */
export function describeSubject(s: Subject): string {
  const bars = !s.bars ? "the whole piece" : s.bars.from === s.bars.to ? `bar ${s.bars.from}` : `bars ${s.bars.from}-${s.bars.to}`;
  const staff = s.staff === null ? "" : ` staff ${s.staff}`;
  return `${bars}${staff}`;
}

/** Bars a tool call's arguments name (`bars: "9"`, `bar: 4`, `measures: [3, 4]`, `{ from, to }`), or null. */
export function barsInArguments(args: unknown): BarRange | null {
  if (!args || typeof args !== "object") return null;
  for (const [key, v] of Object.entries(args as Record<string, unknown>)) {
    if (!/^(bars?|measures?|measure_?range|bar_?range)$/i.test(key)) continue;
    const nums = numbersIn(v);
    if (nums.length) return { from: Math.min(...nums), to: Math.max(...nums) };
  }
  return null;
}

function numbersIn(v: unknown): number[] {
  if (typeof v === "number") return [v];
  if (typeof v === "string") return (v.match(/\d+/g) ?? []).map(Number);
  if (Array.isArray(v)) return v.flatMap(numbersIn);
  if (v && typeof v === "object") return Object.values(v).flatMap(numbersIn);
  return [];
}

/** A claimed value in words: "bass clef", "key D major", "4/4", "notes C4 E4", "a pedal marking". */
export function valuePhrase(s: Subject, value: string | null): string {
  if (value === null) return s.property;
  switch (s.property) {
    case "clef":
      return `${value} clef`;
    case "key":
      return `key ${value.split("|").join(" or ")}`;
    case "time":
      return `time ${value}`;
    case "notes":
      return `notes ${value}`;
    case "pedal":
      return value === "absent" || value === "removed" ? "no pedal marking" : "a pedal marking";
    case "bar-count":
      return `${value} bars`;
    default:
      return value;
  }
}

/** An evidence line without its "version N: " lead, to quote inside a sentence. */
export function withoutVersion(line: string | undefined): string {
  return (line ?? "").replace(/^version \d+: /, "");
}
