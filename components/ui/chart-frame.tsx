"use client";
// Every chart's frame, the same on each page: a day axis, a grid, the tooltip and legend, the
// before/after date marked when one is picked, a name for tests and words for a screen reader. The
// chart's own series (its <Line>s or <Bar>s) are its children: recharts finds them there.
import type { ReactNode } from "react";
import {
  BarChart,
  CartesianGrid,
  Legend,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { cn } from "./cn.ts";

const MARGIN = { top: 8, right: 16, bottom: 0, left: 0 };
const TICK = { fontSize: 12 };

export function ChartFrame({
  name,
  label,
  kind,
  rows,
  percent = false,
  split,
  className = "h-64",
  children,
}: {
  /** `data-chart`, by which tests find it. */
  name: string;
  /** What it shows, in words. */
  label: string;
  kind: "line" | "bar";
  /** One row per day (`day`: YYYY-MM-DD), a value per series. */
  rows: object[];
  /** Values are percentages, 0–100. */
  percent?: boolean;
  /** The before/after date (YYYY-MM-DD), marked on the time axis. */
  split?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const Chart = kind === "line" ? LineChart : BarChart;
  return (
    <div data-chart={name} role="img" aria-label={label} className={cn(className, "w-full")}>
      <ResponsiveContainer width="100%" height="100%">
        <Chart data={rows} margin={MARGIN} accessibilityLayer={false}>
          <CartesianGrid stroke="#e5e7eb" />
          <XAxis dataKey="day" tick={TICK} />
          {percent ? (
            <YAxis unit="%" domain={[0, 100]} tick={TICK} width={48} />
          ) : (
            <YAxis allowDecimals={false} tick={TICK} width={40} />
          )}
          <Tooltip formatter={percent ? (v) => (typeof v === "number" ? `${v}%` : "—") : undefined} />
          <Legend wrapperStyle={TICK} />
          {split && (
            <ReferenceLine
              x={split}
              stroke="#1d1f24"
              strokeDasharray="4 4"
              label={{ value: "split", fontSize: 11, position: "top" }}
            />
          )}
          {children}
        </Chart>
      </ResponsiveContainer>
    </div>
  );
}
