// Admins remove an account: it can no longer sign in, its sessions end at once, its address can be
// given to a new account; its reviews and audit entries keep its name.
import { requireRole } from "../../../../../lib/auth/require-role.ts";
import { forgetSessions } from "../../../../../lib/auth/session-memo.ts";
import { LastAdminError, OwnAccountError } from "../../../../../lib/db/users/account-rules.ts";
import { removeUser } from "../../../../../lib/db/users/remove-user.ts";
import { answer, problem } from "../../../answer.ts";

export async function POST(request: Request, ctx: RouteContext<"/api/users/[id]/remove">) {
  const allowed = await requireRole(request, "admin");
  if (allowed.refused) return allowed.refused;
  const { id } = await ctx.params;
  return answer(`removing user "${id}"`, async (db) => {
    try {
      await removeUser(db, { userId: id, byUserId: allowed.user.id });
      forgetSessions();
      return Response.json({ id, removed: true });
    } catch (e) {
      if (e instanceof LastAdminError || e instanceof OwnAccountError) return problem(409, e.message);
      throw e;
    }
  });
}
