// Every stored score with its number of versions and of versions that changed nothing.
import { listScores } from "../../../lib/db/scores/list-scores.ts";
import { answer } from "../answer.ts";
import { requireRole } from "../../../lib/auth/require-role.ts";

export async function GET(request: Request) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  return answer("listing scores", async (db) => Response.json(await listScores(db)));
}
