// What an admin may not do to an account, whatever the route: leave the database without an admin who
// can sign in, or lock or remove their own account (they would lose the page that undoes it).
import { LOCAL_ADMIN } from "../../access/auth-mode.ts";
import { AppError } from "../../errors/app-error.ts";
import type { DbClient } from "../db-client.ts";

/** Refuses taking `user` out of the admins who can sign in when no other one is left. */
export async function keepAnAdmin(
  tx: DbClient,
  user: { id: string; role: string; lockedAt: Date | null; removedAt: Date | null },
  what: string,
): Promise<void> {
  if (user.role !== "admin" || user.lockedAt || user.removedAt) return;
  // The admin of local single-user mode (BARLINE_AUTH=off) has no password: it signs no one in.
  const others = await tx.user.count({
    where: { role: "admin", lockedAt: null, removedAt: null, id: { notIn: [user.id, LOCAL_ADMIN.id] } },
  });
  if (others === 0)
    throw new AppError(
      "conflict",
      `this is the only admin who can sign in: make someone else admin before you ${what}`,
    );
}
