// An admin changes a user's role; the change and its audit entry are one transaction. The last admin
// cannot be demoted, so the database always has someone who can manage it.
import type { Role } from "../../access/roles.ts";
import type { Db } from "../client.ts";
import { NotFoundError } from "../errors.ts";
import { recordAudit } from "../audit/record-audit.ts";

export class LastAdminError extends Error {}

export async function setRole(
  db: Db,
  input: { userId: string; role: Role; byUserId: string },
): Promise<void> {
  await db.prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: input.userId }, select: { role: true } });
    if (!user) throw new NotFoundError(`no user "${input.userId}"`);
    if (
      user.role === "admin" &&
      input.role !== "admin" &&
      (await tx.user.count({ where: { role: "admin" } })) === 1
    )
      throw new LastAdminError("this is the only admin: make someone else admin first");
    await tx.user.update({ where: { id: input.userId }, data: { role: input.role } });
    await recordAudit(tx, {
      userId: input.byUserId,
      action: "role-change",
      target: input.userId,
      detail: { from: user.role, to: input.role },
    });
  });
}
