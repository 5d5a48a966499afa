// Findings added to a meeting go after those it has; one already in it is not added twice, and one
// that does not exist is named.
import type { DbClient } from "../db-client.ts";
import { AppError } from "../../errors/app-error.ts";
import type { MeetingItemRef } from "../../contracts/meeting.ts";

export async function addMeetingItems(
  prisma: DbClient,
  meetingId: string,
  items: readonly MeetingItemRef[],
): Promise<number> {
  const meeting = await prisma.meeting.findUnique({
    where: { id: meetingId },
    include: { items: { select: { targetType: true, targetId: true, position: true } } },
  });
  if (!meeting) throw new AppError("not-found", `no meeting "${meetingId}"`);
  const have = new Set(meeting.items.map((i) => `${i.targetType}:${i.targetId}`));
  let position = Math.max(0, ...meeting.items.map((i) => i.position + 1));
  let added = 0;
  for (const item of items) {
    const key = `${item.targetType}:${item.targetId}`;
    if (have.has(key)) continue;
    const exists =
      item.targetType === "flag"
        ? await prisma.flag.count({ where: { id: item.targetId } })
        : item.targetType === "claim"
          ? await prisma.claim.count({ where: { id: item.targetId } })
          : await prisma.conversation.count({ where: { id: item.targetId } });
    if (!exists) throw new AppError("not-found", `no ${item.targetType} "${item.targetId}"`);
    await prisma.meetingItem.create({ data: { meetingId, position: position++, ...item } });
    have.add(key);
    added++;
  }
  return added;
}
