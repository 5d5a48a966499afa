// Who is asking: the signed-in user of a request's session cookie, or in local single-user mode the
// one local admin. Null when no one is signed in.
import { getDb } from "../db/client.ts";
import { ensureLocalAdmin } from "../db/users/ensure-local-admin.ts";
import { getAuth } from "./auth.ts";
import { authIsOff, LOCAL_ADMIN } from "../access/auth-mode.ts";
import { isRole, type SessionUser } from "../access/roles.ts";

const cache = globalThis as typeof globalThis & { barlineLocalAdmin?: Promise<void> };

export async function sessionUser(headers: Headers): Promise<SessionUser | null> {
  if (authIsOff()) {
    cache.barlineLocalAdmin ??= getDb().then(ensureLocalAdmin);
    await cache.barlineLocalAdmin;
    return { ...LOCAL_ADMIN };
  }
  const session = await (await getAuth()).api.getSession({ headers });
  if (!session) return null;
  const role = (session.user as { role?: unknown }).role;
  return {
    id: session.user.id,
    name: session.user.name,
    email: session.user.email,
    role: isRole(role) ? role : "viewer",
  };
}
