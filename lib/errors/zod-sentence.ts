// The one way a rejected parameter or body field is told: one sentence naming it, what it was given
// and what it must be (`parameter "sort" is "colour", but it must be a column to sort by: …`), never
// the validator's own dump. A schema's own words (`{ error: "must be …" }`) win; zod's issues it
// left unworded are worded here.
import { z } from "zod";
import { AppError } from "./app-error.ts";

export type Named = "parameter" | "field";

/** `raw` read by `schema`, or an AppError("bad-request") saying what is wrong with the first thing wrong. */
export function parseOrRefuse<T extends z.ZodType>(schema: T, raw: unknown, kind: Named): z.output<T> {
  const parsed = schema.safeParse(raw, { error: mustBe });
  if (parsed.success) return parsed.data;
  throw new AppError("bad-request", sentence(parsed.error.issues[0]!, raw, kind));
}

/** What a value must be, for the issues a schema did not word itself; finishes "but it …". */
function mustBe(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return `must be ${TYPES[issue.expected] ?? issue.expected}`;
    case "invalid_value":
      return `must be one of: ${issue.values.map(String).join(", ")}`;
    case "too_small":
      return issue.origin === "string"
        ? issue.minimum === 1
          ? "must not be empty"
          : `must be at least ${issue.minimum} characters`
        : issue.origin === "array" || issue.origin === "set"
          ? `must hold at least ${issue.minimum}`
          : `must be ${issue.minimum} or more`;
    case "too_big":
      return issue.origin === "string"
        ? `must be at most ${issue.maximum} characters`
        : issue.origin === "array" || issue.origin === "set"
          ? `must hold at most ${issue.maximum}`
          : `must be ${issue.maximum} or less`;
    case "invalid_format":
      return `must be ${FORMATS[issue.format] ?? `in the format ${issue.format}`}`;
    case "unrecognized_keys":
      return `must not hold ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
    case "invalid_union": {
      // A discriminated union names the values its discriminator takes.
      const key = (issue as { discriminator?: string }).discriminator;
      const inst = issue.inst as { _zod: { propValues?: Record<string, Set<unknown>> } } | undefined;
      const values = key && inst?._zod.propValues?.[key];
      return values
        ? `must be one of: ${[...values].map(String).join(", ")}`
        : "must be one of the forms this takes";
    }
    default:
      return "is not a value this takes";
  }
}

const TYPES: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  date: "a date",
};
const FORMATS: Record<string, string> = {
  email: "an e-mail address",
  url: "a URL",
  regex: "in the pattern it takes",
  datetime: "an ISO 8601 date and time",
  date: "an ISO 8601 date, as 2026-11-11",
};

/** The issue as a sentence; a union's, as its likeliest form's first issue. */
function sentence(issue: z.core.$ZodIssue, raw: unknown, kind: Named): string {
  if (issue.code === "invalid_union" && issue.errors.length > 0) {
    const closest = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
    const inner = closest[0];
    if (inner) return sentence({ ...inner, path: [...issue.path, ...inner.path] }, raw, kind);
  }
  const path = issue.path.filter((p): p is string | number => typeof p !== "symbol");
  const name = nameOf(path, kind);
  // The value at the issue's path, or the deepest one there is (a list the schema made of one text).
  let value: unknown = raw;
  for (const p of path) {
    if (value === null || typeof value !== "object") break;
    value = (value as Record<string | number, unknown>)[p];
  }
  const message = issue.message.startsWith("must") ? `it ${issue.message}` : issue.message;
  if (value === undefined) return `${name} is missing, but ${message}`;
  return `${name} is ${shown(value)}, but ${message}`;
}

/** `parameter "sort"`, `field "items[2].targetType"`; the whole body is `the body`. An index last
 * is left out: the value shown names the item. */
function nameOf(path: (string | number)[], kind: Named): string {
  const shownPath = typeof path.at(-1) === "number" ? path.slice(0, -1) : path;
  if (shownPath.length === 0) return kind === "field" ? "the body" : "the query";
  const joined = shownPath.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`)).join("");
  return `${kind} "${joined}"`;
}

/** The value as given, quoted; a long one cut after 60 characters. */
function shown(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
