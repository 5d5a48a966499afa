// The one Chromium the server prints with (Debian's, through playwright-core): launched on the first
// print, kept for the next ones, closed after five idle minutes. Its sandbox stays on: a page it
// prints is Barline's own, but it shows text from chat logs. Chromium refuses the sandbox to root,
// so a server running as root starts it as an unprivileged user (BARLINE_CHROMIUM_USER, by default
// `nobody`) through setpriv. BARLINE_CHROMIUM_SANDBOX=off prints without the sandbox where it cannot
// start (a container without user namespaces); requests still never leave Barline's origin.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";

const EXECUTABLE = process.env.BARLINE_CHROMIUM ?? "/usr/bin/chromium";
const IDLE_MS = 5 * 60_000;

// On globalThis: Next.js may bundle this module into each route apart; the process needs one browser.
const shared = globalThis as typeof globalThis & {
  barlinePrinter?: { browser?: Promise<Browser>; idle?: NodeJS.Timeout; warned?: boolean; launcher?: string };
};
const state = (shared.barlinePrinter ??= {});

/** The shared browser, launched when there is none (or it died); it closes itself when left idle. */
export function sharedBrowser(): Promise<Browser> {
  clearTimeout(state.idle);
  if (!state.browser) {
    const launching = launch();
    state.browser = launching;
    launching.then(
      (b) => b.on("disconnected", () => state.browser === launching && (state.browser = undefined)),
      () => state.browser === launching && (state.browser = undefined),
    );
  }
  return state.browser;
}

/** Called when a print ends: the browser stays for the next one, for a while. */
export function releaseBrowser(): void {
  clearTimeout(state.idle);
  state.idle = setTimeout(() => void closeBrowser(), IDLE_MS);
  state.idle.unref();
}

/** Closes the browser now (a print that hung, or idleness); the next print launches another. */
export async function closeBrowser(): Promise<void> {
  const browser = state.browser;
  state.browser = undefined;
  await (await browser?.catch(() => undefined))?.close().catch(() => undefined);
}

/** Chromium with no GPU and nothing fetched or updated in the background: how Barline starts it. */
export const QUIET_FLAGS = [
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

async function launch(): Promise<Browser> {
  const sandbox = process.env.BARLINE_CHROMIUM_SANDBOX !== "off";
  if (!sandbox && !state.warned) {
    state.warned = true;
    console.warn("BARLINE_CHROMIUM_SANDBOX=off: the PDF export runs Chromium without its sandbox");
  }
  try {
    return await chromium.launch({
      executablePath: process.getuid?.() === 0 ? (state.launcher ??= asUnprivilegedUser()) : EXECUTABLE,
      chromiumSandbox: sandbox,
      args: QUIET_FLAGS,
    });
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    if (sandbox && /sandbox/i.test(why))
      throw new Error(
        `Chromium (${EXECUTABLE}) could not start its sandbox, which needs unprivileged user namespaces; allow them, or set BARLINE_CHROMIUM_SANDBOX=off to print without it: ${why}`,
      );
    throw err;
  }
}

/**
 * A launcher that hands Chromium's profile folder (made by Playwright, as root) to the unprivileged
 * user and starts Chromium as that user, keeping Playwright's pipe (fds 3 and 4) open.
 */
function asUnprivilegedUser(): string {
  const user = process.env.BARLINE_CHROMIUM_USER ?? "nobody";
  const id = (flag: string) => {
    try {
      return execFileSync("id", [flag, user], { encoding: "utf8" }).trim();
    } catch {
      throw new Error(`BARLINE_CHROMIUM_USER: there is no user "${user}" to run Chromium as`);
    }
  };
  const [uid, gid] = [id("-u"), id("-g")];
  const quote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;
  const script = join(mkdtempSync(join(tmpdir(), "barline-chromium-")), "chromium");
  writeFileSync(
    script,
    [
      "#!/bin/sh",
      "home=/nonexistent",
      "for arg do",
      `  case "$arg" in --user-data-dir=*) home="\${arg#--user-data-dir=}"; chown -R ${uid}:${gid} "$home" ;; esac`,
      "done",
      `HOME="$home" XDG_CONFIG_HOME="$home" XDG_CACHE_HOME="$home" exec setpriv --reuid=${uid} --regid=${gid} --clear-groups -- ${quote(EXECUTABLE)} "$@"`,
      "",
    ].join("\n"),
  );
  chmodSync(script, 0o700);
  return script;
}
