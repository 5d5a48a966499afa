// The admin page's users: everyone with an account (removed ones are not listed), with their role,
// whether it is locked, and how many decisions they made.
import type { Db } from "../client.ts";
import type { UserRow } from "../../contracts/user-types.ts";

export async function listUsers(db: Db): Promise<UserRow[]> {
  const rows = await db.prisma.user.findMany({
    where: { removedAt: null },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { _count: { select: { reviews: true } } },
  });
  return rows.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    locked: u.lockedAt !== null,
    createdAt: u.createdAt.toISOString(),
    reviews: u._count.reviews,
  }));
}
