"use client";
// The case file's own fields, changed by a reviewer: title, status, owner, the day the fix shipped,
// what happened and what was changed. Saved as one change (PATCH), then the page reads it again.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { INCIDENT_STATUSES, type IncidentDetail } from "@/lib/contracts/incident-types.ts";
import { callApi } from "@/lib/contracts/call-api.ts";
import { incidentChanged } from "@/lib/contracts/write-answers.ts";
import { Button } from "../ui/button.tsx";
import { Input, Label, Select } from "../ui/input.tsx";

export function IncidentForm({ incident: i }: { incident: IncidentDetail }) {
  const router = useRouter();
  const [state, setState] = useState<{ error?: string; saved?: string } | null>(null);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => {
      const v = f.get(k);
      return typeof v === "string" ? v : "";
    };
    const r = await callApi(`/api/incidents/${encodeURIComponent(i.id)}`, incidentChanged, {
      body: {
        title: text("title"),
        status: text("status"),
        owner: text("owner"),
        fixShippedOn: text("fixShippedOn") || null,
        summary: text("summary"),
        fix: text("fix"),
      },
      method: "PATCH",
    });
    if (!r.ok) return setState({ error: r.error });
    setState({ saved: r.data.changed.length ? `Saved: ${r.data.changed.join(", ")}.` : "Nothing changed." });
    router.refresh();
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Case file" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Label className="sm:col-span-2">
          Title
          <Input name="title" defaultValue={i.title} required maxLength={200} />
        </Label>
        <Label>
          Status
          <Select name="status" defaultValue={i.status}>
            {INCIDENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </Label>
        <Label>
          Owner
          <Input name="owner" defaultValue={i.owner} maxLength={200} placeholder="who leads it" />
        </Label>
        <Label>
          Fix shipped on
          <Input type="date" name="fixShippedOn" defaultValue={i.fixShippedOn ?? ""} />
        </Label>
      </div>
      <Label>
        What happened
        <textarea
          name="summary"
          defaultValue={i.summary}
          rows={3}
          className="w-full rounded-md border p-2 text-sm"
        />
      </Label>
      <Label>
        What was changed (the fix)
        <textarea name="fix" defaultValue={i.fix} rows={2} className="w-full rounded-md border p-2 text-sm" />
      </Label>
      <div className="flex items-center gap-3">
        <Button type="submit">Save the case file</Button>
        {state?.saved && (
          <span role="status" className="text-sm">
            {state.saved}
          </span>
        )}
        {state?.error && (
          <span role="alert" className="text-sm text-contradicted">
            {state.error}
          </span>
        )}
      </div>
    </form>
  );
}
