// Every decision on one flag or claim, newest first: `?target=flag:<id>` or `?target=claim:<id>`.
import { reviewHistory } from "@/lib/db/reviews/review-history.ts";
import { reviewsQuery } from "@/lib/db/reviews/reviews-query.ts";
import { endpoint } from "../endpoint.ts";

export const GET = endpoint({
  role: "viewer",
  query: reviewsQuery,
  handler: async ({ db, query: { target } }) => ({
    target: `${target.type}:${target.id}`,
    reviews: await reviewHistory(db, target.type, target.id),
  }),
});
