// Local single-user mode (BARLINE_AUTH=off): the one admin exists as a user row, so its reviews and
// audit entries point at a real user like everyone else's.
import { LOCAL_ADMIN } from "../../access/auth-mode.ts";
import type { Db } from "../client.ts";

export async function ensureLocalAdmin(db: Db): Promise<void> {
  await db.prisma.user.upsert({ where: { id: LOCAL_ADMIN.id }, create: { ...LOCAL_ADMIN }, update: {} });
}
