// The address of a bar to re-read (route, page and review queue alike): the score, its version from
// 1, the bar's printed number as printed ("4", "12a", "X1"), and optionally a part id and a staff
// from 1. Parsed from a URL's text or built from a claim's subject: one shape either way.
import { z } from "zod";

const VERSION = "must be a version number (1, 2, …)";
const STAFF = "must be a staff number (1, 2, …)";
/** An empty or absent URL parameter is no parameter. */
const absent = (v: unknown) => (v === "" || v === null ? undefined : v);

export const printedBar = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[\w.-]+$/, "must be a printed bar number (4, 12a, X1)");

export const barAddress = z.object({
  scoreId: z.string().min(1),
  version: z.coerce.number({ error: VERSION }).int({ error: VERSION }).min(1, { error: VERSION }),
  bar: printedBar,
  part: z.preprocess(absent, z.string().max(64).optional()),
  staff: z.preprocess(
    absent,
    z.coerce.number({ error: STAFF }).int({ error: STAFF }).min(1, { error: STAFF }).optional(),
  ),
});
export type BarAddress = z.infer<typeof barAddress>;

/** The address from a route's or page's parameters, or the parameter that is wrong and why. */
export function parseBarAddress(
  raw: Record<string, unknown>,
): { ok: true; address: BarAddress } | { ok: false; error: string } {
  const r = barAddress.safeParse(raw);
  if (r.success) return { ok: true, address: r.data };
  const issue = r.error.issues[0]!;
  const name = String(issue.path[0] ?? "bar");
  return {
    ok: false,
    error: `parameter "${name}" is ${JSON.stringify(raw[name] ?? "")}, but it ${issue.message}`,
  };
}
