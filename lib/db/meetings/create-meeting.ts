// A reviewer opens a meeting over chosen findings; the meeting and its audit entry are one transaction.
import type { Db } from "../client.ts";
import { mutation } from "../audit/record-audit.ts";
import { json } from "../db-client.ts";
import { addMeetingItems } from "./add-meeting-items.ts";
import type { MeetingItemRef } from "../../contracts/meeting.ts";

export async function createMeeting(
  db: Db,
  input: { title: string; attendees: string[]; items: MeetingItemRef[]; userId: string },
): Promise<string> {
  return mutation(db, input.userId, "meeting-create", async (tx) => {
    const m = await tx.meeting.create({
      data: { title: input.title, attendees: json(input.attendees), createdById: input.userId },
    });
    await addMeetingItems(tx, m.id, input.items);
    return {
      value: m.id,
      audit: { target: m.id, detail: { title: input.title, items: input.items.length } },
    };
  });
}
