// The incident's timeline across its conversations: saves, claims, flags and review decisions.
import { requireRole } from "../../../../../lib/auth/require-role.ts";
import { incidentTimeline } from "../../../../../lib/db/incidents/incident-timeline.ts";
import { answer } from "../../../answer.ts";

export async function GET(request: Request, ctx: RouteContext<"/api/incidents/[id]/timeline">) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  const { id } = await ctx.params;
  return answer(`timeline of incident "${id}"`, async (db) => Response.json(await incidentTimeline(db, id)));
}
