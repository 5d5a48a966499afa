// A bundle on disk → its report, as the dashboard shows it: claims found by the extractor the
// environment chooses (rules unless BARLINE_EXTRACTOR=claude), analysed in this thread.
import { analyzeBundleFiles } from "../analysis/analyze-bundle.ts";
import { readBundleFiles } from "../bundle/read-bundle.ts";
import { chooseExtractor } from "../claims/extract.ts";
import type { Report } from "./report.ts";

/** Throws ReadError when the bundle cannot be opened at all; anything less is a report problem. */
export async function loadReport(path: string): Promise<Report> {
  const files = await readBundleFiles(path);
  const { report } = await analyzeBundleFiles(files, { extractor: chooseExtractor(), workers: 1 });
  return report;
}
