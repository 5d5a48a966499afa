// Every stored score with its number of versions and of versions that changed nothing.
import { listScores } from "../../../lib/db/scores/list-scores.ts";
import { answer } from "../answer.ts";

export async function GET() {
  return answer("listing scores", async (db) => Response.json(await listScores(db)));
}
