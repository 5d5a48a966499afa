// The incident's figures on its case file: before and after the fix (the overview's table), per
// deployment before and after, and per day — each rate with its 95% interval.
import type { IncidentFigures } from "@/lib/contracts/incident-types.ts";
import { BeforeAfterTable } from "../overview/before-after-table.tsx";
import { dayRows, labelRows } from "./figure-rows.ts";

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <div className="overflow-x-auto">
      {/* On a phone the table scrolls rather than squeezing each rate and interval into a column of words. */}
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="mb-1 text-left text-xs font-semibold text-muted-foreground">{caption}</caption>
        <thead>
          <tr className="border-b text-left">
            {head.map((h) => (
              <th key={h} scope="col" className="py-1 pr-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {rows.map((r, i) => (
            <tr key={i} className="border-b last:border-b-0">
              {r.map((c, k) =>
                k === 0 ? (
                  <th key={k} scope="row" className="py-1 pr-3 text-left font-medium">
                    {c}
                  </th>
                ) : (
                  <td key={k} className="py-1 pr-3">
                    {c}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function IncidentFiguresView({ figures: f }: { figures: IncidentFigures }) {
  return (
    <div className="space-y-4">
      {f.fixShippedOn && f.before && f.after ? (
        <div className="overflow-x-auto [&>table]:min-w-[32rem]">
          <BeforeAfterTable split={f.fixShippedOn} before={f.before} after={f.after} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          Set the day the fix shipped to compare before and after it.
        </p>
      )}
      <Table
        caption="Per deployment"
        head={
          f.fixShippedOn
            ? ["Deployment", "Conversations", "Flags", "Before the fix", "From the fix", "Difference"]
            : ["Deployment", "Conversations", "Flags", "False-claim rate (95% interval)"]
        }
        rows={labelRows(f).map((r) =>
          f.fixShippedOn
            ? [r.label, r.conversations, r.flags, r.before, r.after, r.difference]
            : [r.label, r.conversations, r.flags, r.before],
        )}
      />
      <Table
        caption="Per day"
        head={[
          "Day",
          "Conversations",
          "Flags",
          "Contradicted / checkable",
          "False-claim rate (95% interval)",
        ]}
        rows={dayRows(f).map((r) => [r.day, r.conversations, r.flags, r.contradicted, r.rate])}
      />
    </div>
  );
}
