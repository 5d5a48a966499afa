// Find an incident's failure elsewhere: the conversations' filters (flag type, tool, score, model,
// deployment label, dates, words) over every conversation, the matches in the conversations' table,
// and adding them — now, or as a saved search that keeps adding new matches.
import type { Metadata } from "next";
import Link from "next/link";
import { findConversations } from "@/lib/db/conversations/find-conversations.ts";
import { listFilterValues } from "@/lib/db/conversations/list-filter-values.ts";
import { isAppError } from "@/lib/errors/app-error.ts";
import { getIncident } from "@/lib/db/incidents/get-incident.ts";
import { parseIncidentSearch } from "@/lib/db/incidents/incident-search.ts";
import { conversationQuery, parseConversationQuery, queryToParams } from "@/lib/contracts/query.ts";
import { ConversationFilters } from "@/components/conversations/conversation-filters.tsx";
import { ConversationsTable } from "@/components/conversations/conversations-table.tsx";
import { FilterValuesProvider } from "@/components/conversations/filter-values.tsx";
import { AddMatches } from "@/components/incidents/add-matches.tsx";
import { foundOr404 } from "../../../found-or-404.ts";
import { pageDb } from "../../../db.ts";

export const metadata: Metadata = { title: "Find the same failure" };

export default async function IncidentSearchPage({
  params,
  searchParams,
}: PageProps<"/incidents/[id]/search">) {
  const { id } = await params;
  const sp = await searchParams;
  const db = await pageDb();
  const parsed = parseConversationQuery(sp);
  const query = parsed.ok ? { ...parsed.query, incident: undefined } : conversationQuery.parse({});
  const [incident, values, page] = await foundOr404(
    Promise.all([getIncident(db, id), listFilterValues(db), findConversations(db, query)]),
  );
  let search: string | null = null;
  let why: string | null = parsed.ok ? null : parsed.error;
  try {
    search = parseIncidentSearch(queryToParams(query).toString()).text;
  } catch (err) {
    if (!isAppError(err, "bad-request")) throw err;
    why ??= "Pick at least one filter: a search with none would add every conversation.";
  }
  const inIncident = new Set(incident.conversationRows.map((c) => c.id));
  const already = page.rows.filter((r) => inIncident.has(r.id)).length;
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Incident: <Link href={`/incidents/${encodeURIComponent(id)}`}>{incident.title}</Link>
        </p>
        <h1 className="text-2xl font-bold">Find the same failure elsewhere</h1>
      </header>
      <ConversationFilters query={query} values={values} />
      <section aria-label="Matches" className="space-y-2">
        <p className="text-sm" data-testid="match-count">
          {page.total} {page.total === 1 ? "conversation matches" : "conversations match"}
          {already > 0 && ` (${already} on this page already in the incident)`}.
        </p>
        {search ? (
          <AddMatches incidentId={id} query={search} matches={page.total} />
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            {why}
          </p>
        )}
        <FilterValuesProvider values={values}>
          <ConversationsTable rows={page.rows} total={page.total} query={query} />
        </FilterValuesProvider>
      </section>
    </div>
  );
}
