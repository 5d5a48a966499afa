// The incident's figures: by day and deployment, and before/after the day its fix shipped.
import { requireRole } from "../../../../../lib/auth/require-role.ts";
import { incidentFigures } from "../../../../../lib/db/incidents/incident-figures.ts";
import { answer } from "../../../answer.ts";

export async function GET(request: Request, ctx: RouteContext<"/api/incidents/[id]/figures">) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  const { id } = await ctx.params;
  return answer(`figures of incident "${id}"`, async (db) => Response.json(await incidentFigures(db, id)));
}
