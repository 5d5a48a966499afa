// The query grammar (query.ts) as a Prisma filter on conversations: the one place a list, the
// figures and the review queue turn parameters into a selection.
import type { ConversationQuery } from "../../contracts/query.ts";
import type { Prisma } from "../db-client.ts";
import { flagColumn } from "../flag-columns.ts";
import { escapeLike } from "../like-escape.ts";

export type Provider = "sqlite" | "postgresql";

/** A date-only `to` ("2026-10-09") takes in that whole day. */
function endOf(to: string): Date {
  const d = new Date(Date.parse(to));
  if (/^\d{4}-\d{2}-\d{2}$/.test(to)) d.setUTCDate(d.getUTCDate() + 1);
  else d.setTime(d.getTime() + 1);
  return d;
}

export function conversationWhere(
  query: Pick<
    ConversationQuery,
    | "q"
    | "flag"
    | "verdict"
    | "model"
    | "label"
    | "evaluation"
    | "request"
    | "checked"
    | "score"
    | "tool"
    | "incident"
    | "from"
    | "to"
  >,
  provider: Provider,
): Prisma.ConversationWhereInput {
  const and: Prisma.ConversationWhereInput[] = [];
  if (query.q) {
    // Taken literally (`%` and `_` too). SQLite's LIKE ignores ASCII case already; PostgreSQL's needs asking.
    const q = escapeLike(query.q);
    and.push({
      messages: {
        some: {
          text: provider === "postgresql" ? ({ contains: q, mode: "insensitive" } as never) : { contains: q },
        },
      },
    });
  }
  if (query.flag.length > 0) and.push({ OR: query.flag.map((type) => ({ [flagColumn(type)]: { gt: 0 } })) });
  if (query.verdict) and.push({ claimRows: { some: { active: true, verdict: query.verdict } } });
  if (query.model) and.push({ model: query.model });
  if (query.label) and.push({ label: query.label });
  if (query.evaluation) and.push({ evaluation: query.evaluation });
  if (query.request) and.push({ request: query.request });
  if (query.checked) and.push({ checkedLive: query.checked === "live" });
  if (query.score) and.push({ scoreId: query.score });
  if (query.tool) and.push({ toolCalls: { some: { name: query.tool } } });
  if (query.incident) and.push({ incidents: { some: { incidentId: query.incident } } });
  if (query.from) and.push({ startedAt: { gte: new Date(Date.parse(query.from)) } });
  if (query.to) and.push({ startedAt: { lt: endOf(query.to) } });
  return and.length === 0 ? {} : { AND: and };
}
