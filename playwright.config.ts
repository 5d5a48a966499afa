// The dashboard's end-to-end tests: the built app, served by Playwright on its own port over a
// fresh SQLite database the run ingests a bundle into through the command line, read in Debian's
// Chromium (Playwright's own browser downloads are not reachable on these machines).
import { defineConfig } from "@playwright/test";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM } from "./e2e/chromium.ts";

// BARLINE_E2E_PORT: a port of its own for a run beside another checkout's.
const PORT = Number(process.env.BARLINE_E2E_PORT ?? 3107);
const DB = join(tmpdir(), `barline-e2e-${process.pid}.db`);
const BUNDLE = "test/fixtures/analysis/etude-bundle";

export default defineConfig({
  testDir: "e2e",
  // The team-review specs run with sign-in on, under playwright.review.config.ts; the long sessions
  // under playwright.long.config.ts.
  testIgnore: /(review|long)\..*\.spec\.ts/,
  workers: 1,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: CHROMIUM,
  },
  webServer: {
    // Playwright owns the server: it is stopped with the run, leaving nothing on the port. The
    // database is new for each run: the bundle ingested by the CLI, the upload test adds another.
    // (`npm run e2e` builds once beforehand, for this run and the two beside it: BARLINE_E2E_BUILT.)
    command: [
      ...(process.env.BARLINE_E2E_BUILT ? [] : ["npm run --silent build:lib"]),
      `rm -f ${DB}*`,
      `npm run --silent barline -- ingest ${BUNDLE}`,
      ...(process.env.BARLINE_E2E_BUILT ? [] : ["next build"]),
      `next start -p ${PORT}`,
    ].join(" && "),
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 400_000,
    reuseExistingServer: false,
    env: { NEXT_TELEMETRY_DISABLED: "1", DATABASE_URL: `file:${DB}`, BARLINE_AUTH: "off" },
  },
});
