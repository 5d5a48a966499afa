// The figures over the conversations the query selects, split before/after `split` when given.
import { getFigures } from "@/lib/db/figures/get-figures.ts";
import { conversationQuery } from "@/lib/contracts/query.ts";
import { endpoint } from "../endpoint.ts";

export const GET = endpoint({
  role: "viewer",
  query: conversationQuery,
  handler: ({ db, query }) => getFigures(db, query),
});
