// Every decision on one flag or claim, newest first: `?target=flag:<id>` or `?target=claim:<id>`.
import { requireRole } from "../../../lib/auth/require-role.ts";
import { reviewHistory } from "../../../lib/db/reviews/review-history.ts";
import { answer, problem } from "../answer.ts";

export async function GET(request: Request) {
  const allowed = await requireRole(request, "viewer");
  if (allowed.refused) return allowed.refused;
  const target = new URL(request.url).searchParams.get("target") ?? "";
  const m = /^(flag|claim):(.+)$/.exec(target);
  if (!m) return problem(400, `parameter "target": "${target}" is not flag:<id> or claim:<id>`);
  const [, type, id] = m as unknown as [string, "flag" | "claim", string];
  return answer(`reviews of ${type} "${id}"`, async (db) =>
    Response.json({ target, reviews: await reviewHistory(db, type, id) }),
  );
}
