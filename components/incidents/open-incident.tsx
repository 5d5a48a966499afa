"use client";
// Open an incident from a conversation, a flag or a claim (reviewers): a title, prefilled from what
// it is opened from, then the case file.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import type { IncidentOrigin } from "@/lib/contracts/incident-types.ts";
import { useCan } from "../auth/role-context.tsx";
import { callApi } from "@/lib/contracts/call-api.ts";
import { created } from "@/lib/contracts/write-answers.ts";
import { Button } from "../ui/button.tsx";
import { Input } from "../ui/input.tsx";

export function OpenIncident({
  targetType,
  targetId,
  title,
}: {
  targetType: IncidentOrigin;
  targetId: string;
  /** The title offered: what the incident is opened from, in a few words. */
  title: string;
}) {
  const can = useCan("reviewer");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!can) return null;
  if (!open)
    return (
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        Open an incident
      </Button>
    );
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = new FormData(e.currentTarget).get("title");
    const r = await callApi("/api/incidents", created, {
      body: {
        title: typeof value === "string" ? value : "",
        from: { targetType, targetId },
      },
    });
    if (r.ok) router.push(`/incidents/${encodeURIComponent(r.data.id)}`);
    else setError(r.error);
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex flex-wrap items-center gap-2"
      aria-label="Open an incident"
    >
      <Input
        name="title"
        aria-label="Incident title"
        defaultValue={title}
        required
        maxLength={200}
        className="h-8 w-72"
      />
      <Button size="sm" type="submit">
        Open the incident
      </Button>
      <Button size="sm" variant="ghost" type="button" onClick={() => setOpen(false)}>
        Cancel
      </Button>
      {error && (
        <span role="alert" className="text-xs text-contradicted">
          {error}
        </span>
      )}
    </form>
  );
}
