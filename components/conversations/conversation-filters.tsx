"use client";
// The filters over the conversations: words in messages, flag types, verdict, model, label, score,
// tool, checked live or not, date range. Applying them puts them in the URL (page back to 1); without
// script the form is a plain GET of the same parameters.
import { usePathname, useRouter } from "next/navigation";
import { useTransition, type FormEvent } from "react";
import type { FilterValues } from "@/lib/contracts/conversation-types.ts";
import { FLAG_TYPES } from "@/lib/findings/flag.ts";
import { parseConversationQuery, queryToParams, type ConversationQuery } from "@/lib/contracts/query.ts";
import { flagWords } from "../findings/badges.tsx";
import { Button } from "../ui/button.tsx";
import { Input, Label, Select } from "../ui/input.tsx";
import { Loading } from "../ui/loading.tsx";
import { verdict } from "@/lib/contracts/verdict.ts";

export function ConversationFilters({ query, values }: { query: ConversationQuery; values: FilterValues }) {
  const router = useRouter();
  const path = usePathname();
  // Until the filtered list arrives, the form says it is loading it.
  const [applying, startApplying] = useTransition();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // FormData is iterable at run time; the project's DOM typings (no DOM.Iterable) do not say so.
    const all = new URLSearchParams(new FormData(e.currentTarget) as unknown as string[][]);
    const params = new URLSearchParams();
    for (const k of new Set(all.keys())) for (const v of all.getAll(k)) if (v !== "") params.append(k, v);
    const parsed = parseConversationQuery(params);
    if (parsed.ok) startApplying(() => router.push(`${path}?${queryToParams({ ...parsed.query, page: 1 })}`));
  };
  const day = (s: string | undefined) => s?.slice(0, 10);
  return (
    <form
      method="get"
      onSubmit={submit}
      aria-label="Filter conversations"
      aria-busy={applying}
      className="space-y-3 rounded-lg border bg-card p-3"
    >
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="order" value={query.order} />
      <input type="hidden" name="pageSize" value={query.pageSize} />
      {/* An evaluation's cell (its page links here) stays chosen while the other filters change. */}
      {query.evaluation !== undefined && <input type="hidden" name="evaluation" value={query.evaluation} />}
      {query.request !== undefined && <input type="hidden" name="request" value={query.request} />}
      {/* Words and the date range on one line (the two dates never parted), the four choices on the next. */}
      <div className="flex flex-wrap items-end gap-3">
        <Label className="min-w-64 flex-1">
          Words in any message
          <Input type="search" name="q" defaultValue={query.q} placeholder="e.g. bass clef" />
        </Label>
        <div role="group" aria-label="Started between" className="flex items-end gap-2">
          <Label>
            Started from
            <Input type="date" name="from" defaultValue={day(query.from)} />
          </Label>
          <Label>
            to
            <Input type="date" name="to" defaultValue={day(query.to)} />
          </Label>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Label>
          Verdict
          <Select name="verdict" defaultValue={query.verdict ?? ""}>
            <option value="">any</option>
            {verdict.options.map((v) => (
              <option key={v} value={v}>
                has a {v} claim
              </option>
            ))}
          </Select>
        </Label>
        <Choice name="model" label="Model" options={values.models} value={query.model} />
        <Choice name="label" label="Label" options={values.labels} value={query.label} />
        <Choice name="score" label="Score" options={values.scores} value={query.score} />
        <Choice name="tool" label="Tool called" options={values.tools} value={query.tool} />
        <Label>
          Checked live
          <Select name="checked" defaultValue={query.checked ?? ""}>
            <option value="">any</option>
            <option value="live">checked live</option>
            <option value="not">not checked live</option>
          </Select>
        </Label>
      </div>
      <fieldset>
        <legend className="mb-1 text-xs font-medium text-muted-foreground">
          Has a flag of type (any of those ticked)
        </legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {FLAG_TYPES.map((t) => (
            <label key={t} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                name="flag"
                value={t}
                defaultChecked={query.flag.includes(t)}
                className="size-4 accent-primary"
              />
              {flagWords(t)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit">Apply filters</Button>
        <Button variant="outline" asChild>
          <a href={path}>Clear</a>
        </Button>
        {applying && <Loading>Loading the conversations these filters select…</Loading>}
      </div>
    </form>
  );
}

function Choice({
  name,
  label,
  options,
  value,
}: {
  name: string;
  label: string;
  options: string[];
  value: string | undefined;
}) {
  return (
    <Label>
      {label}
      <Select name={name} defaultValue={value ?? ""}>
        <option value="">any</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </Select>
    </Label>
  );
}
