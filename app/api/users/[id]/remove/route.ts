// Admins remove an account: it can no longer sign in, its sessions end at once, its address can be
// given to a new account; its reviews and audit entries keep its name.
import { forgetSessions } from "@/lib/auth/session-memo.ts";
import { removeUser } from "@/lib/db/users/remove-user.ts";
import { endpoint } from "../../../endpoint.ts";
import { idParam } from "../../../params.ts";

export const POST = endpoint({
  role: "admin",
  params: idParam,
  handler: async ({ db, user, params: { id } }) => {
    await removeUser(db, { userId: id, byUserId: user.id });
    forgetSessions();
    return { id, removed: true };
  },
});
