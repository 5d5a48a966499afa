// What a claim or flag speaks of: a part, a staff, a range of printed bar numbers, a property.
import { z } from "zod";
import { PROPERTIES, type Subject } from "../claims/claim.ts";

export const subject = z.object({
  part: z.string().nullable(),
  staff: z.number().int().nullable(),
  bars: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
  property: z.enum(PROPERTIES),
}) satisfies z.ZodType<Subject>;
