// The reader on long agent sessions: the app `npm run e2e` has just built, served on its own port
// over a fresh SQLite database holding two Claude Code sessions written for the run (400 and 60
// turns, scripts/bench/long-session.ts) and ingested by the command line, read in Debian's
// Chromium. It runs beside the dashboard's run (it does not build), on a database apart from it, so the
// dashboard's specs keep their five etude conversations.
import { defineConfig } from "@playwright/test";
import { tmpdir } from "node:os";
import { join } from "node:path";
import dashboard from "./playwright.config.ts";

const PORT = Number(process.env.BARLINE_E2E_PORT ?? 3107) + 4;
const DB = join(tmpdir(), `barline-e2e-long-${process.pid}.db`);
const BUNDLES = join(tmpdir(), `barline-e2e-long-${process.pid}`);

export default defineConfig({
  ...dashboard,
  // (Its own folder: it runs beside the dashboard's run, which clears test-results/ as it starts.)
  outputDir: "test-results/long",
  testMatch: /long\..*\.spec\.ts/,
  testIgnore: [],
  use: { ...dashboard.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: [
      `rm -rf ${DB}* ${BUNDLES}`,
      `npx tsx scripts/bench/long-session.ts ${BUNDLES}/long-400 400 long-400`,
      `npx tsx scripts/bench/long-session.ts ${BUNDLES}/long-60 60 long-60`,
      `npm run --silent barline -- ingest ${BUNDLES}/long-400 ${BUNDLES}/long-60`,
      `next start -p ${PORT}`,
    ].join(" && "),
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { NEXT_TELEMETRY_DISABLED: "1", DATABASE_URL: `file:${DB}`, BARLINE_AUTH: "off" },
  },
});
