// Meetings: the list (viewers), and opening one over chosen findings (reviewers).
import { z } from "zod";
import { requireRole } from "../../../lib/auth/require-role.ts";
import { createMeeting } from "../../../lib/db/meetings/create-meeting.ts";
import { listMeetings } from "../../../lib/db/meetings/list-meetings.ts";
import { meetingItems } from "../../../lib/contract/meeting-types.ts";
import { answer } from "../answer.ts";
import { bodyOf } from "../body.ts";

const newMeeting = z.object({
  title: z.string().trim().min(1).max(200),
  attendees: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
  items: meetingItems.default([]),
});

export async function GET(request: Request) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  return answer("listing meetings", async (db) => Response.json({ rows: await listMeetings(db) }));
}

export async function POST(request: Request) {
  const allowed = await requireRole(request, "reviewer");
  if (allowed.refused) return allowed.refused;
  const body = await bodyOf(request, newMeeting);
  if (body.error) return body.error;
  return answer("opening a meeting", async (db) =>
    Response.json(
      { id: await createMeeting(db, { ...body.data, userId: allowed.user.id }) },
      { status: 201 },
    ),
  );
}
