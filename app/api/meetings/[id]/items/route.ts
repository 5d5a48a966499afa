// A meeting's findings: `{ "add": [{ targetType, targetId }] }` adds some; `{ "minute": { targetType,
// targetId, text } }` records the minute on one.
import { z } from "zod";
import { addToMeeting } from "@/lib/db/meetings/add-to-meeting.ts";
import { MEETING_TARGETS, meetingItems } from "@/lib/contracts/meeting.ts";
import { recordMinute } from "@/lib/db/meetings/record-minute.ts";
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
  handler: async ({ db, user, params: { id }, body }) => {
    if ("add" in body)
      return { added: await addToMeeting(db, { meetingId: id, items: body.add, userId: user.id }) };
    const { text, ...item } = body.minute;
    await recordMinute(db, { meetingId: id, item, minute: text, userId: user.id });
    return { ...item, minute: text };
  },
});
