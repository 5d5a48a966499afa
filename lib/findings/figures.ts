// The figures of spec/findings.md for any set of conversations: claims, checkable claims,
// contradicted claims, the false-claim rate (contradicted ÷ checkable) and flags by type — split by
// model, deployment label and day, and before/after any date. Only the assistant's claims count:
// a read's text is the tool's word, not the model's.
import type { Verdict } from "../claims/claim.ts";
import type { FlagType } from "./flag.ts";

export interface FigureInput {
  model: string | null;
  labels: Record<string, string>;
  /** When the conversation started (ISO 8601), or null when nothing says. */
  startedAt: string | null;
  claims: { source: "assistant" | "read"; verdict: Verdict; uncertain?: string | null }[];
  flags: { type: FlagType }[];
}

export interface Figures {
  conversations: number;
  claims: number;
  checkable: number;
  contradicted: number;
  /** Unverifiable because their sentence was not read with certainty (findings.md, "Certainty"). */
  uncertain: number;
  /** contradicted ÷ checkable; null when nothing was checkable. */
  falseClaimRate: number | null;
  flags: Partial<Record<FlagType, number>>;
}

export interface FigureSplits {
  all: Figures;
  byModel: Record<string, Figures>;
  byDeployment: Record<string, Figures>;
  byDay: Record<string, Figures>;
}

const UNKNOWN = "(unknown)";

export function figuresOf(items: readonly FigureInput[]): Figures {
  const f: Figures = {
    conversations: items.length,
    claims: 0,
    checkable: 0,
    contradicted: 0,
    uncertain: 0,
    falseClaimRate: null,
    flags: {},
  };
  for (const item of items) {
    for (const c of item.claims) {
      if (c.source !== "assistant") continue;
      f.claims++;
      if (c.verdict !== "unverifiable") f.checkable++;
      if (c.verdict === "contradicted") f.contradicted++;
      if (c.uncertain) f.uncertain++;
    }
    for (const flag of item.flags) f.flags[flag.type] = (f.flags[flag.type] ?? 0) + 1;
  }
  f.falseClaimRate = f.checkable ? f.contradicted / f.checkable : null;
  return f;
}

function splitBy(items: readonly FigureInput[], key: (i: FigureInput) => string): Record<string, Figures> {
  const groups = new Map<string, FigureInput[]>();
  for (const i of items) {
    const k = key(i);
    const group = groups.get(k);
    if (group) group.push(i);
    else groups.set(k, [i]);
  }
  return Object.fromEntries(
    [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([k, g]) => [k, figuresOf(g)]),
  );
}

/** The day a conversation started, as YYYY-MM-DD in UTC. */
export function dayOf(startedAt: string | null): string {
  const t = startedAt ? Date.parse(startedAt) : NaN;
  return Number.isNaN(t) ? UNKNOWN : new Date(t).toISOString().slice(0, 10);
}

export function splitFigures(items: readonly FigureInput[]): FigureSplits {
  return {
    all: figuresOf(items),
    byModel: splitBy(items, (i) => i.model ?? UNKNOWN),
    byDeployment: splitBy(items, (i) => i.labels.deployment ?? UNKNOWN),
    byDay: splitBy(items, (i) => dayOf(i.startedAt)),
  };
}

/** Conversations started before the date against those started on or after it; undated ones apart. */
export function beforeAfter(
  items: readonly FigureInput[],
  date: string,
): { before: Figures; after: Figures; undated: Figures } {
  const at = Date.parse(date);
  if (Number.isNaN(at)) throw new RangeError(`not a date: ${date}`);
  const when = (i: FigureInput) => (i.startedAt ? Date.parse(i.startedAt) : NaN);
  return {
    before: figuresOf(items.filter((i) => when(i) < at)),
    after: figuresOf(items.filter((i) => when(i) >= at)),
    undated: figuresOf(items.filter((i) => Number.isNaN(when(i)))),
  };
}
