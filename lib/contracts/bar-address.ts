// The address of a bar to re-read (route, page and review queue alike): the score, its version from
// 1, the bar's printed number as printed ("4", "12a", "X1"), and optionally a part id and a staff
// from 1. Read from a URL (app/api/scores/bar-address.ts makes it a table of the query grammar) or
// built from a claim's subject: one shape either way.
import { z } from "zod";

const VERSION = "must be a version number (1, 2, …)";
const STAFF = "must be a staff number (1, 2, …)";
const PRINTED = "must be a printed bar number (4, 12a, X1)";
/** An empty or absent URL parameter is no parameter. */
const absent = (v: unknown) => (v === "" || v === null ? undefined : v);

export const printedBar = z
  .string({ error: PRINTED })
  .trim()
  .min(1)
  .max(20)
  .regex(/^[\w.-]+$/, PRINTED);

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
