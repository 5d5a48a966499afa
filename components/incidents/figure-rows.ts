// The incident's figures as rows of words, the same on its page and in its report: per day, per
// deployment before and after the fix's day, and the whole before and after — each false-claim rate
// with its 95% interval (the overview's arithmetic, compare-rates.ts).
import type { Figures } from "@/lib/findings/figures.ts";
import type { IncidentFigures } from "@/lib/contracts/incident-types.ts";
import { compareRates, wilson, type Comparison, type Rate } from "@/lib/findings/compare-rates.ts";

const pct = (x: number | null) => (x === null ? "—" : `${(100 * x).toFixed(1)}%`);

/** "33.3% (12.1% – 64.6%)", or "—" with nothing checkable. */
export function rateWords(r: Rate): string {
  return r.rate === null ? "— (nothing checkable)" : `${pct(r.rate)} (${pct(r.low)} – ${pct(r.high)})`;
}

const flagCount = (f: Figures) => Object.values(f.flags).reduce((a, b) => a + (b ?? 0), 0);
const rateOf = (f: Figures) => wilson(f.contradicted, f.checkable);

export interface DayRow {
  day: string;
  conversations: number;
  flags: number;
  contradicted: string;
  rate: string;
}

export function dayRows(f: IncidentFigures): DayRow[] {
  return Object.entries(f.byDay).map(([day, x]) => ({
    day,
    conversations: x.conversations,
    flags: flagCount(x),
    contradicted: `${x.contradicted} / ${x.checkable}`,
    rate: rateWords(rateOf(x)),
  }));
}

export interface LabelRow {
  label: string;
  conversations: string;
  flags: string;
  before: string;
  after: string;
  difference: string;
}

/** "−25.0 points, more than chance (p = 0.012)", or why there is nothing to compare. */
export function differenceWords(c: Comparison): string {
  if (c.difference === null) return "one side has no checkable claims: nothing to compare";
  const points = `${c.difference > 0 ? "+" : c.difference < 0 ? "−" : ""}${Math.abs(100 * c.difference).toFixed(1)} points`;
  if (c.p === null) return `${points}, both rates the same extreme: no test`;
  return `${points}, ${c.significant ? "more than chance" : "within chance"} (two-proportion z = ${c.z!.toFixed(2)}, p = ${c.p.toFixed(3)})`;
}

export function compareFigures(before: Figures, after: Figures): Comparison {
  return compareRates(
    { hits: before.contradicted, of: before.checkable },
    { hits: after.contradicted, of: after.checkable },
  );
}

/** Per deployment: before and after the fix's day with the fix set, else the whole. */
export function labelRows(f: IncidentFigures): LabelRow[] {
  return Object.entries(f.byLabel).map(([label, all]) => {
    const split = f.byLabelSplit[label];
    if (!split)
      return {
        label,
        conversations: String(all.conversations),
        flags: String(flagCount(all)),
        before: rateWords(rateOf(all)),
        after: "—",
        difference: f.fixShippedOn ? "no deployment label to split by" : "no fix day set",
      };
    const c = compareFigures(split.before, split.after);
    return {
      label,
      conversations: `${split.before.conversations} → ${split.after.conversations}`,
      flags: `${flagCount(split.before)} → ${flagCount(split.after)}`,
      before: rateWords(c.before),
      after: rateWords(c.after),
      difference: differenceWords(c),
    };
  });
}

export { flagCount };
