// Admins lock or unlock an account: `{ "locked": true | false }`. A locked account's sessions end at
// once, on this process too (its remembered sessions are forgotten), and it cannot sign in.
import { z } from "zod";
import { forgetSessions } from "@/lib/auth/session-memo.ts";
import { setLocked } from "@/lib/db/users/lock-user.ts";
import { endpoint } from "../../../endpoint.ts";
import { idParam } from "../../../params.ts";

export const POST = endpoint({
  role: "admin",
  params: idParam,
  body: z.object({ locked: z.boolean() }),
  handler: async ({ db, user, params: { id }, body: { locked } }) => {
    await setLocked(db, { userId: id, locked, byUserId: user.id });
    forgetSessions();
    return { id, locked };
  },
});
