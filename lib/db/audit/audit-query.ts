// The audit log's table of the query grammar: a page at a time, of one action or all.
import { z } from "zod";
import { column, paging, table } from "../../contracts/query-grammar.ts";

export const auditQuery = table({
  ...paging(50),
  action: column("is", z.string().max(100).optional()),
});
