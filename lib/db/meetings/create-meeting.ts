// A reviewer opens a meeting over chosen findings; the meeting and its audit entry are one transaction.
import type { Db } from "../client.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { json } from "../db-client.ts";
import { addMeetingItems } from "./add-meeting-items.ts";
import type { MeetingItemRef } from "../../contract/meeting-types.ts";

export async function createMeeting(
  db: Db,
  input: { title: string; attendees: string[]; items: MeetingItemRef[]; userId: string },
): Promise<string> {
  return db.prisma.$transaction(async (tx) => {
    const m = await tx.meeting.create({
      data: { title: input.title, attendees: json(input.attendees), createdById: input.userId },
    });
    await addMeetingItems(tx, m.id, input.items);
    await recordAudit(tx, {
      userId: input.userId,
      action: "meeting-create",
      target: m.id,
      detail: { title: input.title, items: input.items.length },
    });
    return m.id;
  });
}
