// Every stored score with its number of versions and of versions that changed nothing.
import { listScores } from "@/lib/db/scores/list-scores.ts";
import { endpoint } from "../endpoint.ts";

export const GET = endpoint({ role: "viewer", handler: ({ db }) => listScores(db) });
