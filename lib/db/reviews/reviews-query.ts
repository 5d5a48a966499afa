// The review history's query: the one finding whose decisions are asked for, `flag:<id>` or `claim:<id>`.
import { z } from "zod";
import { column, table } from "../../contracts/query-grammar.ts";

const error = "must be flag:<id> or claim:<id>";

export const reviewsQuery = table({
  target: column(
    "is",
    z
      .string({ error })
      .regex(/^(flag|claim):.+$/, { error })
      .transform((t) => {
        const at = t.indexOf(":");
        return { type: t.slice(0, at) as "flag" | "claim", id: t.slice(at + 1) };
      }),
  ),
});
