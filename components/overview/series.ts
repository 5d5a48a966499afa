// The figures turned into chart rows: one row per day, one column per series, dated days only.
import type { Figures } from "../../lib/findings/figures.ts";

export type DayRow = { day: string } & Record<string, number | string | null>;

const dated = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);

/** The false-claim rate (percent) per day for each named series; null where nothing was checkable. */
export function rateRows(byDayOf: Record<string, Record<string, Figures>>): DayRow[] {
  const days = [...new Set(Object.values(byDayOf).flatMap((d) => Object.keys(d)))].filter(dated).sort();
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
  const days = Object.keys(byDay).filter(dated).sort();
  const types = [...new Set(days.flatMap((d) => Object.keys(byDay[d]!.flags)))].sort();
  return {
    types,
    rows: days.map((day) => {
      const row: DayRow = { day };
      for (const t of types) row[t] = byDay[day]!.flags[t as keyof Figures["flags"]] ?? 0;
      return row;
    }),
  };
}
