"use client";
// The false-claim rate over time, one line per series (a model, or a deployment label).
import { Line } from "recharts";
import { nameColour } from "../findings/colours.ts";
import { ChartFrame } from "../ui/chart-frame.tsx";
import type { DayRow } from "./series.ts";

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
    <ChartFrame name="rate" label={label} kind="line" rows={rows} percent split={split}>
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
    </ChartFrame>
  );
}
