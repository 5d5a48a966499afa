// Setting up a new database: the first account, its admin (first-admin.ts makes it atomically), then
// signed in as Better Auth signs anyone in. Once there is an account this answers 403: the admin adds
// everyone else. Better Auth's own sign-up, which this path replaces, is off.
import { z } from "zod";
import { getAuth } from "@/lib/auth/auth.ts";
import { createFirstAdmin } from "@/lib/auth/first-admin.ts";
import { accountEmail } from "@/lib/auth/local-address.ts";
import { endpoint } from "../../../endpoint.ts";

export const POST = endpoint({
  role: "anyone",
  body: z.object({
    name: z.string().trim().min(1).max(200),
    email: accountEmail,
    password: z.string().min(10, "must be at least 10 characters").max(128),
  }),
  handler: async ({ body, request }) => {
    const email = await createFirstAdmin(body);
    return (await getAuth()).api.signInEmail({
      body: { email, password: body.password },
      headers: request.headers,
      asResponse: true,
    });
  },
});
