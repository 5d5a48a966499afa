// Who may do what: a viewer reads; a reviewer also decides on findings and runs meetings; an admin
// also manages users and roles, uploads, re-analyses and reads the audit log.
export const ROLES = ["viewer", "reviewer", "admin"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Whether `role` may do what `needed` may. */
export function allows(role: string, needed: Role): boolean {
  return isRole(role) && ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}
