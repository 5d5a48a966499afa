// Conversations join an incident (reviewers): those named by id, or every one a search matches
// (`query`, the parameters of GET /api/conversations as URL parameters). Each addition is audited.
import { z } from "zod";
import { requireRole } from "../../../../../lib/auth/require-role.ts";
import { addByIds, addBySearch } from "../../../../../lib/db/incidents/add-by-search.ts";
import { SearchError } from "../../../../../lib/db/incidents/incident-search.ts";
import { incidentConversationIds, incidentSearch } from "../../../../../lib/contract/incident-types.ts";
import { answer, problem } from "../../../answer.ts";
import { bodyOf } from "../../../body.ts";

const addition = z.union([incidentConversationIds, incidentSearch]);

export async function POST(request: Request, ctx: RouteContext<"/api/incidents/[id]/conversations">) {
  const allowed = await requireRole(request, "reviewer");
  if (allowed.refused) return allowed.refused;
  const { id } = await ctx.params;
  const body = await bodyOf(request, addition);
  if (body.error) return body.error;
  return answer(`adding conversations to incident "${id}"`, async (db) => {
    try {
      if ("conversationIds" in body.data)
        return Response.json({ added: await addByIds(db, id, body.data.conversationIds, allowed.user.id) });
      return Response.json(await addBySearch(db, id, body.data.query, allowed.user.id));
    } catch (err) {
      if (err instanceof SearchError) return problem(400, err.message);
      throw err;
    }
  });
}
