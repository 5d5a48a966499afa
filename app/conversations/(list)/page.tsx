// Every conversation: search, filters, sort and pages done by the database, all kept in the URL.
// The filters' values come from the layout, read once per visit.
import type { Metadata } from "next";
import { findConversations } from "@/lib/db/conversations/find-conversations.ts";
import { conversationQuery, parseConversationQuery, queryToParams } from "@/lib/contracts/query.ts";
import { ListFilters } from "@/components/conversations/filter-values.tsx";
import { ConversationsTable } from "@/components/conversations/conversations-table.tsx";
import { pageDb } from "../../db.ts";

export const metadata: Metadata = { title: "Conversations" };

export default async function ConversationsPage({ searchParams }: PageProps<"/conversations">) {
  const parsed = parseConversationQuery(await searchParams);
  const query = parsed.ok ? parsed.query : conversationQuery.parse({});
  const page = await findConversations(await pageDb(), query);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Conversations</h1>
      {!parsed.ok && (
        <p role="alert" className="text-sm text-contradicted">
          {parsed.error}: showing every conversation instead.
        </p>
      )}
      {query.evaluation !== undefined && (
        <p data-testid="evaluation-cell" className="text-sm">
          Answers to evaluation{" "}
          <a href={`/evaluations/${encodeURIComponent(query.evaluation)}`}>{query.evaluation}</a>
          {query.request !== undefined && <>, request {query.request}</>}
          {query.label !== undefined && <>, on {query.label}</>} ·{" "}
          <a
            href={`/conversations?${queryToParams({ ...query, evaluation: undefined, request: undefined, page: 1 })}`}
          >
            without the evaluation
          </a>
        </p>
      )}
      <ListFilters key={JSON.stringify(query)} query={query} />
      <ConversationsTable rows={page.rows} total={page.total} query={query} />
    </div>
  );
}
