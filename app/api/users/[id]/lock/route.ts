// Admins lock or unlock an account: `{ "locked": true | false }`. A locked account's sessions end at
// once, on this process too (its remembered sessions are forgotten), and it cannot sign in.
import { z } from "zod";
import { requireRole } from "../../../../../lib/auth/require-role.ts";
import { forgetSessions } from "../../../../../lib/auth/session-memo.ts";
import { LastAdminError, OwnAccountError } from "../../../../../lib/db/users/account-rules.ts";
import { setLocked } from "../../../../../lib/db/users/lock-user.ts";
import { answer, problem } from "../../../answer.ts";
import { bodyOf } from "../../../body.ts";

export async function POST(request: Request, ctx: RouteContext<"/api/users/[id]/lock">) {
  const allowed = await requireRole(request, "admin");
  if (allowed.refused) return allowed.refused;
  const body = await bodyOf(request, z.object({ locked: z.boolean() }));
  if (body.error) return body.error;
  const { id } = await ctx.params;
  return answer(`locking user "${id}"`, async (db) => {
    try {
      await setLocked(db, { userId: id, locked: body.data.locked, byUserId: allowed.user.id });
      forgetSessions();
      return Response.json({ id, locked: body.data.locked });
    } catch (e) {
      if (e instanceof LastAdminError || e instanceof OwnAccountError) return problem(409, e.message);
      throw e;
    }
  });
}
