// `npm run grade:blind [-- set … [-v]]`: each blind set (test/fixtures/blind/) analysed by the rules
// and held to its key as check-report.py grades it — claims right, flags found, flags and
// contradictions the key does not expect — and the share of the assistant's claims not read with
// certainty. -v lists each miss. The figures of BENCHMARKS.md, "Truthfulness".
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { analyzeBundle } from "../lib/analysis/analyze-bundle.ts";
import { compareWithExpected, normal, readExpected, summaryLine } from "../lib/analysis/expected.ts";
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
  const against = contradictionsAgainstSentence(plain, readExpected(`${dir}/expected.json`));
  console.log(
    `${set}: ${summaryLine(comparison)}; ${unread} of ${said.length} assistant claims not read with certainty; ${against.length} contradicted where the key's entry for that sentence is not`,
  );
  if (verbose) for (const a of against) console.log(`  against the key's sentence: ${a}`);
  if (bundle.problems.length) console.log(`  problems: ${bundle.problems.map((p) => p.message).join("; ")}`);
  if (verbose) for (const miss of comparison.misses) console.log(`  ${miss.replace(/\n/g, "\n  ")}`);
}

/** Contradicted claims whose own sentence the key reads otherwise: the key has entries for that
 * sentence and property, and none of them is a contradiction over those bars. (The comparison above
 * matches a contradiction to any key entry of its turn, property and bars, which can hide one said
 * of another part or of bars the sentence excludes.) */
function contradictionsAgainstSentence(report: Report, expected: ReturnType<typeof readExpected>): string[] {
  const out: string[] = [];
  for (const conv of report.conversations) {
    const want = expected.conversations[conv.id];
    if (!want) continue;
    for (const c of conv.claims) {
      if (c.verdict !== "contradicted" || c.source !== "assistant") continue;
      const text = normal(c.text);
      const same = want.claims.filter(
        (e) =>
          e.turn === c.turn && e.property === c.subject.property && e.text && normal(e.text).includes(text),
      );
      if (same.length === 0) continue;
      const bars = c.subject.bars;
      const overlaps = (e: (typeof same)[number]) =>
        e.bars === null || bars === null || (e.bars[0] <= bars.to && bars.from <= e.bars[1]);
      if (same.some((e) => e.verdict === "contradicted" && overlaps(e))) continue;
      out.push(
        `${conv.id} turn ${c.turn}: ${c.subject.property} ${bars ? `${bars.from}-${bars.to}` : "piece"} part ${c.subject.part} ${c.value} — "${c.text}" — ${c.evidence[0] ?? ""}`,
      );
    }
  }
  return out;
}
