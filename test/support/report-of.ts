// The report `barline analyze` makes of a bundle, for tests that hold the database to it.
import { loadReport } from "../../lib/analysis/load-report.ts";
import type { Report } from "../../lib/report/report.ts";

const cache = new Map<string, Promise<Report>>();

export function reportOf(bundle: string): Promise<Report> {
  let r = cache.get(bundle);
  if (!r) cache.set(bundle, (r = loadReport(bundle, { workers: 1 })));
  return r;
}
