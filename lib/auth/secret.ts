// The secret Better Auth signs session cookies with: BETTER_AUTH_SECRET, or one made on first use and
// kept beside the default database (.barline/auth-secret), so every server process on the machine
// (two on PostgreSQL) and every restart share it.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export function authSecret(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): string {
  const given = env.BETTER_AUTH_SECRET?.trim();
  if (given) return given;
  const file = path.join(cwd, ".barline", "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      // "wx": when two processes start at once, the first one's secret is the one kept.
      writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch {}
    return readFileSync(file, "utf8").trim();
  }
}
