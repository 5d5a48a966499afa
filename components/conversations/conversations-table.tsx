"use client";
// Every conversation, one page at a time: sorting and pagination are done by the server and kept
// in the URL (the table only draws the page it is given and says how to ask for another).
import { CheckedLiveBadge } from "../findings/checked-live-badge.tsx";
import {
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type PaginationState,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { usePathname, useRouter } from "next/navigation";
import { useCallback, useMemo, useTransition } from "react";
import { Loading } from "../ui/loading.tsx";
import type { ConversationRow } from "@/lib/contracts/conversation.ts";
import { queryToParams, SORTS, type ConversationQuery } from "@/lib/contracts/query.ts";
import { FlagBadge, ModelName } from "../findings/badges.tsx";
import { useFilterValues } from "./filter-values.tsx";
import { conversationHref } from "../findings/links.ts";
import { Button } from "../ui/button.tsx";
import { Select } from "../ui/input.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../ui/table.tsx";
import { formatDateTime } from "@/lib/format/date-time.ts";

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
const helper = createColumnHelper<typeof features, ConversationRow>();
const plain = { enableSorting: false };
const num = (v: number) => <span className="tabular-nums">{v}</span>;

/** The reader's address for a row, carrying the list's filters and sort (for its previous / next flagged). */
const readerHref = (id: string, query: ConversationQuery) =>
  conversationHref(id, { list: queryToParams({ ...query, page: 1, pageSize: 50 }).toString() || null });

const columns = (query: ConversationQuery, models: readonly string[]) =>
  helper.columns([
    helper.accessor("id", {
      header: "Conversation",
      ...plain,
      cell: (c) => (
        // Stretched over the row (the row is positioned): the whole row is this link, for a click, a
        // middle-click or a new tab alike, and the keyboard reaches it once.
        <a
          href={readerHref(c.getValue(), query)}
          className="font-medium after:absolute after:inset-0 after:content-['']"
        >
          {c.getValue()}
        </a>
      ),
    }),
    helper.accessor("startedAt", {
      header: "Started",
      cell: (c) => {
        const at = c.getValue();
        return at ? formatDateTime(at) : "—";
      },
    }),
    helper.accessor("model", {
      header: "Model",
      ...plain,
      cell: (c) => {
        const model = c.getValue();
        return model ? <ModelName name={model} all={models} /> : "—";
      },
    }),
    helper.accessor("label", {
      header: "Label",
      ...plain,
      cell: (c) => (
        <span className="inline-flex flex-wrap items-center gap-1">
          {c.getValue() ?? "—"}
          {c.row.original.checkedLive && <CheckedLiveBadge />}
        </span>
      ),
    }),
    helper.accessor("scoreId", { header: "Score", ...plain, cell: (c) => c.getValue() ?? "none" }),
    helper.accessor("format", { header: "Format", ...plain }),
    helper.accessor("turns", { header: "Turns", cell: (c) => num(c.getValue()) }),
    helper.accessor("claims", { header: "Claims", cell: (c) => num(c.getValue()) }),
    helper.accessor("contradicted", {
      header: "Contradicted",
      cell: (c) => (
        <span className={c.getValue() ? "font-semibold text-contradicted" : ""}>{num(c.getValue())}</span>
      ),
    }),
    helper.accessor("flags", {
      header: "Flags",
      cell: (c) => <span className={c.getValue() ? "font-semibold text-flag" : ""}>{num(c.getValue())}</span>,
    }),
    helper.accessor("flagTypes", {
      header: "Flag types",
      ...plain,
      cell: (c) => (
        <ul className="flex flex-wrap gap-1" aria-label="Flag types">
          {c.getValue().map((t) => (
            <li key={t}>
              <FlagBadge type={t} />
            </li>
          ))}
        </ul>
      ),
    }),
  ]);

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;
const PAGE_SIZES = [25, 50, 100, 200];

export function ConversationsTable({
  rows,
  total,
  query,
}: {
  rows: ConversationRow[];
  total: number;
  query: ConversationQuery;
}) {
  const router = useRouter();
  const path = usePathname();
  // While the database reads the new page, sort or size, the table says so (the rows stay).
  const [loading, startLoading] = useTransition();
  const go = useCallback(
    (change: Partial<ConversationQuery>) =>
      startLoading(() => router.push(`${path}?${queryToParams({ ...query, ...change })}`)),
    [router, path, query],
  );
  const { models } = useFilterValues();
  const cols = useMemo(() => columns(query, models), [query, models]);
  const sorting = useMemo<SortingState>(
    () => [{ id: query.sort, desc: query.order === "desc" }],
    [query.sort, query.order],
  );
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: query.page - 1, pageSize: query.pageSize }),
    [query.page, query.pageSize],
  );
  const onSortingChange = (u: Updater<SortingState>) => {
    const next = (typeof u === "function" ? u(sorting) : u)[0];
    const sort = SORTS.find((s) => s === next?.id) ?? "startedAt";
    go({ sort, order: next?.desc === false ? "asc" : "desc", page: 1 });
  };
  const onPaginationChange = (u: Updater<PaginationState>) => {
    const next = typeof u === "function" ? u(pagination) : u;
    go({ page: next.pageIndex + 1, pageSize: next.pageSize });
  };
  const table = useTable({
    features,
    columns: cols,
    data: rows,
    getRowId: (r) => r.id,
    manualSorting: true,
    manualPagination: true,
    rowCount: total,
    sortDescFirst: true,
    enableSortingRemoval: false,
    state: { sorting, pagination },
    onSortingChange,
    onPaginationChange,
  });
  const first = total === 0 ? 0 : (query.page - 1) * query.pageSize + 1;
  const last = Math.min(total, query.page * query.pageSize);

  return (
    <div className="space-y-2">
      {loading && <Loading>Loading the conversations…</Loading>}
      <Table aria-label="Conversations" data-testid="conversations" aria-busy={loading}>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const numeric = ["turns", "claims", "contradicted", "flags"].includes(header.column.id);
                return (
                  <TableHead
                    key={header.id}
                    scope="col"
                    aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                    className={numeric ? "text-right" : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 rounded font-semibold hover:underline"
                      >
                        <table.FlexRender header={header} />
                        {sorted === "desc" ? (
                          <ArrowDown className="size-3.5" aria-hidden="true" />
                        ) : sorted === "asc" ? (
                          <ArrowUp className="size-3.5" aria-hidden="true" />
                        ) : (
                          <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />
                        )}
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {table.getRowModel().rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={cols.length} className="py-6 text-center text-muted-foreground">
                No conversation matches these filters.
              </TableCell>
            </TableRow>
          )}
          {table.getRowModel().rows.map((row) => (
            <TableRow
              key={row.id}
              data-conversation={row.original.id}
              className="relative cursor-pointer hover:bg-muted/60 focus-within:bg-muted/60"
            >
              {row.getAllCells().map((cell) => (
                <TableCell
                  key={cell.id}
                  data-column={cell.column.id}
                  className={
                    ["turns", "claims", "contradicted", "flags"].includes(cell.column.id)
                      ? "text-right"
                      : undefined
                  }
                >
                  <table.FlexRender cell={cell} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p data-testid="range">
          {first}–{last} of {total} conversations
        </p>
        <div className="flex items-center gap-2">
          <label className="flex items-center gap-1.5">
            Rows per page
            <Select value={query.pageSize} onChange={(e) => table.setPageSize(Number(e.target.value))}>
              {[...new Set([...PAGE_SIZES, query.pageSize])]
                .sort((a, b) => a - b)
                .map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
            </Select>
          </label>
          <Button
            variant="outline"
            size="sm"
            onClick={() => table.previousPage()}
            disabled={!table.getCanPreviousPage()}
          >
            Previous
          </Button>
          <span>
            Page {query.page} of {Math.max(1, table.getPageCount())}
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => table.nextPage()}
            disabled={!table.getCanNextPage()}
          >
            Next
          </Button>
        </div>
      </nav>
    </div>
  );
}
