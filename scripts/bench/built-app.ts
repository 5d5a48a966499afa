// The dashboard as a person meets it, for the benchmarks that read it in a browser: the app built
// from the last commit in a directory of its own, served by `next start` over a database the
// benchmark prepares, read in Debian's Chromium.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM } from "../../e2e/chromium.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
/** Where the app is built and served: the last commit, exported, because other work on this
 * machine builds into the working tree's .next (and leaves files mid-edit) while a run would be
 * serving from it. Kept between runs, so the build is incremental. */
export const APP = path.join(os.tmpdir(), "barline-bench-dashboard-app");
export const quiet = { stdio: ["ignore", 2, 2] as ("ignore" | number)[] };

/** Exports HEAD (node_modules hard-linked) and builds it with `npm run build`; returns the commit. */
export function buildApp(): string {
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
    cwd: root,
    encoding: "utf8",
  }).trim();
  const exported = mkdtempSync(path.join(os.tmpdir(), "barline-bench-dashboard-head-"));
  try {
    execFileSync("sh", ["-c", `git archive HEAD | tar -x -C '${exported}'`], { ...quiet, cwd: root });
    const keep = ["/.next", "/node_modules", "/dist", "/lib/db/generated"];
    execFileSync(
      "rsync",
      ["-a", "--delete", ...keep.map((k) => `--exclude=${k}`), `${exported}/`, `${APP}/`],
      quiet,
    );
  } finally {
    rmSync(exported, { recursive: true, force: true });
  }
  execFileSync(
    "rsync",
    ["-a", "--delete", `--link-dest=${root}/node_modules`, `${root}/node_modules/`, `${APP}/node_modules/`],
    quiet,
  );
  execFileSync("npm", ["run", "--silent", "db:generate"], { ...quiet, cwd: APP });
  execFileSync("npm", ["run", "build"], { ...quiet, cwd: APP });
  return commit;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export async function startServer(app: string, url: string, port: number): Promise<ChildProcess> {
  const server = spawn(path.join(app, "node_modules", ".bin", "next"), ["start", "-p", String(port)], {
    cwd: app,
    env: { ...process.env, DATABASE_URL: url, BARLINE_AUTH: "off", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", 2, 2],
    // Its own process group, so stopping it stops whatever it started.
    detached: true,
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited ${server.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("next start did not answer /api/health within 3 minutes");
}

export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = new Promise((r) => server.once("exit", r));
  process.kill(-server.pid, "SIGTERM");
  await exited;
}

/** Debian's Chromium, headless, with the flags that make it start on these machines. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}
