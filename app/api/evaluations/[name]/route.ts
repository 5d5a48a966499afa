// One evaluation's table: per request and deployment, the figures with the false-claim rate's 95%
// interval, and two deployments side by side (`baseline`, `candidate`: deployment labels; by default
// the one that ran first against the one that ran last).
import { z } from "zod";
import { compareQuery } from "@/lib/db/evaluations/compare-query.ts";
import { getEvaluation } from "@/lib/db/evaluations/get-evaluation.ts";
import { endpoint } from "../../endpoint.ts";

export const GET = endpoint({
  role: "viewer",
  params: z.object({ name: z.string().min(1) }),
  query: compareQuery,
  handler: ({ db, params, query }) => getEvaluation(db, params.name, query),
});
