"use client";
// Barline's precision as the reviewers judged it: per flag type and claim kind, the share of reviewed
// findings upheld, by conversation day (lines), and the totals beside.
import { Line } from "recharts";
import type { Precision, PrecisionCount } from "@/lib/contracts/precision.ts";
import { colour, flagColour } from "../findings/colours.ts";
import { ChartFrame } from "../ui/chart-frame.tsx";

const pct = (c: PrecisionCount) => (c.precision === null ? "—" : `${Math.round(c.precision * 100)}%`);

export function PrecisionChart({ precision }: { precision: Precision }) {
  const series = [
    ...Object.keys(precision.flags).map((t) => ({
      key: `flag: ${t}`,
      colour: flagColour(t),
      pick: (d: Precision["byDay"][string]) => d.flags[t],
    })),
    ...Object.keys(precision.claims).map((k) => ({
      key: `claim: ${k}`,
      colour: colour(Object.keys(precision.claims).indexOf(k) + Object.keys(precision.flags).length),
      pick: (d: Precision["byDay"][string]) => d.claims[k],
    })),
  ];
  if (series.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No finding has been reviewed yet: precision comes from the reviews.
      </p>
    );
  const rows = Object.keys(precision.byDay)
    .filter((d) => d !== "undated")
    .sort()
    .map((day) => {
      const row: Record<string, string | number | null> = { day };
      for (const s of series) {
        const c = s.pick(precision.byDay[day]!);
        row[s.key] =
          c?.precision === undefined || c.precision === null ? null : Math.round(c.precision * 1000) / 10;
      }
      return row;
    });
  return (
    <div className="grid gap-3 lg:grid-cols-[2fr_1fr]">
      <ChartFrame
        name="precision"
        label="Share of reviewed findings upheld, per flag type and claim kind, per day"
        kind="line"
        rows={rows}
        percent
      >
        {series.map((s) => (
          <Line key={s.key} dataKey={s.key} stroke={s.colour} connectNulls dot isAnimationActive={false} />
        ))}
      </ChartFrame>
      <table className="text-sm" data-testid="precision-table">
        <caption className="sr-only">Precision per flag type and claim kind</caption>
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th scope="col">Finding</th>
            <th scope="col">Upheld</th>
            <th scope="col">Precision</th>
          </tr>
        </thead>
        <tbody>
          {[
            ...Object.entries(precision.flags).map(([k, c]) => [`flag: ${k}`, c] as const),
            ...Object.entries(precision.claims).map(([k, c]) => [`claim: ${k}`, c] as const),
          ].map(([k, c]) => (
            <tr key={k}>
              <th scope="row" className="pr-2 text-left font-normal">
                {k}
              </th>
              <td>
                {c.upheld} of {c.reviewed}
              </td>
              <td>{pct(c)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
