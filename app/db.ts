// The database for a page: read per request (never at build time), one client per process, and only
// after the page's role check (a viewer's unless the page asks for more).
import { connection } from "next/server";
import { getDb, type Db } from "@/lib/db/client.ts";
import type { Role } from "@/lib/access/roles.ts";
import { pageUser } from "./auth/page-user.ts";

export async function pageDb(role: Role = "viewer"): Promise<Db> {
  await connection();
  await pageUser(role);
  return getDb();
}
