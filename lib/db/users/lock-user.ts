// An admin locks an account (or unlocks it): a locked account cannot sign in, and its sessions end
// in the same transaction as the lock and its audit entry. The caller forgets the sessions this
// process remembers (lib/auth/session-memo.ts).
import type { Db } from "../client.ts";
import { AppError } from "../../errors/app-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { keepAnAdmin } from "./account-rules.ts";

export async function setLocked(
  db: Db,
  input: { userId: string; locked: boolean; byUserId: string },
  now = new Date(),
): Promise<void> {
  await db.prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { id: input.userId },
      select: { id: true, email: true, role: true, lockedAt: true, removedAt: true },
    });
    if (!user || user.removedAt) throw new AppError("not-found", `no user "${input.userId}"`);
    if (input.userId === input.byUserId)
      throw new AppError("conflict", "you cannot lock or unlock your own account: ask another admin");
    if (input.locked) await keepAnAdmin(tx, user, "lock this one");
    await tx.user.update({ where: { id: input.userId }, data: { lockedAt: input.locked ? now : null } });
    if (input.locked) await tx.session.deleteMany({ where: { userId: input.userId } });
    await recordAudit(tx, {
      userId: input.byUserId,
      action: input.locked ? "user-lock" : "user-unlock",
      target: input.userId,
      detail: { email: user.email },
    });
  });
}
