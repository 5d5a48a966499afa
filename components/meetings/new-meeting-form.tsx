"use client";
// Open a meeting over the findings picked in the tables and the reader.
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { callApi } from "@/lib/contracts/call-api.ts";
import { created } from "@/lib/contracts/write-answers.ts";
import { Button } from "../ui/button.tsx";
import { Input, Label } from "../ui/input.tsx";
import { onPicks, readPicks, writePicks, type Picked } from "./picks.ts";
import { unawaited } from "../ui/unawaited.ts";
import { formatDate } from "@/lib/format/date-time.ts";

export function NewMeetingForm({ me }: { me: string }) {
  const router = useRouter();
  const [picks, setPicks] = useState<Picked[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => onPicks(() => setPicks(readPicks())), []);
  return (
    <form
      aria-label="Open a meeting"
      className="space-y-3"
      onSubmit={unawaited(async (e) => {
        e.preventDefault();
        const form = e.currentTarget;
        const title = (form.elements.namedItem("title") as HTMLInputElement).value;
        const attendees = (form.elements.namedItem("attendees") as HTMLInputElement).value
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean);
        const items = picks.map(({ targetType, targetId }) => ({ targetType, targetId }));
        const res = await callApi("/api/meetings", created, { body: { title, attendees, items } });
        if (!res.ok) return setError(res.error);
        writePicks([]);
        router.push(`/meetings/${res.data.id}`);
      })}
    >
      <div className="flex flex-wrap items-end gap-2">
        <Label>
          Title
          <Input name="title" required defaultValue={`Review ${formatDate(new Date())}`} className="w-72" />
        </Label>
        <Label className="max-w-full">
          Attendees (comma-separated)
          <Input name="attendees" defaultValue={me} className="w-96 max-w-full" />
        </Label>
        <Button type="submit">Open the meeting</Button>
      </div>
      {picks.length === 0 ? (
        <p className="text-sm" data-testid="picks">
          Nothing picked yet: use “Pick for a meeting” on conversations, flags and claims in the review queue
          and the reader.
        </p>
      ) : (
        <div className="text-sm" data-testid="picks">
          Picked:
          <ul className="list-disc pl-5">
            {picks.map((p) => (
              <li key={`${p.targetType}:${p.targetId}`}>{p.name ?? `${p.targetType} ${p.targetId}`}</li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-contradicted">
          {error}
        </p>
      )}
    </form>
  );
}
