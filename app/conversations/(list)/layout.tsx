// The conversation list's frame: the filters' values, read when the list is opened, not again for
// each page, sort or filter (those change the URL's search, which re-renders the page alone).
import type { ReactNode } from "react";
import { FilterValuesProvider } from "@/components/conversations/filter-values.tsx";
import { listFilterValues } from "@/lib/db/conversations/list-filter-values.ts";
import { pageDb } from "../../db.ts";

export default async function ConversationListLayout({ children }: { children: ReactNode }) {
  const values = await listFilterValues(await pageDb());
  return <FilterValuesProvider values={values}>{children}</FilterValuesProvider>;
}
