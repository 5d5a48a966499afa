// The review queue: flags no one has decided on, each with its evidence, by the date their
// conversation started (newest first), over the conversations the same filters as the conversations
// table select; decided from the keyboard, the last decision undone.
import type { Metadata } from "next";
import Link from "next/link";
import { listFilterValues } from "@/lib/db/conversations/list-filter-values.ts";
import { findUnreviewedFlags } from "@/lib/db/flags/find-unreviewed-flags.ts";
import { conversationQuery, parseConversationQuery, queryToParams } from "@/lib/contracts/query.ts";
import { findContested } from "@/lib/db/reviews/find-contested.ts";
import { ConversationFilters } from "@/components/conversations/conversation-filters.tsx";
import { ReviewQueue } from "@/components/review/review-queue.tsx";
import { Card, CardDescription, CardTitle } from "@/components/ui/card.tsx";
import { conversationHref, flagAnchor } from "@/components/findings/links.ts";
import { pageDb } from "../db.ts";

export const metadata: Metadata = { title: "Review" };

export default async function ReviewPage({ searchParams }: PageProps<"/review">) {
  const parsed = parseConversationQuery(await searchParams);
  const query = parsed.ok ? parsed.query : conversationQuery.parse({});
  const db = await pageDb();
  const [queue, values, contested] = await Promise.all([
    findUnreviewedFlags(db, query),
    listFilterValues(db),
    findContested(db),
  ]);
  const pages = Math.max(1, Math.ceil(queue.total / queue.pageSize));
  const pageHref = (page: number) => `/review?${queryToParams({ ...query, page })}`;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Review queue</h1>
      {!parsed.ok && (
        <p role="alert" className="text-sm text-contradicted">
          {parsed.error}: showing every conversation instead.
        </p>
      )}
      <ConversationFilters key={JSON.stringify(query)} query={query} values={values} />
      <Card aria-labelledby="queue">
        <CardTitle id="queue">
          Unreviewed flags{" "}
          <span className="font-normal text-muted-foreground">
            ({queue.total}; sorted by the date the conversation started, newest first)
          </span>
        </CardTitle>
        <ReviewQueue key={JSON.stringify(query)} flags={queue.rows} />
        <nav aria-label="Queue pages" className="mt-2 flex gap-3 text-sm">
          {query.page > 1 && <Link href={pageHref(query.page - 1)}>Newer</Link>}
          <span>
            page {query.page} of {pages}
          </span>
          {query.page < pages && <Link href={pageHref(query.page + 1)}>Older</Link>}
        </nav>
      </Card>
      {contested.length > 0 && (
        <Card aria-labelledby="contested">
          <CardTitle id="contested">Decisions a re-analysis contradicts ({contested.length})</CardTitle>
          <CardDescription>
            The engine now says otherwise than the decision in force: look again.
          </CardDescription>
          <ul className="divide-y text-sm">
            {contested.map((c) => (
              <li key={c.id} className="py-1.5" data-contested={c.id}>
                <a
                  href={conversationHref(c.conversationId, {
                    hash: c.targetType === "flag" ? flagAnchor(c.id) : `claim-${c.id}`,
                  })}
                >
                  {c.conversationId}
                </a>
                : {c.targetType} {c.what} was {c.decision}
                {c.reviewedVerdict ? ` (${c.reviewedVerdict})` : ""}; the engine now: {c.engineNow}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
