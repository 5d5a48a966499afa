// An admin adds an account (sign-up is closed once the first admin exists): the user with an email
// and password Better Auth can sign in with, the role the admin gives, and the audit entry.
import { getDb } from "../db/client.ts";
import { recordAudit } from "../db/audit/record-audit.ts";
import { getAuth } from "./auth.ts";
import type { Role } from "../access/roles.ts";
import { AppError } from "../errors/app-error.ts";

export async function addUser(input: {
  name: string;
  email: string;
  password: string;
  role: Role;
  /** The admin who added it; null from the command line. */
  byUserId: string | null;
}): Promise<string> {
  const ctx = await (await getAuth()).$context;
  const email = input.email.trim().toLowerCase();
  if (await ctx.internalAdapter.findUserByEmail(email))
    throw new AppError("conflict", `there is already an account for ${email}`);
  const hash = await ctx.password.hash(input.password);
  const user = await ctx.internalAdapter.createUser(
    { name: input.name.trim(), email },
    { method: "email-password" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: hash,
  });
  const db = await getDb();
  // Made with the default role, "viewer"; the admin's choice is set after.
  await db.prisma.user.update({ where: { id: user.id }, data: { role: input.role } });
  await recordAudit(db.prisma, {
    userId: input.byUserId,
    action: "user-create",
    target: user.id,
    detail: { email, role: input.role },
  });
  return user.id;
}
