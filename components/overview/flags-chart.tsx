"use client";
// Flags raised per day, stacked by flag type.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { flagWords } from "../findings/badges.tsx";
import { flagColour } from "../findings/colours.ts";
import type { DayRow } from "./series.ts";
import { splitLine } from "./split-line.tsx";

export function FlagsChart({
  rows,
  types,
  label,
  split,
}: {
  rows: DayRow[];
  types: string[];
  label: string;
  /** The before/after date (YYYY-MM-DD), marked on the time axis. */
  split?: string;
}) {
  if (types.length === 0)
    return <p className="text-sm text-muted-foreground">No flags raised on dated conversations.</p>;
  return (
    <div data-chart="flags" role="img" aria-label={label} className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e5e7eb" />
          <XAxis dataKey="day" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {splitLine(split)}
          {types.map((t) => (
            <Bar
              key={t}
              dataKey={t}
              name={flagWords(t)}
              stackId="flags"
              fill={flagColour(t)}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
