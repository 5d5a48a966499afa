// Better Auth over Barline's own database: email and password, the user, session and account tables
// of the Prisma schema, a role on each user. Sign-up is open only while there is no user: the first
// account made (on the setup page) is the admin, who then adds everyone else.
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { getDb, type Db } from "../db/client.ts";
import { recordAudit } from "../db/audit/record-audit.ts";
import { requestHost } from "./same-origin.ts";
import { authSecret } from "./secret.ts";
import { forgetSessions } from "./session-memo.ts";

function makeAuth(db: Db) {
  return betterAuth({
    secret: authSecret(),
    database: prismaAdapter(db.prisma, { provider: db.provider }),
    emailAndPassword: { enabled: true, autoSignIn: true, minPasswordLength: 10 },
    user: {
      additionalFields: { role: { type: "string", required: false, defaultValue: "viewer", input: false } },
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
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email" && (await db.prisma.user.count()) > 0)
          throw new APIError("FORBIDDEN", {
            message: "Barline already has an admin: ask them for an account",
          });
      }),
      // A sign-out, a revoked session, a changed name or password: who a cookie is may have changed.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/get-session") forgetSessions();
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // The first account on a new database is its admin.
          before: async (user) => ({
            data: { ...user, role: (await db.prisma.user.count()) === 0 ? "admin" : "viewer" },
          }),
        },
      },
      session: {
        create: {
          after: async (session) => {
            await recordAudit(db.prisma, {
              userId: session.userId,
              action: "sign-in",
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
