import { getHealth, getStatus } from "../../../lib/db/health/get-health.ts";
import { answer } from "../answer.ts";
import { sessionUser } from "../../../lib/auth/session-user.ts";

// A probe (a load balancer, a container check, `barline serve` waiting for the app) has no session:
// it is told that the database answers and nothing of what it holds; a signed-in user gets the counts.
export async function GET(request: Request) {
  const user = await sessionUser(request.headers);
  return answer("health", async (db) => Response.json(user ? await getHealth(db) : await getStatus(db)));
}
