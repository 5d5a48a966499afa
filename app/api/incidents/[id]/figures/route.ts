// The incident's figures: by day and deployment, and before/after the day its fix shipped.
import { incidentFigures } from "@/lib/db/incidents/incident-figures.ts";
import { endpoint } from "../../../endpoint.ts";
import { idParam } from "../../../params.ts";

export const GET = endpoint({
  role: "viewer",
  params: idParam,
  handler: ({ db, params }) => incidentFigures(db, params.id),
});
