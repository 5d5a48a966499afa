// A reviewer agrees with a claim's verdict or corrects it, with a note: the stored review with who
// and when. `{ "decision": "agreed" | "corrected", "verdict"?: …, "note": "…" }`.
import { z } from "zod";
import { verdict } from "@/lib/contracts/verdict.ts";
import { reviewClaim } from "@/lib/db/claims/review-claim.ts";
import { endpoint } from "../../../endpoint.ts";
import { idParam } from "../../../params.ts";

const common = { note: z.string().max(4000).default(""), meetingId: z.string().optional() };

export const POST = endpoint({
  role: "reviewer",
  params: idParam,
  body: z.discriminatedUnion("decision", [
    z.object({ decision: z.literal("agreed"), ...common }),
    z.object({ decision: z.literal("corrected"), verdict, ...common }),
  ]),
  status: 201,
  handler: ({ db, user, params, body }) => reviewClaim(db, { claimId: params.id, ...body, reviewer: user }),
});
