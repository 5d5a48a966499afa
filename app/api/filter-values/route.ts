// The values the conversation filters offer: models, deployment labels, scores.
import { listFilterValues } from "@/lib/db/conversations/list-filter-values.ts";
import { endpoint } from "../endpoint.ts";

export const GET = endpoint({ role: "viewer", handler: ({ db }) => listFilterValues(db) });
