// The free-text minute a meeting keeps on one of its findings.
import type { Db } from "../client.ts";
import { AppError } from "../../errors/app-error.ts";
import type { MeetingItemRef } from "../../contract/meeting-types.ts";

export async function recordMinute(
  db: Db,
  meetingId: string,
  item: MeetingItemRef,
  minute: string,
): Promise<void> {
  const { count } = await db.prisma.meetingItem.updateMany({
    where: { meetingId, ...item },
    data: { minute },
  });
  if (count === 0)
    throw new AppError("not-found", `meeting "${meetingId}" has no ${item.targetType} "${item.targetId}"`);
}
