// The report the dashboard shows: the bundle BARLINE_BUNDLE names (the demo by default), read when
// the server is asked, not at build time, and analysed at most once a minute per bundle.
import { unstable_cache } from "next/cache";
import { connection } from "next/server";
import { resolve } from "node:path";
import { loadReport } from "../lib/report/load-report.ts";
import type { Report } from "../lib/report/report.ts";

const DEMO = "test/fixtures/analysis/etude-bundle";

const cachedReport = unstable_cache(loadReport, ["barline-report"], { revalidate: 60 });

export async function currentReport(): Promise<{ path: string; report: Report }> {
  await connection();
  const path = resolve(process.env.BARLINE_BUNDLE || DEMO);
  return { path, report: await cachedReport(path) };
}
