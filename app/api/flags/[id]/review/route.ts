// A reviewer confirms or dismisses a flag, with a note: the stored review with who and when.
import { z } from "zod";
import { reviewFlag } from "@/lib/db/flags/review-flag.ts";
import { endpoint } from "../../../endpoint.ts";
import { idParam } from "../../../params.ts";

export const POST = endpoint({
  role: "reviewer",
  params: idParam,
  body: z.object({
    decision: z.enum(["confirmed", "dismissed"]),
    note: z.string().max(4000).default(""),
    meetingId: z.string().optional(),
  }),
  status: 201,
  handler: ({ db, user, params, body }) => reviewFlag(db, { flagId: params.id, ...body, reviewer: user }),
});
