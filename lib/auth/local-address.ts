// An address on this machine (admin@localhost): what a team trying Barline on one machine signs in
// with. Better Auth 1.7 checks every sign-in's address with zod's z.email(), which wants a dot in
// the domain, and has no option to widen it; so Barline's sign-in hook signs such an address in
// itself, by Better Auth's own steps (the account's password checked, a session made, its cookie
// set), and lets Better Auth's endpoint take every other address.
import { APIError } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";

const LOCAL = /^[A-Za-z0-9._%+-]+@localhost$/i;

export const isLocalAddress = (email: string) => LOCAL.test(email.trim());

/** An account's address as Barline's own routes take it: any address, or one on this machine. */
export const accountEmail = z
  .string()
  .trim()
  .refine((s) => isLocalAddress(s) || z.email().safeParse(s).success, "is not an email address");

/** Signs a local address in as Better Auth's /sign-in/email would; its answer, or throws its error. */
export async function signInLocal(ctx: Parameters<typeof setSessionCookie>[0]) {
  const { email, password, rememberMe } = ctx.body as {
    email: string;
    password: string;
    rememberMe?: boolean;
  };
  const refused = () =>
    new APIError("UNAUTHORIZED", { message: "Invalid email or password", code: "INVALID_EMAIL_OR_PASSWORD" });
  const found = await ctx.context.internalAdapter.findUserByEmail(email.trim().toLowerCase(), {
    includeAccounts: true,
  });
  const account = found?.accounts.find((a) => a.providerId === "credential" && a.accountId === found.user.id);
  if (!found || !account?.password) {
    // As long as a wrong password takes: whether the account exists is not told by the time.
    await ctx.context.password.hash(password);
    throw refused();
  }
  if (!(await ctx.context.password.verify({ hash: account.password, password }))) throw refused();
  const session = await ctx.context.internalAdapter.createSession(found.user.id, rememberMe === false);
  if (!session) throw new APIError("UNAUTHORIZED", { message: "Failed to create session" });
  await setSessionCookie(ctx, { session, user: found.user }, rememberMe === false);
  return ctx.json({ redirect: false, token: session.token, user: { ...found.user } });
}
