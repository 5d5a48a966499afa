// One meeting whole: attendees, each finding with its evidence, decisions and minutes.
import { requireRole } from "../../../../lib/auth/require-role.ts";
import { getMeeting } from "../../../../lib/db/meetings/get-meeting.ts";
import { answer } from "../../answer.ts";

export async function GET(request: Request, ctx: RouteContext<"/api/meetings/[id]">) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  const { id } = await ctx.params;
  return answer(`meeting "${id}"`, async (db) => Response.json(await getMeeting(db, id)));
}
