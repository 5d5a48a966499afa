// The review queue: unreviewed flags, newest first, over the conversations the query selects.
import { findUnreviewedFlags } from "../../../lib/db/flags/find-unreviewed-flags.ts";
import { answer, queryOf } from "../answer.ts";
import { requireRole } from "../../../lib/auth/require-role.ts";

export async function GET(request: Request) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  const q = queryOf(request);
  if ("error" in q) return q.error;
  return answer("unreviewed flags", async (db) => Response.json(await findUnreviewedFlags(db, q.query)));
}
