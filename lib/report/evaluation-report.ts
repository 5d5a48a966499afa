// An evaluation's table as `barline report evaluation` prints it: the same rows as its page — per
// request and deployment the figures, the false-claim rate and its 95% interval, flags by type — then
// the compared deployments' difference per request, as aligned text or as Markdown tables.
import type { EvaluationTable } from "../findings/evaluation.ts";

const pct = (x: number | null) => (x === null ? "—" : `${(100 * x).toFixed(0)}%`);
const points = (x: number) => `${x > 0 ? "+" : x < 0 ? "−" : ""}${Math.abs(100 * x).toFixed(0)}`;

type Grid = { head: string[]; rows: string[][] };

function figuresGrid(t: EvaluationTable): Grid {
  const rows: string[][] = [];
  for (const row of [...t.requests, t.total])
    for (const d of t.deployments) {
      const c = row.cells[d];
      const request = row.request ?? "all requests";
      if (!c) {
        rows.push([request, d, "0", "", "", "", "not answered", "", ""]);
        continue;
      }
      rows.push([
        request,
        d,
        String(c.conversations),
        String(c.claims),
        String(c.checkable),
        String(c.contradicted),
        pct(c.rate.rate),
        c.rate.low === null ? "—" : `${pct(c.rate.low)}–${pct(c.rate.high)}`,
        Object.entries(c.flags)
          .map(([type, n]) => `${type} ${n}`)
          .join(", "),
      ]);
    }
  return {
    head: [
      "request",
      "deployment",
      "conversations",
      "claims",
      "checkable",
      "contradicted",
      "false-claim rate",
      "95% interval",
      "flags",
    ],
    rows,
  };
}

function differenceGrid(t: EvaluationTable): Grid {
  return {
    head: ["request", "difference (points)", "95% interval (Newcombe)", "more than chance"],
    rows: [...t.requests, t.total].map((row) => {
      const d = row.difference;
      const request = row.request ?? "all requests";
      return d.difference === null
        ? [request, "—", "nothing to compare", "no"]
        : [
            request,
            points(d.difference),
            `${points(d.low!)} to ${points(d.high!)}`,
            d.significant ? "yes" : "no",
          ];
    }),
  };
}

function heading(t: EvaluationTable): string {
  const compared =
    t.baseline !== null && t.candidate !== null
      ? `; candidate ${t.candidate} against baseline ${t.baseline}`
      : "; fewer than two deployments: nothing to compare";
  return `Evaluation ${t.name}: ${t.requests.length} requests, ${t.deployments.length} deployments${compared}`;
}

function aligned({ head, rows }: Grid): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(head), ...rows.map(line)].join("\n");
}

/** A cell's text made safe inside a Markdown table. */
const mdCell = (s: string) => s.replace(/\\/g, "\\\\").replace(/\|/g, "\\|");

function markdown({ head, rows }: Grid): string {
  const line = (cells: string[]) => `| ${cells.map(mdCell).join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

export function evaluationText(t: EvaluationTable): string {
  return `${heading(t)}\n\n${aligned(figuresGrid(t))}\n\n${aligned(differenceGrid(t))}\n`;
}

export function evaluationMarkdown(t: EvaluationTable): string {
  return `# ${mdCell(heading(t))}\n\nFalse-claim rate: contradicted ÷ checkable claims of the assistant, with its 95% Wilson interval.\n\n${markdown(figuresGrid(t))}\n\n## Candidate − baseline\n\nNewcombe's 95% interval of the difference; more than chance when it leaves out 0.\n\n${markdown(differenceGrid(t))}\n`;
}
