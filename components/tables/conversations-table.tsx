"use client";
// Every conversation of the report in one row, sortable by its counts (flags first of all): the
// reviewer's way in. Rows link to the conversation's claims and flags further down the page.
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";

export interface ConversationRow {
  id: string;
  anchor: string;
  format: string;
  model: string | null;
  scoreId: string | null;
  turns: number;
  claims: number;
  contradicted: number;
  flags: number;
}

const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });
const helper = createColumnHelper<typeof features, ConversationRow>();
const unsorted = { enableSorting: false };
const columns = helper.columns([
  helper.accessor("id", {
    header: "Conversation",
    ...unsorted,
    cell: (c) => <a href={`#${c.row.original.anchor}`}>{c.getValue()}</a>,
  }),
  helper.accessor("format", { header: "Format", ...unsorted }),
  helper.accessor("model", { header: "Model", ...unsorted, cell: (c) => c.getValue() ?? "—" }),
  helper.accessor("scoreId", { header: "Score", ...unsorted, cell: (c) => c.getValue() ?? "none" }),
  helper.accessor("turns", { header: "Turns" }),
  helper.accessor("claims", { header: "Claims" }),
  helper.accessor("contradicted", { header: "Contradicted" }),
  helper.accessor("flags", { header: "Flags" }),
]);

const ariaSort = { asc: "ascending", desc: "descending" } as const;

export function ConversationsTable({ rows }: { rows: ConversationRow[] }) {
  const table = useTable({ features, columns, data: rows, sortDescFirst: true });
  return (
    <table className="conversations">
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              const label = <table.FlexRender header={header} />;
              return (
                <th key={header.id} scope="col" aria-sort={sorted ? ariaSort[sorted] : undefined}>
                  {header.column.getCanSort() ? (
                    <button type="button" onClick={header.column.getToggleSortingHandler()}>
                      {label}
                      <span aria-hidden="true">
                        {sorted === "desc" ? " ▼" : sorted === "asc" ? " ▲" : " ↕"}
                      </span>
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} data-conversation={row.original.id}>
            {row.getAllCells().map((cell) => (
              <td key={cell.id} data-column={cell.column.id}>
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
