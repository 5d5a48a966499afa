// The one check every route handler makes before it reads or writes: who is asking (401 when no
// one), whether their role allows it (403), and for a write, that it comes from a page of this
// server (403: CSRF). The refusal says only what is missing, never what the route holds.
import { allows, type Role, type SessionUser } from "../access/roles.ts";
import { isSameOrigin, isWrite } from "./same-origin.ts";
import { sessionUser } from "./session-user.ts";

export type Allowed = { user: SessionUser; refused?: never } | { user?: never; refused: Response };

const refuse = (status: number, error: string) => ({ refused: Response.json({ error }, { status }) });

export async function requireRole(request: Request, role: Role): Promise<Allowed> {
  if (isWrite(request) && !isSameOrigin(request))
    return refuse(
      403,
      "this write did not come from a Barline page (its Origin header is missing or another site's)",
    );
  const user = await sessionUser(request.headers);
  if (!user) return refuse(401, "sign in first");
  if (!allows(user.role, role))
    return refuse(403, `this needs the ${role} role; ${user.name} is a ${user.role}`);
  return { user };
}
