// Admins change a user's role: `{ "role": "viewer" | "reviewer" | "admin" }`.
import { z } from "zod";
import { ROLES } from "@/lib/access/roles.ts";
import { forgetSessions } from "@/lib/auth/session-memo.ts";
import { setRole } from "@/lib/db/users/set-role.ts";
import { endpoint } from "../../../endpoint.ts";
import { idParam } from "../../../params.ts";

export const POST = endpoint({
  role: "admin",
  params: idParam,
  body: z.object({ role: z.enum(ROLES) }),
  handler: async ({ db, user, params: { id }, body: { role } }) => {
    await setRole(db, { userId: id, role, byUserId: user.id });
    forgetSessions();
    return { id, role };
  },
});
