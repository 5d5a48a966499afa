// GET /api/figures: the figures over the conversations a query selects, split by model, deployment
// label and day, and before and after a date when one is given.
import { z } from "zod";
import { FLAG_TYPES } from "../findings/flag.ts";
import type { Figures as CountedFigures } from "../findings/figures.ts";

export const figures = z.object({
  conversations: z.number().int(),
  claims: z.number().int(),
  checkable: z.number().int(),
  contradicted: z.number().int(),
  /** Unverifiable because their sentence was not read with certainty. */
  uncertain: z.number().int(),
  /** contradicted ÷ checkable; null when nothing was checkable. */
  falseClaimRate: z.number().nullable(),
  flags: z.partialRecord(z.enum(FLAG_TYPES), z.number().int()),
}) satisfies z.ZodType<CountedFigures>;
export type Figures = z.infer<typeof figures>;

export const figuresResponse = z.object({
  all: figures,
  byModel: z.record(z.string(), figures),
  byLabel: z.record(z.string(), figures),
  byDay: z.record(z.string(), figures),
  before: figures.optional(),
  after: figures.optional(),
});
export type FiguresResponse = z.infer<typeof figuresResponse>;
