// Sign-in is on unless BARLINE_AUTH=off chooses local single-user mode explicitly: one admin, no
// sign-in, for a demo on one's own machine.
export function authIsOff(env: Record<string, string | undefined> = process.env): boolean {
  return env.BARLINE_AUTH?.trim().toLowerCase() === "off";
}

/** The one user of local single-user mode; reviews made in that mode carry this name. */
export const LOCAL_ADMIN = {
  id: "local-admin",
  name: "Local admin",
  email: "local-admin@localhost",
  role: "admin",
} as const;
