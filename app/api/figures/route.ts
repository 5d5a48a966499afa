import { getFigures } from "../../../lib/db/figures/get-figures.ts";
import { answer, queryOf } from "../answer.ts";

export async function GET(request: Request) {
  const q = queryOf(request);
  if ("error" in q) return q.error;
  return answer("figures", async (db) => Response.json(await getFigures(db, q.query)));
}
