// The address of a bar re-read (route and pages alike), a table of the query grammar: version from
// 1, the bar's printed number, and optionally a part id and a staff from 1.
import { z } from "zod";
import { column, table } from "../../../lib/contract/query-grammar.ts";

const versionNumber = "must be a version number (1, 2, …)";
const staffNumber = "must be a staff number (1, 2, …)";

export const barAddress = table({
  scoreId: column("is", z.string().min(1)),
  version: column("is", z.coerce.number({ error: versionNumber }).int(versionNumber).min(1, versionNumber)),
  bar: column(
    "is",
    z
      .string({ error: "must be a printed bar number (4, 12a, X1)" })
      .trim()
      .min(1)
      .max(20)
      .regex(/^[\w.-]+$/, "must be a printed bar number (4, 12a, X1)"),
  ),
  part: column("is", z.string().max(64).optional()),
  staff: column(
    "is",
    z.coerce.number({ error: staffNumber }).int(staffNumber).min(1, staffNumber).optional(),
  ),
});

export type BarAddress = z.output<typeof barAddress.schema>;
