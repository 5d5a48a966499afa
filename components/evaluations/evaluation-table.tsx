// An evaluation's before/after table: one row per request (and the total), one column per
// deployment — conversations, claims, checkable, contradicted, the false-claim rate with its 95%
// interval, flags by type, linked to those conversations — and the difference of the compared two.
import type { DifferenceInterval } from "@/lib/findings/compare-rates.ts";
import type { EvaluationCell, EvaluationRow, EvaluationTable } from "@/lib/findings/evaluation.ts";
import type { FlagType } from "@/lib/findings/flag.ts";
import { FlagBadge } from "../findings/badges.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../ui/table.tsx";

const pct = (x: number | null) => (x === null ? "—" : `${(100 * x).toFixed(0)}%`);
const points = (x: number) => `${x > 0 ? "+" : x < 0 ? "−" : ""}${Math.abs(100 * x).toFixed(0)}`;

/** The conversations of one cell, in the conversations table's filter grammar. */
export function cellHref(evaluation: string, request: string | null, deployment: string): string {
  const q = new URLSearchParams({ evaluation });
  if (request !== null) q.set("request", request);
  q.set("label", deployment);
  return `/conversations?${q}`;
}

function Cell({ name, row, deployment }: { name: string; row: EvaluationRow; deployment: string }) {
  const c: EvaluationCell | undefined = row.cells[deployment];
  if (!c)
    return (
      <TableCell className="align-top text-muted-foreground" data-deployment={deployment}>
        not answered
      </TableCell>
    );
  const flags = Object.entries(c.flags) as [FlagType, number][];
  return (
    <TableCell className="align-top" data-deployment={deployment}>
      <a href={cellHref(name, row.request, deployment)} className="font-medium">
        {c.conversations} conversation{c.conversations === 1 ? "" : "s"}
      </a>
      <div className="tabular-nums">
        {c.claims} claim{c.claims === 1 ? "" : "s"} · {c.checkable} checkable · {c.contradicted} contradicted
      </div>
      <div className="tabular-nums" data-testid="rate">
        <strong>{pct(c.rate.rate)}</strong>{" "}
        {c.rate.low !== null && (
          <span className="text-muted-foreground">
            ({pct(c.rate.low)}–{pct(c.rate.high)})
          </span>
        )}
      </div>
      {flags.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-1" aria-label="Flags by type">
          {flags.map(([type, n]) => (
            <li key={type}>
              <FlagBadge type={type} /> <span className="tabular-nums">{n}</span>
            </li>
          ))}
        </ul>
      )}
    </TableCell>
  );
}

function Difference({ d }: { d: DifferenceInterval }) {
  if (d.difference === null)
    return <TableCell className="align-top text-muted-foreground">nothing to compare</TableCell>;
  return (
    <TableCell className="align-top tabular-nums" data-testid="difference">
      <strong>{points(d.difference)} points</strong>{" "}
      <span className="text-muted-foreground">
        ({points(d.low!)} to {points(d.high!)})
      </span>
      <div>{d.significant ? <strong>more than chance</strong> : "within chance"}</div>
    </TableCell>
  );
}

export function EvaluationTableView({ table }: { table: EvaluationTable }) {
  const compared = table.baseline !== null && table.candidate !== null;
  const rows = [...table.requests, table.total];
  return (
    <Table aria-label={`Evaluation ${table.name}: false-claim rate per request and deployment`}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Request</TableHead>
          {table.deployments.map((d) => (
            <TableHead scope="col" key={d}>
              {d}
              {d === table.baseline && <span className="font-normal text-muted-foreground"> (baseline)</span>}
              {d === table.candidate && (
                <span className="font-normal text-muted-foreground"> (candidate)</span>
              )}
            </TableHead>
          ))}
          {compared && <TableHead scope="col">Candidate − baseline</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.request ?? "(all)"}
            data-request={row.request ?? "(all)"}
            className={row.request === null ? "border-t-2 bg-muted/50" : undefined}
          >
            <TableHead scope="row" className="align-top">
              {row.request ?? "All requests"}
            </TableHead>
            {table.deployments.map((d) => (
              <Cell key={d} name={table.name} row={row} deployment={d} />
            ))}
            {compared && <Difference d={row.difference} />}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
