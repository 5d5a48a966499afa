import { getHealth } from "../../../lib/db/health/get-health.ts";
import { answer } from "../answer.ts";

export async function GET() {
  return answer("health", async (db) => Response.json(await getHealth(db)));
}
