"use client";
// Flags raised per day, stacked by flag type.
import { Bar } from "recharts";
import { flagWords } from "../findings/badges.tsx";
import { flagColour } from "../findings/colours.ts";
import { ChartFrame } from "../ui/chart-frame.tsx";
import type { DayRow } from "./series.ts";

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
    <ChartFrame name="flags" label={label} kind="bar" rows={rows} split={split} className="h-72">
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
    </ChartFrame>
  );
}
