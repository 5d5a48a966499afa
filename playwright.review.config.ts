// The team-review end-to-end tests, with sign-in on (the dashboard's own run uses BARLINE_AUTH=off):
// the app `npm run e2e` has just built, served on its own port over a fresh SQLite database with one
// bundle ingested, read in Debian's Chromium; beside the dashboard's run (it does not build).
import { defineConfig } from "@playwright/test";
import { tmpdir } from "node:os";
import { join } from "node:path";
import dashboard from "./playwright.config.ts";

const PORT = Number(process.env.BARLINE_E2E_PORT ?? 3107) + 2;
const DB = join(tmpdir(), `barline-e2e-review-${process.pid}.db`);

export default defineConfig({
  ...dashboard,
  // (Its own folder: it runs beside the dashboard's run, which clears test-results/ as it starts.)
  outputDir: "test-results/review",
  testMatch: /review\..*\.spec\.ts/,
  testIgnore: [],
  use: { ...dashboard.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: [
      `rm -f ${DB}*`,
      "npm run --silent barline -- ingest test/fixtures/analysis/etude-bundle",
      `next start -p ${PORT}`,
    ].join(" && "),
    url: `http://127.0.0.1:${PORT}/sign-in`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { NEXT_TELEMETRY_DISABLED: "1", DATABASE_URL: `file:${DB}`, BARLINE_AUTH: "" },
  },
});
