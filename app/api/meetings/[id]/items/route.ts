// A meeting's findings: `{ "add": [{ targetType, targetId }] }` adds some; `{ "minute": { targetType,
// targetId, text } }` records the minute on one.
import { z } from "zod";
import { requireRole } from "../../../../../lib/auth/require-role.ts";
import { addMeetingItems } from "../../../../../lib/db/meetings/add-meeting-items.ts";
import { MEETING_TARGETS, meetingItems } from "../../../../../lib/contract/meeting-types.ts";
import { recordMinute } from "../../../../../lib/db/meetings/record-minute.ts";
import { answer } from "../../../answer.ts";
import { bodyOf } from "../../../body.ts";

const change = z.union([
  z.object({ add: meetingItems.min(1) }),
  z.object({
    minute: z.object({
      targetType: z.enum(MEETING_TARGETS),
      targetId: z.string().min(1),
      text: z.string().max(20_000),
    }),
  }),
]);

export async function POST(request: Request, ctx: RouteContext<"/api/meetings/[id]/items">) {
  const allowed = await requireRole(request, "reviewer");
  if (allowed.refused) return allowed.refused;
  const body = await bodyOf(request, change);
  if (body.error) return body.error;
  const { id } = await ctx.params;
  return answer(`meeting "${id}"`, async (db) => {
    if ("add" in body.data)
      return Response.json({ added: await addMeetingItems(db.prisma, id, body.data.add) });
    const { text, ...item } = body.data.minute;
    await recordMinute(db, id, item, text);
    return Response.json({ ...item, minute: text });
  });
}
