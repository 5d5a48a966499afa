// A saved search of an incident (reviewers): its matches join now, and every ingest after adds the
// conversations it newly matches. `query` is the parameters of GET /api/conversations.
import { saveSearch } from "@/lib/db/incidents/add-by-search.ts";
import { incidentSearch } from "@/lib/contracts/incident-types.ts";
import { endpoint } from "../../../endpoint.ts";
import { idParam } from "../../../params.ts";

export const POST = endpoint({
  role: "reviewer",
  params: idParam,
  body: incidentSearch,
  status: 201,
  handler: ({ db, user, params, body }) => saveSearch(db, params.id, body.query, user.id),
});
