// Setting up a new database: its first account, the admin, made at most once. Better Auth's sign-up
// counted users and then created one, so concurrent sign-ups on an empty database each made an
// account. Here the count, the user, its password and the audit entry are one transaction, and the
// first admin's id is fixed: of concurrent setups, exactly one inserts it; the others find a user
// (or the id taken) and are told so.
import { countAccounts } from "../db/users/count-accounts.ts";
import { ulid } from "ulid";
import { getDb } from "../db/client.ts";
import { recordAudit } from "../db/audit/record-audit.ts";
import { AppError, isAppError } from "../errors/app-error.ts";
import { getAuth } from "./auth.ts";

export const FIRST_ADMIN_ID = "first-admin";

const alreadySetUp = () => new AppError("forbidden", "Barline already has an admin: ask them for an account");

export async function createFirstAdmin(input: { name: string; email: string; password: string }) {
  const db = await getDb();
  if ((await countAccounts(db.prisma)) > 0) throw alreadySetUp();
  const hash = await (await (await getAuth()).$context).password.hash(input.password);
  const email = input.email.trim().toLowerCase();
  try {
    await db.prisma.$transaction(async (tx) => {
      if ((await countAccounts(tx)) > 0) throw alreadySetUp();
      await tx.user.create({ data: { id: FIRST_ADMIN_ID, name: input.name.trim(), email, role: "admin" } });
      await tx.account.create({
        data: {
          id: ulid(),
          accountId: FIRST_ADMIN_ID,
          providerId: "credential",
          userId: FIRST_ADMIN_ID,
          password: hash,
        },
      });
      await recordAudit(tx, {
        userId: FIRST_ADMIN_ID,
        action: "user-create",
        target: FIRST_ADMIN_ID,
        detail: { email, role: "admin", setup: true },
      });
    });
  } catch (e) {
    // Another setup made the first admin meanwhile (its id is taken, or its write won the database).
    if (!isAppError(e, "forbidden") && (await countAccounts(db.prisma)) === 0) throw e;
    throw alreadySetUp();
  }
  return email;
}
