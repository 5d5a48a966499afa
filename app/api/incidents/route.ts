// Incidents: the list (viewers), and opening one from a conversation, a flag or a claim (reviewers).
import { requireRole } from "../../../lib/auth/require-role.ts";
import { createIncident } from "../../../lib/db/incidents/create-incident.ts";
import { newIncident } from "../../../lib/contract/incident-types.ts";
import { listIncidents } from "../../../lib/db/incidents/list-incidents.ts";
import { answer } from "../answer.ts";
import { bodyOf } from "../body.ts";

export async function GET(request: Request) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  return answer("listing incidents", async (db) => Response.json({ rows: await listIncidents(db) }));
}

export async function POST(request: Request) {
  const allowed = await requireRole(request, "reviewer");
  if (allowed.refused) return allowed.refused;
  const body = await bodyOf(request, newIncident);
  if (body.error) return body.error;
  return answer("opening an incident", async (db) =>
    Response.json(
      { id: await createIncident(db, { ...body.data, userId: allowed.user.id }) },
      { status: 201 },
    ),
  );
}
