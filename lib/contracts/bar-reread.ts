// GET /api/scores/{scoreId}/versions/{version}/bars/{bar}: one bar re-read. `bar` is the printed
// number as the score prints it, a string as in the address asked.
import { z } from "zod";
import type { BarReread as BarReading } from "../score-history/bar-reread.ts";

export const barReread = z.object({
  scoreId: z.string(),
  version: z.number().int(),
  bar: z.string(),
  part: z.string().nullable(),
  staff: z.number().int().nullable(),
  /** One line per part and staff, as `barline read` prints them. */
  reading: z.array(z.string()),
  /** Clefs printed at the end of the bar to announce the next one, named for the bar they announce. */
  courtesy: z.array(z.string()),
  previous: z.object({ version: z.number().int(), reading: z.array(z.string()) }).nullable(),
  /** The `barline diff` lines from the previous version that cover this bar (and part/staff). */
  changes: z.array(z.string()),
  /** verovio's engraving of the bar with a bar on each side where the score has them. */
  svg: z.string(),
}) satisfies z.ZodType<BarReading & { scoreId: string; version: number }>;
export type BarReread = z.infer<typeof barReread>;

/** The re-read as GET …/bars/{bar} answers it (the API's contract): the printed bar a number where
 * it is one ("bar": 10), as printed where it is not ("12a", "X1"). */
export const barRereadAnswer = barReread.extend({ bar: z.union([z.number().int(), z.string()]) });
export type BarRereadAnswer = z.infer<typeof barRereadAnswer>;

export function rereadAnswer(r: BarReread): BarRereadAnswer {
  return { ...r, bar: /^\d+$/.test(r.bar) ? Number(r.bar) : r.bar };
}
