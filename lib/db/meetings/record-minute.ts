// The free-text minute a meeting keeps on one of its findings; the minute and its audit entry are one
// transaction. The entry names the finding, not the text.
import { mutation } from "../audit/record-audit.ts";
import type { Db } from "../client.ts";
import { AppError } from "../../errors/app-error.ts";
import type { MeetingItemRef } from "../../contracts/meeting.ts";

export async function recordMinute(
  db: Db,
  input: { meetingId: string; item: MeetingItemRef; minute: string; userId: string },
): Promise<void> {
  const { meetingId, item } = input;
  await mutation(db, input.userId, "meeting-minute", async (tx) => {
    const { count } = await tx.meetingItem.updateMany({
      where: { meetingId, ...item },
      data: { minute: input.minute },
    });
    if (count === 0)
      throw new AppError("not-found", `meeting "${meetingId}" has no ${item.targetType} "${item.targetId}"`);
    return { value: undefined, audit: { target: meetingId, detail: { ...item, minute: "changed" } } };
  });
}
