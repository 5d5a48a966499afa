// A version a tool call saved, with its diff lines; and what a call did to the score: saved a version,
// or saved none (the version still in force, and what the tool answered).
import { z } from "zod";

export const savedVersionView = z.object({
  scoreId: z.string(),
  version: z.number().int(),
  toolCallId: z.string().nullable(),
  noOp: z.boolean(),
  changes: z.array(z.string()),
});
export type SavedVersionView = z.infer<typeof savedVersionView>;

export const callOutcome = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("saved"), saved: savedVersionView }),
  z.object({
    kind: z.literal("none"),
    /** The version still in force after the call, or null when nothing says. */
    still: z.number().int().nullable(),
    /** The tool's answer (its first line) and whether it said it failed (null: the log does not say). */
    answer: z.object({ text: z.string(), isError: z.boolean().nullable() }).nullable(),
  }),
]);
export type CallOutcome = z.infer<typeof callOutcome>;
