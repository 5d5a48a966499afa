// Barline's precision as its reviewers judged it, per flag type and claim kind, and per day.
import { requireRole } from "../../../lib/auth/require-role.ts";
import { getPrecision } from "../../../lib/db/reviews/get-precision.ts";
import { answer } from "../answer.ts";

export async function GET(request: Request) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  return answer("precision", async (db) => Response.json(await getPrecision(db)));
}
