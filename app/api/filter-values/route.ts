// The values the conversation filters offer: models, deployment labels, scores.
import { listFilterValues } from "../../../lib/db/conversations/list-filter-values.ts";
import { answer } from "../answer.ts";

export async function GET() {
  return answer("filter values", async (db) => Response.json(await listFilterValues(db)));
}
