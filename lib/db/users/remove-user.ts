// An admin removes an account: its sessions and password go, its address is freed for a new account,
// and the row stays, locked, so that its reviews and audit entries still name who made them. One
// transaction with its audit entry; the caller forgets the sessions this process remembers.
import type { Db } from "../client.ts";
import { AppError } from "../../errors/app-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { keepAnAdmin } from "./account-rules.ts";

export async function removeUser(db: Db, input: { userId: string; byUserId: string }, now = new Date()) {
  await db.prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { id: input.userId },
      select: { id: true, name: true, email: true, role: true, lockedAt: true, removedAt: true },
    });
    if (!user || user.removedAt) throw new AppError("not-found", `no user "${input.userId}"`);
    if (input.userId === input.byUserId)
      throw new AppError("conflict", "you cannot remove your own account: ask another admin");
    await keepAnAdmin(tx, user, "remove this one");
    await tx.session.deleteMany({ where: { userId: input.userId } });
    await tx.account.deleteMany({ where: { userId: input.userId } });
    await tx.user.update({
      where: { id: input.userId },
      data: { removedAt: now, lockedAt: user.lockedAt ?? now, email: `${input.userId}@removed.invalid` },
    });
    await recordAudit(tx, {
      userId: input.byUserId,
      action: "user-remove",
      target: input.userId,
      detail: { email: user.email },
    });
  });
}
