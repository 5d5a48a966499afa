// One score's versions in order: who saved each, its diff, whether it changed nothing.
import { z } from "zod";
import { getScoreHistory } from "@/lib/db/scores/get-score-history.ts";
import { found } from "@/lib/errors/app-error.ts";
import { endpoint } from "../../endpoint.ts";

export const GET = endpoint({
  role: "viewer",
  params: z.object({ scoreId: z.string().min(1) }),
  handler: async ({ db, params: { scoreId } }) =>
    found(await getScoreHistory(db, scoreId), `no score "${scoreId}"`),
});
