// An evaluation's table: per request and per deployment, the figures of findings.md with the
// false-claim rate's 95% Wilson interval, and two deployments side by side — the difference of their
// rates with Newcombe's 95% interval, more than chance when it leaves out 0. Pure arithmetic over
// the figures of each (request, deployment) group of conversations.
import { newcombe, wilson, type DifferenceInterval, type Rate } from "./compare-rates.ts";
import type { Figures } from "./figures.ts";

/** The figures of the conversations that answered one request in one deployment. */
export interface EvaluationGroup {
  request: string;
  deployment: string;
  figures: Figures;
  /** When the first of them started (ISO 8601), or null when none says. */
  firstStartedAt: string | null;
}

export interface EvaluationCell extends Figures {
  /** Contradicted of checkable, with the rate's 95% Wilson interval. */
  rate: Rate;
}

export interface EvaluationRow {
  /** The request (labels.request), or null for the evaluation's total. */
  request: string | null;
  /** Per deployment; a deployment that did not answer this request has no cell. */
  cells: Record<string, EvaluationCell>;
  /** The compared deployments' rates: candidate − baseline. */
  difference: DifferenceInterval;
}

export interface EvaluationTable {
  name: string;
  /** Every deployment that answered a request, the one whose conversations started first first. */
  deployments: string[];
  /** The two compared; null while fewer than two deployments answered. */
  baseline: string | null;
  candidate: string | null;
  /** One row per request, in the order they were first answered. */
  requests: EvaluationRow[];
  /** Every request together, per deployment. */
  total: EvaluationRow;
}

function cell(f: Figures): EvaluationCell {
  return { ...f, rate: wilson(f.contradicted, f.checkable) };
}

function sum(figures: readonly Figures[]): Figures {
  const out: Figures = {
    conversations: 0,
    claims: 0,
    checkable: 0,
    contradicted: 0,
    uncertain: 0,
    falseClaimRate: null,
    flags: {},
  };
  for (const f of figures) {
    out.conversations += f.conversations;
    out.claims += f.claims;
    out.checkable += f.checkable;
    out.contradicted += f.contradicted;
    out.uncertain += f.uncertain;
    for (const [type, n] of Object.entries(f.flags) as [keyof Figures["flags"], number][])
      out.flags[type] = (out.flags[type] ?? 0) + n;
  }
  out.falseClaimRate = out.checkable ? out.contradicted / out.checkable : null;
  return out;
}

const NO_DIFFERENCE: DifferenceInterval = { difference: null, low: null, high: null, significant: false };

function row(
  request: string | null,
  cells: Record<string, EvaluationCell>,
  baseline: string | null,
  candidate: string | null,
): EvaluationRow {
  const a = baseline === null ? undefined : cells[baseline];
  const b = candidate === null ? undefined : cells[candidate];
  const difference =
    a && b
      ? newcombe({ hits: a.contradicted, of: a.checkable }, { hits: b.contradicted, of: b.checkable })
      : NO_DIFFERENCE;
  return { request, cells, difference };
}

/** When the first conversation of each key started; undated ones after every date. */
function earliest(
  groups: readonly EvaluationGroup[],
  key: (g: EvaluationGroup) => string,
): Map<string, string> {
  const first = new Map<string, string>();
  for (const g of groups) {
    const at = g.firstStartedAt ?? "\uffff";
    const known = first.get(key(g));
    if (known === undefined || at < known) first.set(key(g), at);
  }
  return first;
}

/** The keys by when they first started, then by name. */
const inOrder = (first: Map<string, string>): string[] =>
  [...first].sort(([a, x], [b, y]) => x.localeCompare(y) || a.localeCompare(b)).map(([k]) => k);

/**
 * The table from the groups. `compare` names the two deployments to set side by side; by default the
 * one whose conversations started first (before a fix) against the one that started last.
 * @throws RangeError when `compare` names a deployment that answered none of the requests.
 */
export function evaluationTable(
  name: string,
  groups: readonly EvaluationGroup[],
  compare: { baseline?: string; candidate?: string } = {},
): EvaluationTable {
  const first = earliest(groups, (g) => g.deployment);
  const deployments = inOrder(first);
  for (const param of ["baseline", "candidate"] as const) {
    const d = compare[param];
    if (d !== undefined && !first.has(d))
      throw new RangeError(
        `parameter "${param}": deployment "${d}" answered no request of evaluation "${name}"`,
      );
  }
  const enough = deployments.length >= 2;
  const baseline = compare.baseline ?? (enough ? deployments[0]! : null);
  const candidate = compare.candidate ?? (enough ? deployments.at(-1)! : null);

  const byRequest = new Map<string, Record<string, EvaluationCell>>();
  for (const g of groups) {
    const cells = byRequest.get(g.request) ?? {};
    cells[g.deployment] = cell(g.figures);
    byRequest.set(g.request, cells);
  }
  const totals = Object.fromEntries(
    deployments.map((d) => [d, cell(sum(groups.filter((g) => g.deployment === d).map((g) => g.figures)))]),
  );
  return {
    name,
    deployments,
    baseline,
    candidate,
    requests: inOrder(earliest(groups, (g) => g.request)).map((r) =>
      row(r, byRequest.get(r)!, baseline, candidate),
    ),
    total: row(null, totals, baseline, candidate),
  };
}
