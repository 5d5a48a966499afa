// Every benchmark `npm run bench` knows, in the order it runs them: name → its module, and whether it
// runs the command line as shipped (then dist/ is built first, so the current code is measured).
import type { Bench } from "./section.ts";

export const benches: Record<string, { load: () => Promise<{ bench: Bench }>; cli?: true }> = {
  score: { load: () => import("./score.ts") },
  reread: { load: () => import("./reread.ts") },
  import: { load: () => import("./import.ts") },
  analyze: { load: () => import("./analyze.ts") },
  cli: { load: () => import("./cli.ts"), cli: true },
  "analyze-disk": { load: () => import("./analyze-disk.ts"), cli: true },
  ingest: { load: () => import("./ingest.ts"), cli: true },
  database: { load: () => import("./database.ts") },
  "review-actions": { load: () => import("./review-actions.ts") },
  "review-load": { load: () => import("./review-load.ts") },
  dashboard: { load: () => import("./dashboard.ts") },
  "long-reader": { load: () => import("./long-reader.ts") },
};
