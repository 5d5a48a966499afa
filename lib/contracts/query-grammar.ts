// The one grammar of search parameters, for every table and query of the API and the pages (in the
// spirit of Langfuse's filter state): each table declares its parameters, each a column with an
// operator and the values it takes; one reader turns URL parameters (or Next's searchParams) into
// the typed query, and one writer turns a query back into its link. A bad parameter is one sentence
// naming it (lib/errors/zod-sentence.ts).
import { z } from "zod";
import { AppError } from "../errors/app-error.ts";
import { parseOrRefuse } from "../errors/zod-sentence.ts";

/** How a column's value selects: `any of` may be repeated (`flag=a&flag=b`); every other operator
 * takes one value, the last given, an empty one being none. */
export type Operator = "is" | "any of" | "contains" | "on or after" | "before" | "sort" | "page";

export interface Column<V extends z.ZodType = z.ZodType> {
  operator: Operator;
  value: V;
}

export const column = <V extends z.ZodType>(operator: Operator, value: V): Column<V> => ({ operator, value });

/** A column that may be repeated: the values given, none when absent. */
export const anyOf = <V extends z.ZodType>(item: V) => column("any of", z.array(item).default([]));

export type Params = URLSearchParams | Record<string, unknown>;
/** What a query holds that a link can carry. */
type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar => ["string", "number", "boolean"].includes(typeof v);
type Shape<C extends Record<string, Column>> = { [K in keyof C]: C[K]["value"] };

export interface Table<C extends Record<string, Column>> {
  columns: C;
  schema: z.ZodObject<Shape<C>>;
  /** The query, or an AppError("bad-request") naming the first bad parameter. */
  parse: (params: Params) => z.output<z.ZodObject<Shape<C>>>;
  /** For a page that shows what was wrong beside its defaults: the query, or the sentence. */
  read: (
    params: Params,
  ) => { ok: true; query: z.output<z.ZodObject<Shape<C>>> } | { ok: false; error: string };
  /** The query back as URL parameters, defaults left out: what a table keeps in its link. */
  toParams: (query: Partial<z.output<z.ZodObject<Shape<C>>>>) => URLSearchParams;
}

export function table<C extends Record<string, Column>>(columns: C): Table<C> {
  const shape = Object.fromEntries(Object.entries(columns).map(([k, c]) => [k, c.value])) as Shape<C>;
  const schema = z.object(shape);
  const raw = (params: Params): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    const keys = params instanceof URLSearchParams ? new Set(params.keys()) : Object.keys(params);
    for (const key of keys) {
      const given: unknown = params instanceof URLSearchParams ? params.getAll(key) : params[key];
      const repeated = columns[key]?.operator === "any of";
      const value = Array.isArray(given) && !repeated ? (given as unknown[]).at(-1) : given;
      if (value === undefined || value === null || (value === "" && !repeated)) continue;
      out[key] = repeated && !Array.isArray(value) ? [value] : value;
    }
    return out;
  };
  const parse = (params: Params) => parseOrRefuse(schema, raw(params), "parameter");
  const defaults = Object.fromEntries(
    Object.entries(columns).map(([k, c]) => {
      const r = c.value.safeParse(undefined);
      return [k, r.success ? r.data : undefined];
    }),
  );
  return {
    columns,
    schema,
    parse,
    read: (params) => {
      try {
        return { ok: true, query: parse(params) };
      } catch (err) {
        if (err instanceof AppError) return { ok: false, error: err.message };
        throw err;
      }
    },
    toParams: (query) => {
      const out = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) {
        if (v === undefined || v === null || v === "") continue;
        if (Array.isArray(v)) for (const item of v as Scalar[]) out.append(k, String(item));
        else if (defaults[k] !== v && isScalar(v)) out.set(k, String(v));
      }
      return out;
    },
  };
}

// The values columns take. Each finishes the sentence a refusal begins ('parameter "sort" is
// "colour", but it must be …'): never the validator's own wording.

/** One of a few words. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `must be ${what}: ${values.join(", ")}` });

/** A whole number in a range. */
export const wholeNumber = (min: number, max?: number) => {
  const error = `must be a whole number ${max === undefined ? `${min} or more` : `from ${min} to ${max}`}`;
  const n = z.coerce.number({ error }).int({ error }).min(min, { error });
  return max === undefined ? n : n.max(max, { error });
};

export const isoDate = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), { message: "must be an ISO 8601 date, as 2026-11-11" });

/** `page` and `pageSize` of a table shown a page at a time. */
export const paging = (defaultSize: number, maxSize = 200) => ({
  page: column("page", wholeNumber(1).default(1)),
  pageSize: column("page", wholeNumber(1, maxSize).default(defaultSize)),
});
