// A meeting's findings: `{ "add": [{ targetType, targetId }] }` adds some; `{ "minute": { targetType,
// targetId, text } }` records the minute on one.
import { z } from "zod";
import { addMeetingItems } from "../../../../../lib/db/meetings/add-meeting-items.ts";
import { MEETING_TARGETS, meetingItems } from "../../../../../lib/contract/meeting-types.ts";
import { recordMinute } from "../../../../../lib/db/meetings/record-minute.ts";
import { endpoint } from "../../../endpoint.ts";
import { idParam } from "../../../params.ts";

export const POST = endpoint({
  role: "reviewer",
  params: idParam,
  body: z.union([
    z.object({ add: meetingItems.min(1) }),
    z.object({
      minute: z.object({
        targetType: z.enum(MEETING_TARGETS),
        targetId: z.string().min(1),
        text: z.string().max(20_000),
      }),
    }),
  ]),
  handler: async ({ db, params: { id }, body }) => {
    if ("add" in body) return { added: await addMeetingItems(db.prisma, id, body.add) };
    const { text, ...item } = body.minute;
    await recordMinute(db, id, item, text);
    return { ...item, minute: text };
  },
});
