// The findings whose decision in force a later re-analysis contradicts.
import { requireRole } from "../../../../lib/auth/require-role.ts";
import { findContested } from "../../../../lib/db/reviews/find-contested.ts";
import { answer } from "../../answer.ts";

export async function GET(request: Request) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  return answer("contested findings", async (db) => Response.json({ rows: await findContested(db) }));
}
