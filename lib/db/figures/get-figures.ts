// GET /api/figures: the figures of findings.md over the conversations a query selects — all, by
// model, by deployment label, by day, and before/after a date — summed in the database from each
// conversation's counts (claims, checkable, contradicted, flags by type), never by reading claims
// or flags one by one.
import type { Figures } from "../../findings/figures.ts";
import type { FlagType } from "../../findings/flag.ts";
import type { FiguresResponse } from "../../contracts/figures.ts";
import type { Db } from "../client.ts";
import { conversationWhere } from "../conversations/conversation-where.ts";
import type { Prisma } from "../db-client.ts";
import { FLAG_COLUMNS } from "../flag-columns.ts";
import type { ConversationQuery } from "../../contracts/query.ts";

/** The key figures.ts gives conversations with no model, label or date. */
const UNKNOWN = "(unknown)";

type Key = "model" | "label" | "day";

/** Every column the figures sum, for an aggregate or a groupBy. */
export const SUM = Object.fromEntries(
  ["claims", "checkable", "contradicted", "uncertain", ...FLAG_COLUMNS.map((f) => f.column)].map((c) => [
    c,
    true,
  ]),
) as Prisma.ConversationSumAggregateInputType;

export type Sums = { _count: { _all: number }; _sum: Record<string, number | null> };

/** One group's sums as the figures of findings.md. */
export function figures(r: Sums): Figures {
  const sum = (c: string) => r._sum[c] ?? 0;
  const flags: Partial<Record<FlagType, number>> = {};
  for (const { type, column } of FLAG_COLUMNS) if (sum(column) > 0) flags[type] = sum(column);
  const checkable = sum("checkable");
  const contradicted = sum("contradicted");
  return {
    conversations: r._count._all,
    claims: sum("claims"),
    checkable,
    contradicted,
    uncertain: sum("uncertain"),
    falseClaimRate: checkable ? contradicted / checkable : null,
    flags,
  };
}

async function total(db: Db, where: Prisma.ConversationWhereInput): Promise<Figures> {
  const r = await db.prisma.conversation.aggregate({ where, _count: { _all: true }, _sum: SUM });
  return figures(r);
}

/** Sums added into `into` (the conversation count and every summed column). */
function add(into: Sums, g: Sums): void {
  into._count._all += g._count._all;
  for (const [c, v] of Object.entries(g._sum)) into._sum[c] = (into._sum[c] ?? 0) + (v ?? 0);
}

const empty = (): Sums => ({ _count: { _all: 0 }, _sum: {} });

/**
 * All, by model, by label and by day from one pass over the conversations: grouped by the three
 * together (few groups: models × labels × days), then folded here — one scan instead of four.
 */
async function splits(
  db: Db,
  where: Prisma.ConversationWhereInput,
): Promise<Omit<FiguresResponse, "before" | "after">> {
  const groups = (await db.prisma.conversation.groupBy({
    by: ["model", "label", "day"],
    where,
    _count: { _all: true },
    _sum: SUM,
  })) as unknown as (Sums & Record<Key, string | null>)[];
  const all = empty();
  const by: Record<Key, Map<string, Sums>> = { model: new Map(), label: new Map(), day: new Map() };
  for (const g of groups) {
    add(all, g);
    for (const key of ["model", "label", "day"] as const) {
      const name = g[key] ?? UNKNOWN;
      const into = by[key].get(name) ?? empty();
      add(into, g);
      by[key].set(name, into);
    }
  }
  const sorted = (m: Map<string, Sums>) =>
    Object.fromEntries([...m].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, figures(v)]));
  return { all: figures(all), byModel: sorted(by.model), byLabel: sorted(by.label), byDay: sorted(by.day) };
}

export async function getFigures(db: Db, query: ConversationQuery): Promise<FiguresResponse> {
  const where = conversationWhere(query, db.provider);
  const out: FiguresResponse = await splits(db, where);
  if (query.split) {
    const at = new Date(Date.parse(query.split));
    [out.before, out.after] = await Promise.all([
      total(db, { AND: [where, { startedAt: { lt: at } }] }),
      total(db, { AND: [where, { startedAt: { gte: at } }] }),
    ]);
  }
  return out;
}
