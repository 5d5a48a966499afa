"use client";
// The false-claim rate over time, one line per series (a model, or a deployment label).
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { nameColour } from "../findings/colours.ts";
import type { DayRow } from "./series.ts";
import { splitLine } from "./split-line.tsx";

export function RateChart({
  rows,
  series,
  label,
  split,
  all,
}: {
  rows: DayRow[];
  series: string[];
  /** Every model (or label) the database holds, which fixes each one's colour. */
  all: string[];
  label: string;
  /** The before/after date (YYYY-MM-DD), marked on the time axis. */
  split?: string;
}) {
  if (rows.length === 0)
    return <p className="text-sm text-muted-foreground">No dated conversations with checkable claims.</p>;
  return (
    <div data-chart="rate" role="img" aria-label={label} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e5e7eb" />
          <XAxis dataKey="day" tick={{ fontSize: 12 }} />
          <YAxis unit="%" domain={[0, 100]} tick={{ fontSize: 12 }} width={48} />
          <Tooltip formatter={(v) => (typeof v === "number" ? `${v}%` : "—")} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {splitLine(split)}
          {series.map((s) => (
            <Line
              key={s}
              // Straight segments between days that have a rate; a day without checkable claims is
              // a gap, not a point the line pretends to pass through.
              type="linear"
              dataKey={s}
              stroke={nameColour(s, all)}
              strokeWidth={2}
              dot={{ r: 3 }}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
