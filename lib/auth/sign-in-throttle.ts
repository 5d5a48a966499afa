// The per-account limit on sign-in: each attempt for an address counts before its password is
// checked (so a burst of concurrent guesses counts whole), a success forgets them, and past
// MAX_ATTEMPTS within WINDOW_MS of the first the address is refused until that window ends. Kept in
// the database, so every server process shares it. It stops guessing one account's password from
// many addresses; Better Auth's limit per client address stops trying many accounts from one.
import type { Db } from "../db/client.ts";

export const MAX_ATTEMPTS = 10;
export const WINDOW_MS = 15 * 60_000;

export const accountKey = (email: string) => email.trim().toLowerCase();

/** Counts an attempt; the seconds to wait when the address has had too many, else null. */
export async function takeSignInAttempt(db: Db, email: string, now = new Date()): Promise<number | null> {
  const key = accountKey(email);
  await db.prisma.signInAttempt.deleteMany({
    where: { email: key, firstAt: { lte: new Date(now.getTime() - WINDOW_MS) } },
  });
  const row = await db.prisma.signInAttempt.upsert({
    where: { email: key },
    create: { email: key, count: 1, firstAt: now },
    update: { count: { increment: 1 } },
  });
  if (row.count <= MAX_ATTEMPTS) return null;
  return Math.max(1, Math.ceil((row.firstAt.getTime() + WINDOW_MS - now.getTime()) / 1000));
}

export async function signInSucceeded(db: Db, email: string): Promise<void> {
  await db.prisma.signInAttempt.deleteMany({ where: { email: accountKey(email) } });
}
