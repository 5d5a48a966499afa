// One meeting whole: attendees, each finding with its evidence, decisions and minutes.
import { getMeeting } from "@/lib/db/meetings/get-meeting.ts";
import { endpoint } from "../../endpoint.ts";
import { idParam } from "../../params.ts";

export const GET = endpoint({
  role: "viewer",
  params: idParam,
  handler: ({ db, params }) => getMeeting(db, params.id),
});
