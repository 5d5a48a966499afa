// A write's JSON body read against its schema: the data, or a 400 naming the field that is wrong.
import type { z } from "zod";
import { problem } from "./answer.ts";

export async function bodyOf<T extends z.ZodType>(
  request: Request,
  schema: T,
): Promise<{ data: z.infer<T>; error?: never } | { data?: never; error: Response }> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return { error: problem(400, "the body is not JSON") };
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { data: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { error: problem(400, `field "${issue.path.join(".") || "body"}": ${issue.message}`) };
}
