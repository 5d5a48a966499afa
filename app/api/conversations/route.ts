import { findConversations } from "../../../lib/db/conversations/find-conversations.ts";
import { answer, queryOf } from "../answer.ts";
import { requireRole } from "../../../lib/auth/require-role.ts";

export async function GET(request: Request) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  const q = queryOf(request);
  if ("error" in q) return q.error;
  return answer("listing conversations", async (db) => Response.json(await findConversations(db, q.query)));
}
