// GET /api/figures: the figures of findings.md over the conversations a query selects — all, by
// model, by deployment label, by day, and before/after a date — summed in the database from each
// conversation's counts (claims, checkable, contradicted, flags by type), never by reading claims
// or flags one by one.
import type { Figures } from "../../findings/figures.ts";
import type { FlagType } from "../../findings/flag.ts";
import type { FiguresResponse } from "../api-types.ts";
import type { Db } from "../client.ts";
import { conversationWhere } from "../conversations/conversation-where.ts";
import type { Prisma } from "../db-client.ts";
import { FLAG_COLUMNS } from "../flag-columns.ts";
import type { ConversationQuery } from "../query.ts";

/** The key figures.ts gives conversations with no model, label or date. */
const UNKNOWN = "(unknown)";

type Key = "model" | "label" | "day";

const SUM = Object.fromEntries(
  ["claims", "checkable", "contradicted", ...FLAG_COLUMNS.map((f) => f.column)].map((c) => [c, true]),
) as Prisma.ConversationSumAggregateInputType;

type Sums = { _count: { _all: number }; _sum: Record<string, number | null> };

function figures(r: Sums): Figures {
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
    falseClaimRate: checkable ? contradicted / checkable : null,
    flags,
  };
}

async function total(db: Db, where: Prisma.ConversationWhereInput): Promise<Figures> {
  const r = await db.prisma.conversation.aggregate({ where, _count: { _all: true }, _sum: SUM });
  return figures(r as unknown as Sums);
}

async function split(
  db: Db,
  where: Prisma.ConversationWhereInput,
  key: Key,
): Promise<Record<string, Figures>> {
  const groups = await db.prisma.conversation.groupBy({
    by: [key],
    where,
    _count: { _all: true },
    _sum: SUM,
  });
  return Object.fromEntries(
    groups
      .map((g) => [(g as Record<Key, string | null>)[key] ?? UNKNOWN, figures(g as unknown as Sums)] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

export async function getFigures(db: Db, query: ConversationQuery): Promise<FiguresResponse> {
  const where = conversationWhere(query, db.provider);
  const [all, byModel, byLabel, byDay] = await Promise.all([
    total(db, where),
    split(db, where, "model"),
    split(db, where, "label"),
    split(db, where, "day"),
  ]);
  const out: FiguresResponse = { all, byModel, byLabel, byDay };
  if (query.split) {
    const at = new Date(Date.parse(query.split));
    [out.before, out.after] = await Promise.all([
      total(db, { AND: [where, { startedAt: { lt: at } }] }),
      total(db, { AND: [where, { startedAt: { gte: at } }] }),
    ]);
  }
  return out;
}
