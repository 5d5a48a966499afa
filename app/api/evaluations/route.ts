// Every evaluation the conversations are labelled with, and how many requests, deployments and
// conversations each has.
import { listEvaluations } from "@/lib/db/evaluations/list-evaluations.ts";
import { endpoint } from "../endpoint.ts";

export const GET = endpoint({
  role: "viewer",
  handler: async ({ db }) => ({ evaluations: await listEvaluations(db) }),
});
