// The shared folder beside the repository (../shared: the score corpus, the example bundles, the
// report schema). A test that needs it skips where it is absent on a developer's machine, but in CI
// (CI=true) it fails, naming what is missing, so the strongest checks cannot silently vanish.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const sharedDir = path.resolve(repoRoot, "../shared");

/** A path inside ../shared. */
export function sharedPath(relative: string): string {
  return path.join(sharedDir, relative);
}

/** Whether the environment says it is CI: there, a missing ../shared is a failure, not a skip. */
export function inCI(env: Record<string, string | undefined> = process.env): boolean {
  return /^(?:true|1)$/i.test(env.CI ?? "");
}

/** For `test(name, { skip: needsShared(path) }, …)`: false when every path exists, else why the test
 * cannot run. Under CI=true a missing path throws instead, failing the test file with its name. */
export function needsShared(
  paths: string | string[],
  env: Record<string, string | undefined> = process.env,
): string | false {
  const missing = (Array.isArray(paths) ? paths : [paths]).filter((p) => !existsSync(p));
  if (missing.length === 0) return false;
  const why = `${missing.join(", ")} absent (../shared beside the repository)`;
  if (inCI(env)) throw new Error(`CI=true, and a test needs ${why}: it must not be skipped in CI`);
  return why;
}
