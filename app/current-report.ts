// The report the dashboard shows: the bundle BARLINE_BUNDLE names (the demo by default), read when
// the server is asked, not at build time, and analysed at most once a minute per bundle.
import { unstable_cache } from "next/cache";
import { connection } from "next/server";
import { resolve } from "node:path";
import { loadReport } from "../lib/report/load-report.ts";
import type { Report } from "../lib/report/report.ts";

const DEMO = "test/fixtures/analysis/etude-bundle";

// In this thread: the server bundle has no TypeScript loader for the analysis worker threads.
const cachedReport = unstable_cache((path: string) => loadReport(path, { workers: 1 }), ["barline-report"], {
  revalidate: 60,
});

export async function currentReport(): Promise<{ path: string; report: Report }> {
  await connection();
  // Chosen at run time: the build must not trace it (or the whole project) into its output.
  const path = resolve(/* turbopackIgnore: true */ process.env.BARLINE_BUNDLE || DEMO);
  return { path, report: await cachedReport(path) };
}
