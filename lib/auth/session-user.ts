// Who is asking: the signed-in user of a request's session cookie (Better Auth's answer, remembered
// for a few seconds: session-memo.ts), or in local single-user mode the one local admin. Null when no
// one is signed in.
import { getDb } from "../db/client.ts";
import { ensureLocalAdmin } from "../db/users/ensure-local-admin.ts";
import { getAuth } from "./auth.ts";
import { authIsOff, LOCAL_ADMIN } from "../access/auth-mode.ts";
import { isRole, type SessionUser } from "../access/roles.ts";
import { rememberedUser, rememberUser, sessionCookie } from "./session-memo.ts";

const cache = globalThis as typeof globalThis & { barlineLocalAdmin?: Promise<void> };

export async function sessionUser(headers: Headers): Promise<SessionUser | null> {
  if (authIsOff()) {
    cache.barlineLocalAdmin ??= getDb().then(ensureLocalAdmin);
    await cache.barlineLocalAdmin;
    return { ...LOCAL_ADMIN };
  }
  const token = sessionCookie(headers);
  if (!token) return null;
  const known = rememberedUser(token);
  if (known) return known;
  const session = await (await getAuth()).api.getSession({ headers });
  // A session made while its account was being locked may have outlived the lock's sweep.
  if (!session || (session.user as { lockedAt?: unknown }).lockedAt) return null;
  const role = (session.user as { role?: unknown }).role;
  const user: SessionUser = {
    id: session.user.id,
    name: session.user.name,
    email: session.user.email,
    role: isRole(role) ? role : "viewer",
  };
  rememberUser(token, user, session.session.expiresAt);
  return user;
}
