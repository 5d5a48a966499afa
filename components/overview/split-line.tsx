// The before/after date marked on a chart's time axis, the same on every chart. A function, not a
// component: the chart finds its reference lines among its own children.
import { ReferenceLine } from "recharts";

/** `split`: YYYY-MM-DD, a day of the chart's axis. */
export function splitLine(split: string | undefined) {
  return split ? (
    <ReferenceLine
      x={split}
      stroke="#1d1f24"
      strokeDasharray="4 4"
      label={{ value: "split", fontSize: 11, position: "top" }}
    />
  ) : null;
}
