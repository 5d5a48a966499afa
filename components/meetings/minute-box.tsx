"use client";
// The minute on one finding of a meeting, saved when the field is left (or with the button).
import { useState } from "react";
import type { MeetingItemRef } from "@/lib/contracts/meeting.ts";
import { callApi } from "@/lib/contracts/call-api.ts";
import { minuteRecorded } from "@/lib/contracts/write-answers.ts";
import { useCan } from "../auth/role-context.tsx";
import { Button } from "../ui/button.tsx";

export function MinuteBox({
  meetingId,
  item,
  minute,
}: {
  meetingId: string;
  item: MeetingItemRef;
  minute: string;
}) {
  const can = useCan("reviewer");
  const [text, setText] = useState(minute);
  const [saved, setSaved] = useState(minute);
  const [status, setStatus] = useState<string | null>(null);
  const save = async () => {
    if (text === saved) return;
    const res = await callApi(`/api/meetings/${encodeURIComponent(meetingId)}/items`, minuteRecorded, {
      body: {
        minute: { ...item, text },
      },
    });
    setStatus(res.ok ? "minute saved" : res.error);
    if (res.ok) setSaved(text);
  };
  if (!can) return <p className="whitespace-pre-wrap text-sm">{minute || "No minute."}</p>;
  return (
    <div className="space-y-1">
      <label className="flex flex-col gap-1 text-xs font-medium text-muted-foreground">
        Minute
        <textarea
          name="minute"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => void save()}
          rows={3}
          className="rounded-md border bg-card p-2 text-sm text-foreground"
        />
      </label>
      <div className="flex items-center gap-2">
        <Button size="sm" variant="outline" onClick={() => void save()}>
          Save minute
        </Button>
        <span role="status" className="text-xs">
          {status}
        </span>
      </div>
    </div>
  );
}
