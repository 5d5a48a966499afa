// GET /api/health: the database answers, and how many conversations it holds.
import { z } from "zod";

export const health = z.object({
  ok: z.literal(true),
  database: z.enum(["sqlite", "postgresql"]),
  conversations: z.number().int(),
});
export type Health = z.infer<typeof health>;
