// The one grammar of the API's query parameters (spec/api.md), shared by every table, route and
// query: the conversations list, the figures and the review queue all select conversations with it.
import { z } from "zod";
import type { Verdict } from "../claims/claim.ts";
import { FLAG_TYPES } from "../findings/flag.ts";

const VERDICTS = ["supported", "contradicted", "unverifiable"] as const satisfies readonly Verdict[];
export const SORTS = ["startedAt", "turns", "claims", "contradicted", "flags"] as const;

// Each rule says what a parameter must be, finishing the sentence parseConversationQuery begins
// ('parameter "sort" is "colour", but it must be …'): never the validator's own wording.

/** One of a few words. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `must be ${what}: ${values.join(", ")}` });

/** A whole number in a range. */
const wholeNumber = (min: number, max?: number) => {
  const error = `must be a whole number ${max === undefined ? `${min} or more` : `from ${min} to ${max}`}`;
  const n = z.coerce.number({ error }).int({ error }).min(min, { error });
  return max === undefined ? n : n.max(max, { error });
};

const isoDate = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), { message: "must be an ISO 8601 date, as 2026-11-11" });

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
  flag: many(oneOf(FLAG_TYPES, "a flag type")),
  verdict: one(oneOf(VERDICTS, "a verdict").optional()),
  model: one(z.string().optional()),
  label: one(z.string().optional()),
  /** The evaluation (labels.evaluation) and its request (labels.request) a conversation answers. */
  evaluation: one(z.string().optional()),
  request: one(z.string().optional()),
  /** live: conversations whose assistant used Barline's MCP tools ("checked live"); not: the others. */
  checked: one(z.enum(["live", "not"]).optional()),
  score: one(z.string().optional()),
  /** A tool the conversation called (its name as logged). */
  tool: one(z.string().optional()),
  /** An incident the conversation is in. */
  incident: one(z.string().optional()),
  from: one(isoDate.optional()),
  to: one(isoDate.optional()),
  sort: one(oneOf(SORTS, "a column to sort by").default("startedAt")),
  order: one(oneOf(["asc", "desc"], "an order").default("desc")),
  page: one(wholeNumber(1).default(1)),
  pageSize: one(wholeNumber(1, 200).default(50)),
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
  const given = raw[name];
  const value = Array.isArray(given)
    ? given[typeof issue.path[1] === "number" ? issue.path[1] : given.length - 1]
    : given;
  return {
    ok: false,
    error: `parameter "${name}" is ${JSON.stringify(value ?? "")}, but it ${issue.message}`,
  };
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
