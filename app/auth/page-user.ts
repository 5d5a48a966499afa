// The role check of every page, on the server before it reads anything: no one signed in goes to
// the sign-in page (or, on a database with no user yet, to the setup page that makes the first
// admin); a role too low for the page goes to a page saying which role it needs.
import { countAccounts } from "@/lib/db/users/count-accounts.ts";
import { connection } from "next/server";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/db/client.ts";
import { allows, type Role, type SessionUser } from "@/lib/access/roles.ts";
import { sessionUser } from "@/lib/auth/session-user.ts";

export async function pageUser(role: Role = "viewer"): Promise<SessionUser> {
  await connection();
  const user = await sessionUser(await headers());
  if (!user) {
    const db = await getDb();
    redirect((await countAccounts(db.prisma)) === 0 ? "/setup" : "/sign-in");
  }
  if (!allows(user.role, role)) redirect(`/forbidden?needs=${role}`);
  return user;
}

/** The signed-in user, or null, for parts of a page that differ by role (no redirect). */
export async function maybeUser(): Promise<SessionUser | null> {
  await connection();
  return sessionUser(await headers());
}
