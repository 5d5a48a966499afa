// Who a session cookie belongs to, remembered for a few seconds. Every request asks, and asking
// Better Auth costs two queries (session, then user): under a team's load that was a large share of
// the server's work. Only answers Better Auth gave are remembered, keyed by the signed session cookie,
// so nothing unverified is ever let in. A sign-out, a role change or any other account change made
// through this process forgets every answer at once; made through another server process, it takes
// effect here within MEMO_MS.
import type { SessionUser } from "../access/roles.ts";

export const MEMO_MS = 10_000;
// Past this many sessions the memo starts over rather than grow: it only saves queries.
const MAX_SESSIONS = 10_000;

// On globalThis: Next.js may bundle this module into each route apart, and a role change made by one
// route must be forgotten by all.
type Memo = Map<string, { user: SessionUser; until: number }>;
const shared = globalThis as typeof globalThis & { barlineSessionMemo?: Memo };
const memo: Memo = (shared.barlineSessionMemo ??= new Map() as Memo);

/** The session cookie's value in a Cookie header (with or without the __Secure- prefix). */
export function sessionCookie(headers: Headers): string | null {
  const cookie = headers.get("cookie");
  if (!cookie) return null;
  return /(?:^|;)\s*(?:__Secure-)?better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? null;
}

export function rememberedUser(token: string, now = Date.now()): SessionUser | undefined {
  const known = memo.get(token);
  if (!known) return undefined;
  if (known.until > now) return known.user;
  memo.delete(token);
  return undefined;
}

/** Remembers what Better Auth answered, no longer than MEMO_MS nor past the session's expiry. */
export function rememberUser(token: string, user: SessionUser, expiresAt: Date, now = Date.now()): void {
  if (memo.size >= MAX_SESSIONS) memo.clear();
  memo.set(token, { user, until: Math.min(now + MEMO_MS, expiresAt.getTime()) });
}

export function forgetSessions(): void {
  memo.clear();
}
