// The address of a bar re-read (route and page alike): version from 1, the bar's printed number,
// and optionally a part id and a staff from 1.
import { z } from "zod";

const address = z.object({
  scoreId: z.string().min(1),
  version: z.coerce
    .number({ error: "must be a version number (1, 2, …)" })
    .int({ error: "must be a version number (1, 2, …)" })
    .min(1, { error: "must be a version number (1, 2, …)" }),
  bar: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[\w.-]+$/, "must be a printed bar number (4, 12a, X1)"),
  part: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().max(64).optional()),
  staff: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce
      .number({ error: "must be a staff number (1, 2, …)" })
      .int({ error: "must be a staff number (1, 2, …)" })
      .min(1, { error: "must be a staff number (1, 2, …)" })
      .optional(),
  ),
});

export type BarAddress = z.infer<typeof address>;

export function parseBarAddress(
  raw: Record<string, unknown>,
): { ok: true; address: BarAddress } | { ok: false; error: string } {
  const r = address.safeParse(raw);
  if (r.success) return { ok: true, address: r.data };
  const issue = r.error.issues[0]!;
  const name = String(issue.path[0] ?? "bar");
  return {
    ok: false,
    error: `parameter "${name}" is ${JSON.stringify(raw[name] ?? "")}, but it ${issue.message}`,
  };
}
