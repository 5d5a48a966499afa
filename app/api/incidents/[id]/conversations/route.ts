// Conversations join an incident (reviewers): those named by id, or every one a search matches
// (`query`, the parameters of GET /api/conversations as URL parameters). Each addition is audited.
import { z } from "zod";
import { addByIds, addBySearch } from "@/lib/db/incidents/add-by-search.ts";
import { incidentConversationIds, incidentSearch } from "@/lib/contracts/incident-types.ts";
import { endpoint } from "../../../endpoint.ts";
import { idParam } from "../../../params.ts";

export const POST = endpoint({
  role: "reviewer",
  params: idParam,
  body: z.union([incidentConversationIds, incidentSearch]),
  handler: async ({ db, user, params: { id }, body }) =>
    "conversationIds" in body
      ? { added: await addByIds(db, id, body.conversationIds, user.id) }
      : addBySearch(db, id, body.query, user.id),
});
