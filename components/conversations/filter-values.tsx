"use client";
// The values the conversation filters offer, read once by the list's layout: they change only when
// a bundle is ingested, and reading them (a GROUP BY over every conversation) was most of what the
// server did for a page change or a sort, which re-render the page but never its layout.
import { createContext, useContext, type ReactNode } from "react";
import type { FilterValues } from "@/lib/contracts/conversation-types.ts";
import type { ConversationQuery } from "@/lib/contracts/query.ts";
import { ConversationFilters } from "./conversation-filters.tsx";

const Values = createContext<FilterValues | null>(null);

export function FilterValuesProvider({ values, children }: { values: FilterValues; children: ReactNode }) {
  return <Values value={values}>{children}</Values>;
}

/** The values the list's layout read (every model, label and score stored). */
export function useFilterValues(): FilterValues {
  const values = useContext(Values);
  if (!values) throw new Error("the list's filter values are read outside its FilterValuesProvider");
  return values;
}

/** The filters over the list, offering the values its layout read. */
export function ListFilters({ query }: { query: ConversationQuery }) {
  return <ConversationFilters query={query} values={useFilterValues()} />;
}
