// Incidents: the list (viewers), and opening one from a conversation, a flag or a claim (reviewers).
import { createIncident } from "@/lib/db/incidents/create-incident.ts";
import { newIncident } from "@/lib/contracts/incident-types.ts";
import { listIncidents } from "@/lib/db/incidents/list-incidents.ts";
import { endpoint } from "../endpoint.ts";

export const GET = endpoint({
  role: "viewer",
  handler: async ({ db }) => ({ rows: await listIncidents(db) }),
});

export const POST = endpoint({
  role: "reviewer",
  body: newIncident,
  status: 201,
  handler: async ({ db, user, body }) => ({ id: await createIncident(db, { ...body, userId: user.id }) }),
});
