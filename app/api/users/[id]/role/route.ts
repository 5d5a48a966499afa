// Admins change a user's role: `{ "role": "viewer" | "reviewer" | "admin" }`.
import { z } from "zod";
import { requireRole } from "../../../../../lib/auth/require-role.ts";
import { forgetSessions } from "../../../../../lib/auth/session-memo.ts";
import { ROLES } from "../../../../../lib/access/roles.ts";
import { LastAdminError, setRole } from "../../../../../lib/db/users/set-role.ts";
import { answer, problem } from "../../../answer.ts";
import { bodyOf } from "../../../body.ts";

export async function POST(request: Request, ctx: RouteContext<"/api/users/[id]/role">) {
  const allowed = await requireRole(request, "admin");
  if (allowed.refused) return allowed.refused;
  const body = await bodyOf(request, z.object({ role: z.enum(ROLES) }));
  if (body.error) return body.error;
  const { id } = await ctx.params;
  return answer(`role of user "${id}"`, async (db) => {
    try {
      await setRole(db, { userId: id, role: body.data.role, byUserId: allowed.user.id });
      forgetSessions();
      return Response.json({ id, role: body.data.role });
    } catch (e) {
      if (e instanceof LastAdminError) return problem(409, e.message);
      throw e;
    }
  });
}
