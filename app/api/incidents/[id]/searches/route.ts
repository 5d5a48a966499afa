// A saved search of an incident (reviewers): its matches join now, and every ingest after adds the
// conversations it newly matches. `query` is the parameters of GET /api/conversations.
import { requireRole } from "../../../../../lib/auth/require-role.ts";
import { saveSearch } from "../../../../../lib/db/incidents/add-by-search.ts";
import { SearchError } from "../../../../../lib/db/incidents/incident-search.ts";
import { incidentSearch } from "../../../../../lib/contract/incident-types.ts";
import { answer, problem } from "../../../answer.ts";
import { bodyOf } from "../../../body.ts";

export async function POST(request: Request, ctx: RouteContext<"/api/incidents/[id]/searches">) {
  const allowed = await requireRole(request, "reviewer");
  if (allowed.refused) return allowed.refused;
  const { id } = await ctx.params;
  const body = await bodyOf(request, incidentSearch);
  if (body.error) return body.error;
  return answer(`saving a search of incident "${id}"`, async (db) => {
    try {
      return Response.json(await saveSearch(db, id, body.data.query, allowed.user.id), { status: 201 });
    } catch (err) {
      if (err instanceof SearchError) return problem(400, err.message);
      throw err;
    }
  });
}
