// Admins: the audit log, newest first (`page`, `pageSize`, `action`).
import { z } from "zod";
import { requireRole } from "../../../lib/auth/require-role.ts";
import { listAudit } from "../../../lib/db/audit/list-audit.ts";
import { answer, problem } from "../answer.ts";

const params = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  action: z.string().optional(),
});

export async function GET(request: Request) {
  const allowed = await requireRole(request, "admin");
  if (allowed.refused) return allowed.refused;
  const parsed = params.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success)
    return problem(
      400,
      `parameter "${String(parsed.error.issues[0]!.path[0])}": ${parsed.error.issues[0]!.message}`,
    );
  return answer("audit log", async (db) => Response.json(await listAudit(db, parsed.data)));
}
