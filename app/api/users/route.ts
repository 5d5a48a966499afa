// Admins: the users with their roles; adding an account (sign-up is closed after the first admin).
import { z } from "zod";
import { addUser, DuplicateEmailError } from "../../../lib/auth/add-user.ts";
import { requireRole } from "../../../lib/auth/require-role.ts";
import { ROLES } from "../../../lib/access/roles.ts";
import { listUsers } from "../../../lib/db/users/list-users.ts";
import { answer, problem } from "../answer.ts";
import { bodyOf } from "../body.ts";
import { accountEmail } from "../../../lib/auth/local-address.ts";

export async function GET(request: Request) {
  const allowed = await requireRole(request, "admin");
  if (allowed.refused) return allowed.refused;
  return answer("listing users", async (db) => Response.json({ rows: await listUsers(db) }));
}

const newUser = z.object({
  name: z.string().trim().min(1).max(200),
  email: accountEmail,
  password: z.string().min(10, "must be at least 10 characters").max(200),
  role: z.enum(ROLES),
});

export async function POST(request: Request) {
  const allowed = await requireRole(request, "admin");
  if (allowed.refused) return allowed.refused;
  const body = await bodyOf(request, newUser);
  if (body.error) return body.error;
  return answer("adding a user", async () => {
    try {
      return Response.json(
        { id: await addUser({ ...body.data, byUserId: allowed.user.id }) },
        { status: 201 },
      );
    } catch (e) {
      if (e instanceof DuplicateEmailError) return problem(409, e.message);
      throw e;
    }
  });
}
