// The one check every route makes before it reads or writes (app/api/endpoint.ts runs it): who is
// asking (unauthorized when no one), whether their role allows it (forbidden), and for a write, that
// it comes from a page of this server (forbidden: CSRF). The refusal says only what is missing, never
// what the route holds.
import { allows, type Role, type SessionUser } from "../access/roles.ts";
import { AppError } from "../errors/app-error.ts";
import { isSameOrigin, isWrite } from "./same-origin.ts";
import { sessionUser } from "./session-user.ts";

/** A write from another site is refused whoever asks, signed in or not. */
export function requireSameOrigin(request: Request): void {
  if (isWrite(request) && !isSameOrigin(request))
    throw new AppError(
      "forbidden",
      "this write did not come from a Barline page (its Origin header is missing or another site's)",
    );
}

export async function requireRole(request: Request, role: Role): Promise<SessionUser> {
  requireSameOrigin(request);
  const user = await sessionUser(request.headers);
  if (!user) throw new AppError("unauthorized", "sign in first");
  if (!allows(user.role, role))
    throw new AppError("forbidden", `this needs the ${role} role; ${user.name} is a ${user.role}`);
  return user;
}
