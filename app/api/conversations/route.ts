import { findConversations } from "../../../lib/db/conversations/find-conversations.ts";
import { answer, queryOf } from "../answer.ts";

export async function GET(request: Request) {
  const q = queryOf(request);
  if ("error" in q) return q.error;
  return answer("listing conversations", async (db) => Response.json(await findConversations(db, q.query)));
}
