// Better Auth's own endpoints (sign-in, sign-up of the first admin, sign-out, session): it checks
// their Origin against this server itself.
import { getAuth } from "@/lib/auth/auth.ts";
import { endpoint } from "../../endpoint.ts";

const betterAuth = endpoint({
  role: "anyone",
  handler: async ({ request }) => (await getAuth()).handler(request),
});

export const GET = betterAuth;
export const POST = betterAuth;
