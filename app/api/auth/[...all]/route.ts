// Better Auth's own endpoints (sign-in, sign-up of the first admin, sign-out, session): it checks
// their Origin against this server itself.
import { getAuth } from "../../../../lib/auth/auth.ts";

export async function GET(request: Request) {
  return (await getAuth()).handler(request);
}

export async function POST(request: Request) {
  return (await getAuth()).handler(request);
}
