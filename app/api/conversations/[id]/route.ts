import { getConversation } from "../../../../lib/db/conversations/get-conversation.ts";
import { answer, problem } from "../../answer.ts";
import { requireRole } from "../../../../lib/auth/require-role.ts";

export async function GET(request: Request, ctx: RouteContext<"/api/conversations/[id]">) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  const { id } = await ctx.params;
  return answer(`conversation "${id}"`, async (db) => {
    const c = await getConversation(db, id);
    return c ? Response.json(c) : problem(404, `no conversation "${id}"`);
  });
}
