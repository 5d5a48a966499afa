// A probe (a load balancer, a container check, `barline serve` waiting for the app) has no session:
// it is told that the database answers and nothing of what it holds; a signed-in user gets the counts.
import { sessionUser } from "@/lib/auth/session-user.ts";
import { getHealth, getStatus } from "@/lib/db/health/get-health.ts";
import { endpoint } from "../endpoint.ts";

export const GET = endpoint({
  role: "anyone",
  handler: async ({ db, request }) => ((await sessionUser(request.headers)) ? getHealth(db) : getStatus(db)),
});
