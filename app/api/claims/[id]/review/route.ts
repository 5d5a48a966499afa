// A reviewer agrees with a claim's verdict or corrects it, with a note: the stored review with who
// and when. `{ "decision": "agreed" | "corrected", "verdict"?: …, "note": "…" }`.
import { z } from "zod";
import { requireRole } from "../../../../../lib/auth/require-role.ts";
import { verdict } from "../../../../../lib/contracts/verdict.ts";
import { reviewClaim } from "../../../../../lib/db/claims/review-claim.ts";
import { answer } from "../../../answer.ts";
import { bodyOf } from "../../../body.ts";

const common = { note: z.string().max(4000).default(""), meetingId: z.string().optional() };
const decision = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("agreed"), ...common }),
  z.object({
    decision: z.literal("corrected"),
    verdict,
    ...common,
  }),
]);

export async function POST(request: Request, ctx: RouteContext<"/api/claims/[id]/review">) {
  const allowed = await requireRole(request, "reviewer");
  if (allowed.refused) return allowed.refused;
  const body = await bodyOf(request, decision);
  if (body.error) return body.error;
  const { id } = await ctx.params;
  return answer(`review of claim "${id}"`, async (db) =>
    Response.json(await reviewClaim(db, { claimId: id, ...body.data, reviewer: allowed.user }), {
      status: 201,
    }),
  );
}
