// Better Auth over Barline's own database: email and password, the user, session and account tables
// of the Prisma schema, a role on each user. Better Auth's sign-up is off: the first account, the
// admin, is made by first-admin.ts (on the setup page), and the admin adds everyone else. Sign-in is
// limited per client address (Better Auth's limit, on the X-Forwarded-For that `barline serve` sets
// from the socket: serve-http.ts) and per account (sign-in-throttle.ts); a locked account cannot
// sign in. An address on this machine (admin@localhost) is signed in by local-address.ts.
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { getDb, type Db } from "../db/client.ts";
import { event } from "../db/audit/record-audit.ts";
import { requestHost } from "./same-origin.ts";
import { authSecret } from "./secret.ts";
import { isLocalAddress, signInLocal } from "./local-address.ts";
import { forgetSessions } from "./session-memo.ts";
import { signInSucceeded, takeSignInAttempt } from "./sign-in-throttle.ts";

const SIGN_IN = "/sign-in/email";

const emailOf = (body: unknown) =>
  typeof (body as { email?: unknown } | undefined)?.email === "string"
    ? (body as { email: string }).email
    : null;

function makeAuth(db: Db) {
  return betterAuth({
    secret: authSecret(),
    database: prismaAdapter(db.prisma, { provider: db.provider }),
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 10 },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "viewer", input: false },
        lockedAt: { type: "date", required: false, input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    telemetry: { enabled: false },
    // Next gives route handlers a URL on "localhost" whatever the browser asked for: the server's own
    // origin is the host the browser asked for, the same rule as our own routes' CSRF check.
    trustedOrigins: (request) => {
      const host = request && requestHost(request);
      return host ? [`http://${host}`, `https://${host}`] : [];
    },
    advanced: {
      // Secure, HTTP-only, SameSite=Lax cookies; browsers accept Secure ones on http://localhost too.
      useSecureCookies: process.env.BARLINE_INSECURE_COOKIES !== "1",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // The client's address, for the limit per address: `barline serve` writes it here itself.
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const email = ctx.path === SIGN_IN ? emailOf(ctx.body) : null;
        if (!email) return;
        const wait = await takeSignInAttempt(db, email);
        if (wait !== null)
          throw new APIError(
            "TOO_MANY_REQUESTS",
            {
              message: `too many sign-in attempts for ${email}: try again in ${Math.ceil(wait / 60)} minutes`,
            },
            { "Retry-After": String(wait) },
          );
        if (isLocalAddress(email)) {
          const answer = await signInLocal(ctx);
          await signInSucceeded(db, email);
          return answer;
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const email = ctx.path === SIGN_IN ? emailOf(ctx.body) : null;
        if (email && ctx.context.newSession) await signInSucceeded(db, email);
        // A sign-out, a revoked session, a changed name or password: who a cookie is may have changed.
        if (ctx.path !== "/get-session") forgetSessions();
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // A locked (or removed) account gets no session, whatever its password.
          before: async (session) => {
            const user = await db.prisma.user.findUnique({
              where: { id: session.userId },
              select: { lockedAt: true },
            });
            if (user?.lockedAt)
              throw new APIError("FORBIDDEN", {
                message: "this account is locked: ask an admin to unlock it",
              });
          },
          after: async (session) => {
            await event(db.prisma, session.userId, "sign-in", {
              target: null,
              detail: { userAgent: session.userAgent ?? null },
            });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof makeAuth>;

const cache = globalThis as typeof globalThis & { barlineAuth?: Promise<Auth> };

/** The process's one Better Auth instance, over the process's one database. */
export function getAuth(): Promise<Auth> {
  cache.barlineAuth ??= getDb().then(makeAuth);
  return cache.barlineAuth;
}
