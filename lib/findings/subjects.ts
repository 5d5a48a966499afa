// Questions several detectors ask of subjects: do two claims speak of the same bars and staff?
import type { BarRange, Claim, Subject } from "../claims/claim.ts";
import { barsOverlap } from "../claims/subject/bars.ts";
import type { ReadingFacts } from "../score-history/reading.ts";

export { barsOverlap };

export function staffAgrees(a: Subject, b: Subject): boolean {
  return a.staff === null || b.staff === null || a.staff === b.staff;
}

export function sameTarget(a: Subject, b: Subject): boolean {
  return (
    a.property === b.property &&
    barsOverlap(a.bars, b.bars) &&
    staffAgrees(a, b) &&
    (a.part === null || b.part === null || a.part === b.part)
  );
}

/** "bar 4", "bars 3-5", "the whole piece", with the staff when one is named. */
export function describeSubject(s: Pick<Subject, "bars" | "staff">): string {
  const bars = !s.bars
    ? "the whole piece"
    : s.bars.from === s.bars.to
      ? `bar ${s.bars.from}`
      : `bars ${s.bars.from}-${s.bars.to}`;
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

/** The part a call's arguments name ({"part": "Clarinet in B♭"}, {"partId": "P1"}), as written, or null. */
export function partInArguments(args: unknown): string | null {
  if (!args || typeof args !== "object") return null;
  for (const [key, v] of Object.entries(args as Record<string, unknown>))
    if (/^(?:part|part_?(?:name|id)|instrument)$/i.test(key) && typeof v === "string" && v.trim())
      return v.trim();
  return null;
}

/** The staff a call's arguments name ({"staff": 2}), or null. */
export function staffInArguments(args: unknown): number | null {
  if (!args || typeof args !== "object") return null;
  const { staff, staves } = args as Record<string, unknown>;
  // ({"staves": [2]}: one staff asked for in a list.)
  const v: unknown =
    staff ?? (Array.isArray(staves) && staves.length === 1 ? (staves[0] as unknown) : undefined);
  const n: unknown = typeof v === "string" && /^\d$/.test(v.trim()) ? Number(v) : v;
  return typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= 9 ? n : null;
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
    case "dynamics":
    case "tempo": {
      const what =
        s.property === "pedal"
          ? "pedal marking"
          : s.property === "dynamics"
            ? "dynamic marking"
            : "tempo marking";
      if (value === "absent" || value === "removed") return `no ${what}`;
      if (value === "present" || value === "added") return `a ${what}`;
      return s.property === "pedal" ? `pedal ${value}` : value;
    }
    case "bar-count":
      return `${value} bars`;
    default:
      return value;
  }
}

/** What the score has where a claim is wrong, in the reading's words for that property:
 * "bar 10 · staff 2: treble clef from here". Falls back to the claim's first evidence line. */
export function scoreHas(claim: Claim): string {
  const r = claim.mismatches[0];
  const property = claim.subject.property;
  if (!r || !(property in r.facts)) return (claim.evidence[0] ?? "").replace(/^version \d+(?::| has) /, "");
  const has = `${r.place}: ${r.facts[property as keyof ReadingFacts]}`;
  // A sounding value was checked in the part's written pitch: the reading is written.
  const sounding = claim.evidence.find((line) => WRITTEN_FOR_SOUNDING.test(line));
  return sounding ? `${has} (written pitch; ${sounding})` : has;
}

const WRITTEN_FOR_SOUNDING = / is written .+ for the sounding /;
