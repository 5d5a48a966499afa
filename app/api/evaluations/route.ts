// Every evaluation the conversations are labelled with, and how many requests, deployments and
// conversations each has.
import { listEvaluations } from "../../../lib/db/evaluations/list-evaluations.ts";
import { answer } from "../answer.ts";
import { requireRole } from "../../../lib/auth/require-role.ts";

export async function GET(request: Request) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  return answer("listing evaluations", async (db) =>
    Response.json({ evaluations: await listEvaluations(db) }),
  );
}
