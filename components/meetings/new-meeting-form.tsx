"use client";
// Open a meeting over the findings picked in the tables and the reader.
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import type { MeetingItemRef } from "../../lib/db/meetings/meeting-types.ts";
import { postJson } from "../auth/post-json.ts";
import { Button } from "../ui/button.tsx";
import { Input, Label } from "../ui/input.tsx";
import { readPicks, writePicks } from "./picks.ts";
import { unawaited } from "../ui/unawaited.ts";

export function NewMeetingForm({ me }: { me: string }) {
  const router = useRouter();
  const [picks, setPicks] = useState<MeetingItemRef[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const sync = () => setPicks(readPicks());
    sync();
    window.addEventListener("barline-picks", sync);
    return () => window.removeEventListener("barline-picks", sync);
  }, []);
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
        const res = await postJson<{ id: string }>("/api/meetings", { title, attendees, items: picks });
        if (!res.ok) return setError(res.error);
        writePicks([]);
        router.push(`/meetings/${res.data.id}`);
      })}
    >
      <div className="flex flex-wrap items-end gap-2">
        <Label>
          Title
          <Input
            name="title"
            required
            defaultValue={`Review ${new Date().toISOString().slice(0, 10)}`}
            className="w-72"
          />
        </Label>
        <Label className="max-w-full">
          Attendees (comma-separated)
          <Input name="attendees" defaultValue={me} className="w-96 max-w-full" />
        </Label>
        <Button type="submit">Open the meeting</Button>
      </div>
      <p className="text-sm" data-testid="picks">
        {picks.length === 0
          ? "Nothing picked yet: use “Pick for a meeting” on conversations, flags and claims in the review queue and the reader."
          : `Picked: ${picks.map((p) => `${p.targetType} ${p.targetId}`).join(", ")}`}
      </p>
      {error && (
        <p role="alert" className="text-sm text-contradicted">
          {error}
        </p>
      )}
    </form>
  );
}
