// Admins: the users with their roles; adding an account (sign-up is closed after the first admin).
import { z } from "zod";
import { ROLES } from "@/lib/access/roles.ts";
import { addUser } from "@/lib/auth/add-user.ts";
import { listUsers } from "@/lib/db/users/list-users.ts";
import { accountEmail } from "@/lib/auth/local-address.ts";
import { endpoint } from "../endpoint.ts";

export const GET = endpoint({
  role: "admin",
  handler: async ({ db }) => ({ rows: await listUsers(db) }),
});

export const POST = endpoint({
  role: "admin",
  body: z.object({
    name: z.string().trim().min(1).max(200),
    email: accountEmail,
    password: z.string().min(10, "must be at least 10 characters").max(200),
    role: z.enum(ROLES),
  }),
  status: 201,
  handler: async ({ user, body }) => ({ id: await addUser({ ...body, byUserId: user.id }) }),
});
