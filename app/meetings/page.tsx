// Review meetings: those held, and opening one over the findings picked in the tables and the reader.
import type { Metadata } from "next";
import Link from "next/link";
import { listMeetings } from "@/lib/db/meetings/list-meetings.ts";
import { NewMeetingForm } from "@/components/meetings/new-meeting-form.tsx";
import { Card, CardTitle } from "@/components/ui/card.tsx";
import { pageUser } from "../auth/page-user.ts";
import { pageDb } from "../db.ts";
import { allows } from "@/lib/access/roles.ts";
import { formatDate } from "@/lib/format/date-time.ts";

export const metadata: Metadata = { title: "Meetings" };

export default async function MeetingsPage() {
  const db = await pageDb();
  const user = await pageUser();
  const meetings = await listMeetings(db);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Review meetings</h1>
      {allows(user.role, "reviewer") && (
        <Card aria-labelledby="new-meeting">
          <CardTitle id="new-meeting">Open a meeting</CardTitle>
          <NewMeetingForm me={user.name} />
        </Card>
      )}
      <Card aria-labelledby="held">
        <CardTitle id="held">Meetings</CardTitle>
        {meetings.length === 0 ? (
          <p className="text-sm text-muted-foreground">No meeting yet.</p>
        ) : (
          <ul className="divide-y text-sm">
            {meetings.map((m) => (
              <li key={m.id} className="flex flex-wrap gap-3 py-2" data-meeting={m.id}>
                <Link href={`/meetings/${m.id}`}>{m.title}</Link>
                <span className="text-muted-foreground">
                  {formatDate(m.heldOn)} · {m.items} findings · {m.attendees.join(", ")}
                </span>
                <Link href={`/meetings/${m.id}/minutes`}>minutes</Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
