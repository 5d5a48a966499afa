// One page of the conversations the query selects.
import { findConversations } from "@/lib/db/conversations/find-conversations.ts";
import { conversationQuery } from "@/lib/contracts/query.ts";
import { endpoint } from "../endpoint.ts";

export const GET = endpoint({
  role: "viewer",
  query: conversationQuery,
  handler: ({ db, query }) => findConversations(db, query),
});
