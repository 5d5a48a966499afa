// The accounts someone can sign in with: every user but the admin of local single-user mode
// (BARLINE_AUTH=off), which has no password. A database first used for the demo then still sets up
// its first real admin on the setup page.
import { LOCAL_ADMIN } from "../../access/auth-mode.ts";
import type { DbClient } from "../db-client.ts";

export function countAccounts(db: DbClient): Promise<number> {
  return db.user.count({ where: { id: { not: LOCAL_ADMIN.id } } });
}
