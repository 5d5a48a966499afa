// One incident whole (viewers), and changing its title, status, owner, report words or the day its
// fix shipped (reviewers; each change in the audit log).
import { requireRole } from "../../../../lib/auth/require-role.ts";
import { changeIncident } from "../../../../lib/db/incidents/change-incident.ts";
import { getIncident } from "../../../../lib/db/incidents/get-incident.ts";
import { incidentChange } from "../../../../lib/contract/incident-types.ts";
import { answer } from "../../answer.ts";
import { bodyOf } from "../../body.ts";

export async function GET(request: Request, ctx: RouteContext<"/api/incidents/[id]">) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  const { id } = await ctx.params;
  return answer(`incident "${id}"`, async (db) => Response.json(await getIncident(db, id)));
}

export async function PATCH(request: Request, ctx: RouteContext<"/api/incidents/[id]">) {
  const allowed = await requireRole(request, "reviewer");
  if (allowed.refused) return allowed.refused;
  const { id } = await ctx.params;
  const body = await bodyOf(request, incidentChange);
  if (body.error) return body.error;
  return answer(`changing incident "${id}"`, async (db) => {
    const changed = await changeIncident(db, id, body.data, allowed.user.id);
    return Response.json({ changed, incident: await getIncident(db, id) });
  });
}
