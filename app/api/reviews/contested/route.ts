// The findings whose decision in force a later re-analysis contradicts.
import { findContested } from "@/lib/db/reviews/find-contested.ts";
import { endpoint } from "../../endpoint.ts";

export const GET = endpoint({
  role: "viewer",
  handler: async ({ db }) => ({ rows: await findContested(db) }),
});
