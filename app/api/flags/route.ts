// The review queue: unreviewed flags, newest first, over the conversations the query selects.
import { findUnreviewedFlags } from "@/lib/db/flags/find-unreviewed-flags.ts";
import { conversationQuery } from "@/lib/contracts/query.ts";
import { endpoint } from "../endpoint.ts";

export const GET = endpoint({
  role: "viewer",
  query: conversationQuery,
  handler: ({ db, query }) => findUnreviewedFlags(db, query),
});
