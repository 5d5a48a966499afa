// A meeting's title, day and attendees, and the way through its findings (j / k, Esc to leave).
import Link from "next/link";
import type { MeetingDetail } from "@/lib/contracts/meeting.ts";
import { formatDate } from "@/lib/format/date-time.ts";
import { MeetingKeys } from "./step-keys.tsx";

export function MeetingHeader({ meeting, step }: { meeting: MeetingDetail; step: number }) {
  const n = meeting.items.length;
  const at = (s: number) => `/meetings/${meeting.id}?step=${s}`;
  return (
    <header className="mb-4 flex flex-wrap items-center gap-3">
      <MeetingKeys
        next={step < n ? at(step + 1) : undefined}
        prev={step > 1 ? at(step - 1) : undefined}
        exit="/meetings"
      />
      <h1 className="text-xl font-bold">{meeting.title}</h1>
      <span className="text-sm text-muted-foreground">
        {formatDate(meeting.heldOn)} · {meeting.attendees.join(", ")}
      </span>
      <nav aria-label="Findings" className="ml-auto flex items-center gap-3 text-sm">
        {step > 1 && <Link href={at(step - 1)}>Previous (k)</Link>}
        <span>
          finding {n === 0 ? 0 : step} of {n}
        </span>
        {step < n && <Link href={at(step + 1)}>Next (j)</Link>}
        <Link href={`/meetings/${meeting.id}/minutes`}>Minutes</Link>
        <Link href="/meetings">Leave (Esc)</Link>
      </nav>
    </header>
  );
}
