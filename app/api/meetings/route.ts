// Meetings: the list (viewers), and opening one over chosen findings (reviewers).
import { z } from "zod";
import { createMeeting } from "@/lib/db/meetings/create-meeting.ts";
import { listMeetings } from "@/lib/db/meetings/list-meetings.ts";
import { meetingItems } from "@/lib/contracts/meeting.ts";
import { endpoint } from "../endpoint.ts";

export const GET = endpoint({
  role: "viewer",
  handler: async ({ db }) => ({ rows: await listMeetings(db) }),
});

export const POST = endpoint({
  role: "reviewer",
  body: z.object({
    title: z.string().trim().min(1).max(200),
    attendees: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
    items: meetingItems.default([]),
  }),
  status: 201,
  handler: async ({ db, user, body }) => ({ id: await createMeeting(db, { ...body, userId: user.id }) }),
});
