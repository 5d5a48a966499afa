// The database for a page: read per request (never at build time), one client per process.
import { connection } from "next/server";
import { getDb, type Db } from "../lib/db/client.ts";

export async function pageDb(): Promise<Db> {
  await connection();
  return getDb();
}
