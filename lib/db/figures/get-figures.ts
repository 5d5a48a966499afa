// GET /api/figures: the figures of findings.md over the conversations a query selects — all, by
// model, by deployment label, by day, and before/after a date — summed in the database from the
// per-conversation counts and the flags, never by loading conversations.
import type { Figures } from "../../findings/figures.ts";
import type { FlagType } from "../../findings/flag.ts";
import type { FiguresResponse } from "../api-types.ts";
import type { Db } from "../client.ts";
import type { Prisma } from "../db-client.ts";
import { conversationWhere } from "../conversations/conversation-where.ts";
import type { ConversationQuery } from "../query.ts";

/** The key figures.ts gives conversations with no model, label or date. */
const UNKNOWN = "(unknown)";

type Sums = { conversations: number; claims: number; checkable: number; contradicted: number };
type Key = "model" | "label" | "day";

function figures(s: Sums, flags: Partial<Record<FlagType, number>>): Figures {
  return { ...s, falseClaimRate: s.checkable ? s.contradicted / s.checkable : null, flags };
}

const sums = (r: {
  _count: { _all: number };
  _sum: { claims: number | null; checkable: number | null; contradicted: number | null };
}): Sums => ({
  conversations: r._count._all,
  claims: r._sum.claims ?? 0,
  checkable: r._sum.checkable ?? 0,
  contradicted: r._sum.contradicted ?? 0,
});

const SUM = { claims: true, checkable: true, contradicted: true } as const;

/** Flags may be filtered through their conversation only when the query selects at all. */
function flagWhere(where: Prisma.ConversationWhereInput): Prisma.FlagWhereInput {
  return Object.keys(where).length === 0 ? { active: true } : { active: true, conversation: { is: where } };
}

async function total(db: Db, where: Prisma.ConversationWhereInput): Promise<Figures> {
  const [agg, flags] = await Promise.all([
    db.prisma.conversation.aggregate({ where, _count: { _all: true }, _sum: SUM }),
    db.prisma.flag.groupBy({ by: ["type"], where: flagWhere(where), _count: { _all: true } }),
  ]);
  return figures(sums(agg), Object.fromEntries(flags.map((f) => [f.type, f._count._all])));
}

async function split(db: Db, where: Prisma.ConversationWhereInput, key: Key): Promise<Record<string, Figures>> {
  const [groups, flags] = await Promise.all([
    db.prisma.conversation.groupBy({ by: [key], where, _count: { _all: true }, _sum: SUM }),
    db.prisma.flag.groupBy({ by: [key, "type"], where: flagWhere(where), _count: { _all: true } }),
  ]);
  const flagsBy = new Map<string, Partial<Record<FlagType, number>>>();
  for (const f of flags) {
    const k = f[key] ?? UNKNOWN;
    const m = flagsBy.get(k) ?? {};
    m[f.type as FlagType] = f._count._all;
    flagsBy.set(k, m);
  }
  return Object.fromEntries(
    groups
      .map((g) => [g[key] ?? UNKNOWN, figures(sums(g), flagsBy.get(g[key] ?? UNKNOWN) ?? {})] as const)
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
