// The figures turned into chart rows: one row per day from the first dated day to the last, one
// column per series; undated conversations are left out.
import type { Figures } from "@/lib/findings/figures.ts";

export type DayRow = { day: string } & Record<string, number | string | null>;

const dated = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);

const DAY_MS = 86_400_000;

/** Every day from the first dated day to the last (UTC), so that the axis is time: a 23-day gap
 * takes 23 days' room, not one. */
function everyDay(days: Iterable<string>): string[] {
  const sorted = [...new Set(days)].filter(dated).sort();
  if (sorted.length === 0) return [];
  const out: string[] = [];
  const last = Date.parse(`${sorted.at(-1)!}T00:00:00Z`);
  for (let t = Date.parse(`${sorted[0]!}T00:00:00Z`); t <= last; t += DAY_MS)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** The false-claim rate (percent) per day for each named series; null where nothing was checkable. */
export function rateRows(byDayOf: Record<string, Record<string, Figures>>): DayRow[] {
  const days = everyDay(Object.values(byDayOf).flatMap((d) => Object.keys(d)));
  return days.map((day) => {
    const row: DayRow = { day };
    for (const [series, byDay] of Object.entries(byDayOf)) {
      const r = byDay[day]?.falseClaimRate;
      row[series] = r === undefined || r === null ? null : Math.round(r * 1000) / 10;
    }
    return row;
  });
}

/** Flags per day by type (0 where none), and the types that occur at all. */
export function flagRows(byDay: Record<string, Figures>): { rows: DayRow[]; types: string[] } {
  const days = everyDay(Object.keys(byDay));
  const types = [...new Set(days.flatMap((d) => Object.keys(byDay[d]?.flags ?? {})))].sort();
  return {
    types,
    rows: days.map((day) => {
      const row: DayRow = { day };
      for (const t of types) row[t] = byDay[day]?.flags[t as keyof Figures["flags"]] ?? 0;
      return row;
    }),
  };
}
