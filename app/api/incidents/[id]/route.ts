// One incident whole (viewers), and changing its title, status, owner, report words or the day its
// fix shipped (reviewers; each change in the audit log).
import { changeIncident } from "@/lib/db/incidents/change-incident.ts";
import { getIncident } from "@/lib/db/incidents/get-incident.ts";
import { incidentChange } from "@/lib/contracts/incident-types.ts";
import { endpoint } from "../../endpoint.ts";
import { idParam } from "../../params.ts";

export const GET = endpoint({
  role: "viewer",
  params: idParam,
  handler: ({ db, params }) => getIncident(db, params.id),
});

export const PATCH = endpoint({
  role: "reviewer",
  params: idParam,
  body: incidentChange,
  handler: async ({ db, user, params: { id }, body }) => {
    const changed = await changeIncident(db, id, body, user.id);
    return { changed, incident: await getIncident(db, id) };
  },
});
