// An admin changes a user's role; the change and its audit entry are one transaction. The last admin
// who can sign in cannot be demoted, so the database always has someone who can manage it.
import type { Role } from "../../access/roles.ts";
import type { Db } from "../client.ts";
import { AppError } from "../../errors/app-error.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { keepAnAdmin } from "./account-rules.ts";

export async function setRole(
  db: Db,
  input: { userId: string; role: Role; byUserId: string },
): Promise<void> {
  await db.prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { id: input.userId },
      select: { id: true, role: true, lockedAt: true, removedAt: true },
    });
    if (!user || user.removedAt) throw new AppError("not-found", `no user "${input.userId}"`);
    if (input.role !== "admin") await keepAnAdmin(tx, user, "demote this one");
    await tx.user.update({ where: { id: input.userId }, data: { role: input.role } });
    await recordAudit(tx, {
      userId: input.byUserId,
      action: "role-change",
      target: input.userId,
      detail: { from: user.role, to: input.role },
    });
  });
}
