// A reviewer confirms or dismisses a flag, with a note: the stored review with who and when.
import { z } from "zod";
import { requireRole } from "../../../../../lib/auth/require-role.ts";
import { reviewFlag } from "../../../../../lib/db/flags/review-flag.ts";
import { answer } from "../../../answer.ts";
import { bodyOf } from "../../../body.ts";

const decision = z.object({
  decision: z.enum(["confirmed", "dismissed"]),
  note: z.string().max(4000).default(""),
  meetingId: z.string().optional(),
});

export async function POST(request: Request, ctx: RouteContext<"/api/flags/[id]/review">) {
  const allowed = await requireRole(request, "reviewer");
  if (allowed.refused) return allowed.refused;
  const body = await bodyOf(request, decision);
  if (body.error) return body.error;
  const { id } = await ctx.params;
  return answer(`review of flag "${id}"`, async (db) =>
    Response.json(await reviewFlag(db, { flagId: id, ...body.data, reviewer: allowed.user }), {
      status: 201,
    }),
  );
}
