// A reviewer adds findings to a meeting; those it adds and the audit entry are one transaction (an
// addition that adds nothing changes nothing, and is not logged).
import { mutation } from "../audit/record-audit.ts";
import type { Db } from "../client.ts";
import type { MeetingItemRef } from "../../contracts/meeting.ts";
import { addMeetingItems } from "./add-meeting-items.ts";

export async function addToMeeting(
  db: Db,
  input: { meetingId: string; items: readonly MeetingItemRef[]; userId: string },
): Promise<number> {
  return mutation(db, input.userId, "meeting-add", async (tx) => {
    const added = await addMeetingItems(tx, input.meetingId, input.items);
    return {
      value: added,
      audit: added > 0 ? { target: input.meetingId, detail: { asked: input.items.length, added } } : null,
    };
  });
}
