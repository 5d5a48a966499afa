// Every figure of the overview for all conversations, for those whose assistant checked itself live
// with Barline's MCP tools, or for the others: the page's other parameters kept.
import { queryToParams, type ConversationQuery } from "@/lib/contracts/query.ts";

const CHOICES = [
  { checked: undefined, words: "all conversations" },
  { checked: "live", words: "checked live" },
  { checked: "not", words: "not checked live" },
] as const;

export function CheckedLiveSplit({ query }: { query: ConversationQuery }) {
  return (
    <nav aria-label="Checked live" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">Every figure for:</span>
      {CHOICES.map(({ checked, words }) => {
        const params = queryToParams({ ...query, checked, page: undefined });
        const current = query.checked === checked;
        return (
          <a
            key={words}
            href={params.size ? `/?${params}` : "/"}
            aria-current={current ? "page" : undefined}
            className={
              current
                ? "rounded-md bg-primary px-2 py-0.5 font-medium text-primary-foreground no-underline"
                : "rounded-md px-2 py-0.5"
            }
          >
            {words}
          </a>
        );
      })}
    </nav>
  );
}
