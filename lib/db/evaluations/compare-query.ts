// The evaluation table's query: the two deployment labels compared, both optional.
import { z } from "zod";
import { column, table } from "../../contracts/query-grammar.ts";

export const compareQuery = table({
  baseline: column("is", z.string().max(200).optional()),
  candidate: column("is", z.string().max(200).optional()),
});
