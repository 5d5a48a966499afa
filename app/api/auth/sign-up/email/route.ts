// Setting up a new database: the first account, its admin (first-admin.ts makes it atomically), then
// signed in as Better Auth signs anyone in. Once there is an account this answers 403: the admin adds
// everyone else. Better Auth's own sign-up, which this path replaces, is off.
import { z } from "zod";
import { getAuth } from "../../../../../lib/auth/auth.ts";
import { AlreadySetUpError, createFirstAdmin } from "../../../../../lib/auth/first-admin.ts";
import { isSameOrigin } from "../../../../../lib/auth/same-origin.ts";
import { problem } from "../../../answer.ts";
import { bodyOf } from "../../../body.ts";
import { accountEmail } from "../../../../../lib/auth/local-address.ts";

const firstAdmin = z.object({
  name: z.string().trim().min(1).max(200),
  email: accountEmail,
  password: z.string().min(10, "must be at least 10 characters").max(128),
});

export async function POST(request: Request) {
  if (!isSameOrigin(request))
    return problem(
      403,
      "this setup did not come from a Barline page (its Origin header is missing or another site's)",
    );
  const body = await bodyOf(request, firstAdmin);
  if (body.error) return body.error;
  try {
    const email = await createFirstAdmin(body.data);
    return await (
      await getAuth()
    ).api.signInEmail({
      body: { email, password: body.data.password },
      headers: request.headers,
      asResponse: true,
    });
  } catch (e) {
    if (e instanceof AlreadySetUpError) return problem(403, e.message);
    console.error("setting up the first admin:", e);
    return problem(500, "setting up the first admin failed on the server; the log has the details");
  }
}
