// The dashboard's end-to-end tests: the built app, served by Playwright on its own port, read in
// Debian's Chromium (Playwright's own browser downloads are not reachable on these machines).
import { defineConfig } from "@playwright/test";

const PORT = 3107;

export default defineConfig({
  testDir: "e2e",
  workers: 1,
  reporter: "list",
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: {
    // Playwright owns the server: it is stopped with the run, leaving nothing on the port.
    command: `next build && next start -p ${PORT}`,
    url: `http://127.0.0.1:${PORT}`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    env: { NEXT_TELEMETRY_DISABLED: "1", BARLINE_BUNDLE: "test/fixtures/analysis/etude-bundle" },
  },
});
