import { getConversation } from "../../../../lib/db/conversations/get-conversation.ts";
import { answer, problem } from "../../answer.ts";

export async function GET(_request: Request, ctx: RouteContext<"/api/conversations/[id]">) {
  const { id } = await ctx.params;
  return answer(`conversation "${id}"`, async (db) => {
    const c = await getConversation(db, id);
    return c ? Response.json(c) : problem(404, `no conversation "${id}"`);
  });
}
