// The incident's timeline across its conversations: saves, claims, flags and review decisions.
import { incidentTimeline } from "@/lib/db/incidents/incident-timeline.ts";
import { endpoint } from "../../../endpoint.ts";
import { idParam } from "../../../params.ts";

export const GET = endpoint({
  role: "viewer",
  params: idParam,
  handler: ({ db, params }) => incidentTimeline(db, params.id),
});
