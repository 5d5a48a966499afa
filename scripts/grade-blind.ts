// `npm run grade:blind [-- set … [-v]]`: each blind set (test/fixtures/blind/) analysed by the rules
// and held to its key as check-report.py grades it — claims right, flags found, flags and
// contradictions the key does not expect — and the share of the assistant's claims not read with
// certainty. -v lists each miss. The figures of BENCHMARKS.md, "Truthfulness".
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { analyzeBundle } from "../lib/analysis/analyze-bundle.ts";
import { compareWithExpected, readExpected, summaryLine } from "../lib/analysis/expected.ts";
import { readBundle } from "../lib/bundle/read-bundle.ts";
import { chooseExtractor } from "../lib/claims/extract.ts";
import type { Report } from "../lib/report/report.ts";

const root = fileURLToPath(new URL("../test/fixtures/blind/", import.meta.url));
const args = process.argv.slice(2);
const verbose = args.includes("-v");
const named = args.filter((a) => a !== "-v");
const sets = named.length > 0 ? named : readdirSync(root).filter((d) => /^(?:dev|hold)-\d+$/.test(d));

for (const set of sets) {
  const dir = set.includes("/") ? set : `${root}${set}`;
  const bundle = await readBundle(dir);
  const { report } = await analyzeBundle(bundle, { extractor: chooseExtractor({ env: {} }) });
  const plain = JSON.parse(JSON.stringify(report)) as Report;
  const comparison = compareWithExpected(plain, readExpected(`${dir}/expected.json`));
  const said = plain.conversations.flatMap((c) => c.claims).filter((c) => c.source === "assistant");
  const unread = said.filter((c) => c.evidence[0]?.startsWith("not read with certainty")).length;
  console.log(
    `${set}: ${summaryLine(comparison)}; ${unread} of ${said.length} assistant claims not read with certainty`,
  );
  if (bundle.problems.length) console.log(`  problems: ${bundle.problems.map((p) => p.message).join("; ")}`);
  if (verbose) for (const miss of comparison.misses) console.log(`  ${miss.replace(/\n/g, "\n  ")}`);
}
