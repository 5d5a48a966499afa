// The values the conversation filters offer: models, deployment labels, scores.
import { listFilterValues } from "../../../lib/db/conversations/list-filter-values.ts";
import { answer } from "../answer.ts";
import { requireRole } from "../../../lib/auth/require-role.ts";

export async function GET(request: Request) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  return answer("filter values", async (db) => Response.json(await listFilterValues(db)));
}
