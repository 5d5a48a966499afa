// Every conversation: search, filters, sort and pages done by the database, all kept in the URL.
import type { Metadata } from "next";
import { findConversations } from "../../lib/db/conversations/find-conversations.ts";
import { listFilterValues } from "../../lib/db/conversations/list-filter-values.ts";
import { conversationQuery, parseConversationQuery } from "../../lib/db/query.ts";
import { ConversationFilters } from "../../components/conversations/conversation-filters.tsx";
import { ConversationsTable } from "../../components/conversations/conversations-table.tsx";
import { pageDb } from "../db.ts";

export const metadata: Metadata = { title: "Conversations" };

export default async function ConversationsPage({ searchParams }: PageProps<"/conversations">) {
  const parsed = parseConversationQuery(await searchParams);
  const query = parsed.ok ? parsed.query : conversationQuery.parse({});
  const db = await pageDb();
  const [page, values] = await Promise.all([findConversations(db, query), listFilterValues(db)]);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Conversations</h1>
      {!parsed.ok && (
        <p role="alert" className="text-sm text-contradicted">
          {parsed.error}: showing every conversation instead.
        </p>
      )}
      <ConversationFilters key={JSON.stringify(query)} query={query} values={values} />
      <ConversationsTable rows={page.rows} total={page.total} query={query} />
    </div>
  );
}
