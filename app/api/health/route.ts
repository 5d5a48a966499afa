import { getHealth } from "../../../lib/db/health/get-health.ts";
import { answer } from "../answer.ts";
import { requireRole } from "../../../lib/auth/require-role.ts";

export async function GET(request: Request) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  return answer("health", async (db) => Response.json(await getHealth(db)));
}
