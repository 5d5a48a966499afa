// Meetings, newest first, with how many findings each holds.
import type { Db } from "../client.ts";

export interface MeetingRow {
  id: string;
  title: string;
  heldOn: string;
  attendees: string[];
  items: number;
}

export async function listMeetings(db: Db): Promise<MeetingRow[]> {
  const rows = await db.prisma.meeting.findMany({
    orderBy: { heldOn: "desc" },
    include: { _count: { select: { items: true } } },
  });
  return rows.map((m) => ({
    id: m.id,
    title: m.title,
    heldOn: m.heldOn.toISOString(),
    attendees: m.attendees as string[],
    items: m._count.items,
  }));
}
