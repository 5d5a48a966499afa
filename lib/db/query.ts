// The one grammar of the API's query parameters (spec/api.md), shared by every table, route and
// query: the conversations list, the figures and the review queue all select conversations with it.
import { z } from "zod";
import type { Verdict } from "../claims/claim.ts";
import { FLAG_TYPES } from "../findings/flag.ts";

const VERDICTS = ["supported", "contradicted", "unverifiable"] as const satisfies readonly Verdict[];
export const SORTS = ["startedAt", "turns", "claims", "contradicted", "flags"] as const;

const isoDate = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), { message: "is not an ISO 8601 date" });

/** A parameter that may be repeated (`flag=a&flag=b`) or given once. */
const many = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v): unknown[] => (v === undefined ? [] : Array.isArray(v) ? (v as unknown[]) : [v]),
    z.array(item),
  );

const one = <T extends z.ZodType>(item: T) =>
  z.preprocess((v): unknown => (Array.isArray(v) ? (v as unknown[]).at(-1) : v === "" ? undefined : v), item);

export const conversationQuery = z.object({
  q: one(z.string().trim().max(200).optional()),
  flag: many(z.enum(FLAG_TYPES)),
  verdict: one(z.enum(VERDICTS).optional()),
  model: one(z.string().optional()),
  label: one(z.string().optional()),
  /** live: conversations whose assistant used Barline's MCP tools ("checked live"); not: the others. */
  checked: one(z.enum(["live", "not"]).optional()),
  score: one(z.string().optional()),
  /** A tool the conversation called (its name as logged). */
  tool: one(z.string().optional()),
  /** An incident the conversation is in. */
  incident: one(z.string().optional()),
  from: one(isoDate.optional()),
  to: one(isoDate.optional()),
  sort: one(z.enum(SORTS).default("startedAt")),
  order: one(z.enum(["asc", "desc"]).default("desc")),
  page: one(z.coerce.number().int().min(1).default(1)),
  pageSize: one(z.coerce.number().int().min(1).max(200).default(50)),
  /** For the figures: split before/after this date. */
  split: one(isoDate.optional()),
});

export type ConversationQuery = z.infer<typeof conversationQuery>;

export type QueryResult = { ok: true; query: ConversationQuery } | { ok: false; error: string };

/** Parameters as URLSearchParams or Next's searchParams object → the query, or an error naming the parameter. */
export function parseConversationQuery(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): QueryResult {
  const raw: Record<string, string | string[]> = {};
  if (params instanceof URLSearchParams) {
    for (const key of new Set(params.keys())) {
      const all = params.getAll(key);
      raw[key] = all.length === 1 ? all[0]! : all;
    }
  } else {
    for (const [k, v] of Object.entries(params)) if (v !== undefined) raw[k] = v;
  }
  const parsed = conversationQuery.safeParse(raw);
  if (parsed.success) return { ok: true, query: parsed.data };
  const issue = parsed.error.issues[0]!;
  const name = String(issue.path[0] ?? "query");
  return { ok: false, error: `parameter "${name}": ${issue.message}` };
}

/** The query back as URL parameters, defaults left out: what a table keeps in its link. */
export function queryToParams(query: Partial<ConversationQuery>): URLSearchParams {
  const defaults = conversationQuery.parse({});
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === "") continue;
    if (Array.isArray(v)) for (const item of v) out.append(k, String(item));
    else if (defaults[k as keyof ConversationQuery] !== v) out.set(k, String(v));
  }
  return out;
}
